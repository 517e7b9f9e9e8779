import type { FastifyRequest } from 'fastify';
import { memberContrat } from '../identity/memberContrat';
import { beneficiaireNumPers, visibleToBeneficiaire } from '../identity/beneficiaireScope';
import { currentContrat } from '../identity/currentContrat';
import { toIsoDate } from '../../domain/dates';
import '../types';
import { pageParams, pageReply } from '../schemas/paging';

/**
 * Reads of the member's reimbursements, shared by the v1 list, its CSV export
 * and PDF relevé, and the v2 prestations / tiers-prestations reads. Every filter, the order and the
 * page are applied in SQL (indexes of migrations 330 and 930): the browser never receives more than a page.
 * The scope is the contract of X-NumContrat (the member's own, checked by currentContrat; else
 * their first contract) — and, for a beneficiary's account (role Beneficiaire), that person only.
 */

export const TYPES_SOIN = ['consultation', 'pharmacie', 'dentaire', 'optique', 'hospitalisation'] as const;
export type TypeSoin = (typeof TYPES_SOIN)[number];

/** The labels a member reads (the screen's filter and the export use the same words). */
export const TYPE_SOIN_LIBELLES: Record<TypeSoin, string> = {
  consultation: 'Consultations',
  pharmacie: 'Pharmacie',
  dentaire: 'Dentaire',
  optique: 'Optique',
  hospitalisation: 'Hospitalisation',
};

/** Periods of the filter, in months back from today. */
export const PERIODES = [3, 6, 12, 24] as const;

/** Columns a caller may sort by (allow-list: the name chosen maps to a fixed SQL expression). */
export const SORT_COLUMNS = {
  dateSoins: 'a.date_soins',
  datePaiement: 'a.date_paiement',
  typeSoin: 'a.type_soin',
  beneficiaire: 'a.num_pers',
  montantDepense: 'a.montant_depense',
  montantSS: 'a.montant_ss',
  montantMutuelle: 'a.montant_mutuelle',
  resteACharge: 'a.reste_a_charge',
} as const;
export type SortColumn = keyof typeof SORT_COLUMNS;

export interface RemboursementQuery {
  beneficiaire?: string;
  typeSoin?: TypeSoin;
  periode?: number;
  du?: string;
  au?: string;
  tiersPayant?: boolean;
  decompte?: number;
  tri?: SortColumn;
  ordre?: 'asc' | 'desc';
  page: number;
  taille: number;
}

/** The querystring schema of every list of actes (the v1 list, its export and print, the v2 reads). */
export const remboursementQuerySchema = {
  type: 'object',
  properties: {
    beneficiaire: { type: 'string', pattern: '^[0-9]{2}$' },
    typeSoin: { type: 'string', enum: [...TYPES_SOIN] },
    periode: { type: 'integer', enum: [...PERIODES] },
    du: { type: 'string', format: 'date' },
    au: { type: 'string', format: 'date' },
    tiersPayant: { type: 'boolean' },
    decompte: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    tri: { type: 'string', enum: Object.keys(SORT_COLUMNS) },
    ordre: { type: 'string', enum: ['asc', 'desc'] },
    ...pageParams(50),
  },
} as const;

export interface ActeRemboursement {
  id: number;
  decompteId: number;
  numeroDecompte: string;
  dateSoins: string;
  numPers: string;
  beneficiaire: string;
  typeSoin: TypeSoin;
  typeSoinLibelle: string;
  libelle: string;
  professionnel: string;
  montantDepense: number;
  montantSS: number;
  montantMutuelle: number;
  resteACharge: number;
  datePaiement: string;
  tiersPayant: boolean;
  destinataire: 'adherent' | 'professionnel';
  payeA: string;
}

export interface Totaux {
  montantDepense: number;
  montantSS: number;
  montantMutuelle: number;
  resteACharge: number;
}

export interface ActesPage {
  items: ActeRemboursement[];
  total: number;
  page: number;
  taille: number;
  totaux: Totaux;
}

export const acteSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    decompteId: { type: 'integer' },
    numeroDecompte: { type: 'string' },
    dateSoins: { type: 'string' },
    numPers: { type: 'string' },
    beneficiaire: { type: 'string' },
    typeSoin: { type: 'string' },
    typeSoinLibelle: { type: 'string' },
    libelle: { type: 'string' },
    professionnel: { type: 'string' },
    montantDepense: { type: 'number' },
    montantSS: { type: 'number' },
    montantMutuelle: { type: 'number' },
    resteACharge: { type: 'number' },
    datePaiement: { type: 'string' },
    tiersPayant: { type: 'boolean' },
    destinataire: { type: 'string', enum: ['adherent', 'professionnel'] },
    payeA: { type: 'string' },
  },
  required: ['id', 'decompteId', 'numeroDecompte', 'dateSoins', 'numPers', 'beneficiaire', 'typeSoin', 'typeSoinLibelle', 'libelle',
    'professionnel', 'montantDepense', 'montantSS', 'montantMutuelle', 'resteACharge', 'datePaiement', 'tiersPayant', 'destinataire', 'payeA'],
} as const;

const totauxSchema = {
  type: 'object',
  properties: { montantDepense: { type: 'number' }, montantSS: { type: 'number' }, montantMutuelle: { type: 'number' }, resteACharge: { type: 'number' } },
  required: ['montantDepense', 'montantSS', 'montantMutuelle', 'resteACharge'],
} as const;

export const actesPageSchema = pageReply(acteSchema, { totaux: totauxSchema });

/** Who is asking and for which contract: the scope every read below is bound to. */
export interface RemboursementScope {
  numero: string;
  adherentId: string;
  /** A beneficiary's account reads only that person's care. */
  numPers: string | null;
}

/**
 * The scope of a member's request, or null when they have no contract. A contract named by
 * X-NumContrat that is not theirs is a 403 (currentContrat).
 */
export async function remboursementScope(request: FastifyRequest): Promise<RemboursementScope | null> {
  const user = request.user!;
  const numero = await memberContrat(request);
  if (!numero || !user.adherentId) return null;
  // A beneficiary's own account: that person's care only (one that names nobody sees nothing).
  const numPers = await beneficiaireNumPers(request);
  return { numero, adherentId: user.adherentId, numPers };
}

/** The first day of the period 'the last N months' (dates travel as ISO days). */
export function periodStart(months: number, now: Date): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return toIsoDate(start);
}

/** Which contract, for whom: the one named (already checked as theirs), else the member's first. */
export interface ActesTarget {
  /** X-NumContrat, checked by currentContrat; null: the member's first contract, active first */
  numero: string | null;
  adherentId: string;
  /** a beneficiary's own account: that person only (beneficiaireNumPers) */
  numPers: string | null;
}

/**
 * The actes of a target and of the filters asked, as `FROM … WHERE …` on the actes alone (`a`): the
 * one home of every filter, for the page of actes and for the payments. Its parameters are pushed
 * onto `params`.
 * - the contract is chosen in the statement when the request names none (FIRST_CONTRAT_SQL's
 *   order), instead of a query of its own;
 * - only the conditions of the filters asked are written (no `$n IS NULL OR …`), so that the
 *   planner reads the index that fits;
 * - the tiers payant is the line's copy of its décompte's (migration 930): no décompte is joined;
 * - the beneficiary scope (a Beneficiaire's account) limits both the contract and the actes.
 */
function actesFilter(target: ActesTarget, query: RemboursementQuery, now: Date, params: unknown[]): string {
  const param = (value: unknown, type: string) => `$${params.push(value)}::${type}`;
  const adherent = param(target.adherentId, 'uuid');
  const numPersIndex = target.numPers === null ? 0 : params.push(target.numPers);
  const numPers = numPersIndex ? `$${numPersIndex}::text` : null;
  const contrat = target.numero === null
    ? `SELECT id FROM contrats WHERE adherent_id = ${adherent}${numPersIndex ? ` AND ${visibleToBeneficiaire('contrats', numPersIndex)}` : ''}
        ORDER BY is_actif DESC, numero_contrat_individuel LIMIT 1`
    : `SELECT id FROM contrats WHERE numero_contrat_individuel = ${param(target.numero, 'text')} AND adherent_id = ${adherent}`;
  const from = [query.du, query.periode ? periodStart(query.periode, now) : undefined].filter(Boolean).sort().pop();
  const where = [`a.contrat_id = (${contrat})`];
  if (numPers) where.push(`a.num_pers = ${numPers}`);
  if (query.beneficiaire) where.push(`a.num_pers = ${param(query.beneficiaire, 'text')}`);
  if (query.typeSoin) where.push(`a.type_soin = ${param(query.typeSoin, 'text')}`);
  if (from) where.push(`a.date_soins >= ${param(from, 'date')}`);
  if (query.au) where.push(`a.date_soins <= ${param(query.au, 'date')}`);
  if (query.tiersPayant !== undefined) where.push(`a.tiers_payant = ${param(query.tiersPayant, 'boolean')}`);
  if (query.decompte !== undefined) where.push(`a.decompte_id = ${param(query.decompte, 'bigint')}`);
  return `FROM actes_remboursement a WHERE ${where.join(' AND ')}`;
}

/** What the text of actesFilter depends on: which conditions are written, not their values. */
function filterShape(target: ActesTarget, query: RemboursementQuery): string {
  return [
    target.numero === null,
    target.numPers === null,
    Boolean(query.beneficiaire),
    Boolean(query.typeSoin),
    Boolean(query.du || query.periode),
    Boolean(query.au),
    query.tiersPayant !== undefined,
    query.decompte !== undefined,
  ].join();
}

/**
 * One string per statement text of this module, the same object at every request: the driver finds
 * a prepared statement by its text (src/server/db/postgres.ts, and node-postgres compares it
 * again), and a text written anew each time (a few KB) was hashed and compared in full on every
 * page. At most one per statement, combination of filters and order (a few hundred).
 */
const STATEMENT_TEXTS = new Map<string, string>();

function sameText(shape: string, sql: string): string {
  let text = STATEMENT_TEXTS.get(shape);
  if (text === undefined) STATEMENT_TEXTS.set(shape, (text = sql));
  return text;
}

/** The order of a page, on the actes (`a`). */
function orderBy(query: Pick<RemboursementQuery, 'tri' | 'ordre'>): string {
  const direction = query.ordre === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${SORT_COLUMNS[query.tri ?? 'dateSoins']} ${direction}, a.id ${direction}`;
}

/**
 * The start of an acte's JSON object, by its type of care: its first member, « typeSoinLibelle »
 * (one source of those words: TYPE_SOIN_LIBELLES); the other members are stored with the acte
 * (actes_remboursement.json_item, migration 580) and follow it.
 */
const ACTE_JSON_START_SQL = `CASE p.type_soin ${TYPES_SOIN.map(
  (type) => `WHEN '${type}' THEN '${`{"typeSoinLibelle":${JSON.stringify(TYPE_SOIN_LIBELLES[type])},`.replaceAll("'", "''")}'`,
).join(' ')} END`;

/**
 * The statement of one page of actes (also run by the bench's bare peer, bench/bareServer.ts):
 * one round trip answers the whole JSON document of the reply, built by the database as text,
 * so neither the driver nor Fastify parses or serialises 50 rows again (the budget: p99 ≤
 * 20 ms at 10 connections; on PGlite a page's time is mostly the WebAssembly PostgreSQL's).
 * - the filters are actesFilter's: the actes alone, the count and totals read
 *   actes_contrat_date_totaux_idx alone (its columns hold every filter and amount);
 * - in the index's order (newest care first) the page is its first rows, read with their text; in
 *   another order every line of the filter is sorted, on the index alone too (it holds every
 *   column of SORT_COLUMNS, migration 930), and only the page's lines are read from the table;
 * - each acte's JSON object is stored with it (actes_remboursement.json_item, migration 580: kept
 *   current by the database when the acte, its décompte or its beneficiary changes): the page
 *   joins nothing and formats nothing per row but puts the label of its type of care in front
 *   (ACTE_JSON_START_SQL); escaping ten texts and joining two tables for each of 50 rows would be
 *   most of the page's time on PGlite.
 */
export function actesPageStatement(target: ActesTarget, query: RemboursementQuery, now: Date): { sql: string; params: unknown[] } {
  const { sql, params } = writeActesPageStatement(target, query, now);
  // The text depends on which conditions are written, the order and its direction, nothing else.
  return { sql: sameText(`actes|${filterShape(target, query)}|${query.tri ?? 'dateSoins'}|${query.ordre === 'asc'}`, sql), params };
}

function writeActesPageStatement(target: ActesTarget, query: RemboursementQuery, now: Date): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const filter = actesFilter(target, query, now, params);
  const param = (value: unknown, type: string) => `$${params.push(value)}::${type}`;
  const limit = param(query.taille, 'int');
  const offset = param((query.page - 1) * query.taille, 'int');
  const page = param(query.page, 'int');
  const direction = query.ordre === 'asc' ? 'ASC' : 'DESC';
  const inIndexOrder = (query.tri ?? 'dateSoins') === 'dateSoins';
  const lines = inIndexOrder ? 'p' : 'p JOIN actes_remboursement j ON j.id = p.id';
  return {
    sql: `WITH p AS (SELECT a.id, a.type_soin, ${inIndexOrder ? 'a.json_item, ' : ''}${SORT_COLUMNS[query.tri ?? 'dateSoins']} AS cle ${filter} ${orderBy(query)} LIMIT ${limit} OFFSET ${offset}),
  t AS (SELECT count(*) AS total, coalesce(sum(a.montant_depense), 0) AS "montantDepense", coalesce(sum(a.montant_ss), 0) AS "montantSS",
      coalesce(sum(a.montant_mutuelle), 0) AS "montantMutuelle", coalesce(sum(a.reste_a_charge), 0) AS "resteACharge" ${filter})
SELECT '{"items":[' || coalesce((SELECT string_agg(${ACTE_JSON_START_SQL} || ${inIndexOrder ? 'p' : 'j'}.json_item, ','
      ORDER BY p.cle ${direction}, p.id ${direction}) FROM ${lines}), '')
  || '],"total":' || t.total || ',"page":' || ${page} || ',"taille":' || ${limit}
  || ',"totaux":{"montantDepense":' || t."montantDepense" || ',"montantSS":' || t."montantSS"
  || ',"montantMutuelle":' || t."montantMutuelle" || ',"resteACharge":' || t."resteACharge" || '}}' AS page FROM t`,
    params,
  };
}

/** The statement of the bench's figure: a 24-month page of `taille` actes of the member's first contract. */
export function benchActesPageStatement(adherentId: string, now: Date): { sql: string; params: unknown[] } {
  return actesPageStatement({ numero: null, adherentId, numPers: null }, { periode: 24, page: 1, taille: 50 }, now);
}

/**
 * One page of actes for the filters, newest care first unless another allowed order is asked, as
 * the JSON text of the reply (actesPageSchema). The contract: X-NumContrat (403 when it is not the
 * caller's), else the member's first; an account without member has an empty page.
 */
export async function actesPageJson(request: FastifyRequest, query: RemboursementQuery): Promise<string> {
  const adherentId = request.user?.adherentId;
  if (!adherentId) return JSON.stringify({ items: [], total: 0, page: query.page, taille: query.taille, totaux: EMPTY_TOTAUX });
  const [named, numPers] = [await currentContrat(request), await beneficiaireNumPers(request)];
  const { sql, params } = actesPageStatement({ numero: named?.numero ?? null, adherentId, numPers }, query, request.server.config.now());
  const { rows } = await request.server.db.query<{ page: string }>(sql, params);
  return rows[0].page;
}

export const EMPTY_TOTAUX: Totaux = { montantDepense: 0, montantSS: 0, montantMutuelle: 0, resteACharge: 0 };

/** The same page as objects (export, relevé), for the scope of remboursementScope. */
export async function listActes(request: FastifyRequest, scope: RemboursementScope, query: RemboursementQuery): Promise<ActesPage> {
  const { sql, params } = actesPageStatement(scope, query, request.server.config.now());
  const { rows } = await request.server.db.query<{ page: string }>(sql, params);
  return JSON.parse(rows[0].page) as ActesPage;
}

/** Every acte of the filters (export, relevé), up to a bound no family reaches in years. */
export const EXPORT_MAX_ROWS = 5000;

export function listAllActes(request: FastifyRequest, scope: RemboursementScope, query: Omit<RemboursementQuery, 'page' | 'taille'>): Promise<ActesPage> {
  return listActes(request, scope, { ...query, page: 1, taille: EXPORT_MAX_ROWS });
}

export interface Paiement {
  id: number;
  numero: string;
  datePaiement: string;
  tiersPayant: boolean;
  destinataire: 'adherent' | 'professionnel';
  payeA: string;
  nombreActes: number;
  montantMutuelle: number;
  beneficiaires: string;
}

export const paiementSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    numero: { type: 'string' },
    datePaiement: { type: 'string' },
    tiersPayant: { type: 'boolean' },
    destinataire: { type: 'string', enum: ['adherent', 'professionnel'] },
    payeA: { type: 'string' },
    nombreActes: { type: 'integer' },
    montantMutuelle: { type: 'number' },
    beneficiaires: { type: 'string' },
  },
  required: ['id', 'numero', 'datePaiement', 'tiersPayant', 'destinataire', 'payeA', 'nombreActes', 'montantMutuelle', 'beneficiaires'],
} as const;

export const paiementsPageSchema = pageReply(paiementSchema);

/**
 * One page of décomptes (payments of the mutuelle), newest payment first; the filters select the
 * actes (actesFilter), and a décompte is listed when one of its actes is. The lines are gathered
 * into their payments on actes_contrat_date_totaux_idx alone (it holds each line's décompte, its
 * payment date and amount, migration 930); only the page's décomptes and their people are read.
 */
export async function listPaiements(
  request: FastifyRequest,
  scope: RemboursementScope,
  query: RemboursementQuery,
): Promise<{ items: Paiement[]; total: number; page: number; taille: number }> {
  const { db, config } = request.server;
  const params: unknown[] = [];
  const filter = actesFilter(scope, query, config.now(), params);
  const shape = filterShape(scope, query);
  const filterParams = [...params];
  const limit = `$${params.push(query.taille)}::int`;
  const offset = `$${params.push((query.page - 1) * query.taille)}::int`;
  const { rows } = await db.query<Paiement & { total_rows: number }>(
    sameText(
      `paiements|${shape}`,
      `WITH g AS (SELECT a.decompte_id, a.date_paiement, a.contrat_id, count(*)::int AS n, sum(a.montant_mutuelle)::float8 AS montant,
                  array_agg(a.num_pers) AS pers, count(*) OVER ()::int AS total_rows
             ${filter}
            GROUP BY a.date_paiement, a.decompte_id, a.contrat_id ORDER BY a.date_paiement DESC, a.decompte_id DESC LIMIT ${limit} OFFSET ${offset})
SELECT d.id::int AS id, d.numero, to_char(d.date_paiement, 'YYYY-MM-DD') AS "datePaiement", d.tiers_payant AS "tiersPayant",
       d.destinataire, d.nom_destinataire AS "payeA", g.n AS "nombreActes", g.montant AS "montantMutuelle",
       (SELECT string_agg(DISTINCT coalesce(b.prenom, x.num_pers), ', ') FROM unnest(g.pers) x (num_pers)
          LEFT JOIN beneficiaires b ON b.contrat_id = g.contrat_id AND b.num_pers = x.num_pers) AS beneficiaires,
       g.total_rows
  FROM g JOIN decomptes d ON d.id = g.decompte_id
 ORDER BY g.date_paiement DESC, g.decompte_id DESC`,
    ),
    params,
  );
  let total = rows[0]?.total_rows ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const { rows: counted } = await db.query<{ n: number }>(
      sameText(`paiements, total|${shape}`, `SELECT count(DISTINCT a.decompte_id)::int AS n ${filter}`),
      filterParams,
    );
    total = counted[0].n;
  }
  return { items: rows.map(({ total_rows: _n, ...paiement }) => paiement), total, page: query.page, taille: query.taille };
}
