import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { audienceOffres, createAudience, deleteAudience, listAudiences } from '../../../admin/audiences';
import { clientExists, listClients } from '../../../admin/featureToggles';
import { HttpError, MESSAGES, badRequest } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { loadFormContext } from '../../../identity/context';
import { isUniqueViolation } from '../../../identity/users';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * Audiences, under the right « contenus » (they exist for CMS blocks and release
 * notes): GET /api/admin/audiences (visualisation) → { items: [{ id, nom, client, clientLibelle,
 * offre, etat, membres }] } with the count of members each matches; GET /api/admin/audiences/criteres
 * → the choices of the form; POST /api/admin/audiences (creation, acte « audience ») and
 * DELETE /api/admin/audiences/:id (suppression).
 */
export const AUDIENCE_MESSAGES = {
  nameUsed: 'Une audience porte déjà ce nom.',
  unknownClient: "Ce client n'existe pas.",
  all: 'Tous',
} as const;

/** The form's « tous » (every client, offer, state) is stored as no criterion. */
const ALL = 'tous';

const audience = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nom: { type: 'string' },
    client: { type: ['string', 'null'] },
    clientLibelle: { type: ['string', 'null'] },
    offre: { type: ['string', 'null'] },
    etat: { type: ['string', 'null'] },
    membres: { type: 'integer' },
  },
  required: ['id', 'nom', 'client', 'clientLibelle', 'offre', 'etat', 'membres'],
} as const;

const choice = { type: 'object', properties: { code: { type: 'string' }, libelle: { type: 'string' } }, required: ['code', 'libelle'] } as const;

export default async function audienceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get(
    '/api/admin/audiences',
    {
      preHandler: requireRight('contenus', 'visualisation'),
      schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: audience } }, required: ['items'] }, [401, 403]) },
    },
    async () => ({ items: await listAudiences(db) }),
  );

  app.get(
    '/api/admin/audiences/criteres',
    {
      preHandler: requireRight('contenus', 'visualisation'),
      schema: {
        response: replies(
          { type: 'object', properties: { clients: { type: 'array', items: choice }, offres: { type: 'array', items: choice } }, required: ['clients', 'offres'] },
          [401, 403],
        ),
      },
    },
    async () => {
      const clients = (await listClients(db)).map(({ code, libelle }) => ({ code, libelle }));
      const offres = await audienceOffres(db);
      const all = { code: ALL, libelle: AUDIENCE_MESSAGES.all };
      return { clients: [all, ...clients], offres: [all, ...offres] };
    },
  );

  app.post(
    '/api/admin/audiences',
    {
      preHandler: requireRight('contenus', 'creation'),
      schema: { response: replies({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }, [400, 401, 403, 409]) },
    },
    async (request) => {
      const { context } = await loadFormContext(request);
      const body = assertValidBody('audience', request.body, context);
      const criterion = (value: string) => (value === ALL ? null : value);
      const client = criterion(body.client);
      if (client) {
        if (!(await clientExists(db, client))) throw badRequest(AUDIENCE_MESSAGES.unknownClient, 'UnknownClient');
      }
      try {
        const id = await createAudience(db, { nom: body.nom.trim(), client, offre: criterion(body.offre), etat: criterion(body.etat) }, request.user!.id);
        return { id };
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, AUDIENCE_MESSAGES.nameUsed, 'AudienceNameUsed');
        throw error;
      }
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/admin/audiences/:id',
    {
      preHandler: requireRight('contenus', 'suppression'),
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } }, required: ['id'] },
        response: replies(null, [401, 403, 404], 204),
      },
    },
    async (request, reply) => {
      if (!(await deleteAudience(db, Number(request.params.id)))) throw new HttpError(404, MESSAGES.notFound);
      return reply.code(204).send();
    },
  );
}
