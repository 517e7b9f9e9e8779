import { formatDateFr, fromIsoDate } from '../../domain/dates';
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
    description: 'Le montant des cotisations versées l’année précédente, pour vos déclarations.',
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
}

const dateFr = (iso: string | null) => (iso ? formatDateFr(fromIsoDate(iso)) || iso : '');

/** The attestation laid out by pdfkit (standard Helvetica: no font file to ship). */
export function attestationPdf(data: AttestationData): Promise<Buffer> {
  const category = ATTESTATION_CATEGORIES.find((c) => c.code === data.code)!;
  return taggedPdf({ title: category.libelle }, { size: 'A4', margin: 56 }, (doc, root) => {
    const p = { structParent: root, structType: 'P' };
    doc.fontSize(18).text(category.libelle, { structParent: root, structType: 'H1' });
    doc.moveDown().fontSize(11);
    doc.text(`Contrat ${data.numero} — ${data.nomOffre}`, p);
    if (data.dateDebut) doc.text(`Date d’effet : ${dateFr(data.dateDebut)}`, p);
    doc.text(`Titulaire : ${data.titulaire}`, p);
    doc.moveDown();
    if (data.code === 'cotisations') {
      const annee = data.today.getFullYear() - 1;
      doc.text(`La mutuelle atteste que les cotisations de l’année ${annee} du contrat ci-dessus ont été réglées.`, p);
    } else {
      doc.text(
        data.code === 'droits'
          ? 'La mutuelle atteste que les personnes ci-dessous sont couvertes par le contrat à la date de ce document :'
          : 'Les personnes ci-dessous bénéficient du tiers payant auprès des professionnels de santé conventionnés :',
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
    doc.moveDown(2).text(`Fait le ${formatDateFr(data.today)}, pour servir et valoir ce que de droit.`, p);
  });
}
