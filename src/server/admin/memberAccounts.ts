import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';

/**
 * The back office's reads of members' accounts: the holders a gestionnaire looks up to create one,
 * the accounts staff created, and the account whose activation staff send again.
 */

/** A contract's holder and whether he has an account, as the reply carries it. */
export const holderSchema = {
  type: 'object',
  properties: {
    numeroContrat: { type: 'string' },
    nom: { type: 'string' },
    prenom: { type: 'string' },
    dateNaissance: { type: 'string' },
    email: { type: ['string', 'null'] },
    offre: { type: 'string' },
    compte: { type: 'boolean' },
  },
  required: ['numeroContrat', 'nom', 'prenom', 'dateNaissance', 'email', 'offre', 'compte'],
} as const;
export type Holder = FromSchema<typeof holderSchema>;

/** An account staff created, as the reply carries it. */
export const createdAccountSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    identifiant: { type: 'string' },
    nom: { type: ['string', 'null'] },
    prenom: { type: ['string', 'null'] },
    numeroContrat: { type: ['string', 'null'] },
    statut: { type: 'string', enum: ['created', 'active'] },
    creeLe: { type: 'string' },
    creePar: { type: ['string', 'null'] },
  },
  required: ['id', 'identifiant', 'nom', 'prenom', 'numeroContrat', 'statut', 'creeLe', 'creePar'],
} as const;
export type CreatedAccount = FromSchema<typeof createdAccountSchema>;

/**
 * The holders of the contracts whose number (upper case) starts with `typed` (LIKE's wildcards in
 * it taken literally), `limit` at most, by contract number. `compte`: the holder has his own account
 * (a beneficiary's account does not count). The order is the numbers' bytes (~<~, that of the
 * prefix index of migration 900): the first ones are read from the index, not all the numbers
 * of a short prefix sorted.
 */
export async function holdersByContratPrefix(db: Queryable, typed: string, limit: number): Promise<Holder[]> {
  const { rows } = await db.query<Holder>(
    `SELECT k.numero_contrat_individuel AS "numeroContrat", a.nom, a.prenom, to_char(a.date_naissance, 'YYYY-MM-DD') AS "dateNaissance",
                a.email, k.nom_offre AS offre,
                EXISTS (SELECT 1 FROM users u WHERE u.adherent_id = a.id AND u.num_pers IS NULL) AS compte
           FROM contrats k JOIN adherents a ON a.id = k.adherent_id
          WHERE upper(k.numero_contrat_individuel) LIKE $1
          ORDER BY upper(k.numero_contrat_individuel) USING ~<~, k.numero_contrat_individuel LIMIT ${limit}`,
    [`${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
  );
  return rows;
}

/** One page of the accounts staff created, newest first, and how many there are in all. */
export async function staffCreatedAccounts(db: Queryable, taille: number, offset: number): Promise<{ items: CreatedAccount[]; total: number }> {
  const { rows: counted } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE created_by_admin');
  const { rows } = await db.query<CreatedAccount>(
    `SELECT u.id::text AS id, u.user_name AS identifiant, a.nom, a.prenom,
                (SELECT k.numero_contrat_individuel FROM contrats k WHERE k.adherent_id = a.id ORDER BY k.numero_contrat_individuel LIMIT 1) AS "numeroContrat",
                u.status AS statut, to_char(u.created_at, 'YYYY-MM-DD') AS "creeLe", staff.user_name AS "creePar"
           FROM users u
           LEFT JOIN adherents a ON a.id = u.adherent_id
           LEFT JOIN users staff ON staff.id = u.created_by
          WHERE u.created_by_admin
          ORDER BY u.created_at DESC, u.user_name LIMIT $1 OFFSET $2`,
    [taille, offset],
  );
  return { items: rows, total: Number(counted[0].n) };
}

/** An account as « Relancer l'activation » needs it: who created it, whether it is active, its client. */
export interface ActivationAccount {
  id: string;
  user_name: string;
  status: string;
  created_by_admin: boolean;
  client_code: string | null;
}

export async function activationAccount(db: Queryable, userId: string): Promise<ActivationAccount | undefined> {
  const { rows } = await db.query<ActivationAccount>('SELECT id, user_name, status, created_by_admin, client_code FROM users WHERE id = $1', [userId]);
  return rows[0];
}
