import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { replies } from '../../../schemas/replies';
import { pageParams, pageReply } from '../../../schemas/paging';
import { securityJournalPage, securityJournalSchema } from '../../../admin/securityJournal';
import '../../../types';

/**
 * GET /api/admin/journal-securite?page=&taille= → { items: [{ id, date, auteur, action, objet, ip }], total, page, taille },
 * newest first: the security journal (admin/securityJournal.ts). Needs roles/visualisation — those who
 * see who holds which rights see who changed them.
 */
export default async function journalSecuriteRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { page: number; taille: number } }>(
    '/api/admin/journal-securite',
    {
      preHandler: requireRight('roles', 'visualisation'),
      schema: {
        querystring: { type: 'object', properties: { ...pageParams(20) }, additionalProperties: false },
        response: replies(pageReply(securityJournalSchema), [400, 401, 403]),
      },
    },
    async (request) => {
      const { page, taille } = request.query;
      const { items, total } = await securityJournalPage(app.db, taille, (page - 1) * taille);
      return { items, total, page, taille };
    },
  );
}
