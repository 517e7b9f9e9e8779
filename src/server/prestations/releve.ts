import { formatDateFr, fromIsoDate } from '../../domain/dates';
import type { ActesPage } from './remboursements';
import { spreadsheetCsv } from '../csvExport';
import { taggedPdf } from '../documents/taggedPdf';
import { letterhead } from '../documents/letterhead';
import type { ClientIdentite } from '../documents/clientIdentite';
import { pdfEuros as euros } from '../documents/pdfEuros';

/**
 * The files of "Mes remboursements": the CSV export (semicolon-separated, decimal comma and a BOM,
 * as French spreadsheets open it) and the PDF relevé (pdfkit, as the courriers are).
 */

export const RELEVE_TEXTS = {
  title: 'Relevé de remboursements',
  contrat: (numero: string) => `Contrat ${numero}`,
  edition: (date: string) => `Édité le ${date}`,
  empty: 'Aucun remboursement pour ces critères.',
  totaux: 'Totaux',
  paidToMember: 'Vous',
} as const;

const HEADERS = [
  'Date des soins',
  'Bénéficiaire',
  'Type de soin',
  'Acte',
  'Professionnel',
  'Dépense',
  'Sécurité sociale',
  'Mutuelle',
  'Reste à charge',
  'Date de paiement',
  'Payé à',
  'Décompte',
];

const dateFr = (iso: string) => formatDateFr(fromIsoDate(iso)) || iso;
const amount = (value: number) => value.toFixed(2).replace('.', ',');

export function remboursementsCsv(page: ActesPage): string {
  const rows = page.items.map((acte) => [
    dateFr(acte.dateSoins),
    acte.beneficiaire,
    acte.typeSoinLibelle,
    acte.libelle,
    acte.professionnel,
    acte.montantDepense,
    acte.montantSS,
    acte.montantMutuelle,
    acte.resteACharge,
    dateFr(acte.datePaiement),
    acte.payeA,
    acte.numeroDecompte,
  ]);
  return spreadsheetCsv([HEADERS, ...rows], amount);
}

/** The relevé under the client's letterhead: one line per acte with the split, then the totals. Standard Helvetica: no font to ship. */
export function remboursementsPdf(page: ActesPage, numero: string, today: Date, client: ClientIdentite): Promise<Buffer> {
  return taggedPdf({ title: RELEVE_TEXTS.title }, { size: 'A4', layout: 'landscape', margin: 36 }, (doc, root) => {
    letterhead(doc, root, client);
    const p = { structParent: root, structType: 'P' };
    doc.fontSize(16).text(RELEVE_TEXTS.title, { structParent: root, structType: 'H1' });
    doc.fontSize(10).text(RELEVE_TEXTS.contrat(numero), p).text(RELEVE_TEXTS.edition(formatDateFr(today)), p);
    doc.moveDown();
    if (page.items.length === 0) {
      doc.fontSize(11).text(RELEVE_TEXTS.empty, p);
      return;
    }
    // A table in the structure tree: a reader says each amount with its column's header.
    const table = doc.struct('Table');
    root.add(table);
    const widths = [62, 90, 78, 170, 80, 62, 62, 62, 62];
    const line = (cells: string[], bold = false, header = false) => {
      const y = doc.y;
      if (y > doc.page.height - 60) doc.addPage();
      const top = doc.y;
      let x = doc.page.margins.left;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      let bottom = top;
      const row = doc.struct('TR');
      table.add(row);
      cells.forEach((cell, index) => {
        const left = x;
        row.add(doc.struct(header ? 'TH' : 'TD', {}, () => void doc.text(cell, left, top, { width: widths[index] - 4, align: index >= 5 && index <= 8 ? 'right' : 'left' })));
        bottom = Math.max(bottom, doc.y);
        x += widths[index];
      });
      row.end();
      doc.x = doc.page.margins.left;
      doc.y = bottom + 3;
    };
    line(['Date des soins', 'Bénéficiaire', 'Type de soin', 'Acte', 'Payé à', 'Dépense', 'Sécurité sociale', 'Mutuelle', 'Reste à charge'], true, true);
    for (const acte of page.items) {
      line([
        dateFr(acte.dateSoins),
        acte.beneficiaire,
        acte.typeSoinLibelle,
        acte.libelle,
        acte.destinataire === 'adherent' ? RELEVE_TEXTS.paidToMember : acte.payeA,
        euros(acte.montantDepense),
        euros(acte.montantSS),
        euros(acte.montantMutuelle),
        euros(acte.resteACharge),
      ]);
    }
    const { totaux } = page;
    line([RELEVE_TEXTS.totaux, '', '', '', '', euros(totaux.montantDepense), euros(totaux.montantSS), euros(totaux.montantMutuelle), euros(totaux.resteACharge)], true);
    table.end();
  });
}
