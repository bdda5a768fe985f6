// English texts of the screens of Stores, store sections and pages, franchises, zip codes and links; en.ts puts them under the key store of app.
export const storeTexts = {};
