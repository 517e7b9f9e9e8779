import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '../../language/roles';
import { HttpError } from '../errors';
import { beneficiaireNumPers, visibleToBeneficiaire } from './beneficiaireScope';

/**
 * The current contract of a request (header `X-NumContrat` on every call), checked so that
 * nobody names another's contract: a logged-in member may only name one of their own contracts; a back-office
 * user (staff right) may name any existing one. An anonymous visitor has no current contract.
 * Every read and write that uses the current contract goes through here.
 */

export const CONTRAT_MESSAGES = {
  notYours: 'Ce contrat ne fait pas partie de vos contrats.',
} as const;


export interface CurrentContrat {
  numero: string;
  etat: string;
}

export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

/** The raw header value, when it is a plausible contract number. */
export function numContratHeader(request: FastifyRequest): string | null {
  const header = request.headers['x-numcontrat'];
  return typeof header === 'string' && header.length > 0 && header.length <= 50 ? header : null;
}

const kCurrent = Symbol('currentContrat');
type WithCache = FastifyRequest & { [kCurrent]?: Promise<CurrentContrat | null> };

/** The caller's current contract, or null when none is named; 403 when it is not the caller's. */
export function currentContrat(request: FastifyRequest): Promise<CurrentContrat | null> {
  const cached = request as WithCache;
  cached[kCurrent] ??= resolve(request);
  return cached[kCurrent];
}

async function resolve(request: FastifyRequest): Promise<CurrentContrat | null> {
  const numero = numContratHeader(request);
  const user = request.user;
  if (!numero || !user) return null;
  // A beneficiary's account owns only the holder's contracts it is a beneficiary of.
  const numPers = await beneficiaireNumPers(request);
  const { rows } = await request.server.db.query<{ etat: string; adherent_id: string | null; visible: boolean }>(
    `SELECT etat, adherent_id::text AS adherent_id, ${visibleToBeneficiaire('k', 2)} AS visible
       FROM contrats k WHERE numero_contrat_individuel = $1`,
    [numero, numPers],
  );
  const row = rows[0];
  const owned = row !== undefined && user.adherentId !== null && row.adherent_id === String(user.adherentId) && row.visible;
  if (owned || (row && isStaff(user.roles))) return { numero, etat: row.etat };
  throw new HttpError(403, CONTRAT_MESSAGES.notYours, 'ContratNotOwned');
}
