import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hit } from '../../../auth/rateLimit';
import { HttpError } from '../../../errors';
import { currentContrat } from '../../../identity/currentContrat';
import { loadFormContext } from '../../../identity/context';
import { assertValidBody } from '../../../validation';
import { assertActeRole } from '../../../actes/authorizeActe';
import { documentsOf } from '../../../actes/demandes';
import { manifestOf } from '../../../actes/manifests';
import { assertOwnDocuments } from '../../../actes/documentChecks';
import { DEMANDE_ROUTE_MESSAGES } from '../../../actes/memberDemandes';
import { memberDemandes } from '../../../actes/demandes';
import { DEMANDE_MESSAGE_AUTEURS, demandeMessages, demandeMessageSchema } from '../../../actes/demandeMessages';
import { closeDemande, DEMANDE_CONVERSATION_LIMIT, DEMANDE_CONVERSATION_TOO_MANY, replyToDemande } from '../../../actes/demandeConversation';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * The conversation on a demande, on the member's side (« Mes demandes »):
 * - GET /api/adherent/demandes/:id/messages → { items: [{ id, date, auteur: « Vous » | « Votre mutuelle », texte }], total },
 *   oldest first; 404 when the demande is not the member's.
 * - POST /api/adherent/demandes/messages (acte demande-message: { demandeId, message, documents? }) → { id }:
 *   the member's reply, with the documents they joined (their own uploads) added to the demande.
 * - POST /api/adherent/demandes/cloture (acte demande-cloture: { demandeId }) → { id, statut }: the member closes it.
 * A demande of someone else is a 404, a closed one takes no reply (400); the writes are counted
 * (DEMANDE_CONVERSATION_LIMIT a day, 429 beyond).
 */
const idParam = { type: 'string', pattern: '^[0-9]{1,12}$' } as const;

export default async function demandeMessageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const countWrite = async (request: FastifyRequest, reply: FastifyReply) => {
    if ((await hit(db, DEMANDE_CONVERSATION_LIMIT, request.user!.id, app.config.now())) > DEMANDE_CONVERSATION_LIMIT.max) {
      reply.header('retry-after', String(DEMANDE_CONVERSATION_LIMIT.windowMs / 1000));
      throw new HttpError(429, DEMANDE_CONVERSATION_TOO_MANY, 'TooManyMessages');
    }
  };

  app.get<{ Params: { id: string } }>(
    '/api/adherent/demandes/:id/messages',
    {
      schema: {
        params: { type: 'object', properties: { id: idParam }, required: ['id'] },
        response: replies(
          { type: 'object', properties: { items: { type: 'array', items: demandeMessageSchema }, total: { type: 'integer' } }, required: ['items', 'total'] },
          [401, 403, 404],
        ),
      },
    },
    async (request) => {
      await currentContrat(request);
      const id = Number(request.params.id);
      const [own] = await memberDemandes(db, request.user!.id, id);
      if (!own) throw new HttpError(404, DEMANDE_ROUTE_MESSAGES.notFound, 'DemandeNotFound');
      const items = (await demandeMessages(db, id)).map(({ id: messageId, date, auteur, texte }) => ({
        id: messageId,
        date,
        auteur: DEMANDE_MESSAGE_AUTEURS.adherent[auteur],
        texte,
      }));
      return { items, total: items.length };
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/adherent/demandes/messages',
    {
      schema: {
        body: { type: 'object' },
        response: replies({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }, [400, 401, 403, 404, 429]),
      },
    },
    async (request, reply) => {
      assertActeRole(request, manifestOf('demande-message'));
      await currentContrat(request);
      const { context } = await loadFormContext(request);
      const data = assertValidBody('demande-message', request.body, context);
      const user = request.user!;
      const documents = await assertOwnDocuments(db, user.id, documentsOf(data.documents ?? []));
      await countWrite(request, reply);
      const id = await replyToDemande(db, data.demandeId, user.id, { texte: data.message.trim(), documents });
      return { id };
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/adherent/demandes/cloture',
    {
      schema: {
        body: { type: 'object' },
        response: replies(
          { type: 'object', properties: { id: { type: 'integer' }, statut: { type: 'string' } }, required: ['id', 'statut'] },
          [400, 401, 403, 404, 429],
        ),
      },
    },
    async (request, reply) => {
      assertActeRole(request, manifestOf('demande-cloture'));
      await currentContrat(request);
      const { context } = await loadFormContext(request);
      const data = assertValidBody('demande-cloture', request.body, context);
      await countWrite(request, reply);
      return { id: data.demandeId, statut: await closeDemande(db, data.demandeId, request.user!.id) };
    },
  );
}
