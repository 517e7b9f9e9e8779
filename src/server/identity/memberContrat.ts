import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { CONTRAT_MESSAGES, currentContrat } from './currentContrat';
import { beneficiaireNumPers, visibleToBeneficiaire } from './beneficiaireScope';
import '../types';

/**
 * A member's reads of one contract: the current one (X-NumContrat, checked by
 * currentContrat), else the member's first (active first, as GET /api/adherent/contrats lists them),
 * or one named in the URL, which must be theirs (403 otherwise, as for the header).
 */
export interface MemberContratRow {
  id: string;
  numero: string;
  nomOffre: string;
  etat: string;
  isActif: boolean;
  typeContrat: 'individuel' | 'collectif';
  dateDebut: string | null;
  dateFin: string | null;
  modePaiementCotisation: string | null;
  compteEncaissement: string | null;
  modalitePaiement: { rib?: unknown } | null;
  ficheSalarie: Record<string, unknown> | null;
}

export const MEMBER_CONTRAT_COLUMNS = `id::text AS id, numero_contrat_individuel AS numero, nom_offre AS "nomOffre", etat,
  is_actif AS "isActif", type_contrat AS "typeContrat",
  to_char(date_debut, 'YYYY-MM-DD') AS "dateDebut", to_char(date_fin, 'YYYY-MM-DD') AS "dateFin",
  mode_paiement_cotisation AS "modePaiementCotisation", compte_encaissement AS "compteEncaissement",
  modalite_paiement AS "modalitePaiement", fiche_salarie AS "ficheSalarie"`;

const NO_MEMBER = '00000000-0000-0000-0000-000000000000';

/** The contract named in the URL: the caller's own, else 403 (never another member's data). */
export async function ownContrat(request: FastifyRequest, numero: string): Promise<MemberContratRow> {
  await currentContrat(request);
  const { rows } = await request.server.db.query<MemberContratRow>(
    `SELECT ${MEMBER_CONTRAT_COLUMNS} FROM contrats WHERE numero_contrat_individuel = $1 AND adherent_id = $2
        AND ${visibleToBeneficiaire('contrats', 3)}`,
    [numero, request.user?.adherentId ?? NO_MEMBER, await beneficiaireNumPers(request)],
  );
  if (!rows[0]) throw new HttpError(403, CONTRAT_MESSAGES.notYours, 'ContratNotOwned');
  return rows[0];
}

/** The current contract (X-NumContrat, checked), else the member's first; null when they have none. */
export async function currentOrFirstContrat(request: FastifyRequest): Promise<MemberContratRow | null> {
  const named = await currentContrat(request);
  if (named) return ownContrat(request, named.numero);
  const { rows } = await request.server.db.query<MemberContratRow>(
    `SELECT ${MEMBER_CONTRAT_COLUMNS} FROM contrats WHERE adherent_id = $1 AND ${visibleToBeneficiaire('contrats', 2)}
      ORDER BY is_actif DESC, numero_contrat_individuel LIMIT 1`,
    [request.user?.adherentId ?? NO_MEMBER, await beneficiaireNumPers(request)],
  );
  return rows[0] ?? null;
}


/** A beneficiary's account: the first contract of the holder it is a beneficiary of. */
const FIRST_VISIBLE_CONTRAT_SQL = `SELECT numero_contrat_individuel AS numero FROM contrats WHERE adherent_id = $1
      AND ${visibleToBeneficiaire('contrats', 2)} ORDER BY is_actif DESC, numero_contrat_individuel LIMIT 1`;

/** The member's first contract, active first (also run by the bench's bare peer). */
export const FIRST_CONTRAT_SQL = `SELECT numero_contrat_individuel AS numero FROM contrats WHERE adherent_id = $1
      ORDER BY is_actif DESC, numero_contrat_individuel LIMIT 1`;

/**
 * The number of the contract a member's read is about: the one named by X-NumContrat (theirs, else
 * 403 from currentContrat), or — when the page has not named one yet — their first contract, active
 * first. Null for an account without member or contract. One query less than currentOrFirstContrat.
 */
export async function memberContrat(request: FastifyRequest): Promise<string | null> {
  const adherentId = request.user?.adherentId;
  if (!adherentId) return null;
  const named = await currentContrat(request);
  if (named) return named.numero;
  const numPers = await beneficiaireNumPers(request);
  const { rows } = numPers === null
    ? await request.server.db.query<{ numero: string }>(FIRST_CONTRAT_SQL, [adherentId])
    : await request.server.db.query<{ numero: string }>(FIRST_VISIBLE_CONTRAT_SQL, [adherentId, numPers]);
  return rows[0]?.numero ?? null;
}
