import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { HttpError } from '../../../errors';
import { replies } from '../../../schemas/replies';
import { connectionDaySchema, connectionLogPage, connectionLogSchema, connectionsPerDay } from '../../../admin/connectionLogReads';
import { searchPattern } from '../../../admin/searchPattern';
import { totalAuMoinsReply } from '../../../admin/cappedCount';
import { dataBlockTexts } from '../../../../i18n/dataBlocks';
import '../../../types';
import { pageParams, pageReply } from '../../../schemas/paging';

/**
 * The connection log (rows written by src/server/admin/connectionLog.ts):
 * - GET /api/admin/connections-logs?du=&au=&succes=&identifiant=&page=&taille= → { items, total, totalAuMoins, page, taille },
 *   newest first; every filter and the page are applied in SQL (index connection_logs_at_idx).
 * - GET /api/admin/connexion-counter?du=&au= → { items: [{ jour, reussies, echouees, total }] }, one row
 *   per day that had attempts, oldest first; the last 30 days when no period is given.
 * Both need statistiques/visualisation.
 */

const DEFAULT_PAGE_SIZE = 20;
const COUNTER_DEFAULT_DAYS = 30;

const period = {
  du: { type: 'string', format: 'date' },
  au: { type: 'string', format: 'date' },
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
          pageReply(connectionLogSchema, totalAuMoinsReply),
          [400, 401, 403],
        ),
      },
    },
    async (request) => {
      const { du = null, au = null, succes, identifiant, page, taille } = request.query;
      assertPeriod(du, au);
      // The identifier filter is a part of the address ('durand' finds adherent.durand@…), its start under 3 characters.
      const pattern = searchPattern(identifiant?.toLowerCase());
      const found = await connectionLogPage(db, { du, au, succes: succes === undefined ? null : succes === 'true', pattern }, taille, (page - 1) * taille);
      return { ...found, page, taille };
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
              items: { type: 'array', items: connectionDaySchema },
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
      const rows = await connectionsPerDay(db, since, au);
      return { items: rows };
    },
  );
}
