import { defineEntity } from '../entity';
import { PERMISSION_TYPES } from '../permissions';

/** Seeded groups the product depends on: admin holds every permission; sign-up receives new accounts (spec: 13). */
export const ADMIN_GROUP_ID = 1;
export const SIGN_UP_GROUP_ID = 13;
/** Groups that can be neither archived nor destroyed. */
export const SYSTEM_GROUP_IDS: readonly number[] = [ADMIN_GROUP_ID, SIGN_UP_GROUP_ID];

export const userGroup = defineEntity({
  name: 'userGroup',
  label: 'User groups',
  labelOne: 'User group',
  service: 'api',
  rest: 'ug',
  // GET ug: every group, as the see-all lookup answers them (spec, second document, section 7, "User groups")
  aliases: { lookupAll: [''] },
  id: 'userGroupId',
  permission: 'system/user_group',
  scope: 'platform',
  menu: 'Users',
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  tabs: ['General', 'Permissions'],
  messages: { created: 'UserGroup succesfuly created', updated: 'UserGroup succesfuly updated' },
  fields: {
    name: { unique: true, type: 'string', required: true, maxLength: 200, list: true },
    /** members sign in with a second factor; one who has none sets it up at sign-in (docs/accounts.md) */
    requireTwoFactor: { type: 'boolean', default: false, label: 'Require two-factor sign-in' },
    permissions: {
      type: 'list',
      required: true,
      tab: 'Permissions',
      fields: {
        value: { type: 'string', required: true, maxLength: 200 },
        type: { type: 'enum', required: true, choices: PERMISSION_TYPES },
      },
    },
  },
  filters: {
    name: { op: 'ilike' },
  },
});
