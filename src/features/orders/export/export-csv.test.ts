import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, type ExportTable } from '../../../../contract/orders/order-export';
import { tableToCsv } from './export-csv';

describe('orders CSV', () => {
  it('writes the header, the rows with two-decimal money, quoting where needed, and the Total Sum row', () => {
    const table: ExportTable = {
      columns: EXPORT_COLUMNS,
      rows: [['Main, North', 'Web', 'Ann "A" Lee', '555', 10, 1.5, 12.456, 'dan', 'mia', 'cash']],
      totalRow: ['Total Sum', '', '', '', 10, 1.5, 12.46, '', '', ''],
    };
    const lines = tableToCsv(table).split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines[1]).toBe('"Main, North",Web,"Ann ""A"" Lee",555,10.00,1.50,12.46,dan,mia,cash');
    expect(lines[2]).toBe('Total Sum,,,,10.00,1.50,12.46,,,');
    expect(lines[3]).toBe('');
  });

  it('writes formula-like text with a leading quote, and negative money as a plain number', () => {
    const table: ExportTable = {
      columns: EXPORT_COLUMNS,
      rows: [['=HYPERLINK("http://evil","x")', '@SUM(1)', '+1 555', '-1+2', -12.5, 0, 1, '\t=1', '\r=1', 'cash']],
      totalRow: ['Total Sum', '', '', '', -12.5, 0, 1, '', '', ''],
    };
    const lines = tableToCsv(table).split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"",""x"")",'@SUM(1),'+1 555,'-1+2,-12.50,0.00,1.00,'\t'=1,"'\r'=1",cash`);
    expect(lines[2]).toBe('Total Sum,,,,-12.50,0.00,1.00,,,');
  });
});
