// English texts of the screens of Customers and customer groups; en.ts puts them under the key customer of app.
export const customerTexts = {};
