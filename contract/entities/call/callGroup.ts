import { defineEntity } from '../../entity';
import { recipientGroup } from '../recipient-group';

/**
 * Call groups (spec, second document, section 7, "bulk/group/"): a name and the phones to call,
 * typed or taken from customer groups (their customers' phones); a call campaign calls a group.
 * Screens /call/call_group.
 */
export const callGroup = defineEntity({
  name: 'callGroup',
  label: 'Call groups',
  labelOne: 'Call group',
  service: 'call',
  rest: 'bulk/group',
  id: 'callGroupId',
  permission: 'call/call_group',
  ...recipientGroup,
});
