import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { listClients } from '../../../admin/featureToggles';
import { recordConsultation } from '../../../admin/consultationLog';
import { demandeRecapData } from '../../../documents/demandeRecap';
import { wordsOfRevision } from '../../../actes/acteWords';
import { HttpError } from '../../../errors';
import { getClientConfiguration } from '../../../clientSettings';
import { assertValidBody } from '../../../validation';
import { readManifests } from '../../../actes/manifests';
import { publicOrigin } from '../../../identity/context';
import { demandeStatutMail } from '../../../mail/demandeStatutMail';
import { DEMANDE_STATUTS } from '../../../../domain/demandeStatut';
import { readUploadBytes } from '../../../uploads/uploadStore';
import { contentDisposition } from '../../../documents/attachment';
import { servedFileName } from '../../../uploads/fileTypes';
import { replies } from '../../../schemas/replies';
import { DEMANDE_ADMIN_MESSAGES } from '../../../admin/demandeMessages';
import { changeDemandeStatut } from '../../../admin/demandeProcessing';
import {
  acteLibelle,
  acteWordRevisionOfDemande,
  DEMANDE_SORT_COLUMNS,
  demandeDetail,
  demandeDocumentFile,
  demandeHistorique,
  demandePieces,
  demandePieceSchema,
  demandeQueuePage,
  demandeStatutChangeSchema,
  type DemandeRow,
  type DemandeSortColumn,
} from '../../../actes/demandes';
import '../../../types';
import { pageParams } from '../../../schemas/paging';

/**
 * Requests to process (screens screens/admin/demandes*.screen.json):
 * - GET /api/admin/demandes?acte=&statut=&client=&du=&au=&tri=&ordre=&page=&taille= (demandes/visualisation)
 *   → { items: [{ id, date, acte, libelle, client, numeroContrat, adherent, statut, documents }], total }:
 *   filters, sort (DEMANDE_SORT_COLUMNS only) and page applied in SQL.
 * - GET /api/admin/demandes/:id (demandes/visualisation) → the demande with its data (`donnees`,
 *   shown as the acte's read-only form), its documents and its status history.
 * - GET /api/admin/demandes/:id/documents/:documentId (demandes/visualisation) → the file.
 * - POST /api/admin/demandes/:id/statut (demandes/modification), acte demande-statut
 *   { statut, message? }: the new status and the message the member reads in « Mes demandes »,
 *   recorded in demande_statuts, and a mail to the member (outbox) in the same transaction.
 * Every read is written to the security journal (consultation_logs).
 */
const DEFAULT_PAGE_SIZE = 20;
const ISO_DAY = '^\\d{4}-\\d{2}-\\d{2}$';

const idParam = { type: 'string', pattern: '^[0-9]{1,12}$' } as const;

const listItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string' },
    acte: { type: 'string' },
    libelle: { type: 'string' },
    client: { type: ['string', 'null'] },
    numeroContrat: { type: ['string', 'null'] },
    adherent: { type: 'string' },
    statut: { type: 'string' },
    documents: { type: 'integer' },
  },
  required: ['id', 'date', 'acte', 'libelle', 'client', 'numeroContrat', 'adherent', 'statut', 'documents'],
} as const;

const detail = {
  type: 'object',
  properties: {
    ...listItem.properties,
    email: { type: 'string' },
    statutLe: { type: 'string' },
    message: { type: ['string', 'null'] },
    donnees: { type: 'object', additionalProperties: true },
    libelles: { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'string' } } },
    mots: { type: 'object', additionalProperties: { type: 'string' }, description: "Les textes de l'acte tels que l'adhérent les a lus (pointeur → texte), vide : ceux des fichiers" },
    pieces: { type: 'array', items: demandePieceSchema },
    historique: { type: 'array', items: demandeStatutChangeSchema },
  },
  required: [...listItem.required, 'email', 'statutLe', 'message', 'donnees', 'libelles', 'pieces', 'historique'],
} as const;

interface ListQuery {
  acte?: string;
  statut?: string;
  client?: string;
  du?: string;
  au?: string;
  tri?: DemandeSortColumn;
  ordre?: 'asc' | 'desc';
  page: number;
  taille: number;
}

/** The staff member's form context: the client configuration, no contract, no member features. */
async function staffContext(request: FastifyRequest) {
  const config = await getClientConfiguration(request.server.db);
  return { config, features: {}, roles: request.user?.roles ?? [], contrat: null };
}

export default async function demandeAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const manifests = readManifests();
  const libelleOf = (acte: string) => {
    const manifest = manifests.get(acte);
    return manifest ? acteLibelle(manifest) : acte;
  };
  const toItem = (row: DemandeRow) => ({
    id: row.id,
    date: row.date,
    acte: row.acte,
    libelle: libelleOf(row.acte),
    client: row.client,
    numeroContrat: row.numero_contrat,
    adherent: row.adherent,
    statut: row.statut,
    documents: row.documents,
  });
  app.get<{ Querystring: ListQuery }>(
    '/api/admin/demandes',
    {
      preHandler: requireRight('demandes', 'visualisation'),
      onSend: recordConsultation,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            acte: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' },
            statut: { type: 'string', enum: [...DEMANDE_STATUTS] },
            client: { type: 'string', minLength: 1, maxLength: 60 },
            du: { type: 'string', pattern: ISO_DAY },
            au: { type: 'string', pattern: ISO_DAY },
            tri: { type: 'string', enum: Object.keys(DEMANDE_SORT_COLUMNS) },
            ordre: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
            ...pageParams(DEFAULT_PAGE_SIZE),
          },
          additionalProperties: false,
        },
        response: replies({ type: 'object', properties: { items: { type: 'array', items: listItem }, total: { type: 'integer' } }, required: ['items', 'total'] }, [400, 401, 403]),
      },
    },
    async (request) => {
      const { acte, statut, client, du, au, tri, ordre, page, taille } = request.query;
      if (du && au && au < du) throw new HttpError(400, DEMANDE_ADMIN_MESSAGES.periodOrder, 'PeriodOrder');
      const { rows, total } = await demandeQueuePage(
        db,
        { acte: acte ?? null, statut: statut ?? null, client: client ?? null, du: du ?? null, au: au ?? null },
        { tri, ordre },
        taille,
        (page - 1) * taille,
      );
      return { items: rows.map(toItem), total };
    },
  );

  // The clients the list's « Client » filter offers, by name (staff choose a client, never type its code).
  app.get(
    '/api/admin/demandes/clients',
    {
      preHandler: requireRight('demandes', 'visualisation'),
      schema: {
        response: replies(
          { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, libelle: { type: 'string' } }, required: ['code', 'libelle'], additionalProperties: false } },
          [401, 403],
        ),
      },
    },
    async () => (await listClients(db)).map(({ code, libelle }) => ({ code, libelle })),
  );

  app.get<{ Params: { id: string } }>(
    '/api/admin/demandes/:id',
    {
      preHandler: requireRight('demandes', 'visualisation'),
      onSend: recordConsultation,
      schema: { params: { type: 'object', properties: { id: idParam }, required: ['id'] }, response: replies(detail, [401, 403, 404]) },
    },
    async (request) => {
      const id = Number(request.params.id);
      const row = await demandeDetail(db, id);
      if (!row) throw new HttpError(404, DEMANDE_ADMIN_MESSAGES.notFound, 'DemandeNotFound');
      const [pieces, historique] = await Promise.all([demandePieces(db, id), demandeHistorique(db, id)]);
      // Drawn as the PDF draws it: migrated to the acte's current version, with the labels of its reference codes.
      // In the words the member saw: the client's rewording in force when the demande was filed.
      const mots = await wordsOfRevision(db, await acteWordRevisionOfDemande(db, id));
      const { donnees, libelles } = await demandeRecapData(db, row.acte, row.acte_version, row.donnees, row.numero_contrat, mots);
      return { ...toItem(row), email: row.email, statutLe: row.statut_le, message: row.message, donnees, libelles, mots, pieces, historique };
    },
  );

  app.get<{ Params: { id: string; documentId: string } }>(
    '/api/admin/demandes/:id/documents/:documentId',
    {
      preHandler: requireRight('demandes', 'visualisation'),
      onSend: recordConsultation,
      schema: {
        params: { type: 'object', properties: { id: idParam, documentId: idParam }, required: ['id', 'documentId'] },
        response: replies(null, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      const file = await demandeDocumentFile(db, Number(request.params.documentId), Number(request.params.id));
      if (!file) throw new HttpError(404, DEMANDE_ADMIN_MESSAGES.documentNotFound, 'DocumentNotFound');
      let body;
      try {
        body = await readUploadBytes(db, file);
      } catch (error) {
        request.log.warn({ err: error, uploadId: file.id }, 'document stored but unreadable');
        throw new HttpError(404, DEMANDE_ADMIN_MESSAGES.documentNotFound, 'DocumentNotFound');
      }
      return reply
        .header('content-type', file.mime_type)
        .header('content-disposition', contentDisposition(servedFileName(file.file_name, file.mime_type)))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(body);
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/api/admin/demandes/:id/statut',
    {
      preHandler: requireRight('demandes', 'modification'),
      schema: {
        params: { type: 'object', properties: { id: idParam }, required: ['id'] },
        body: { type: 'object' },
        response: replies({ type: 'object', properties: { id: { type: 'integer' }, statut: { type: 'string' } }, required: ['id', 'statut'] }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const data = assertValidBody('demande-statut', request.body, await staffContext(request));
      const id = Number(request.params.id);
      const message = data.message?.trim() || null;
      const mailId = await changeDemandeStatut(db, id, { statut: data.statut, message, byUserId: request.user!.id }, (current) =>
        demandeStatutMail(current.user_name, { id, libelle: libelleOf(current.acte), statut: data.statut, message }, publicOrigin(request)),
      );
      void app.mailer.deliver([mailId]);
      return { id, statut: data.statut };
    },
  );
}
