import { formatDateFr, fromIsoDate } from '../../domain/dates';
import type { ClientIdentite } from './clientIdentite';
import { letterhead } from './letterhead';
import { taggedPdf, type PdfDoc, type PdfStruct } from './taggedPdf';

export interface CourrierDocument {
  date: string;
  objet: string;
  /** The letter's own text, paragraphs separated by a blank line. */
  contenu: string;
  numero: string;
  titulaire: string;
}

/**
 * A letter (or a document of the GED) laid out by pdfkit (standard Helvetica: no font file to
 * ship) under the client's letterhead: its date, its subject, its own text; `body` draws more
 * content after the text (a table, for a tableau des garanties).
 */
export function courrierPdf(row: CourrierDocument, client: ClientIdentite, body?: (doc: PdfDoc, root: PdfStruct) => void): Promise<Buffer> {
  return taggedPdf({ title: row.objet }, { size: 'A4', margin: 56 }, (doc, root) => {
    letterhead(doc, root, client, { nom: row.titulaire, lignes: [`Contrat ${row.numero}`] });
    const date = fromIsoDate(row.date);
    doc.fontSize(10).text(date ? `Le ${formatDateFr(date)}` : row.date, { align: 'right', structParent: root, structType: 'P' });
    doc.moveDown(2).fontSize(14).text(row.objet, { structParent: root, structType: 'H1' });
    doc.moveDown().fontSize(11);
    for (const paragraph of row.contenu.split(/\n\s*\n/)) doc.text(paragraph.trim(), { structParent: root, structType: 'P', paragraphGap: 8 });
    body?.(doc, root);
  });
}
