import type { Queryable } from '../db/types';
import { DEFAULT_CLIENT_SQL } from '../clientSettings';

/**
 * Audiences: which members a named group reaches. A member belongs to an
 * audience when one of its contracts matches the offer and the state (a null criterion matches
 * all) and its client — its account's client, the default client for a member without one or
 * whose account has none — matches. Which criteria each member matches is kept by the database
 * (membres_audience, migration 920), with the members per client and criterion: the counts of every
 * audience sum a few of those, and CMS blocks and release notes that target an audience test a
 * member with `memberInAudience` on his kept row.
 */

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
  // a member without client ('') is the default client's
  const { rows } = await db.query<AudienceRow>(
    `SELECT a.id::int AS id, a.nom, a.client_code AS client, c.libelle AS "clientLibelle", a.offre, a.etat,
            (SELECT coalesce(sum(e.n), 0)::int FROM audience_effectifs e
              WHERE e.cle = audience_cle(a.offre, a.etat)
                AND (a.client_code IS NULL OR e.client_code = a.client_code OR (e.client_code = '' AND a.client_code = ${DEFAULT_CLIENT_SQL}))) AS membres
       FROM audiences a LEFT JOIN clients c ON c.code = a.client_code
      ORDER BY a.nom`,
  );
  return rows;
}

export async function memberInAudience(db: Queryable, audienceId: number, adherentId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM audiences a JOIN membres_audience m ON m.adherent_id = $2
      WHERE a.id = $1 AND audience_cle(a.offre, a.etat) = ANY (m.cles)
        AND (a.client_code IS NULL OR a.client_code = coalesce(nullif(m.client_code, ''), ${DEFAULT_CLIENT_SQL}))`,
    [audienceId, adherentId],
  );
  return rows.length > 0;
}

/** The offers an audience may target: every offer a contract has (each has a kept key « this offer, any state »). */
export async function audienceOffres(db: Queryable): Promise<{ code: string; libelle: string }[]> {
  const { rows } = await db.query<{ code: string; libelle: string }>(
    `SELECT DISTINCT o.offre AS code, o.offre AS libelle
       FROM audience_effectifs e CROSS JOIN LATERAL (SELECT e.cle::jsonb ->> 0 AS offre, e.cle::jsonb ->> 1 AS etat) o
      WHERE e.n > 0 AND o.offre IS NOT NULL AND o.etat IS NULL
      ORDER BY 1`,
  );
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
