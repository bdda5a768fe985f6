import { exportCellText, type ExportTable } from '../../../../contract/orders/order-export';
import { bodyRows, EXPORT_MIME } from './export-table';

/** A landscape PDF table; jspdf and its table plugin are loaded only when an export runs. */
export async function buildPdf(table: ExportTable, title: string): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  doc.setFontSize(14);
  doc.text(title, 40, 36);
  autoTable(doc, {
    startY: 50,
    head: [[...table.columns]],
    body: bodyRows(table).map((row) => row.map(exportCellText)),
    styles: { fontSize: 8 },
    headStyles: { fillColor: [25, 118, 210] },
  });
  return new Blob([doc.output('arraybuffer')], { type: EXPORT_MIME.pdf });
}
