import { formatDateFr, fromIsoDate } from '../../domain/dates';
import { taggedPdf } from './taggedPdf';

/** The letter laid out by pdfkit (standard Helvetica: no font file to ship). */
export function courrierPdf(row: { date: string; objet: string; contenu: string; numero: string }): Promise<Buffer> {
  return taggedPdf({ title: row.objet }, { size: 'A4', margin: 56 }, (doc, root) => {
    const date = fromIsoDate(row.date);
    doc.fontSize(10).text(`Contrat ${row.numero}`, { align: 'right', structParent: root, structType: 'P' });
    doc.text(date ? `Le ${formatDateFr(date)}` : row.date, { align: 'right', structParent: root, structType: 'P' });
    doc.moveDown(2).fontSize(14).text(row.objet, { structParent: root, structType: 'H1' });
    doc.moveDown().fontSize(11).text(row.contenu, { structParent: root, structType: 'P' });
  });
}
