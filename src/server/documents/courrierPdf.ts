import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { formatDateFr, fromIsoDate } from '../../domain/dates';

/** The letter laid out by pdfkit (standard Helvetica: no font file to ship). */
export function courrierPdf(row: { date: string; objet: string; contenu: string; numero: string }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: row.objet, Author: 'Espace Adhérent' } });
    buffer(doc).then(resolve, reject);
    const date = fromIsoDate(row.date);
    doc.fontSize(10).text(`Contrat ${row.numero}`, { align: 'right' });
    doc.text(date ? `Le ${formatDateFr(date)}` : row.date, { align: 'right' });
    doc.moveDown(2).fontSize(14).text(row.objet);
    doc.moveDown().fontSize(11).text(row.contenu);
    doc.end();
  });
}
