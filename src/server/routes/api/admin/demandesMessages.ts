import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { recordConsultation } from '../../../admin/consultationLog';
import { DEMANDE_ADMIN_MESSAGES } from '../../../admin/demandeMessages';
import { HttpError } from '../../../errors';
import { getClientConfiguration } from '../../../clientSettings';
import { assertValidBody } from '../../../validation';
import { acteLibelle, readDemande, type DemandeStatut } from '../../../actes/demandes';
import { readManifests } from '../../../actes/manifests';
import { DEMANDE_MESSAGE_AUTEURS, demandeMessages, demandeMessageSchema } from '../../../actes/demandeMessages';
import { answerDemande } from '../../../actes/demandeConversation';
import { publicOrigin } from '../../../identity/context';
import { demandeReponseMail } from '../../../mail/demandeReponseMail';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * The conversation on a demande, on the back office's side (screen screens/admin/demande.screen.json):
 * - GET /api/admin/demandes/:id/messages (demandes/visualisation) → { items: [{ id, date, auteur, par, texte }], total },
 *   oldest first; written to the security journal like every read of a demande.
 * - POST /api/admin/demandes/:id/messages (demandes/modification), acte demande-reponse { message, statut? }:
 *   the answer the member reads in « Mes demandes », with the new status when one is chosen
 *   (« Document manquant » asks for a document); the member gets a mail and a notification, in the same transaction.
 */
const idParam = { type: 'string', pattern: '^[0-9]{1,12}$' } as const;

export default async function demandeAdminMessageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const manifests = readManifests();
  const libelleOf = (acte: string) => {
    const manifest = manifests.get(acte);
    return manifest ? acteLibelle(manifest) : acte;
  };

  app.get<{ Params: { id: string } }>(
    '/api/admin/demandes/:id/messages',
    {
      preHandler: requireRight('demandes', 'visualisation'),
      onSend: recordConsultation,
      schema: {
        params: { type: 'object', properties: { id: idParam }, required: ['id'] },
        response: replies(
          { type: 'object', properties: { items: { type: 'array', items: demandeMessageSchema }, total: { type: 'integer' } }, required: ['items', 'total'] },
          [401, 403, 404],
        ),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      if (!(await readDemande(db, id, null))) throw new HttpError(404, DEMANDE_ADMIN_MESSAGES.notFound, 'DemandeNotFound');
      const items = (await demandeMessages(db, id)).map((message) => ({ ...message, auteur: DEMANDE_MESSAGE_AUTEURS.gestion[message.auteur] }));
      return { items, total: items.length };
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/api/admin/demandes/:id/messages',
    {
      preHandler: requireRight('demandes', 'modification'),
      schema: {
        params: { type: 'object', properties: { id: idParam }, required: ['id'] },
        body: { type: 'object' },
        response: replies(
          { type: 'object', properties: { id: { type: 'integer' }, statut: { type: 'string' } }, required: ['id', 'statut'] },
          [400, 401, 403, 404],
        ),
      },
    },
    async (request) => {
      // The staff member's form context: the client configuration, no contract, no member features.
      const context = { config: await getClientConfiguration(db), features: {}, roles: request.user?.roles ?? [], contrat: null };
      const data = assertValidBody('demande-reponse', request.body, context);
      const id = Number(request.params.id);
      const statut = (data.statut || null) as DemandeStatut | null;
      const answered = await answerDemande(
        db,
        id,
        { texte: data.message.trim(), statut, byUserId: request.user!.id, at: app.config.now() },
        {
          libelleOf,
          mailFor: (demande, newStatut) =>
            demandeReponseMail(demande.user_name, { id, libelle: libelleOf(demande.acte), statut: newStatut }, publicOrigin(request)),
        },
      );
      void app.mailer.deliver([answered.mailId]);
      return { id, statut: answered.statut };
    },
  );
}
