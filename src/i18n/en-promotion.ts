// English texts of the screens of Discounts, promo codes and promotions; en.ts puts them under the key promotion of app.
export const promotionTexts = {};
