import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../../db/types';
import type { Storage } from '../../uploads/uploadStore';
import { ACCOUNT_NAME_SQL } from '../../identity/users';
import { DEFAULT_CLIENT_SQL } from '../../clientSettings';

/**
 * The back office's reads of the demandes: the queue of those to process, one demande with its
 * documents and history, a document's stored file.
 */

/** A demande filed before any client existed (the demo seed) belongs to the default client. */
const CLIENT_OF_DEMANDE = `coalesce(d.client_code, ${DEFAULT_CLIENT_SQL})`;

/**
 * The columns the queue sorts by (screen column key → SQL). The ORDER BY is built from this map
 * only: the query string names a key, never a column.
 */
/** The member's name (a beneficiary's account: its own), kept on the demande's account `u`. */
const ADHERENT_NAME = ACCOUNT_NAME_SQL.affiche;

export const DEMANDE_SORT_COLUMNS = {
  date: 'd.created_at',
  libelle: 'd.acte',
  statut: 'd.statut',
  numeroContrat: 'd.numero_contrat',
  adherent: ADHERENT_NAME,
} as const;
export type DemandeSortColumn = keyof typeof DEMANDE_SORT_COLUMNS;

/** A demande of the queue; `adherent`: the member's name (a beneficiary's account: its own). */
export interface DemandeRow {
  id: number;
  date: string;
  acte: string;
  client: string | null;
  numero_contrat: string | null;
  adherent: string;
  statut: string;
  /** how many documents it carries */
  documents: number;
}

const PEOPLE = 'JOIN users u ON u.id = d.user_id';
const SELECT = `SELECT d.id::int AS id, to_char(d.created_at, 'YYYY-MM-DD') AS date, d.acte, ${CLIENT_OF_DEMANDE} AS client,
                         d.numero_contrat, ${ADHERENT_NAME} AS adherent, d.statut,
                         (SELECT count(*)::int FROM demande_documents dd WHERE dd.demande_id = d.id) AS documents`;

export interface DemandeFilters {
  acte: string | null;
  statut: string | null;
  client: string | null;
  du: string | null;
  au: string | null;
}

/**
 * The conditions of the filters asked, each with its parameter, on the queue (`d`) or on the
 * counts kept per day or month (migrations 900 and 910: `c`). Only the filters asked are written,
 * so that each plan can use the index of its filter; a demande without client is the default
 * client's. The counts' period is written by countedTotal.
 */
function queueConditions(filters: DemandeFilters, on: 'demandes' | 'counts', params: unknown[] = []): string[] {
  const conditions: string[] = [];
  const table = on === 'demandes' ? 'd' : 'c';
  if (filters.acte) conditions.push(`${table}.acte = $${params.push(filters.acte)}`);
  if (filters.statut) conditions.push(`${table}.statut = $${params.push(filters.statut)}`);
  if (filters.client) {
    const client = `$${params.push(filters.client)}::text`;
    const none = on === 'demandes' ? 'd.client_code IS NULL' : "c.client_code = ''";
    conditions.push(`(${table}.client_code = ${client} OR (${none} AND ${client} = ${DEFAULT_CLIENT_SQL}))`);
  }
  if (on === 'demandes') {
    // a day as the server's session counts it, the same as the kept counts' days
    if (filters.du) conditions.push(`d.created_at >= $${params.push(filters.du)}::date`);
    if (filters.au) conditions.push(`d.created_at < $${params.push(filters.au)}::date + 1`);
  }
  return conditions;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The first of the month of `day`, or of the next month unless `day` is a first. */
const monthStart = (day: string, next: boolean) => {
  const date = new Date(dayTime(day));
  return isoDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + (next && date.getUTCDate() > 1 ? 1 : 0), 1));
};

/**
 * The period du–au (each end optional) as whole months [from, to) and the days of its two ends
 * outside them (inclusive ranges): a year of filing is 12 monthly counts and a few dozen daily ones.
 */
export function periodParts(du: string | null, au: string | null): { months: { from: string | null; to: string | null } | null; days: [string, string][] } {
  const from = du ? monthStart(du, true) : null;
  const to = au ? monthStart(isoDay(dayTime(au) + DAY_MS), false) : null;
  if (du && au && from! >= to!) return { months: null, days: [[du, au]] };
  const days: [string, string][] = [];
  if (du && du < from!) days.push([du, isoDay(dayTime(from!) - DAY_MS)]);
  if (au && to! <= au) days.push([to!, au]);
  return { months: { from, to }, days };
}

const where = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** How many demandes match the filters, summed from the counts the database keeps per month and per day. */
function countedTotal(filters: DemandeFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = queueConditions(filters, 'counts', params);
  const { months, days } = periodParts(filters.du, filters.au);
  const parts: string[] = [];
  if (months) {
    const monthConditions = [...conditions];
    if (months.from) monthConditions.push(`c.mois >= $${params.push(months.from)}::date`);
    if (months.to) monthConditions.push(`c.mois < $${params.push(months.to)}::date`);
    parts.push(`(SELECT coalesce(sum(c.n), 0) FROM demandes_par_mois c ${where(monthConditions)})`);
  }
  if (days.length) {
    const ranges = days.map(([first, last]) => `c.jour BETWEEN $${params.push(first)}::date AND $${params.push(last)}::date`);
    parts.push(`(SELECT coalesce(sum(c.n), 0) FROM demandes_par_jour c ${where([...conditions, `(${ranges.join(' OR ')})`])})`);
  }
  return { sql: `SELECT (${parts.join(' + ')})::int AS n`, params };
}

/**
 * One page of the demandes — those a person must process and those the server processed itself
 * (automatic mode: already « Traitée », so staff see every request) — and how many match in all;
 * filters, sort and page applied in SQL. The sort: a column of DEMANDE_SORT_COLUMNS then the id the
 * same way (so that an index on the column and the id serves both directions), else newest first.
 * The total is summed from the counts the database keeps (two million demandes are a few
 * thousand monthly counts).
 */
export async function demandeQueuePage(
  db: Queryable,
  filters: DemandeFilters,
  sort: { tri: DemandeSortColumn | undefined; ordre: 'asc' | 'desc' | undefined },
  taille: number,
  offset: number,
): Promise<{ rows: DemandeRow[]; total: number }> {
  const direction = sort.ordre === 'asc' ? 'ASC' : 'DESC';
  const order = sort.tri ? `${DEMANDE_SORT_COLUMNS[sort.tri]} ${direction}, d.id ${direction}` : 'd.created_at DESC, d.id DESC';
  const params: unknown[] = [];
  const conditions = queueConditions(filters, 'demandes', params);
  const total = countedTotal(filters);
  const [{ rows }, { rows: counted }] = await Promise.all([
    // the page's ids first (the rows skipped by OFFSET are neither joined nor counted), then its rows
    db.query<DemandeRow>(
      `${SELECT} FROM demandes d ${PEOPLE}
        WHERE d.id IN (SELECT d.id FROM demandes d ${sort.tri === 'adherent' ? PEOPLE : ''} ${where(conditions)}
                        ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2})
        ORDER BY ${order}`,
      [...params, taille, offset],
    ),
    db.query<{ n: number }>(total.sql, total.params),
  ]);
  return { rows, total: Number(counted[0].n) };
}

/** A demande with the account it was filed from, its data (in the acte version it was filed under) and the member's message. */
export interface DemandeDetailRow extends DemandeRow {
  email: string;
  statut_le: string;
  message: string | null;
  donnees: Record<string, unknown>;
  acte_version: number;
}

export async function demandeDetail(db: Queryable, id: number): Promise<DemandeDetailRow | undefined> {
  const { rows } = await db.query<DemandeDetailRow>(
    `${SELECT}, u.user_name AS email, to_char(d.statut_le, 'YYYY-MM-DD') AS statut_le, d.message_adherent AS message, d.donnees, d.acte_version
           FROM demandes d ${PEOPLE} WHERE d.id = $1`,
    [id],
  );
  return rows[0];
}

/** A document of a demande, as the reply carries it. */
export const demandePieceSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, nom: { type: 'string' }, taille: { type: 'integer' }, date: { type: 'string' } },
  required: ['id', 'nom', 'taille', 'date'],
} as const;
export type DemandePiece = FromSchema<typeof demandePieceSchema>;

/** The demande's documents, in the order they came. */
export async function demandePieces(db: Queryable, demandeId: number): Promise<DemandePiece[]> {
  const { rows } = await db.query<DemandePiece>(
    `SELECT id::int AS id, local_file_name AS nom, taille::int AS taille, to_char(created_at, 'YYYY-MM-DD') AS date
             FROM demande_documents WHERE demande_id = $1 ORDER BY id`,
    [demandeId],
  );
  return rows;
}

/** A status change of a demande, as the reply carries it; `par`: who changed it (staff, or the member adding a document). */
export const demandeStatutChangeSchema = {
  type: 'object',
  properties: { date: { type: 'string' }, avant: { type: 'string' }, apres: { type: 'string' }, message: { type: ['string', 'null'] }, par: { type: ['string', 'null'] } },
  required: ['date', 'avant', 'apres', 'message', 'par'],
} as const;
export type DemandeStatutChange = FromSchema<typeof demandeStatutChangeSchema>;

/** The demande's status history, latest first. */
export async function demandeHistorique(db: Queryable, demandeId: number): Promise<DemandeStatutChange[]> {
  const { rows } = await db.query<DemandeStatutChange>(
    `SELECT to_char(s.created_at, 'YYYY-MM-DD') AS date, s.avant, s.apres, s.message,
                  nullif(trim(coalesce(u.prenom, pa.prenom, '') || ' ' || coalesce(u.nom, pa.nom, '')), '') AS par
             FROM demande_statuts s LEFT JOIN users u ON u.id = s.par_user_id LEFT JOIN adherents pa ON pa.id = u.adherent_id
            WHERE s.demande_id = $1 ORDER BY s.id DESC`,
    [demandeId],
  );
  return rows;
}

/** The stored upload behind a demande's document, as readUploadBytes reads it. */
export interface DemandeDocumentFile {
  id: string;
  file_name: string;
  mime_type: string;
  storage: Storage;
  content: Uint8Array | null;
}

/** The file of the document `documentId` if it belongs to the demande `demandeId`, else undefined. */
export async function demandeDocumentFile(db: Queryable, documentId: number, demandeId: number): Promise<DemandeDocumentFile | undefined> {
  const { rows } = await db.query<DemandeDocumentFile>(
    `SELECT up.id, up.file_name, up.mime_type, up.storage, up.content
           FROM demande_documents dd JOIN uploads up ON up.id = dd.remote_file_name
          WHERE dd.id = $1 AND dd.demande_id = $2`,
    [documentId, demandeId],
  );
  return rows[0];
}
