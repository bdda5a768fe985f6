// English texts of the screens of Discounts, promo codes and promotions; en.ts puts them under the key promotion of app.
import { OFFER_REFUSALS, PROMOTION_TEXTS } from '../../contract/promotions';
import { textEntries } from './text-entries';

export const promotionTexts = {
  /** the area's texts, as contract/promotions spells them */
  message: textEntries(PROMOTION_TEXTS),
  /** why a promo code gives nothing, as the calculator names it */
  refusal: textEntries(OFFER_REFUSALS),
  generate: 'Generate',
  generate_help: 'Type a code or generate one.',
  stats: {
    franchise_menu: 'Franchise statistics',
    franchise_title: 'Franchise statistics',
    pick_franchise: 'Choose a franchise to see its statistics.',
    date_from: 'Date From',
    date_to: 'Date To',
    order_count: 'Orders',
    done_order_count: 'Done orders',
    cancelled_order_count: 'Cancelled orders',
    order_total: 'Order total',
    average_order: 'Average order',
    customer_count: 'Customers',
    orders_per_day: 'Orders per day',
    orders: 'Orders',
    day: 'Day',
    total: 'Total',
    empty: 'Nothing in this range.',
    link_title: 'Visits',
    visits: 'Visits',
  },
  order: {
    promo_code: 'Promo code',
    apply: 'Apply',
    remove: 'Remove',
    applied: 'Code %{code}: $%{amount} off',
    applied_free_shipping: 'Code %{code}: free shipping ($%{amount} here, the delivery fee on save)',
    not_found: 'No active promo code has this code.',
    total: 'Total after discount: $%{amount} (before tax and delivery)',
  },
};
