import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../contract/fields';
import { formatPhone } from '../../../contract/phone';
import { useIntlLocale } from '../../i18n/intl-locale';

/** The words and the locale a cell is written in: the user's language. */
export interface CellWords {
  enabled: string;
  disabled: string;
  yes: string;
  no: string;
  /** Intl locale of dates */
  locale: string;
}

/** The text of a list cell: booleans as Enabled/Disabled (status) or Yes/No, references by name, telephones as numbers read. */
export function cellText(name: string, def: FieldDef, row: Record<string, unknown>, words: CellWords): string {
  const value = def.type === 'reference' && def.as ? (row[def.as] ?? row[name]) : row[name];
  if (value === null || value === undefined) return '';
  if (def.type === 'boolean') return name === 'status' ? (value ? words.enabled : words.disabled) : value ? words.yes : words.no;
  if (def.type === 'datetime') return new Date(String(value)).toLocaleString(words.locale);
  if (typeof value === 'object') return Array.isArray(value) ? String(value.length) : '';
  if (def.phone) return formatPhone(String(value));
  return String(value);
}

/** cellText in the user's language. */
export function useCellText() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const words = useMemo<CellWords>(
    () => ({ enabled: translate('app.list.enabled'), disabled: translate('app.list.disabled'), yes: translate('app.action.yes'), no: translate('app.action.no'), locale }),
    [translate, locale],
  );
  return useCallback((name: string, def: FieldDef, row: Record<string, unknown>) => cellText(name, def, row, words), [words]);
}
