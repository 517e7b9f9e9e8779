import type { FastifyInstance } from 'fastify';
import { toIsoDate } from '../../../../../domain/dates';
import { replies, fileReply, errorReply } from '../../../../schemas/replies';
import {
  actesPageJson,
  actesPageSchema,
  EMPTY_TOTAUX,
  listAllActes,
  remboursementQuerySchema,
  remboursementScope,
  type RemboursementQuery,
} from '../../../../prestations/remboursements';
import { remboursementsCsv, remboursementsPdf } from '../../../../prestations/releve';
import '../../../../types';
import { attachment } from '../../../../documents/attachment';
import { letterheadClient } from '../../../../documents/clientIdentite';
import { clientCodeOf } from '../../../../clientHost';

/**
 * "Mes remboursements" (screen screens/member/remboursements.screen.json):
 * - GET /api/v1/adherent/remboursements?beneficiaire=&typeSoin=&periode=&du=&au=&tri=&ordre=&page=&taille=
 *   → { items: actes with the split SS / mutuelle / reste à charge, total, page, taille, totaux }
 * - GET /api/v1/adherent/remboursements/export → the same filters as a CSV file
 * - GET /api/v1/adherent/remboursements/print → the same filters as a PDF relevé
 * Files are named by content-disposition. Anonymous → 401; another member's contract → 403.
 */

export default async function remboursementRoutes(app: FastifyInstance): Promise<void> {

  app.get<{ Querystring: RemboursementQuery }>(
    '/api/v1/adherent/remboursements',
    { schema: { querystring: remboursementQuerySchema, response: replies(actesPageSchema, [400, 401, 403]) } },
    // the database writes the reply's JSON (actesPageJson): sent as it is
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await actesPageJson(request, request.query)),
  );

  app.get<{ Querystring: RemboursementQuery }>(
    '/api/v1/adherent/remboursements/export',
    { schema: { querystring: remboursementQuerySchema, response: { 200: fileReply('Les remboursements filtrés, en CSV', 'text/csv'), 400: errorReply, 401: errorReply, 403: errorReply } } },
    async (request, reply) => {
      const scope = await remboursementScope(request);
      const page = scope ? await listAllActes(request, scope, request.query) : { items: [], total: 0, page: 1, taille: 0, totaux: EMPTY_TOTAUX };
      const today = toIsoDate(app.config.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`remboursements-${scope?.numero ?? 'aucun'}-${today}.csv`))
        .send(remboursementsCsv(page));
    },
  );

  app.get<{ Querystring: RemboursementQuery }>(
    '/api/v1/adherent/remboursements/print',
    { schema: { querystring: remboursementQuerySchema, response: { 200: fileReply('Les remboursements filtrés, en PDF', 'application/pdf'), 400: errorReply, 401: errorReply, 403: errorReply } } },
    async (request, reply) => {
      const scope = await remboursementScope(request);
      const page = scope ? await listAllActes(request, scope, request.query) : { items: [], total: 0, page: 1, taille: 0, totaux: EMPTY_TOTAUX };
      const now = app.config.now();
      const pdf = await remboursementsPdf(page, scope?.numero ?? '', now, await letterheadClient(app.db, await clientCodeOf(request)));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`releve-remboursements-${scope?.numero ?? 'aucun'}-${toIsoDate(now)}.pdf`))
        .send(pdf);
    },
  );
}
