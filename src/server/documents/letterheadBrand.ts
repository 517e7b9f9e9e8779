import type { ClientBrand } from '../branding/clientBrand';
import type { PdfDoc, PdfStruct } from './taggedPdf';

/** The logo's height on the page (points): 160 × 40 on screen, 128 × 32 on paper. */
const LOGO_HEIGHT = 32;
const RULE_HEIGHT = 3;

/**
 * The client's look at the top of a document: its logo (a figure whose alternative text names the
 * client, for a screen reader) over a rule in its main colour (a layout artifact, read by nobody).
 * The letterhead's words (the client's identity) are laid out after it; the text goes on below.
 */
export function drawLetterheadBrand(doc: PdfDoc, root: PdfStruct, brand: ClientBrand): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  root.add(doc.struct('Figure', { alt: `Logo ${brand.libelle}` }, () => {
    doc.image(brand.logo, left, top, { height: LOGO_HEIGHT });
  }));
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(left, top + LOGO_HEIGHT + 8, width, RULE_HEIGHT).fill(brand.couleurPrincipale);
  doc.endMarkedContent();
  doc.fillColor('black');
  doc.x = left;
  doc.y = top + LOGO_HEIGHT + 8 + RULE_HEIGHT + 14;
}
