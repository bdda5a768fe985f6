import { defineEntity } from '../entity';

export const LEAVE_TYPES = ['Weekly Day Off', 'Annual Leave', 'Sick Leave', 'Unpaid Leave', 'Public Holiday'] as const;

/**
 * An attendance report: a leave (type, dates, note) for one or more users, approved by a user
 * (returned as approvedBy, that user's username). Worked hours are recorded separately as
 * check-in/check-out entries (see docs/accounts.md, "Time tracking").
 */
export const timeTracking = defineEntity({
  name: 'timeTracking',
  label: 'Time tracking',
  labelOne: 'Time tracking',
  service: 'api',
  rest: 'time_tracking',
  id: 'userAttendanceReportId',
  table: 'user_attendance_report',
  permission: 'system/time_tracking',
  scope: { business: 'users' },
  menu: 'Users',
  recordRepresentation: 'leaveType',
  sort: { field: 'dateFrom', order: 'DESC' },
  fields: {
    leaveType: { type: 'enum', choices: LEAVE_TYPES, default: 'Weekly Day Off', required: true, list: true },
    dateFrom: { type: 'datetime', required: true, list: true },
    dateTo: { type: 'datetime', required: true, list: true },
    note: { type: 'text', maxLength: 1000 },
    users: { type: 'list', of: 'reference', reference: 'user', required: true, label: 'Users' },
    approver: { type: 'reference', reference: 'user', as: 'approvedBy', label: 'Approved by', list: true },
  },
  filters: {
    leaveType: { op: 'eq' },
    dateFrom: { field: 'dateFrom', op: 'gte' },
    dateTo: { field: 'dateTo', op: 'lte' },
    approver: { op: 'eq', label: 'Approved by' },
  },
});
