// SMS and bulk SMS campaigns, SMS groups, domains and phones (spec, second document, section 3), in an
// order where a referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';

export const smsEntities = {} satisfies Record<string, EntityDeclaration>;
