// Spanish texts of the product screens (app.product).
import { RANGE_SLIDER_GAP } from '../../../contract/products';
import type { productTexts } from '../en-product';
import type { Translation } from '../translation';

export const product: Translation<typeof productTexts> = {
  image: 'Imagen',
  no_image: 'Sin imagen',
  loading: 'Cargando…',
  no_options: 'Sin opciones',
  name_help: 'El nombre en el idioma predeterminado: sigue al nombre de la pestaña Descripción.',
  action: {
    duplicate: 'Duplicar',
    preview: 'Vista previa',
    no_store: 'Vincule el producto a una tienda para ver su vista previa',
  },
  duplicated: 'Producto duplicado',
  filter: {
    name: 'Nombre',
    model: 'Modelo',
    min_price: 'Precio mínimo',
    max_price: 'Precio máximo',
    min_quantity: 'Cantidad mínima',
    max_quantity: 'Cantidad máxima',
    price_range: 'Rango de precios',
    status: 'Estado',
    categories: 'Categorías',
    brands: 'Marcas',
    product_groups: 'Grupos de productos',
    stores: 'Tiendas',
    franchises: 'Franquicias',
    products: 'Productos',
    gap: `Los controles quedan separados por al menos ${RANGE_SLIDER_GAP}.`,
  },
  options: {
    preview: 'Precio con opciones',
    base: 'Precio base',
    none: 'Agregue una opción con valores para ver el precio con opciones.',
    choose: 'Elegir',
    nothing: 'Ninguna',
    option_fallback: 'Opción %{id}',
  },
};
