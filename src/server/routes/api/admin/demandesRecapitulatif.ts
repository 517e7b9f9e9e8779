import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { recordConsultation } from '../../../admin/consultationLog';
import { HttpError } from '../../../errors';
import { demandeRecap, sendRecap } from '../../../documents/demandeRecap';
import { replies } from '../../../schemas/replies';
import { DEMANDE_ADMIN_MESSAGES } from '../../../admin/demandeMessages';
import '../../../types';

/**
 * GET /api/admin/demandes/:id/recapitulatif (back-office demande detail): the
 * same recap PDF as the member's, for staff who may read demandes (demandes/visualisation),
 * named recapitulatif-<acte>-<id>.pdf.
 */
export default async function demandeRecapAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/admin/demandes/:id/recapitulatif',
    {
      preHandler: requireRight('demandes', 'visualisation'),
      onSend: recordConsultation,
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } }, required: ['id'] },
        response: replies(null, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      const recap = await demandeRecap(app.db, Number(request.params.id), null);
      if (!recap) throw new HttpError(404, DEMANDE_ADMIN_MESSAGES.notFound, 'DemandeNotFound');
      return sendRecap(reply, recap);
    },
  );
}
