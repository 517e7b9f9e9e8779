import { formatDateFr, fromIsoDate } from '../../domain/dates';
import type { ClientBrand } from '../branding/clientBrand';
import { cardBrand } from './letterhead';
import { drawLetterheadBrand } from './letterheadBrand';
import { taggedPdf, type PdfDoc, type PdfStruct } from './taggedPdf';

/** The card as the screen « Ma carte de tiers payant » reads it (GET /api/cgdm-svc/carte-tp). */
export interface CarteTpDocument {
  numeroContrat: string;
  nomOffre: string;
  organisme: string;
  numeroAmc: string;
  codeAiguillage: string;
  telephoneProfessionnels: string;
  dateDebutValidite: string;
  dateFinValidite: string;
  beneficiaires: Array<{ codeCivilite: string; nom: string; prenom: string; numPers: string; dateNaissance: string; rang: string }>;
  domaines: Array<{ code: string; libelle: string }>;
}

const MM = 72 / 25.4;
/** A credit card (ISO/IEC 7810 ID-1): 85.60 × 53.98 mm. */
export const CARTE_FORMAT: [number, number] = [85.6 * MM, 53.98 * MM];
const [W, H] = CARTE_FORMAT;
const PAD = 3.5 * MM;
const fr = (iso: string) => formatDateFr(fromIsoDate(iso)) || iso;

/** The face with the people: client, AMC number and routing code, validity, each person with birth date and rank. */
function recto(doc: PdfDoc, root: PdfStruct, carte: CarteTpDocument, brand: ClientBrand, x: number, y: number): void {
  const sect = doc.struct('Sect');
  root.add(sect);
  colourBand(doc, brand, x, y);
  const line = (text: string, at: number, top: number, width: number, options: PDFKit.Mixins.TextOptions = {}) =>
    sect.add(doc.struct('P', {}, () => void doc.text(text, at, top, { width, lineBreak: false, ...options })));
  cardBrand(doc, sect, carte.organisme, x + PAD, y + PAD, W / 2);
  doc.font('Helvetica').fontSize(5.5).fillColor('black');
  line(`AMC ${carte.numeroAmc}`, x + W / 2, y + PAD, W / 2 - PAD, { align: 'right' });
  line(carte.codeAiguillage, x + W / 2, y + PAD + 7, W / 2 - PAD, { align: 'right' });
  line(`Du ${fr(carte.dateDebutValidite)} au ${fr(carte.dateFinValidite)}`, x + W / 2, y + PAD + 14, W / 2 - PAD, { align: 'right' });
  doc.font('Helvetica-Bold').fontSize(6.5);
  sect.add(doc.struct('H1', {}, () => void doc.text('Carte de tiers payant', x + PAD, y + PAD + 24, { width: W - 2 * PAD, lineBreak: false })));
  doc.font('Helvetica').fontSize(5.5);
  line(`Contrat ${carte.numeroContrat} – ${carte.nomOffre}`, x + PAD, y + PAD + 33, W - 2 * PAD);

  const columns = [
    { header: 'Bénéficiaire', at: 0, width: 0.5 },
    { header: 'Né(e) le', at: 0.5, width: 0.22 },
    { header: 'Rang', at: 0.72, width: 0.1 },
    { header: 'N°', at: 0.82, width: 0.18 },
  ];
  const inner = W - 2 * PAD;
  const table = doc.struct('Table');
  sect.add(table);
  const row = (cells: string[], top: number, header: boolean) => {
    const tr = doc.struct('TR');
    table.add(tr);
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(5.5);
    columns.forEach((c, i) => {
      tr.add(doc.struct(header ? 'TH' : 'TD', {}, () => void doc.text(cells[i], x + PAD + c.at * inner, top, { width: c.width * inner - 2, lineBreak: false, ellipsis: true })));
    });
    tr.end();
  };
  let top = y + PAD + 44;
  row(columns.map((c) => c.header), top, true);
  for (const b of carte.beneficiaires) {
    top += 7.5;
    row([`${b.nom} ${b.prenom}`, fr(b.dateNaissance), b.rang, b.numPers], top, false);
  }
  table.end();
  sect.end();
}

/** The face for the professional: the domains in tiers payant with their codes, and the line to call. */
function verso(doc: PdfDoc, root: PdfStruct, carte: CarteTpDocument, brand: ClientBrand, x: number, y: number): void {
  const sect = doc.struct('Sect');
  root.add(sect);
  colourBand(doc, brand, x, y);
  doc.font('Helvetica-Bold').fontSize(6.5).fillColor('black');
  sect.add(doc.struct('H2', {}, () => void doc.text('Tiers payant accordé', x + PAD, y + PAD, { width: W - 2 * PAD, lineBreak: false })));
  doc.font('Helvetica').fontSize(5.5);
  const list = doc.struct('L');
  sect.add(list);
  const half = (W - 2 * PAD) / 2;
  carte.domaines.forEach((d, i) => {
    const at = x + PAD + (i % 2) * half;
    const top = y + PAD + 11 + Math.floor(i / 2) * 8;
    list.add(doc.struct('LI', {}, [doc.struct('LBody', {}, () => void doc.text(`${d.code}  ${d.libelle}`, at, top, { width: half - 2, lineBreak: false }))]));
  });
  list.end();
  const bottom = y + H - PAD - 22;
  doc.font('Helvetica-Bold').fontSize(6);
  sect.add(doc.struct('P', {}, () => void doc.text(`Professionnels de santé : ${carte.telephoneProfessionnels}`, x + PAD, bottom, { width: W - 2 * PAD, lineBreak: false })));
  doc.font('Helvetica').fontSize(5);
  sect.add(
    doc.struct('P', {}, () => void doc.text(`${carte.organisme} – AMC ${carte.numeroAmc}. Carte personnelle, à présenter avec la carte Vitale ; valable sous réserve des droits à la date des soins.`, x + PAD, bottom + 8, { width: W - 2 * PAD })),
  );
  sect.end();
}

/** The client's main colour along the top edge of a face (decoration: read by nobody). */
function colourBand(doc: PdfDoc, brand: ClientBrand, x: number, y: number): void {
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(x, y, W, 1.2 * MM).fill(brand.couleurPrincipale);
  doc.endMarkedContent();
  doc.fillColor('black');
}

/** Marks at each corner of the card, outside it, where the scissors go. */
function cuttingMarks(doc: PdfDoc, x: number, y: number): void {
  const gap = 2 * MM;
  const len = 5 * MM;
  doc.markContent('Artifact', { type: 'Layout' });
  doc.save().lineWidth(0.3).strokeColor('black');
  for (const [cx, sx] of [[x, -1], [x + W, 1]] as const) {
    for (const [cy, sy] of [[y, -1], [y + H, 1]] as const) {
      doc.moveTo(cx + sx * gap, cy).lineTo(cx + sx * (gap + len), cy).stroke();
      doc.moveTo(cx, cy + sy * gap).lineTo(cx, cy + sy * (gap + len)).stroke();
    }
  }
  doc.restore();
  doc.endMarkedContent();
}

/**
 * The card health professionals expect: its two faces at credit-card size (pages 1 and 2, to
 * print on card stock), then an A4 page with both faces and cutting marks, to print at home.
 */
export function carteTpPdf(carte: CarteTpDocument, brand: ClientBrand): Promise<Buffer> {
  return taggedPdf({ title: `Carte de tiers payant ${carte.numeroContrat}` }, { size: CARTE_FORMAT, margin: 0 }, (doc, root) => {
    recto(doc, root, carte, brand, 0, 0);
    doc.addPage({ size: CARTE_FORMAT, margin: 0 });
    verso(doc, root, carte, brand, 0, 0);
    doc.addPage({ size: 'A4', margin: 56 });
    drawLetterheadBrand(doc, root, brand);
    doc.font('Helvetica-Bold').fontSize(14);
    root.add(doc.struct('H1', {}, () => void doc.text(`Carte de tiers payant – ${carte.organisme}`, 56, doc.y)));
    doc.font('Helvetica').fontSize(10);
    root.add(doc.struct('P', {}, () => void doc.text('Découpez la carte le long des repères et pliez-la en deux sur le pointillé du milieu : la face du bas devient le verso.', 56, doc.y + 6)));
    const x = (doc.page.width - W) / 2;
    const top = doc.y + 24;
    recto(doc, root, carte, brand, x, top);
    verso(doc, root, carte, brand, x, top + H);
    doc.save().lineWidth(0.3).dash(2, { space: 2 });
    doc.markContent('Artifact', { type: 'Layout' });
    doc.moveTo(x, top + H).lineTo(x + W, top + H).stroke();
    doc.rect(x, top, W, 2 * H).stroke();
    doc.endMarkedContent();
    doc.restore();
    cuttingMarks(doc, x, top);
    cuttingMarks(doc, x, top + H);
  });
}
