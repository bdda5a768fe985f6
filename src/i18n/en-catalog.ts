// English texts of the catalogue screens (categories, brands, filters, options, attributes, information, reviews...); part of `app.catalog` in en.ts.
export const catalogTexts = {};
