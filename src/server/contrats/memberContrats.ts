import type { Queryable } from '../db/types';
import type { Contrat } from '../../generated/api/contrats';
import { visibleToBeneficiaire } from '../identity/beneficiaireScope';
import { MEMBER_CONTRAT_COLUMNS, type MemberContratRow } from '../identity/memberContrat';

/** Every contract of the member the viewer may see (a beneficiary's account: those covering it), active first. */
export async function memberContrats(db: Queryable, adherentId: string, viewerNumPers: string | null): Promise<MemberContratRow[]> {
  const { rows } = await db.query<MemberContratRow>(
    `SELECT ${MEMBER_CONTRAT_COLUMNS} FROM contrats WHERE adherent_id = $1 AND ${visibleToBeneficiaire('contrats', 2)}
          ORDER BY is_actif DESC, numero_contrat_individuel`,
    [adherentId, viewerNumPers],
  );
  return rows;
}

/** A contract of the member as GET /api/adherent/contrats lists it (the stored payment terms, masked). */
export interface ContratRow {
  numero_contrat_individuel: string;
  nom_offre: string;
  etat: Contrat['etat'];
  is_actif: boolean;
  is_precontentieux: boolean;
  modalite_paiement: { rib?: unknown; codeModePaiement?: unknown; isMissing?: unknown } | null;
}

/** The member's contracts ($1), only those a beneficiary's account ($2) is on (also run by the bench's bare peer). */
export const CONTRATS_LIST_SQL = `SELECT numero_contrat_individuel, nom_offre, etat, is_actif, is_precontentieux, modalite_paiement
           FROM contrats WHERE adherent_id = $1 AND ${visibleToBeneficiaire('contrats', 2)}
          ORDER BY is_actif DESC, numero_contrat_individuel`;

/** The member's contracts with their stored payment terms, active first; `numPers` is beneficiaireNumPers (null: all of them). */
export async function memberContratsWithPayment(db: Queryable, adherentId: string, numPers: string | null): Promise<ContratRow[]> {
  const { rows } = await db.query<ContratRow>(CONTRATS_LIST_SQL, [adherentId, numPers]);
  return rows;
}

const NO_MEMBER = '00000000-0000-0000-0000-000000000000';

/** The member's own contract of this number (its id and state), or null (no number, not theirs, or no member). */
export async function ownContratEtat(db: Queryable, numero: string | null | undefined, adherentId: string | null): Promise<{ id: string; etat: string } | null> {
  const { rows } = await db.query<{ id: string; etat: string }>(
    'SELECT id, etat FROM contrats WHERE numero_contrat_individuel = $1 AND adherent_id = $2',
    [numero ?? '', adherentId ?? NO_MEMBER],
  );
  return rows[0] ?? null;
}

/** The contract pays the member's prestations on this account from now on (`rib`, already masked: a full IBAN is never stored). */
export async function setModalitePaiementPrestation(db: Queryable, contratId: string, rib: string | null): Promise<void> {
  await db.query(`UPDATE contrats SET modalite_paiement = $2 WHERE id = $1`, [contratId, JSON.stringify({ rib, codeModePaiement: 'VIR', isMissing: false })]);
}

/**
 * The contract's cotisations are debited from this account from now on (`compte`, already masked: a
 * full IBAN is never stored), under this payment mode (« Prélèvement le 10 du mois »).
 */
export async function setCompteCotisations(db: Queryable, contratId: string, compte: string | null, modePaiement: string): Promise<void> {
  await db.query('UPDATE contrats SET compte_encaissement = $2, mode_paiement_cotisation = $3 WHERE id = $1', [contratId, compte, modePaiement]);
}
