import { category } from '../../../../../contract/entities/catalog/category';
import { MAX_PAGE_SIZE } from '../../../../../contract/pager';
import type { ListTab } from '../../../../components/list/list-prefs';

/** What the tree reads: every category of the tab, in sort order (docs/catalog.md, "Category tree"). */
export const treeParams = (tab: ListTab) => ({
  pagination: { page: 1, perPage: MAX_PAGE_SIZE },
  sort: category.sort ?? { field: 'sortOrder', order: 'ASC' as const },
  filter: { deleted: tab === 'archived' },
});
