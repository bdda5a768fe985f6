// Calls, call campaigns, call groups and tickets (spec, second document, section 3), in an order where a referenced entity comes before
// the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { call } from './call/call';
import { callCampaign } from './call/callCampaign';
import { callGroup } from './call/callGroup';

export const callEntities = {
  callGroup,
  callCampaign,
  call,
} satisfies Record<string, EntityDeclaration>;
