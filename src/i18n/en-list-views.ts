// English texts of a list's saved views and column chooser (src/components/list/ListViewsMenu.tsx,
// ListColumnsMenu.tsx); en.ts spreads them into app.list.
export const listViewTexts = {
  views: 'Views',
  views_menu: 'Saved views',
  no_views: 'No saved views',
  save_view: 'Save current view…',
  manage_views: 'Delete views…',
  save_title: 'Save current view',
  save_help: 'Keeps the filters and the sort; a view of the same name is replaced.',
  view_name: 'View name',
  view_saved: 'View "%{name}" saved',
  manage_title: 'Saved views',
  delete_view: 'Delete view %{name}',
  view_deleted: 'View "%{name}" deleted',
  columns: 'Columns',
  columns_menu: 'Columns shown',
} as const;
