import { defineEntity } from '../../entity';
import { RECURRING_FREQUENCIES } from '../../catalog';

/** Recurring (subscription) profiles a product can be sold with: a price charged every `cycle` `frequency`s, `duration` times (0: until cancelled), after an optional trial. */
export const recurringProfile = defineEntity({
  name: 'recurringProfile',
  label: 'Recurring profiles',
  labelOne: 'Recurring profile',
  service: 'product',
  rest: 'c/rp',
  id: 'recurringProfileId',
  permission: 'catalog/recurring_profiles',
  scope: 'platform',
  menu: 'Catalog',
  recordRepresentation: 'name',
  sort: { field: 'sortOrder', order: 'ASC' },
  tabs: ['General', 'Trial'],
  fields: {
    name: { type: 'string', required: true, minLength: 3, maxLength: 255, list: true },
    price: { type: 'number', required: true, min: 0, default: 0, list: true },
    frequency: { type: 'enum', required: true, choices: RECURRING_FREQUENCIES, default: 'month', list: true },
    duration: { type: 'integer', min: 0, default: 0, help: '0: until the subscription is cancelled.', list: true },
    cycle: { type: 'integer', min: 1, default: 1, help: 'How many frequency units between two charges.' },
    trialStatus: { type: 'boolean', default: false, tab: 'Trial' },
    trialPrice: { type: 'number', min: 0, default: 0, tab: 'Trial' },
    trialFrequency: { type: 'enum', choices: RECURRING_FREQUENCIES, default: 'month', tab: 'Trial' },
    trialDuration: { type: 'integer', min: 0, default: 0, tab: 'Trial' },
    trialCycle: { type: 'integer', min: 1, default: 1, tab: 'Trial' },
    status: { type: 'boolean', default: true, list: true },
    sortOrder: { type: 'integer', default: 0, min: 0 },
  },
  filters: { name: { op: 'ilike' }, frequency: { op: 'eq' }, status: { op: 'eq' } },
});
