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
 * page are applied in SQL (indexes of migration 330): the browser never receives more than a page.
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
  datePaiement: 'd.date_paiement',
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

// The filters of the list of décomptes (listPaiements). Parameters: 1 contract, 2 member,
// 3 beneficiary, 4 type, 5 from, 6 to, 7 tiers payant, 8 décompte, 9 the beneficiary's own
// account, 10 limit, 11 offset.
const ACTES_FROM = `FROM actes_remboursement a
  JOIN decomptes d ON d.id = a.decompte_id
  JOIN contrats k ON k.id = a.contrat_id
  LEFT JOIN beneficiaires b ON b.contrat_id = a.contrat_id AND b.num_pers = a.num_pers
 WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2
   AND ($3::text IS NULL OR a.num_pers = $3) AND ($4::text IS NULL OR a.type_soin = $4)
   AND ($5::date IS NULL OR a.date_soins >= $5) AND ($6::date IS NULL OR a.date_soins <= $6)
   AND ($7::boolean IS NULL OR d.tiers_payant = $7) AND ($8::bigint IS NULL OR a.decompte_id = $8)
   AND ($9::text IS NULL OR a.num_pers = $9)`;

function filterParams(scope: RemboursementScope, query: RemboursementQuery, now: Date): unknown[] {
  const from = [query.du, query.periode ? periodStart(query.periode, now) : undefined].filter(Boolean).sort().pop() ?? null;
  return [
    scope.numero,
    scope.adherentId,
    query.beneficiaire ?? null,
    query.typeSoin ?? null,
    from,
    query.au ?? null,
    query.tiersPayant ?? null,
    query.decompte ?? null,
    scope.numPers,
  ];
}

/** The order of a page, on the actes (`a`) joined with their décompte (`d`). */
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

/** Which contract, for whom: the one named (already checked as theirs), else the member's first. */
export interface ActesTarget {
  /** X-NumContrat, checked by currentContrat; null: the member's first contract, active first */
  numero: string | null;
  adherentId: string;
  /** a beneficiary's own account: that person only (beneficiaireNumPers) */
  numPers: string | null;
}

/**
 * The statement of one page of actes (also run by the bench's bare peer, bench/bareServer.ts):
 * one round trip answers the whole JSON document of the reply, built by the database as text,
 * so neither the driver nor Fastify parses or serialises 50 rows again (the budget: p99 ≤
 * 20 ms at 10 connections; on PGlite a page's time is mostly the WebAssembly PostgreSQL's).
 * - the contract is chosen in the statement when the request names none (FIRST_CONTRAT_SQL's
 *   order), instead of a query of its own;
 * - only the conditions of the filters asked are written (no `$n IS NULL OR …`), and the décomptes
 *   are joined to the filter only when it or the order needs them: the page is the first rows of
 *   an index of migration 330, and the count and totals read the actes alone;
 * - each acte's JSON object is stored with it (actes_remboursement.json_item, migration 580: kept
 *   current by the database when the acte, its décompte or its beneficiary changes): the page
 *   joins nothing and formats nothing per row but puts the label of its type of care in front
 *   (ACTE_JSON_START_SQL); escaping ten texts and joining two tables for each of 50 rows would be
 *   most of the page's time on PGlite.
 * The beneficiary scope (a Beneficiaire's account) limits both the contract and the actes.
 */
export function actesPageStatement(target: ActesTarget, query: RemboursementQuery, now: Date): { sql: string; params: unknown[] } {
  const { sql, params } = writeActesPageStatement(target, query, now);
  // The text depends on which conditions are written, the order and its direction, nothing else.
  const shape = [
    target.numero === null,
    target.numPers === null,
    Boolean(query.beneficiaire),
    Boolean(query.typeSoin),
    Boolean(query.du || query.periode),
    Boolean(query.au),
    query.tiersPayant !== undefined,
    query.decompte !== undefined,
    query.tri ?? 'dateSoins',
    query.ordre === 'asc',
  ].join();
  let text = ACTES_PAGE_TEXTS.get(shape);
  if (text === undefined) ACTES_PAGE_TEXTS.set(shape, (text = sql));
  return { sql: text, params };
}

/**
 * One string per text of actesPageStatement, the same object at every request: the driver finds a
 * prepared statement by its text (src/server/db/postgres.ts, and node-postgres compares it again),
 * and a text written anew each time (a few KB) was hashed and compared in full on every page.
 * At most one per combination of filters and order (a few hundred).
 */
const ACTES_PAGE_TEXTS = new Map<string, string>();

function writeActesPageStatement(target: ActesTarget, query: RemboursementQuery, now: Date): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
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
  if (query.tiersPayant !== undefined) where.push(`d.tiers_payant = ${param(query.tiersPayant, 'boolean')}`);
  if (query.decompte !== undefined) where.push(`a.decompte_id = ${param(query.decompte, 'bigint')}`);
  const needsDecompte = query.tiersPayant !== undefined || query.tri === 'datePaiement';
  const filter = `FROM actes_remboursement a${needsDecompte ? ' JOIN decomptes d ON d.id = a.decompte_id' : ''} WHERE ${where.join(' AND ')}`;
  const limit = param(query.taille, 'int');
  const offset = param((query.page - 1) * query.taille, 'int');
  const page = param(query.page, 'int');
  const direction = query.ordre === 'asc' ? 'ASC' : 'DESC';
  return {
    sql: `WITH p AS (SELECT a.id, a.type_soin, a.json_item, ${SORT_COLUMNS[query.tri ?? 'dateSoins']} AS cle ${filter} ${orderBy(query)} LIMIT ${limit} OFFSET ${offset}),
  t AS (SELECT count(*) AS total, coalesce(sum(a.montant_depense), 0) AS "montantDepense", coalesce(sum(a.montant_ss), 0) AS "montantSS",
      coalesce(sum(a.montant_mutuelle), 0) AS "montantMutuelle", coalesce(sum(a.reste_a_charge), 0) AS "resteACharge" ${filter})
SELECT '{"items":[' || coalesce((SELECT string_agg(${ACTE_JSON_START_SQL} || p.json_item, ','
      ORDER BY p.cle ${direction}, p.id ${direction}) FROM p), '')
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
 * actes, and a décompte is listed when one of its actes is.
 */
export async function listPaiements(
  request: FastifyRequest,
  scope: RemboursementScope,
  query: RemboursementQuery,
): Promise<{ items: Paiement[]; total: number; page: number; taille: number }> {
  const { db, config } = request.server;
  const params = filterParams(scope, query, config.now());
  const { rows } = await db.query<Paiement & { total_rows: number }>(
    `SELECT d.id::int AS id, d.numero, to_char(d.date_paiement, 'YYYY-MM-DD') AS "datePaiement", d.tiers_payant AS "tiersPayant",
            d.destinataire, d.nom_destinataire AS "payeA", count(*)::int AS "nombreActes",
            sum(a.montant_mutuelle)::float8 AS "montantMutuelle",
            string_agg(DISTINCT coalesce(b.prenom, a.num_pers), ', ') AS beneficiaires,
            count(*) OVER ()::int AS total_rows
       ${ACTES_FROM}
      GROUP BY d.id ORDER BY d.date_paiement DESC, d.id DESC LIMIT $10 OFFSET $11`,
    [...params, query.taille, (query.page - 1) * query.taille],
  );
  let total = rows[0]?.total_rows ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const { rows: counted } = await db.query<{ n: number }>(`SELECT count(DISTINCT d.id)::int AS n ${ACTES_FROM}`, params);
    total = counted[0].n;
  }
  return { items: rows.map(({ total_rows: _n, ...paiement }) => paiement), total, page: query.page, taille: query.taille };
}
