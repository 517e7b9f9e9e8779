import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { chosenClient, historyRows, listClients } from '../../../admin/featureToggles';
import '../../../types';
import { historyPageReply, staffReadReplies } from '../../../admin/featureToggleReplies';
import { pageParams } from '../../../schemas/paging';

/**
 * The history of feature changes (screen screens/admin/history.screen.json):
 * GET /api/admin/history?client=&fonctionnalite=&contrat=&du=&au=&page=&taille=
 *   → { items: [{ id, date, quand, qui, fonctionnalite, libelle, contrat, avant, apres, commentaire }], total, page, taille, clients }
 * one client's changes, newest first, filtered and paged in SQL. Right: fonctionnalites/visualisation.
 */
const text = { type: 'string', maxLength: 100 } as const;
const date = { type: 'string', format: 'date' } as const;

export default async function historyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.get<{ Querystring: { client?: string; fonctionnalite?: string; contrat?: string; du?: string; au?: string; page: number; taille: number } }>(
    '/api/admin/history',
    {
      preHandler: requireRight('fonctionnalites', 'visualisation'),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            client: text,
            fonctionnalite: text,
            contrat: text,
            du: date,
            au: date,
            ...pageParams(20),
          },
          additionalProperties: false,
        },
        response: staffReadReplies(historyPageReply),
      },
    },
    async (request) => {
      const { fonctionnalite, contrat, du, au, page, taille } = request.query;
      const client = await chosenClient(db, request.query.client);
      const rows = await historyRows(db, client.code, { feature: fonctionnalite, contrat, du, au }, page, taille);
      return { ...rows, client: client.code, clients: await listClients(db) };
    },
  );
}
