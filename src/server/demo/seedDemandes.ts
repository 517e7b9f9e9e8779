import type { Queryable } from '../db/types';

/**
 * The demo member's demandes (screen « Mes demandes »): one processed, one waiting for
 * a document the member can add from the list (status « document manquant »).
 */
const DEMANDES: Array<[acte: string, date: string, statut: string, donnees: object]> = [
  ['communication-mail', '2026-09-02', 'traitee', { email: 'sophie.durand@exemple.fr' }],
  ['rib-prestations', '2026-11-10', 'document_manquant', { titulaire: 'Sophie DURAND', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' }],
];

export async function seedDemandes(tx: Queryable, userName: string): Promise<void> {
  for (const [acte, date, statut, donnees] of DEMANDES) {
    await tx.query(
      `INSERT INTO demandes (acte, user_id, numero_contrat, donnees, created_at, statut, statut_le)
       SELECT $1, id, 'DEMO1001', $2::jsonb, $3::timestamptz, $4, $3::timestamptz FROM users WHERE user_name = $5`,
      [acte, JSON.stringify(donnees), `${date}T09:30:00Z`, statut, userName],
    );
  }
}
