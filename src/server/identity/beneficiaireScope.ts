import type { FastifyRequest } from 'fastify';
import '../types';

/**
 * What a beneficiary's own account (role Beneficiaire without User, users.num_pers) may see of the
 * holder's member (beneficiaries see only their own reimbursements): the contracts they are a
 * beneficiary of, of each contract's people only themselves, and none of the holder's courriers.
 * Null for every other account.
 */

const kNumPers = Symbol('beneficiaireNumPers');
type WithCache = FastifyRequest & { [kNumPers]?: Promise<string | null> };

/** A beneficiary's own account that names nobody sees nothing rather than the whole family. */
const NOBODY = '--';

export function isBeneficiaireAccount(roles: readonly string[]): boolean {
  return roles.includes('Beneficiaire') && !roles.includes('User');
}

/** The num_pers a beneficiary's account is, or null when the account is not a beneficiary's. */
export function beneficiaireNumPers(request: FastifyRequest): Promise<string | null> {
  const cached = request as WithCache;
  cached[kNumPers] ??= (async () => {
    const user = request.user;
    if (!user || !isBeneficiaireAccount(user.roles)) return null;
    const { rows } = await request.server.db.query<{ num_pers: string | null }>('SELECT num_pers FROM users WHERE id = $1', [user.id]);
    return rows[0]?.num_pers ?? NOBODY;
  })();
  return cached[kNumPers];
}

/**
 * SQL condition on a `contrats` row (alias) for the parameter `$n` = beneficiaireNumPers: true for
 * every contract of the member when null, else only those the beneficiary is on.
 */
export function visibleToBeneficiaire(alias: string, n: number): string {
  return `($${n}::text IS NULL OR EXISTS (SELECT 1 FROM beneficiaires vb WHERE vb.contrat_id = ${alias}.id AND vb.num_pers = $${n}::text))`;
}

/**
 * SQL condition on a `beneficiaires` row (alias) for the parameter `$n` = beneficiaireNumPers: every
 * person of the contract when null, else only the beneficiary himself. Every read that returns the
 * people of a contract (profil, situation familiale, carte TP, bénéficiaires, contrat) applies it.
 */
export function personVisibleToBeneficiaire(alias: string, n: number): string {
  return `($${n}::text IS NULL OR ${alias}.num_pers = $${n}::text)`;
}
