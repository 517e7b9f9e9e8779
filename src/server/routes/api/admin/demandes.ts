import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { listClients } from '../../../admin/featureToggles';
import { recordConsultation } from '../../../admin/consultationLog';
import { asCurrentVersion } from '../../../actes/acteVersions';
import { HttpError } from '../../../errors';
import { getClientConfiguration } from '../../../clientSettings';
import { assertValidBody } from '../../../validation';
import { acteLibelle } from '../../../actes/demandes';
import { readManifests } from '../../../actes/manifests';
import { publicOrigin } from '../../../identity/context';
import { queueMail } from '../../../mail/outbox';
import { demandeStatutMail, DEMANDE_STATUT_LABELS } from '../../../mail/demandeStatutMail';
import { readUploadBytes, type Storage } from '../../../uploads/uploadStore';
import { contentDisposition } from '../../../documents/attachment';
import { servedFileName } from '../../../uploads/fileTypes';
import { replies } from '../../../schemas/replies';
import { DEMANDE_ADMIN_MESSAGES } from '../../../admin/demandeMessages';
import '../../../types';
import { pageParams } from '../../../schemas/paging';

/**
 * Requests to process (screens screens/admin/demandes*.screen.json):
 * - GET /api/admin/demandes?acte=&statut=&client=&du=&au=&tri=&ordre=&page=&taille= (demandes/visualisation)
 *   → { items: [{ id, date, acte, libelle, client, numeroContrat, adherent, statut, documents }], total }:
 *   filters, sort (SORT_COLUMNS only) and page applied in SQL.
 * - GET /api/admin/demandes/:id (demandes/visualisation) → the demande with its data (`donnees`,
 *   shown as the acte's read-only form), its documents and its status history.
 * - GET /api/admin/demandes/:id/documents/:documentId (demandes/visualisation) → the file.
 * - POST /api/admin/demandes/:id/statut (demandes/modification), acte demande-statut
 *   { statut, message? }: the new status and the message the member reads in « Mes demandes »,
 *   recorded in demande_statuts, and a mail to the member (outbox) in the same transaction.
 * Every read is written to the security journal (consultation_logs).
 */
const SORT_COLUMNS = {
  date: 'd.created_at',
  libelle: 'd.acte',
  statut: 'd.statut',
  numeroContrat: 'd.numero_contrat',
  adherent: 'adherent',
} as const;
const DEFAULT_PAGE_SIZE = 20;
/** A demande filed before any client existed (the demo seed) belongs to the default client, as in clientSettings.ts. */
const CLIENT_OF_DEMANDE = 'coalesce(d.client_code, (SELECT c.code FROM clients c ORDER BY c.is_default DESC, c.code LIMIT 1))';
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
    pieces: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, nom: { type: 'string' }, taille: { type: 'integer' }, date: { type: 'string' } }, required: ['id', 'nom', 'taille', 'date'] },
    },
    historique: {
      type: 'array',
      items: {
        type: 'object',
        properties: { date: { type: 'string' }, avant: { type: 'string' }, apres: { type: 'string' }, message: { type: ['string', 'null'] }, par: { type: ['string', 'null'] } },
        required: ['date', 'avant', 'apres', 'message', 'par'],
      },
    },
  },
  required: [...listItem.required, 'email', 'statutLe', 'message', 'donnees', 'pieces', 'historique'],
} as const;

interface ListQuery {
  acte?: string;
  statut?: string;
  client?: string;
  du?: string;
  au?: string;
  tri?: keyof typeof SORT_COLUMNS;
  ordre?: 'asc' | 'desc';
  page: number;
  taille: number;
}

interface DemandeRow {
  id: number;
  date: string;
  acte: string;
  client: string | null;
  numero_contrat: string | null;
  adherent: string;
  statut: string;
  documents: number;
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
  const SELECT = `SELECT d.id::int AS id, to_char(d.created_at, 'YYYY-MM-DD') AS date, d.acte, ${CLIENT_OF_DEMANDE} AS client,
                         d.numero_contrat, trim(coalesce(CASE WHEN u.num_pers IS NULL THEN coalesce(a.prenom, u.prenom) ELSE u.prenom END, '') || ' ' ||
                              coalesce(CASE WHEN u.num_pers IS NULL THEN coalesce(a.nom, u.nom) ELSE u.nom END, '')) AS adherent, d.statut,
                         (SELECT count(*)::int FROM demande_documents dd WHERE dd.demande_id = d.id) AS documents`;

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
            statut: { type: 'string', enum: Object.keys(DEMANDE_STATUT_LABELS) },
            client: { type: 'string', minLength: 1, maxLength: 60 },
            du: { type: 'string', pattern: ISO_DAY },
            au: { type: 'string', pattern: ISO_DAY },
            tri: { type: 'string', enum: Object.keys(SORT_COLUMNS) },
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
      // Only what a person must process: the demandes filed in manual mode (automatic ones were
      // applied when filed). Each filter is a parameter; an absent one is NULL and lets every row through.
      const where = `WHERE d.mode_gestion = 'manuel' AND ($1::text IS NULL OR d.acte = $1) AND ($2::text IS NULL OR d.statut = $2) AND ($3::text IS NULL OR ${CLIENT_OF_DEMANDE} = $3)
                       AND ($4::date IS NULL OR d.created_at >= $4::date) AND ($5::date IS NULL OR d.created_at < $5::date + 1)`;
      const params = [acte ?? null, statut ?? null, client ?? null, du ?? null, au ?? null];
      const order = tri ? `${SORT_COLUMNS[tri]} ${ordre === 'asc' ? 'ASC' : 'DESC'}, d.id DESC` : 'd.created_at DESC, d.id DESC';
      const [{ rows }, { rows: counted }] = await Promise.all([
        db.query<DemandeRow>(`${SELECT} FROM demandes d JOIN users u ON u.id = d.user_id LEFT JOIN adherents a ON a.id = u.adherent_id ${where} ORDER BY ${order} LIMIT $6 OFFSET $7`, [
          ...params,
          taille,
          (page - 1) * taille,
        ]),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM demandes d ${where}`, params),
      ]);
      return { items: rows.map(toItem), total: counted[0].n };
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
      const { rows } = await db.query<DemandeRow & { email: string; statut_le: string; message: string | null; donnees: Record<string, unknown>; acte_version: number }>(
        `${SELECT}, u.user_name AS email, to_char(d.statut_le, 'YYYY-MM-DD') AS statut_le, d.message_adherent AS message, d.donnees, d.acte_version
           FROM demandes d JOIN users u ON u.id = d.user_id LEFT JOIN adherents a ON a.id = u.adherent_id WHERE d.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) throw new HttpError(404, DEMANDE_ADMIN_MESSAGES.notFound, 'DemandeNotFound');
      const [{ rows: pieces }, { rows: historique }] = await Promise.all([
        db.query<{ id: number; nom: string; taille: number; date: string }>(
          `SELECT id::int AS id, local_file_name AS nom, taille::int AS taille, to_char(created_at, 'YYYY-MM-DD') AS date
             FROM demande_documents WHERE demande_id = $1 ORDER BY id`,
          [id],
        ),
        db.query<{ date: string; avant: string; apres: string; message: string | null; par: string | null }>(
          `SELECT to_char(s.created_at, 'YYYY-MM-DD') AS date, s.avant, s.apres, s.message,
                  nullif(trim(coalesce(u.prenom, pa.prenom, '') || ' ' || coalesce(u.nom, pa.nom, '')), '') AS par
             FROM demande_statuts s LEFT JOIN users u ON u.id = s.par_user_id LEFT JOIN adherents pa ON pa.id = u.adherent_id
            WHERE s.demande_id = $1 ORDER BY s.id DESC`,
          [id],
        ),
      ]);
      // Shown with the acte's current labels: data filed under an older version is migrated first.
      const donnees = asCurrentVersion(row.acte, row.acte_version, row.donnees);
      return { ...toItem(row), email: row.email, statutLe: row.statut_le, message: row.message, donnees, pieces, historique };
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
      const { rows } = await db.query<{ id: string; file_name: string; mime_type: string; storage: Storage; content: Uint8Array | null }>(
        `SELECT up.id, up.file_name, up.mime_type, up.storage, up.content
           FROM demande_documents dd JOIN uploads up ON up.id = dd.remote_file_name
          WHERE dd.id = $1 AND dd.demande_id = $2`,
        [Number(request.params.documentId), Number(request.params.id)],
      );
      const file = rows[0];
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
      const mailId = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ acte: string; statut: string; user_name: string; client_code: string | null }>(
          'SELECT d.acte, d.statut, u.user_name, d.client_code FROM demandes d JOIN users u ON u.id = d.user_id WHERE d.id = $1 FOR UPDATE OF d',
          [id],
        );
        const current = rows[0];
        if (!current) throw new HttpError(404, DEMANDE_ADMIN_MESSAGES.notFound, 'DemandeNotFound');
        await tx.query('UPDATE demandes SET statut = $2, statut_le = now(), message_adherent = $3, processed_at = CASE WHEN $2 IN (\'traitee\', \'refusee\') THEN now() ELSE processed_at END WHERE id = $1', [
          id,
          data.statut,
          message,
        ]);
        await tx.query('INSERT INTO demande_statuts (demande_id, avant, apres, message, par_user_id) VALUES ($1, $2, $3, $4, $5)', [
          id,
          current.statut,
          data.statut,
          message,
          request.user!.id,
        ]);
        return queueMail(tx, demandeStatutMail(current.user_name, { id, libelle: libelleOf(current.acte), statut: data.statut, message }, publicOrigin(request)), current.client_code);
      });
      void app.mailer.deliver([mailId]);
      return { id, statut: data.statut };
    },
  );
}
