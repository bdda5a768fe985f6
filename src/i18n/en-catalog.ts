// English texts of the catalogue screens (categories, brands, filters, options, attributes, information, reviews...); en.ts puts them under the key catalog of app.
import { CATALOG_TEXTS } from '../../contract/catalog';
import { textEntries } from './text-entries';

export const catalogTexts = {
  /** the spec's texts, as contract/catalog.ts spells them */
  message: textEntries(CATALOG_TEXTS),
  tree: {
    name: 'Name',
    empty: 'No categories.',
    more: 'The tree shows the first %{count} categories.',
  },
  preview: 'Preview',
  review: {
    replied_by_help: 'Set to your username when you save a reply.',
  },
  /** /catalog/messages: the reviews as a feed of messages */
  messages: {
    title: 'Messages',
    intro: 'What customers wrote about the products, newest first. Open one to publish it or reply.',
    unpublished_only: 'Not published yet only',
    rating: '%{rating} of 5',
    on_product: 'on %{product}',
    reply: 'Reply',
    replied: 'Reply by %{name}',
    not_replied: 'Not replied yet',
    published: 'Published',
    unpublished: 'Not published',
    empty: 'No messages.',
  },
  chooser: {
    menu: 'Filter chooser',
    group: 'Filter group',
    target: 'Apply to',
    segment: 'Segment',
    segments: { customerGroup: 'Customer group', productGroup: 'Product group', products: 'Product' },
    filters: 'Filters of the group',
    no_filters: 'This group has no filters yet.',
    pick_group: 'Choose a filter group to see its filters.',
    pick_target: 'Choose the record the filters apply to.',
    no_segment: 'Records of this segment hold no filters.',
    apply: 'Apply',
    applied: 'Filters applied',
  },
};
