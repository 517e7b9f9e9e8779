import { createRequire } from 'node:module';
import { recapPdfTexts as T } from '../../i18n/recapPdf';
import type { RecapGroup } from '../../language/recap';
import { taggedPdf, type PdfStruct as Struct } from './taggedPdf';

/**
 * A demande's recap laid out by pdfkit as an accessible, tagged PDF (PDF/UA):
 * title and language in the document, the title shown by the reader, every piece of text in the
 * structure tree (H1…H6 for the acte and its sections, P for each « label : value »), and the
 * DejaVu Sans font embedded — it has every French character (é, œ, « », the narrow no-break space
 * of amounts), which the standard Helvetica of the other PDFs cannot all draw.
 */
export interface RecapDocument {
  /** The acte's name (« Mise à jour du RIB de prestations »): the PDF's title. */
  title: string;
  id: number;
  /** The day it was filed, JJ/MM/AAAA. */
  date: string;
  numeroContrat: string | null;
  sections: RecapGroup[];
  /** The names of the documents sent with the demande (including those added later). */
  documents: string[];
  /** The messages of the demande, oldest first (date JJ/MM/AAAA); the section is drawn when there is one. */
  echanges?: { auteur: string; date: string; texte: string }[];
}

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const HEADING_SIZES = [18, 14, 12, 11, 11, 11];
const BODY_SIZE = 10.5;

export function recapPdf(recap: RecapDocument): Promise<Buffer> {
  const meta = { title: recap.title, subject: T.subject(recap.title), subset: 'PDF/UA' as const };
  return taggedPdf(meta, { size: 'A4', margin: 56 }, (doc, root) => {
    doc.registerFont('regular', FONT);
    doc.registerFont('bold', FONT_BOLD);
    const left = (indent: number) => doc.page.margins.left + indent;
    const heading = (parent: Struct, level: number, text: string, indent = 0) => {
      const tag = `H${Math.min(level, 6)}`;
      const size = HEADING_SIZES[Math.min(level, 6) - 1];
      parent.add(doc.struct(tag, {}, () => void doc.font('bold').fontSize(size).text(text, left(indent), undefined, { paragraphGap: 4 })));
    };
    const paragraph = (parent: Struct, text: string) =>
      parent.add(doc.struct('P', {}, () => void doc.font('regular').fontSize(BODY_SIZE).text(text, left(0), undefined, { paragraphGap: 2 })));
    const field = (parent: Struct, label: string, value: string, indent: number) =>
      parent.add(
        doc.struct('P', {}, () => {
          doc.font('bold').fontSize(BODY_SIZE).text(`${label} : `, left(indent), undefined, { continued: true });
          doc.font('regular').text(value, { paragraphGap: 3 });
        }),
      );
    // A section (level 2) and its sub-sections (nested objects, list items), each one step further in.
    const group = (parent: Struct, section: RecapGroup, level: number, indent: number) => {
      const sect = doc.struct('Sect');
      parent.add(sect);
      doc.moveDown(level === 2 ? 0.8 : 0.3);
      heading(sect, level, section.title, indent);
      for (const entry of section.entries) {
        if (entry.kind === 'group') group(sect, entry, level + 1, indent + 12);
        else field(sect, entry.label, entry.value, indent);
      }
      sect.end();
    };

    heading(root, 1, recap.title);
    paragraph(root, [T.numero(recap.id), T.deposeeLe(recap.date), recap.numeroContrat ? T.contrat(recap.numeroContrat) : null].filter(Boolean).join(' · '));
    for (const section of recap.sections) group(root, section, 2, 0);

    const documents = doc.struct('Sect');
    root.add(documents);
    doc.moveDown(0.8);
    heading(documents, 2, T.documents);
    if (recap.documents.length === 0) paragraph(documents, T.noDocument);
    else {
      const list = doc.struct('L');
      documents.add(list);
      for (const name of recap.documents) {
        list.add(doc.struct('LI', {}, [doc.struct('LBody', {}, () => void doc.font('regular').fontSize(BODY_SIZE).text(`• ${name}`, left(0), undefined, { paragraphGap: 2 }))]));
      }
      list.end();
    }
    documents.end();

    if (recap.echanges?.length) {
      const echanges = doc.struct('Sect');
      root.add(echanges);
      doc.moveDown(0.8);
      heading(echanges, 2, T.echanges);
      for (const echange of recap.echanges) {
        doc.moveDown(0.3);
        heading(echanges, 3, T.echange(echange.auteur, echange.date));
        paragraph(echanges, echange.texte);
      }
      echanges.end();
    }
  });
}
