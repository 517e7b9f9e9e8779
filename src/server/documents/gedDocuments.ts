import type { Queryable } from '../db/types';

/**
 * The documents of a contract kept in the GED (documents_ged), read only through the member's own
 * contract (adherentId): a document of another member's contract is never found.
 */

export type GedDocument = { id: number; date: string; categorie: string; titre: string };

/** One page of the contract's documents, newest first, and how many there are in all. */
export async function gedDocumentsPage(
  db: Queryable,
  numero: string,
  adherentId: string | null,
  page: number,
  taille: number,
): Promise<{ items: GedDocument[]; total: number }> {
  const { rows } = await db.query<GedDocument & { total_rows: number }>(
    `SELECT g.id::int AS id, to_char(g.date_depot, 'YYYY-MM-DD') AS date, g.categorie, g.titre, count(*) OVER ()::int AS total_rows
       FROM documents_ged g JOIN contrats k ON k.id = g.contrat_id
      WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2
      ORDER BY g.date_depot DESC, g.id DESC LIMIT $3 OFFSET $4`,
    [numero, adherentId, taille, (page - 1) * taille],
  );
  let total = rows[0]?.total_rows ?? 0;
  // A page past the end has no row to carry the total: counted apart.
  if (rows.length === 0 && page > 1) {
    const { rows: counted } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM documents_ged g JOIN contrats k ON k.id = g.contrat_id
        WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2`,
      [numero, adherentId],
    );
    total = counted[0].n;
  }
  return { items: rows.map(({ total_rows: _n, ...doc }) => doc), total };
}

/** A GED document with its text, its contract (number, offer) and the contract's holder. */
export interface GedDocumentContent {
  id: number;
  date: string;
  categorie: string;
  titre: string;
  contenu: string;
  numero: string;
  nomOffre: string;
  titulaire: string;
}

/** One document with its content and its contract's number, if it belongs to a contract of this member. */
export async function gedDocument(
  db: Queryable,
  id: number,
  adherentId: string | null,
): Promise<GedDocumentContent | null> {
  const { rows } = await db.query<GedDocumentContent>(
    `SELECT g.id::int AS id, to_char(g.date_depot, 'YYYY-MM-DD') AS date, g.categorie, g.titre, g.contenu, k.numero_contrat_individuel AS numero,
            k.nom_offre AS "nomOffre", a.prenom || ' ' || a.nom AS titulaire
       FROM documents_ged g JOIN contrats k ON k.id = g.contrat_id JOIN adherents a ON a.id = k.adherent_id
      WHERE g.id = $1 AND k.adherent_id = $2`,
    [id, adherentId],
  );
  return rows[0] ?? null;
}
