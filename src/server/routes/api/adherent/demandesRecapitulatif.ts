import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { currentContrat } from '../../../identity/currentContrat';
import { demandeRecap, sendRecap } from '../../../documents/demandeRecap';
import { replies } from '../../../schemas/replies';
import { DEMANDE_ROUTE_MESSAGES } from '../../../actes/memberDemandes';
import '../../../types';

/**
 * GET /api/adherent/demandes/:id/recapitulatif (« Télécharger le récapitulatif »
 * in « Mes demandes »): the recap PDF of one of the member's own demandes, named
 * recapitulatif-<acte>-<id>.pdf. A demande of someone else (another member, or the holder's for
 * a beneficiary: each account files its own) is a 404 as in GET /api/adherent/demandes/:id; a
 * contract in X-NumContrat that is not theirs a 403; an anonymous call a 401.
 */

export default async function demandeRecapRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/adherent/demandes/:id/recapitulatif',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } }, required: ['id'] },
        response: replies(null, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      await currentContrat(request);
      const recap = await demandeRecap(app.db, Number(request.params.id), request.user!.id);
      if (!recap) throw new HttpError(404, DEMANDE_ROUTE_MESSAGES.notFound, 'DemandeNotFound');
      return sendRecap(reply, recap);
    },
  );
}
