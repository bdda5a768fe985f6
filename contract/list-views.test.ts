import { describe, expect, it } from 'vitest';
import { entities } from './entities';
import { LIST_VIEW_LIMITS, listPreferenceErrors, listViewTexts, visibleColumns, withView, type ListPreferences } from './list-views';

const language = entities.language;
const errors = (prefs: Partial<ListPreferences>) => listPreferenceErrors(language, { views: [], columns: null, ...prefs });

describe("a user's preferences of a list", () => {
  it('keeps views of its own filters and sorts, and columns of its fields', () => {
    expect(errors({ views: [{ name: 'English', filter: { name: 'Engl', status: true }, sort: { field: 'name', order: 'ASC' } }, { name: 'All', filter: {} }], columns: ['id', 'name', 'code'] })).toEqual([]);
  });

  it('refuses more views than the limit', () => {
    const views = Array.from({ length: LIST_VIEW_LIMITS.views + 1 }, (_, i) => ({ name: `v${i}`, filter: {} }));
    expect(errors({ views })).toEqual([{ path: 'views', msg: listViewTexts.tooManyViews }]);
    expect(errors({ views: views.slice(1) })).toEqual([]);
  });

  it('refuses two views of one name, spaces and case aside', () => {
    expect(errors({ views: [{ name: 'Mine', filter: {} }, { name: ' mine ', filter: {} }] })).toEqual([{ path: 'views.1.name', msg: listViewTexts.duplicateName }]);
  });

  it('refuses a filter the list does not have, the tabs\' deleted and values that are not plain or too long', () => {
    expect(errors({ views: [{ name: 'x', filter: { secret: 1, deleted: true, code: { $ne: 1 }, name: 'a'.repeat(LIST_VIEW_LIMITS.valueMax + 1) } }] })).toEqual([
      { path: 'views.0.filter.secret', msg: listViewTexts.unknownFilter },
      { path: 'views.0.filter.deleted', msg: listViewTexts.unknownFilter },
      { path: 'views.0.filter.code', msg: listViewTexts.filterValue },
      { path: 'views.0.filter.name', msg: listViewTexts.filterValue },
    ]);
    expect(errors({ views: [{ name: 'x', filter: { languageId: Array.from({ length: LIST_VIEW_LIMITS.itemsMax + 1 }, (_, i) => i + 1) } }] })).toHaveLength(1);
  });

  it('refuses a sort by a field the list does not have, and columns it does not have', () => {
    expect(errors({ views: [{ name: 'x', filter: {}, sort: { field: 'password', order: 'ASC' } }], columns: ['name', 'constructor', 'nothing'] })).toEqual([
      { path: 'views.0.sort.field', msg: listViewTexts.unknownSort },
      { path: 'columns.1', msg: listViewTexts.unknownColumn },
      { path: 'columns.2', msg: listViewTexts.unknownColumn },
    ]);
  });
});

describe('saving a view', () => {
  it('replaces the view of the same name, or adds it last', () => {
    const views = [{ name: 'A', filter: {} }, { name: 'B', filter: {} }];
    expect(withView(views, { name: 'b', filter: { name: 'x' } })).toEqual([{ name: 'A', filter: {} }, { name: 'b', filter: { name: 'x' } }]);
    expect(withView(views, { name: 'C', filter: {} }).map((v) => v.name)).toEqual(['A', 'B', 'C']);
  });
});

describe('the columns a list shows', () => {
  const columns = [{ key: 'id' }, { key: 'name' }, { key: 'image' }, { key: 'code' }];
  const choosable = (key: string) => key !== 'image';

  it('every column without a choice, the chosen ones and those not choosable with one', () => {
    expect(visibleColumns(columns, null, choosable)).toEqual(columns);
    expect(visibleColumns(columns, ['name'], choosable).map((c) => c.key)).toEqual(['name', 'image']);
  });

  it('every column when the choice leaves none of the choosable ones', () => {
    expect(visibleColumns(columns, ['gone'], choosable)).toEqual(columns);
    expect(visibleColumns(columns, [], choosable)).toEqual(columns);
  });
});

describe('the date added of a list that shows it', () => {
  const keep = (columns: string[], sort?: string): ListPreferences => ({ views: [{ name: 'Newest', filter: {}, ...(sort ? { sort: { field: sort, order: 'DESC' as const } } : {}) }], columns });

  it('may be hidden, shown and sorted by on the lists that show it (brands), not on the others (languages)', () => {
    expect(listPreferenceErrors(entities.brand, keep(['name', 'dateAdded'], 'dateAdded'))).toEqual([]);
    expect(listPreferenceErrors(entities.language, keep(['name', 'dateAdded'], 'dateAdded'))).toEqual([
      { path: 'views.0.sort.field', msg: listViewTexts.unknownSort },
      { path: 'columns.1', msg: listViewTexts.unknownColumn },
    ]);
  });
});
