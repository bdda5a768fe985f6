import type { Feature } from '../feature';
import { productHooks } from './hooks';
import { productRoutes } from './products.routes';

export const products: Feature = { name: 'products', hooks: () => ({ product: productHooks }), routes: productRoutes };
