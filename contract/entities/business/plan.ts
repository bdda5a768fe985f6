import { defineEntity } from '../../entity';

/**
 * Plans (spec, second document, section 3, "Plan": planId, descriptions (name)). `name` is the
 * default language's description name, kept in step by server/features/businesses/plan.hooks.ts;
 * lookups and subscriptions show it.
 */
export const plan = defineEntity({
  name: 'plan',
  label: 'Plans',
  labelOne: 'Plan',
  service: 'payment',
  rest: 'c/plan',
  id: 'planId',
  permission: 'business/plan',
  scope: 'platform',
  menu: 'Business',
  recordRepresentation: 'name',
  live: true,
  sort: { field: 'name', order: 'ASC' },
  tabs: ['General', 'Description'],
  fields: {
    name: { type: 'string', maxLength: 200, list: true },
    price: { type: 'number', min: 0, default: 0, list: true },
    status: { type: 'boolean', default: true, list: true },
    descriptions: {
      type: 'list',
      required: true,
      tab: 'Description',
      fields: {
        languageId: { type: 'reference', reference: 'language', required: true },
        name: { type: 'string', maxLength: 200 },
        description: { type: 'text', maxLength: 2000 },
      },
    },
  },
  filters: { name: { op: 'ilike' }, status: { op: 'eq' } },
});
