import { defineEntity } from '../../entity';

/**
 * SMS plans (spec, second document, section 3: "SMS plans exist."; first document, section 2:
 * /sms/plan). What a business pays each month for its SMS: `messagesIncluded` a month, then
 * `extraMessagePrice` a message past them; no extra price means none may be sent past them (a
 * campaign that would go over is refused, server/features/sms/smsPlan.hooks.ts). The page /sms/plan
 * (src/features/sms/SmsPlanPage.tsx) takes the generated list's place: the plans as cards, the
 * business's own marked; administrators create and edit on the generated screens (docs/sms.md, "Plans").
 */
export const smsPlan = defineEntity({
  name: 'smsPlan',
  label: 'SMS plans',
  labelOne: 'SMS plan',
  service: 'sms',
  rest: 'plan',
  id: 'smsPlanId',
  permission: 'sms/plan',
  scope: 'platform',
  menu: 'Communications',
  recordRepresentation: 'name',
  sort: { field: 'price', order: 'ASC' },
  fields: {
    name: { type: 'string', required: true, maxLength: 100, list: true },
    description: { type: 'text', maxLength: 1000 },
    price: { type: 'number', required: true, min: 0, default: 0, list: true, label: 'Monthly price', help: 'USD a month.' },
    messagesIncluded: { type: 'integer', required: true, min: 0, default: 0, list: true, label: 'Messages a month' },
    extraMessagePrice: { type: 'number', min: 0, list: true, label: 'Price per extra message', help: 'USD. Leave empty: no message may be sent past those included.' },
    status: { type: 'boolean', default: true, list: true },
  },
  filters: { name: { op: 'ilike' }, status: { op: 'eq' } },
});

/** A business's room left this month under its plan, and whether `wanted` more messages fit. */
export function planRoom(plan: { messagesIncluded: number; extraMessagePrice: number | null | undefined }, used: number, wanted: number): { left: number; fits: boolean; extra: number } {
  const left = Math.max(0, plan.messagesIncluded - used);
  const extra = Math.max(0, wanted - left);
  const extrasAllowed = plan.extraMessagePrice !== null && plan.extraMessagePrice !== undefined;
  return { left, fits: extra === 0 || extrasAllowed, extra };
}
