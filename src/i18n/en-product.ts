// English texts of the product screens (filter panel, options, duplicate, preview, export); part of `app.product` in en.ts.
export const productTexts = {};
