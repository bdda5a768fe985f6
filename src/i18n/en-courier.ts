// English texts of the courier's location-sharing page; en.ts puts them under the key courier of app.
export const courierTexts = {};
