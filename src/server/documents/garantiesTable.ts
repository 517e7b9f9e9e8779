import { pdfEuros as formatEuros } from './pdfEuros';
import type { GarantieLigne } from '../contrats/garantieLignes';
import type { PdfDoc, PdfStruct } from './taggedPdf';

const COLUMNS = [
  { header: 'Garantie', width: 170 },
  { header: 'Remboursement', width: 70 },
  { header: 'Exemple', width: 110 },
  { header: 'Sécu', width: 42 },
  { header: 'Mutuelle', width: 42 },
  { header: 'Reste', width: 42 },
] as const;

/**
 * The garanties table of an offer drawn into a PDF (a « Tableau des garanties »), poste by poste:
 * the garantie, its level, and its example split — the lines the contract page shows.
 */
export function drawGarantiesTable(doc: PdfDoc, root: PdfStruct, lignes: GarantieLigne[]): void {
  const left = doc.page.margins.left;
  const bottom = doc.page.height - doc.page.margins.bottom;
  const table = doc.struct('Table');
  root.add(table);
  const row = (cells: string[], header: boolean) => {
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i].width - 4 }))) + 4;
    if (doc.y + height > bottom) doc.addPage();
    const y = doc.y;
    const tr = doc.struct('TR');
    table.add(tr);
    let x = left;
    cells.forEach((cell, i) => {
      const cellX = x;
      tr.add(doc.struct(header ? 'TH' : 'TD', {}, () => void doc.text(cell, cellX, y, { width: COLUMNS[i].width - 4, align: i >= 3 ? 'right' : 'left' })));
      x += COLUMNS[i].width;
    });
    tr.end();
    doc.x = left;
    doc.y = y + height;
  };
  let poste = '';
  row(COLUMNS.map((c) => c.header), true);
  for (const l of lignes) {
    if (l.poste !== poste) {
      poste = l.poste;
      doc.moveDown(0.4);
      if (doc.y + 40 > bottom) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(10).text(poste, left, undefined, { structParent: root, structType: 'H2' });
    }
    row([l.libelle, l.garantie, `${l.exemple} : ${formatEuros(l.depense)}`, formatEuros(l.secu), formatEuros(l.mutuelle), formatEuros(l.resteACharge)], false);
  }
  table.end();
  doc.font('Helvetica').fontSize(8).moveDown().text(
    'Sécu : part de la Sécurité sociale ; Mutuelle : part de votre mutuelle ; Reste : reste à votre charge. BR : base de remboursement de la Sécurité sociale. La participation forfaitaire reste à la charge de l’assuré.',
    left,
    undefined,
    { structParent: root, structType: 'P' },
  );
}
