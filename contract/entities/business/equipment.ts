import { EQUIPMENT_TEXTS } from '../../businesses';
import { defineEntity } from '../../entity';

/** Kinds of equipment (spec, second document, section 3, "Equipment": type has equipmentTypeId and name). */
export const equipmentType = defineEntity({
  name: 'equipmentType',
  label: 'Equipment Types',
  labelOne: 'Equipment Type',
  service: 'store',
  rest: 'c/equipment_type',
  id: 'equipmentTypeId',
  permission: 'business/equipment_type',
  scope: 'platform',
  menu: 'Business',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: { name: { type: 'string', required: true, maxLength: 200, unique: true, list: true } },
  filters: { name: { op: 'ilike' } },
});

/** States of equipment (condition has conditionId and name). */
export const equipmentCondition = defineEntity({
  name: 'equipmentCondition',
  label: 'Equipment Conditions',
  labelOne: 'Equipment Condition',
  service: 'store',
  rest: 'c/equipment_condition',
  id: 'conditionId',
  permission: 'business/equipment_condition',
  scope: 'platform',
  menu: 'Business',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  fields: { name: { type: 'string', required: true, maxLength: 200, unique: true, list: true } },
  filters: { name: { op: 'ilike' } },
});

/**
 * Equipment (equipmentId, conditionId, typeId, name, model, images, price, quantity,
 * attachedCount): `attachedCount` of the `quantity` units are in use, never more than there are
 * (server/features/businesses/equipment.hooks.ts); `workedHours` is what the worked_hours call reports.
 */
export const equipment = defineEntity({
  name: 'equipment',
  label: 'Equipment',
  labelOne: 'Equipment',
  service: 'store',
  rest: 'c/equipment',
  id: 'equipmentId',
  permission: 'business/equipment',
  scope: { business: 'businessId' },
  menu: 'Business',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  tabs: ['General', 'Images'],
  messages: { created: EQUIPMENT_TEXTS.created, updated: EQUIPMENT_TEXTS.updated },
  fields: {
    name: { type: 'string', required: true, maxLength: 200, list: true },
    model: { type: 'string', maxLength: 200, list: true },
    businessId: { type: 'reference', reference: 'business', as: 'businessName', label: 'Business', list: true },
    typeId: { type: 'reference', reference: 'equipmentType', as: 'typeName', label: 'Type', list: true },
    conditionId: { type: 'reference', reference: 'equipmentCondition', as: 'conditionName', label: 'Condition', list: true },
    price: { type: 'number', min: 0, default: 0, list: true },
    quantity: { type: 'integer', min: 0, default: 1, list: true },
    attachedCount: { type: 'integer', min: 0, default: 0, list: true },
    workedHours: { type: 'number', min: 0, default: 0 },
    images: { type: 'list', of: 'string', media: 'image', tab: 'Images' },
  },
  filters: { name: { op: 'ilike' }, model: { op: 'ilike' }, typeId: { op: 'eq' }, conditionId: { op: 'eq' }, businessId: { op: 'eq', label: 'Business' } },
});
