// English texts of the screens of Purchases, suppliers and warehouses; en.ts puts them under the key inventory of app.
export const inventoryTexts = {};
