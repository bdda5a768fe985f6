import { defineEntity } from '../entity';
import { WEEKDAYS } from '../fields';

export const user = defineEntity({
  name: 'user',
  label: 'Users',
  labelOne: 'User',
  service: 'api',
  rest: 'u',
  id: 'userId',
  table: 'app_user',
  permission: 'system/user',
  scope: { business: 'businessId', franchise: 'franchiseId' },
  menu: 'Users',
  recordRepresentation: 'username',
  lookup: { detail: [['firstname', 'lastname'], 'email', 'phone'] },
  sort: { field: 'username', order: 'ASC' },
  tabs: ['General', 'Salary', 'Working hours'],
  messages: { created: 'User has been succesfuly create!', updated: 'User has been succesfuly updated!' },
  fields: {
    username: { unique: true, type: 'string', required: true, minLength: 2, maxLength: 200, list: true },
    firstname: { type: 'string', required: true, minLength: 2, maxLength: 200, list: true },
    lastname: { type: 'string', required: true, minLength: 2, maxLength: 200, list: true },
    email: { unique: true, type: 'email', required: true, maxLength: 200, list: true },
    phone: { type: 'string', required: true, maxLength: 30, list: true, phone: true },
    password: { type: 'password', requiredOnCreate: true, minLength: 7, maxLength: 200, writeOnly: true },
    status: { type: 'boolean', default: true, list: true },
    user_group_id: { type: 'reference', reference: 'userGroup', as: 'userGroup', required: true, label: 'Group', list: true },
    // the business the user works for: plans, the SMS history and sends are theirs (docs/accounts.md); none: staff of the platform
    businessId: { type: 'reference', reference: 'business', as: 'business', label: 'Business', list: true, help: 'Leave empty for staff of the platform.' },
    // the franchise the user runs, within that business: orders, delivery routes and users are the franchise's (docs/tenancy.md)
    franchiseId: { type: 'reference', reference: 'franchise', as: 'franchise', label: 'Franchise', list: true, help: 'Leave empty unless the user runs one franchise of the business.' },
    // spec, section 5: "sort order max 200", a value (docs/decisions.md, "Form limits of section 5")
    sortOrder: { type: 'integer', default: 0, min: 0, max: 200 },
    salary: {
      type: 'object',
      tab: 'Salary',
      default: { monthlySalary: 0, hourlyRate: 0, perOrderRate: 0 },
      fields: {
        monthlySalary: { type: 'number', min: 0, default: 0 },
        hourlyRate: { type: 'number', min: 0, default: 0 },
        perOrderRate: { type: 'number', min: 0, default: 0 },
      },
    },
    workingHours: {
      type: 'object',
      tab: 'Working hours',
      keys: WEEKDAYS,
      default: {},
      fields: {
        startTime: { type: 'string', maxLength: 5 },
        endTime: { type: 'string', maxLength: 5 },
        fullTime: { type: 'boolean', default: false },
        work: { type: 'boolean', default: true },
      },
    },
  },
  filters: {
    username: { op: 'ilike' },
    email: { op: 'ilike' },
    user_group_id: { op: 'eq', label: 'Group' },
    status: { op: 'eq' },
  },
});
