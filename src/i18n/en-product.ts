// English texts of the product screens (filter panel, options, duplicate, preview); en.ts puts them under the key product of app.
import { RANGE_SLIDER_GAP } from '../../contract/products';

export const productTexts = {
  image: 'Image',
  no_image: 'No image',
  loading: 'Loading…',
  no_options: 'No options',
  name_help: "The default language's name: it follows the name on the Description tab.",
  action: {
    duplicate: 'Duplicate',
    preview: 'Preview',
    no_store: 'Link the product to a store to preview it',
  },
  duplicated: 'Product duplicated',
  filter: {
    name: 'Name',
    model: 'Model',
    min_price: 'Min Price',
    max_price: 'Max Price',
    min_quantity: 'Min Quantity',
    max_quantity: 'Max Quantity',
    price_range: 'Price range',
    status: 'Status',
    categories: 'Categories',
    brands: 'Brands',
    product_groups: 'Product Groups',
    stores: 'Stores',
    franchises: 'Franchises',
    products: 'Products',
    gap: `The handles stay at least ${RANGE_SLIDER_GAP} apart.`,
  },
  options: {
    preview: 'Price with options',
    base: 'Base price',
    none: 'Add an option with values to see the price with options.',
    choose: 'Choose',
    nothing: 'None',
    option_fallback: 'Option %{id}',
  },
};
