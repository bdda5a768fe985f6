import type { FieldDef } from '../../../contract/fields';
import { formatPhone } from '../../../contract/phone';

/** The text of a list cell: booleans as Enabled/Disabled (status) or Yes/No, references by name, telephones as numbers read. */
export function cellText(name: string, def: FieldDef, row: Record<string, unknown>): string {
  const value = def.type === 'reference' && def.as ? (row[def.as] ?? row[name]) : row[name];
  if (value === null || value === undefined) return '';
  if (def.type === 'boolean') return name === 'status' ? (value ? 'Enabled' : 'Disabled') : value ? 'Yes' : 'No';
  if (def.type === 'datetime') return new Date(String(value)).toLocaleString();
  if (typeof value === 'object') return Array.isArray(value) ? String(value.length) : '';
  if (def.phone) return formatPhone(String(value));
  return String(value);
}
