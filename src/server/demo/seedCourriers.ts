import type { Queryable } from '../db/types';

/**
 * The demo member's mail (screen "Mes courriers"): a dozen letters over 2025 and 2026 on her
 * active contract, the older ones read. 2024 has none, so the empty state can be tried.
 */
const COURRIERS: Array<[date: string, objet: string, lu: boolean]> = [
  ['2026-10-05', 'Échéancier de cotisations 2027', false],
  ['2026-09-12', 'Relevé de remboursements - août 2026', false],
  ['2026-07-03', 'Attestation de tiers payant', false],
  ['2026-05-20', 'Relevé de remboursements - avril 2026', true],
  ['2026-03-18', 'Confirmation de changement de RIB', true],
  ['2026-02-02', 'Relevé de remboursements - janvier 2026', true],
  ['2026-01-08', 'Avis d’échéance 2026', true],
  ['2025-11-21', 'Relevé de remboursements - octobre 2025', true],
  ['2025-09-30', 'Nouvelle carte de tiers payant', true],
  ['2025-06-14', 'Relevé de remboursements - mai 2025', true],
  ['2025-03-03', 'Ajout d’un bénéficiaire : Léo DURAND', true],
  ['2025-01-10', 'Avis d’échéance 2025', true],
];

export async function seedCourriers(tx: Queryable, contratId: string, destinataire: string): Promise<void> {
  for (const [date, objet, lu] of COURRIERS) {
    await tx.query(
      'INSERT INTO courriers (contrat_id, date_envoi, objet, contenu, lu) VALUES ($1, $2, $3, $4, $5)',
      [contratId, date, objet, `Madame ${destinataire},\n\nVeuillez trouver ci-joint : ${objet}.\n\nVotre mutuelle.`, lu],
    );
  }
}
