// Spanish texts of a list's saved views and column chooser (mirrors ../en-list-views.ts).
import type { listViewTexts } from '../en-list-views';

export const listViewTextsEs: Record<keyof typeof listViewTexts, string> = {
  views: 'Vistas',
  views_menu: 'Vistas guardadas',
  no_views: 'No hay vistas guardadas',
  save_view: 'Guardar la vista actual…',
  manage_views: 'Eliminar vistas…',
  save_title: 'Guardar la vista actual',
  save_help: 'Guarda los filtros y el orden; una vista con el mismo nombre se reemplaza.',
  view_name: 'Nombre de la vista',
  view_saved: 'Vista "%{name}" guardada',
  manage_title: 'Vistas guardadas',
  delete_view: 'Eliminar la vista %{name}',
  view_deleted: 'Vista "%{name}" eliminada',
  columns: 'Columnas',
  columns_menu: 'Columnas visibles',
};
