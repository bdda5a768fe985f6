// CSV as every file of the console writes it (entity exports, the orders export, the dashboard's
// sections): RFC 4180 through csv-stringify (comma, quoted where needed, CRLF line ends), each text
// cell passed through the one formula neutraliser (contract/import.ts) so that no cell can run as
// a formula in a spreadsheet. Numbers and booleans are written as JavaScript writes them.
// the browser build: the Node one reads a global Buffer when it loads, which a browser has not
import { stringify } from 'csv-stringify/browser/esm/sync';
import { neutraliseCell } from './import';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * Rows as CSV lines, each ended by CRLF; `number` writes numbers another way (the orders export's
 * money with two decimals): a number is never taken for a formula, even when negative.
 */
export const csvLines = (rows: readonly (readonly CsvCell[])[], { number = String }: { number?: (value: number) => string } = {}): string =>
  stringify(
    rows.map((row) => row.map(neutraliseCell)),
    {
      record_delimiter: 'windows',
      // a line break alone (LF or CR) is quoted too, not only the CRLF that ends a record
      quoted_match: /[\r\n]/,
      cast: { boolean: (value) => String(value), number },
    },
  );
