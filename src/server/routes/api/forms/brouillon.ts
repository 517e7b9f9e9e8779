import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../../../errors';
import { currentContrat } from '../../../identity/currentContrat';
import { authorizeActe } from '../../../actes/authorizeActe';
import { readManifests, type ActeManifest } from '../../../actes/manifests';
import { currentActeVersion, toCurrentVersion } from '../../../actes/acteVersions';
import { cleanBrouillon, deleteBrouillon, readBrouillon, saveBrouillon } from '../../../actes/brouillons';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * GET / PUT / DELETE /api/forms/<acte>/brouillon — the member's draft of a long acte,
 * for the acte and the current contract (X-NumContrat, which must be the caller's: 403
 * otherwise). Only actes whose manifest says `"brouillon": true` keep drafts (404 for the others);
 * the same roles, contract states and features as the acte itself. A draft belongs to its member
 * alone: the key is the session's user, so no one reads or replaces another member's draft.
 * PUT is an idempotent upsert (the browser saves every few seconds while the member types).
 */
export const MAX_BROUILLON_BYTES = 32_768;

export const BROUILLON_MESSAGES = {
  tooBig: 'Le brouillon est trop volumineux pour être enregistré.',
  newerVersion: 'Ce formulaire a changé depuis son ouverture. Merci de recharger la page.',
} as const;

const brouillonSchema = {
  type: 'object',
  properties: {
    version: { type: 'integer', description: "La version de l'acte où sont les données (la version courante)" },
    savedVersion: { type: 'integer', description: 'La version sous laquelle le brouillon a été enregistré' },
    data: { type: 'object', additionalProperties: true },
    marks: {
      type: 'array',
      description: 'Les champs que la migration depuis savedVersion a touchés (valeur reprise ailleurs, valeur par défaut, message), à vérifier par l\'adhérent',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, kind: { enum: ['moved', 'defaulted', 'message'] }, message: { type: 'string' } },
        required: ['path', 'kind'],
      },
    },
    updatedAt: { type: 'string' },
  },
  required: ['version', 'savedVersion', 'data', 'marks', 'updatedAt'],
} as const;

const params = { type: 'object', properties: { acte: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } }, required: ['acte'] } as const;

export default async function brouillonRoutes(app: FastifyInstance): Promise<void> {
  const withDrafts = new Map([...readManifests().values()].filter((manifest) => manifest.brouillon === true).map((manifest) => [manifest.acte, manifest]));

  /** The acte's manifest when it keeps drafts and the caller may send it; the current contract's number. */
  async function gate(request: FastifyRequest<{ Params: { acte: string } }>): Promise<{ manifest: ActeManifest; contrat: string | null }> {
    const manifest = withDrafts.get(request.params.acte);
    if (!manifest) throw new HttpError(404, MESSAGES.notFound, 'UnknownActe');
    const contrat = await currentContrat(request);
    await authorizeActe(request, manifest, contrat);
    return { manifest, contrat: contrat?.numero ?? null };
  }

  app.get<{ Params: { acte: string } }>(
    '/api/forms/:acte/brouillon',
    {
      schema: {
        params,
        response: replies({ type: 'object', properties: { brouillon: { anyOf: [brouillonSchema, { type: 'null' }] } }, required: ['brouillon'] }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { manifest, contrat } = await gate(request);
      return { brouillon: await readBrouillon(app.db, request.user!.id, manifest.acte, contrat) };
    },
  );

  app.put<{ Params: { acte: string }; Body: { version: number; data: Record<string, unknown> } }>(
    '/api/forms/:acte/brouillon',
    {
      bodyLimit: 2 * MAX_BROUILLON_BYTES,
      schema: {
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { version: { type: 'integer', minimum: 1 }, data: { type: 'object' } },
          required: ['version', 'data'],
        },
        response: replies(
          { type: 'object', properties: { version: { type: 'integer' }, updatedAt: { type: 'string' } }, required: ['version', 'updatedAt'] },
          [400, 401, 403, 404, 409, 413],
        ),
      },
    },
    async (request) => {
      const { manifest, contrat } = await gate(request);
      const version = currentActeVersion(manifest.acte);
      // A page opened before a new version of the acte was deployed: its data has the old shape.
      if (request.body.version > version) throw new HttpError(409, BROUILLON_MESSAGES.newerVersion, 'ActeVersionUnknown');
      const current = toCurrentVersion(manifest.acte, request.body.version, request.body.data);
      const data = await cleanBrouillon(app.db, request.user!.id, manifest.acte, current);
      if (Buffer.byteLength(JSON.stringify(data)) > MAX_BROUILLON_BYTES) throw new HttpError(413, BROUILLON_MESSAGES.tooBig, 'BrouillonTooBig');
      return { version, updatedAt: await saveBrouillon(app.db, request.user!.id, manifest.acte, contrat, version, data) };
    },
  );

  app.delete<{ Params: { acte: string } }>(
    '/api/forms/:acte/brouillon',
    { schema: { params, response: replies(null, [400, 401, 403, 404], 204) } },
    async (request, reply) => {
      const { manifest, contrat } = await gate(request);
      await deleteBrouillon(app.db, request.user!.id, manifest.acte, contrat);
      return reply.code(204).send();
    },
  );
}
