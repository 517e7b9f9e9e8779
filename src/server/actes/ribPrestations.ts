import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/types';
import { fileDemande, type FiledDemande } from './fileDemande';

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
 * Files a change of the contract's bank details for prestations, in one transaction: in automatic
 * mode fileDemande applies it (the contract pays on the new account at once), in manual mode the
 * back office does it from the demande.
 */
export async function fileRibChange(db: Db, request: FastifyRequest, demande: Parameters<typeof fileDemande>[2]): Promise<FiledDemande> {
  return db.transaction((tx) => fileDemande(tx, request, demande));
}
