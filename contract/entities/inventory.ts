// Purchases, suppliers and warehouses (spec, second document, section 3, "Purchase", "Supplier",
// "Warehouse"), in an order where a referenced entity comes before the ones referring to it.
import type { EntityDeclaration } from '../entity';
import { purchase } from './inventory/purchase';
import { supplier } from './inventory/supplier';
import { warehouse } from './inventory/warehouse';

export const inventoryEntities = { supplier, warehouse, purchase } satisfies Record<string, EntityDeclaration>;
