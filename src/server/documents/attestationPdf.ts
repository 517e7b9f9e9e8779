import { formatDateFr, fromIsoDate } from '../../domain/dates';
import { pdfEuros as formatEuros } from './pdfEuros';
import type { Echeance } from '../cotisations/echeancier';
import type { ClientIdentite } from './clientIdentite';
import { letterhead } from './letterhead';
import { taggedPdf } from './taggedPdf';

/** The attestations a member can ask for (GET /api/documents/categories), in the order shown. */
export const ATTESTATION_CATEGORIES = [
  {
    code: 'droits',
    libelle: 'Attestation de droits',
    description: 'Prouve votre affiliation et celle de vos bénéficiaires à la mutuelle.',
  },
  {
    code: 'tiers-payant',
    libelle: 'Attestation de tiers payant',
    description: 'À présenter aux professionnels de santé pour ne pas avancer la part mutuelle.',
  },
  {
    code: 'cotisations',
    libelle: 'Attestation de cotisations',
    description: 'Les cotisations versées, par mois et par année, pour vos déclarations.',
  },
] as const;
export type AttestationCode = (typeof ATTESTATION_CATEGORIES)[number]['code'];

export interface AttestationData {
  code: AttestationCode;
  numero: string;
  nomOffre: string;
  dateDebut: string | null;
  titulaire: string;
  beneficiaires: Array<{ nom: string; prenom: string; numPers: string; dateNaissance: string }>;
  today: Date;
  /** The insurer that attests. */
  client: ClientIdentite;
  /** The contract's échéances already paid (the attestation de cotisations lists them). */
  cotisationsPayees: Echeance[];
}

const dateFr = (iso: string | null) => (iso ? formatDateFr(fromIsoDate(iso)) || iso : '');
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** Paid échéances by year, oldest first, with the year's total summed in cents. */
function parAnnee(echeances: Echeance[]): Array<{ annee: string; lignes: Echeance[]; total: number }> {
  const years = new Map<string, Echeance[]>();
  for (const e of echeances) years.set(e.date.slice(0, 4), [...(years.get(e.date.slice(0, 4)) ?? []), e]);
  return [...years.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([annee, lignes]) => ({ annee, lignes, total: lignes.reduce((sum, e) => sum + Math.round(e.montant * 100), 0) / 100 }));
}

/** The attestation laid out by pdfkit (standard Helvetica: no font file to ship), under the client's letterhead. */
export function attestationPdf(data: AttestationData): Promise<Buffer> {
  const category = ATTESTATION_CATEGORIES.find((c) => c.code === data.code)!;
  return taggedPdf({ title: category.libelle }, { size: 'A4', margin: 56 }, (doc, root) => {
    const p = { structParent: root, structType: 'P' };
    letterhead(doc, root, data.client, { nom: data.titulaire, lignes: [`Contrat ${data.numero}`, data.nomOffre] });
    doc.fontSize(18).text(category.libelle, { structParent: root, structType: 'H1' });
    doc.moveDown().fontSize(11);
    doc.text(`Contrat ${data.numero} — ${data.nomOffre}`, p);
    if (data.dateDebut) doc.text(`Date d’effet : ${dateFr(data.dateDebut)}`, p);
    doc.text(`Titulaire : ${data.titulaire}`, p);
    doc.moveDown();
    if (data.code === 'cotisations') {
      const annees = parAnnee(data.cotisationsPayees);
      if (annees.length === 0) {
        doc.text(`${data.client.raisonSociale} n’a encaissé aucune cotisation sur ce contrat à la date de ce document.`, p);
      } else {
        doc.text(
          `${data.client.raisonSociale} atteste avoir encaissé au titre du contrat ci-dessus les cotisations suivantes, du ${dateFr(annees[0].lignes[0].date)} au ${dateFr(annees.at(-1)!.lignes.at(-1)!.date)} :`,
          p,
        );
        for (const { annee, lignes, total } of annees) {
          doc.moveDown(0.6).fontSize(13).text(`Année ${annee}`, { structParent: root, structType: 'H2' });
          doc.fontSize(10.5);
          const table = doc.struct('Table');
          root.add(table);
          const row = (cells: string[], header = false) => {
            const y = doc.y;
            const tr = doc.struct('TR');
            table.add(tr);
            const x = [doc.page.margins.left, doc.page.margins.left + 200, doc.page.margins.left + 330];
            cells.forEach((cell, i) => {
              tr.add(
                doc.struct(header ? 'TH' : 'TD', {}, () => {
                  doc.font(header ? 'Helvetica-Bold' : 'Helvetica').text(cell, x[i], y, { width: i === 0 ? 190 : 120, align: i === 0 ? 'left' : 'right', lineBreak: false });
                }),
              );
            });
            tr.end();
            doc.x = doc.page.margins.left;
            doc.y = y + 15;
          };
          row(['Mois', 'Échéance du', 'Montant payé'], true);
          for (const e of lignes) row([`${MOIS[Number(e.date.slice(5, 7)) - 1]} ${annee}`, dateFr(e.date), formatEuros(e.montant)]);
          row([`Total ${annee}`, '', formatEuros(total)], true);
          table.end();
          doc.font('Helvetica');
        }
      }
    } else {
      doc.text(
        data.code === 'droits'
          ? `${data.client.raisonSociale} atteste que les personnes ci-dessous sont couvertes par le contrat à la date de ce document :`
          : `Les personnes ci-dessous bénéficient du tiers payant de ${data.client.raisonSociale} auprès des professionnels de santé conventionnés :`,
        p,
      );
      doc.moveDown(0.5);
      const list = doc.struct('L');
      root.add(list);
      for (const b of data.beneficiaires) {
        list.add(doc.struct('LI', {}, [doc.struct('LBody', {}, () => void doc.text(`• ${b.prenom} ${b.nom} (n° ${b.numPers}), né(e) le ${dateFr(b.dateNaissance)}`))]));
      }
      list.end();
    }
    doc.moveDown(2).text(`Fait le ${formatDateFr(data.today)}, pour servir et valoir ce que de droit.`, doc.page.margins.left, undefined, p);
    doc.text(`Pour ${data.client.raisonSociale}`, p);
  });
}
