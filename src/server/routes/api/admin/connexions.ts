import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { HttpError } from '../../../errors';
import { replies } from '../../../schemas/replies';
import { dataBlockTexts } from '../../../../i18n/dataBlocks';
import '../../../types';
import { pageParams, pageReply } from '../../../schemas/paging';

/**
 * The connection log (rows written by src/server/admin/connectionLog.ts):
 * - GET /api/admin/connections-logs?du=&au=&succes=&identifiant=&page=&taille= → { items, total, page, taille },
 *   newest first; every filter and the page are applied in SQL (index connection_logs_at_idx).
 * - GET /api/admin/connexion-counter?du=&au= → { items: [{ jour, reussies, echouees, total }] }, one row
 *   per day that had attempts, oldest first; the last 30 days when no period is given.
 * Both need statistiques/visualisation.
 */

const DEFAULT_PAGE_SIZE = 20;
/** Days and hours as staff in France read them, whatever the database session's time zone. */
const LOCAL_AT = "(at AT TIME ZONE 'Europe/Paris')";
const COUNTER_DEFAULT_DAYS = 30;

const period = {
  du: { type: 'string', format: 'date' },
  au: { type: 'string', format: 'date' },
} as const;

const logRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string' },
    heure: { type: 'string' },
    succes: { type: 'boolean' },
    motif: { type: 'string' },
    identifiant: { type: 'string' },
    ip: { type: ['string', 'null'] },
    navigateur: { type: ['string', 'null'] },
  },
  required: ['id', 'date', 'heure', 'succes', 'motif', 'identifiant', 'ip', 'navigateur'],
} as const;

function assertPeriod(du: string | null, au: string | null): void {
  if (du && au && au < du) throw new HttpError(400, dataBlockTexts.periodOrder);
}

export default async function connexionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Querystring: { du?: string; au?: string; succes?: 'true' | 'false'; identifiant?: string; page: number; taille: number } }>(
    '/api/admin/connections-logs',
    {
      preHandler: requireRight('statistiques', 'visualisation'),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...period,
            succes: { type: 'string', enum: ['true', 'false'] },
            identifiant: { type: 'string', maxLength: 254 },
            ...pageParams(DEFAULT_PAGE_SIZE),
          },
          additionalProperties: false,
        },
        response: replies(
          pageReply(logRow),
          [400, 401, 403],
        ),
      },
    },
    async (request) => {
      const { du = null, au = null, succes, identifiant, page, taille } = request.query;
      assertPeriod(du, au);
      // The identifier filter is a part of the address ('durand' finds adherent.durand@…); LIKE's own
      // wildcards in it are taken literally.
      const pattern = identifiant?.trim() ? `%${identifiant.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = `FROM connection_logs
        WHERE ($1::date IS NULL OR ${LOCAL_AT} >= $1::date) AND ($2::date IS NULL OR ${LOCAL_AT} < $2::date + 1)
          AND ($3::boolean IS NULL OR success = $3::boolean) AND ($4::text IS NULL OR identifier LIKE $4::text)`;
      const filters = [du, au, succes === undefined ? null : succes === 'true', pattern];
      const { rows: counted } = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, filters);
      const { rows } = await db.query(
        `SELECT id::int AS id, to_char(${LOCAL_AT}, 'YYYY-MM-DD') AS date, to_char(${LOCAL_AT}, 'HH24:MI:SS') AS heure, success AS succes, motif,
                identifier AS identifiant, ip, user_agent AS navigateur
         ${where} ORDER BY at DESC, id DESC LIMIT $5 OFFSET $6`,
        [...filters, taille, (page - 1) * taille],
      );
      return { items: rows, total: Number(counted[0].n), page, taille };
    },
  );

  app.get<{ Querystring: { du?: string; au?: string } }>(
    '/api/admin/connexion-counter',
    {
      preHandler: requireRight('statistiques', 'visualisation'),
      schema: {
        querystring: { type: 'object', properties: period, additionalProperties: false },
        response: replies(
          {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { jour: { type: 'string' }, reussies: { type: 'integer' }, echouees: { type: 'integer' }, total: { type: 'integer' } },
                  required: ['jour', 'reussies', 'echouees', 'total'],
                },
              },
            },
            required: ['items'],
          },
          [400, 401, 403],
        ),
      },
    },
    async (request) => {
      const { du = null, au = null } = request.query;
      assertPeriod(du, au);
      const since = du ?? (au ? null : new Date(app.config.now().getTime() - COUNTER_DEFAULT_DAYS * 86_400_000).toISOString().slice(0, 10));
      const { rows } = await db.query(
        `SELECT to_char(${LOCAL_AT}, 'YYYY-MM-DD') AS jour,
                count(*) FILTER (WHERE success)::int AS reussies,
                count(*) FILTER (WHERE NOT success)::int AS echouees,
                count(*)::int AS total
           FROM connection_logs
          WHERE ($1::date IS NULL OR ${LOCAL_AT} >= $1::date) AND ($2::date IS NULL OR ${LOCAL_AT} < $2::date + 1)
          GROUP BY 1 ORDER BY 1`,
        [since, au],
      );
      return { items: rows };
    },
  );
}
