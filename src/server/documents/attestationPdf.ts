import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { formatDateFr, fromIsoDate } from '../../domain/dates';

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
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: category.libelle, Author: 'Espace Adhérent' } });
    buffer(doc).then(resolve, reject);
    doc.fontSize(18).text(category.libelle);
    doc.moveDown().fontSize(11);
    doc.text(`Contrat ${data.numero} — ${data.nomOffre}`);
    if (data.dateDebut) doc.text(`Date d’effet : ${dateFr(data.dateDebut)}`);
    doc.text(`Titulaire : ${data.titulaire}`);
    doc.moveDown();
    if (data.code === 'cotisations') {
      const annee = data.today.getFullYear() - 1;
      doc.text(`La mutuelle atteste que les cotisations de l’année ${annee} du contrat ci-dessus ont été réglées.`);
    } else {
      doc.text(
        data.code === 'droits'
          ? 'La mutuelle atteste que les personnes ci-dessous sont couvertes par le contrat à la date de ce document :'
          : 'Les personnes ci-dessous bénéficient du tiers payant auprès des professionnels de santé conventionnés :',
      );
      doc.moveDown(0.5);
      for (const b of data.beneficiaires) {
        doc.text(`• ${b.prenom} ${b.nom} (n° ${b.numPers}), né(e) le ${dateFr(b.dateNaissance)}`);
      }
    }
    doc.moveDown(2).text(`Fait le ${formatDateFr(data.today)}, pour servir et valoir ce que de droit.`);
    doc.end();
  });
}
