// Purchases, suppliers and warehouses (spec, second document, section 3, "Purchase", "Supplier",
// "Warehouse"), in an order where a referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';

export const inventoryEntities = {} satisfies Record<string, EntityDeclaration>;
