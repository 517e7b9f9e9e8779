import type { Queryable } from '../db/types';
import { insertSeedDemande } from '../actes/demandes';

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
    await insertSeedDemande(tx, userName, { acte, date, statut, donnees });
  }
}
