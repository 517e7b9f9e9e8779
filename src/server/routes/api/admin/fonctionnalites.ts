import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { chosenClient, featureRows, listClients, overrideRows, setClientValue, setContractOverride, whyFeature } from '../../../admin/featureToggles';
import { loadFormContext } from '../../../identity/context';
import { assertValidBody } from '../../../validation';
import { HttpError, MESSAGES } from '../../../errors';
import '../../../types';
import { featureListReply, overridePageReply, staffReadReplies, staffWriteReplies, whyFeatureReply } from '../../../admin/featureToggleReplies';
import { pageParams } from '../../../schemas/paging';

/**
 * Feature toggles of the back office (screen screens/admin/fonctionnalites.screen.json):
 * - GET /api/admin/fonctionnalites?client=&q= → { clients, client, items: [{ key, libelle, etat, isActivated, overrides, locked, usedBy }], total }
 * - GET /api/admin/fonctionnalites/contrats?client=&feature=&contrat=&page=&taille= → one feature's per-contract overrides
 * - GET /api/admin/fonctionnalites/pourquoi?client=&feature=&contrat= → the effective value for a contract, level by level
 * - PUT /api/admin/fonctionnalites (acte fonctionnalite-client) → the client's value
 * - PUT /api/admin/fonctionnalites/contrats (acte fonctionnalite-contrat) → a contract's override
 * Reads need fonctionnalites/visualisation, writes fonctionnalites/modification (rights.ts).
 */
const CLIENT_VALUES = { ACTIVEE: true, DESACTIVEE: false, NON_CONFIGUREE: null } as const;
const CONTRACT_VALUES = { ACTIVEE: true, DESACTIVEE: false, AUCUN: null } as const;

const text = { type: 'string', maxLength: 100 } as const;
const paging = {
  ...pageParams(10),
} as const;

export default async function fonctionnaliteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const view = { preHandler: requireRight('fonctionnalites', 'visualisation') };
  const change = { preHandler: requireRight('fonctionnalites', 'modification') };

  app.get<{ Querystring: { client?: string; q?: string } }>(
    '/api/admin/fonctionnalites',
    { ...view, schema: { querystring: { type: 'object', properties: { client: text, q: text }, additionalProperties: false }, response: staffReadReplies(featureListReply) } },
    async (request) => {
      const client = await chosenClient(db, request.query.client);
      const items = await featureRows(db, client.code, request.query.q);
      return { clients: await listClients(db), client: client.code, libelle: client.libelle, items, total: items.length };
    },
  );

  app.get<{ Querystring: { client?: string; feature: string; contrat?: string; page: number; taille: number } }>(
    '/api/admin/fonctionnalites/contrats',
    {
      ...view,
      schema: {
        querystring: { type: 'object', required: ['feature'], properties: { client: text, feature: text, contrat: text, ...paging }, additionalProperties: false },
        response: staffReadReplies(overridePageReply),
      },
    },
    async (request) => {
      const { feature, contrat, page, taille } = request.query;
      const client = await chosenClient(db, request.query.client);
      return overrideRows(db, client.code, feature, contrat, page, taille);
    },
  );

  app.get<{ Querystring: { client?: string; feature: string; contrat?: string } }>(
    '/api/admin/fonctionnalites/pourquoi',
    { ...view, schema: { querystring: { type: 'object', required: ['feature'], properties: { client: text, feature: text, contrat: text }, additionalProperties: false }, response: staffReadReplies(whyFeatureReply) } },
    async (request) => {
      const client = await chosenClient(db, request.query.client);
      return whyFeature(db, client.code, request.query.feature, request.query.contrat?.trim());
    },
  );

  app.put('/api/admin/fonctionnalites', { ...change, schema: { response: staffWriteReplies } }, async (request, reply) => {
    const { context } = await loadFormContext(request);
    const body = assertValidBody('fonctionnalite-client', request.body, context);
    const client = await chosenClient(db, body.client);
    await setClientValue(db, userName(request.user), client.code, body.feature, CLIENT_VALUES[body.etat], body.commentaire?.trim() ?? '');
    return reply.status(204).send();
  });

  app.put('/api/admin/fonctionnalites/contrats', { ...change, schema: { response: staffWriteReplies } }, async (request, reply) => {
    const { context } = await loadFormContext(request);
    const body = assertValidBody('fonctionnalite-contrat', request.body, context);
    const client = await chosenClient(db, body.client);
    await setContractOverride(db, userName(request.user), client.code, body.feature, body.numeroContrat, CONTRACT_VALUES[body.etat], body.commentaire?.trim() ?? '');
    return reply.status(204).send();
  });
}

function userName(user: { userName: string } | null): string {
  if (!user) throw new HttpError(401, MESSAGES.unauthorized);
  return user.userName;
}
