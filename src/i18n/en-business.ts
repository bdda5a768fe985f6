// English texts of the screens of Businesses, plans, subscriptions, transactions, digital cards and equipment; en.ts puts them under the key business of app.
export const businessTexts = {};
