// Customers and their groups (spec, second document, section 3, "Customer", "Customer group"), in an
// order where a referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { customer } from './customer';
import { customerGroup } from './customers/customerGroup';

export const customerEntities = {
  customerGroup,
  customer,
} satisfies Record<string, EntityDeclaration>;
