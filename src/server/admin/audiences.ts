import type { Queryable } from '../db/types';

/**
 * Audiences: which members a named group reaches. A member belongs to an
 * audience when one of its contracts matches the offer and the state (a null criterion matches
 * all) and its client — its account's client, the default client for a member without one or
 * whose account has none — matches. The same SQL counts the members of every audience at once;
 * CMS blocks and release notes that target an audience test a member with `memberInAudience`.
 */
const MEMBER_CLIENT = `coalesce((SELECT u.client_code FROM users u WHERE u.adherent_id = k.adherent_id AND u.num_pers IS NULL),
                                (SELECT code FROM clients ORDER BY is_default DESC, code LIMIT 1))`;

const MATCHES = `(a.offre IS NULL OR k.nom_offre = a.offre) AND (a.etat IS NULL OR k.etat = a.etat)
                 AND (a.client_code IS NULL OR a.client_code = ${MEMBER_CLIENT})`;

export interface AudienceRow {
  id: number;
  nom: string;
  client: string | null;
  clientLibelle: string | null;
  offre: string | null;
  etat: string | null;
  membres: number;
}

export async function listAudiences(db: Queryable): Promise<AudienceRow[]> {
  const { rows } = await db.query<AudienceRow>(
    `SELECT a.id::int AS id, a.nom, a.client_code AS client, c.libelle AS "clientLibelle", a.offre, a.etat,
            (SELECT count(DISTINCT k.adherent_id)::int FROM contrats k WHERE ${MATCHES}) AS membres
       FROM audiences a LEFT JOIN clients c ON c.code = a.client_code
      ORDER BY a.nom`,
  );
  return rows;
}

export async function memberInAudience(db: Queryable, audienceId: number, adherentId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM audiences a JOIN contrats k ON k.adherent_id = $2 WHERE a.id = $1 AND ${MATCHES} LIMIT 1`,
    [audienceId, adherentId],
  );
  return rows.length > 0;
}

/** The offers an audience may target: every offer a contract has. */
export async function audienceOffres(db: Queryable): Promise<{ code: string; libelle: string }[]> {
  const { rows } = await db.query<{ code: string; libelle: string }>('SELECT DISTINCT nom_offre AS code, nom_offre AS libelle FROM contrats ORDER BY 1');
  return rows;
}

/** A null criterion matches every member. Returns the new audience's id; a name already used fails on the unique index. */
export async function createAudience(
  db: Queryable,
  audience: { nom: string; client: string | null; offre: string | null; etat: string | null },
  createdBy: string,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO audiences (nom, client_code, offre, etat, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id',
    [audience.nom, audience.client, audience.offre, audience.etat, createdBy],
  );
  return rows[0].id;
}

/** False when there was no such audience. */
export async function deleteAudience(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM audiences WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
