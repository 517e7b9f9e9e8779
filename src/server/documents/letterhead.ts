import type { ClientIdentite } from './clientIdentite';
import { drawLetterheadBrand } from './letterheadBrand';
import type { PdfDoc, PdfStruct } from './taggedPdf';

/** Who a document is about, as the letterhead prints it on the right: a name, then lines (contract, address…). */
export interface DocumentDestinataire {
  nom: string;
  lignes: string[];
}

/**
 * The head of every A4 document the portal makes: the client's look (logo over a rule in its colour),
 * then its legal identity (name, address, registration) on the left, the member it is about on the
 * right; the text goes on below both.
 */
export function letterhead(doc: PdfDoc, root: PdfStruct, client: ClientIdentite, destinataire?: DocumentDestinataire): void {
  const left = doc.page.margins.left;
  if (client.brand) drawLetterheadBrand(doc, root, client.brand);
  const top = client.brand ? doc.y : doc.page.margins.top;
  const width = doc.page.width - left - doc.page.margins.right;
  const half = width / 2 - 8;
  const p = (text: string, x: number, y?: number) =>
    root.add(doc.struct('P', {}, () => void doc.text(text, x, y, { width: half, align: x === left ? 'left' : 'right' })));

  doc.font('Helvetica-Bold').fontSize(13);
  p(client.raisonSociale, left, top);
  doc.font('Helvetica').fontSize(8.5).fillColor('#333333');
  if (client.adresse) p(client.adresse, left);
  if (client.immatriculation) p(client.immatriculation, left);
  const clientBottom = doc.y;

  let memberBottom = top;
  if (destinataire) {
    const x = left + width - half;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
    p(destinataire.nom, x, top);
    doc.font('Helvetica').fontSize(9);
    for (const ligne of destinataire.lignes) p(ligne, x);
    memberBottom = doc.y;
  }
  doc.fillColor('black').font('Helvetica').fontSize(11);
  doc.x = left;
  doc.y = Math.max(clientBottom, memberBottom) + 28;
}

/** The client's mark at the top of a small document (the carte de tiers payant): its name, `width` wide. */
export function cardBrand(doc: PdfDoc, parent: PdfStruct, raisonSociale: string, x: number, y: number, width: number): void {
  doc.font('Helvetica-Bold').fontSize(8).fillColor('black');
  parent.add(doc.struct('P', {}, () => void doc.text(raisonSociale, x, y, { width, lineBreak: false, ellipsis: true })));
}
