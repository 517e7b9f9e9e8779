import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { currentContrat } from '../../../identity/currentContrat';
import { loadFormContext } from '../../../identity/context';
import { assertValidBody } from '../../../validation';
import { assertActeRole } from '../../../actes/authorizeActe';
import { acteLibelle, documentsOf, isDemandeClose, memberDemandes } from '../../../actes/demandes';
import { manifestOf, readManifests } from '../../../actes/manifests';
import { replies } from '../../../schemas/replies';
import { addRequestedDocuments, DEMANDE_ROUTE_MESSAGES } from '../../../actes/memberDemandes';
import { countOwnedUploads } from '../../../uploads/ownedUploads';
import '../../../types';

/**
 * « Mes demandes » (screen screens/member/demandes.screen.json):
 * - GET /api/adherent/demandes → { items: [{ id, date, acte, libelle, numeroContrat, statut, documents: [nom…], message, close }], total }
 *   (`message`: what the gestion last wrote, e.g. the missing document; `close`: « Traitée » or « Refusée »,
 *   no more reply nor closing)
 *   every demande the member filed (all their contracts), newest first. A contract named in
 *   X-NumContrat that is not theirs is a 403 (currentContrat), an anonymous call a 401.
 * - GET /api/adherent/demandes/:id → one of them (404 when it is not the member's).
 * - POST /api/adherent/demandes/documents (acte demande-document: { demandeId, documents }) adds
 *   the document the mutuelle asked for to the same demande, which goes back to « en cours ».
 *   Only a « document manquant » demande of the member takes one, and only files they uploaded.
 */
const demande = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string' },
    acte: { type: 'string' },
    libelle: { type: 'string' },
    numeroContrat: { type: ['string', 'null'] },
    statut: { type: 'string' },
    documents: { type: 'array', items: { type: 'string' } },
    dateEffet: { type: ['string', 'null'] },
    message: { type: ['string', 'null'] },
    /** closed (« Traitée », « Refusée »): the member can no longer reply to it nor close it */
    close: { type: 'boolean' },
  },
  required: ['id', 'date', 'acte', 'libelle', 'numeroContrat', 'statut', 'documents', 'close'],
} as const;

export default async function demandeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const manifests = readManifests();
  const libelleOf = (acte: string) => {
    const manifest = manifests.get(acte);
    return manifest ? acteLibelle(manifest) : acte;
  };
  const rowsOf = async (userId: string, id: number | null) => {
    const rows = await memberDemandes(db, userId, id);
    return rows.map((row) => ({
      id: row.id,
      date: row.date,
      acte: row.acte,
      libelle: libelleOf(row.acte),
      numeroContrat: row.numero_contrat,
      statut: row.statut,
      documents: row.documents ?? [],
      dateEffet: row.date_effet,
      message: row.message,
      close: isDemandeClose(row.statut),
    }));
  };

  app.get(
    '/api/adherent/demandes',
    {
      schema: {
        response: replies(
          { type: 'object', properties: { items: { type: 'array', items: demande }, total: { type: 'integer' } }, required: ['items', 'total'] },
          [401, 403],
        ),
      },
    },
    async (request) => {
      await currentContrat(request); // a contract that is not the member's: 403
      const items = await rowsOf(request.user!.id, null);
      return { items, total: items.length };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/adherent/demandes/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } }, required: ['id'] },
        response: replies(demande, [401, 403, 404]),
      },
    },
    async (request) => {
      await currentContrat(request);
      const [row] = await rowsOf(request.user!.id, Number(request.params.id));
      if (!row) throw new HttpError(404, DEMANDE_ROUTE_MESSAGES.notFound, 'DemandeNotFound');
      return row;
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/adherent/demandes/documents',
    {
      schema: {
        body: { type: 'object' },
        response: replies(
          { type: 'object', properties: { isModeGestionManuel: { type: 'boolean' }, isEnvoiArActivated: { type: 'boolean' } }, required: ['isModeGestionManuel', 'isEnvoiArActivated'] },
          [400, 401, 403, 404],
        ),
      },
    },
    async (request) => {
      assertActeRole(request, manifestOf('demande-document'));
      await currentContrat(request);
      const { context } = await loadFormContext(request);
      const data = assertValidBody('demande-document', request.body, context);
      const user = request.user!;
      const documents = documentsOf(data.documents);
      const ids = documents.map((doc) => doc.remoteFileName);
      if ((await countOwnedUploads(db, ids, user.id)) !== ids.length) throw new HttpError(400, DEMANDE_ROUTE_MESSAGES.unknownDocument, 'UnknownDocument');
      await addRequestedDocuments(db, data.demandeId, user.id, documents);
      return { isModeGestionManuel: true, isEnvoiArActivated: false };
    },
  );
}
