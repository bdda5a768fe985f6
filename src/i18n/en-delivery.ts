// English texts of the screens of Delivery routes and courier locations; en.ts puts them under the key delivery of app.
export const deliveryTexts = {};
