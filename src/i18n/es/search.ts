// Spanish texts of the search box (mirrors ../en-search.ts).
import { SEARCH_LIMITS } from '../../../contract/search';
import type { searchTexts } from '../en-search';

export const searchTextsEs: Record<keyof typeof searchTexts, string> = {
  open: 'Buscar',
  shortcut: 'Buscar (Ctrl+K)',
  title: 'Buscar',
  label: 'Buscar pantallas y registros',
  placeholder: 'Pantallas, pedidos, clientes, productos, usuarios, tiendas, proveedores…',
  results: 'Resultados',
  screens: 'Pantallas',
  count: '%{count}',
  count_more: '%{count}+',
  hint: `Escriba al menos ${SEARCH_LIMITS.minLength} caracteres para buscar registros.`,
  keys: '↑ ↓ para elegir, Intro para abrir, Esc para cerrar',
  searching: 'Buscando…',
  none: 'No se encontró nada para «%{text}».',
  found: '%{smart_count} resultado |||| %{smart_count} resultados',
  failed: 'La búsqueda falló. Inténtelo de nuevo.',
};
