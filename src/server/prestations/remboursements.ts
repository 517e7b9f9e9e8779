import type { FastifyRequest } from 'fastify';
import { memberContrat } from '../identity/memberContrat';
import { beneficiaireNumPers } from '../identity/beneficiaireScope';
import { toIsoDate } from '../../domain/dates';
import '../types';
import { pageParams, pageReply } from '../routes/paging';

/**
 * Reads of the member's reimbursements (issue 18 item 3), shared by the v1 list, its CSV export
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

/** The first day of the period 'the last N months' (spec: dates travel as ISO days). */
export function periodStart(months: number, now: Date): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return toIsoDate(start);
}

// One statement, one round trip: the page of actes and the count and totals of the filter, each as
// one JSON value — the database formats the rows (dates as ISO days, amounts as numbers), so the
// driver parses two values instead of 18 columns of 50 rows (a third of the time on PGlite).
// Parameters: 1 contract, 2 member, 3 beneficiary, 4 type, 5 from, 6 to, 7 tiers payant,
// 8 décompte, 9 the beneficiary's own account, 10 limit, 11 offset.
const ACTES_FROM = `FROM actes_remboursement a
  JOIN decomptes d ON d.id = a.decompte_id
  JOIN contrats k ON k.id = a.contrat_id
  LEFT JOIN beneficiaires b ON b.contrat_id = a.contrat_id AND b.num_pers = a.num_pers
 WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2
   AND ($3::text IS NULL OR a.num_pers = $3) AND ($4::text IS NULL OR a.type_soin = $4)
   AND ($5::date IS NULL OR a.date_soins >= $5) AND ($6::date IS NULL OR a.date_soins <= $6)
   AND ($7::boolean IS NULL OR d.tiers_payant = $7) AND ($8::bigint IS NULL OR a.decompte_id = $8)
   AND ($9::text IS NULL OR a.num_pers = $9)`;

const ACTES_COLUMNS = `a.id, d.id AS "decompteId", d.numero AS "numeroDecompte", a.date_soins AS "dateSoins", a.num_pers AS "numPers",
  coalesce(b.prenom || ' ' || b.nom, a.num_pers) AS beneficiaire, a.type_soin AS "typeSoin", a.libelle, a.professionnel,
  a.montant_depense AS "montantDepense", a.montant_ss AS "montantSS", a.montant_mutuelle AS "montantMutuelle",
  a.reste_a_charge AS "resteACharge", d.date_paiement AS "datePaiement", d.tiers_payant AS "tiersPayant",
  d.destinataire, d.nom_destinataire AS "payeA"`;

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

/** The same order on the rows of the filter (`f`), by their output names. */
function orderByOutput(query: Pick<RemboursementQuery, 'tri' | 'ordre'>): string {
  const column = SORT_OUTPUT_COLUMNS[query.tri ?? 'dateSoins'];
  const direction = query.ordre === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY f.${column} ${direction}, f.id ${direction}`;
}
const SORT_OUTPUT_COLUMNS: Record<SortColumn, string> = {
  dateSoins: '"dateSoins"',
  datePaiement: '"datePaiement"',
  typeSoin: '"typeSoin"',
  beneficiaire: '"numPers"',
  montantDepense: '"montantDepense"',
  montantSS: '"montantSS"',
  montantMutuelle: '"montantMutuelle"',
  resteACharge: '"resteACharge"',
};

/**
 * The statement of one page of actes (also run by the bench's bare peer, bench/bareServer.ts).
 * The filter's rows are joined once (`f`), then paged and summed: planning and running the
 * four-table join twice was half of a page's time on PGlite (issue 18 budget, bench `server`).
 */
export function actesPageSql(query: Pick<RemboursementQuery, 'tri' | 'ordre'>): string {
  return `WITH f AS MATERIALIZED (SELECT ${ACTES_COLUMNS} ${ACTES_FROM})
    SELECT (SELECT coalesce(json_agg(page), '[]'::json) FROM (SELECT f.* FROM f ${orderByOutput(query)} LIMIT $10 OFFSET $11) page) AS items,
    (SELECT json_build_object('total', count(*), 'montantDepense', coalesce(sum(f."montantDepense"), 0),
       'montantSS', coalesce(sum(f."montantSS"), 0), 'montantMutuelle', coalesce(sum(f."montantMutuelle"), 0),
       'resteACharge', coalesce(sum(f."resteACharge"), 0)) FROM f) AS totaux`;
}

/** The parameters of that statement for a member's contract, without filters but the period. */
export function actesPageParams(numero: string, adherentId: string, periode: number, taille: number, now: Date): unknown[] {
  return filterParams({ numero, adherentId, numPers: null }, { periode, page: 1, taille }, now).concat([taille, 0]);
}

interface ActesRow {
  items: Array<Omit<ActeRemboursement, 'typeSoinLibelle'>>;
  totaux: Totaux & { total: number };
}

/** One page of actes for the filters, newest care first unless another allowed order is asked. */
export async function listActes(request: FastifyRequest, scope: RemboursementScope, query: RemboursementQuery): Promise<ActesPage> {
  const { db, config } = request.server;
  const params = filterParams(scope, query, config.now());
  const { rows } = await db.query<ActesRow>(actesPageSql(query), [...params, query.taille, (query.page - 1) * query.taille]);
  const { items, totaux } = rows[0];
  const { total, ...sums } = totaux;
  return {
    items: items.map((acte) => ({ ...acte, typeSoinLibelle: TYPE_SOIN_LIBELLES[acte.typeSoin] })),
    total,
    page: query.page,
    taille: query.taille,
    totaux: sums,
  };
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
