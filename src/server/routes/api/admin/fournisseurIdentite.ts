import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { clientCodeOf } from '../../../clientHost';
import { HttpError } from '../../../errors';
import { assertValidBody } from '../../../validation';
import { getClientConfiguration } from '../../../clientSettings';
import { loadProviderSettings, removeProviderSettings, saveProviderSettings } from '../../../identity/oidc/providerSettings';
import { forgetDiscoveries } from '../../../identity/oidc/relyingParty';
import { linksOfUser, removeLink } from '../../../identity/oidc/links';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * The identity provider of the client the back office is opened on (its host: clientHost.ts),
 * edited through the acte fournisseur-identite; and the provider identities linked to an account.
 * - GET /api/admin/fournisseur-identite → the settings as the form's data, never the client secret
 *   (`secretEnregistre` says whether one is kept); {} when the client has no provider.
 * - PUT /api/admin/fournisseur-identite → validated by the acte's schema; an empty secret keeps the stored one.
 * - DELETE /api/admin/fournisseur-identite → the client logs in with passwords again.
 * - GET /api/admin/users/:id/identites-externes, DELETE /api/admin/identites-externes/:id → the links
 *   (the identity logs in again as a first time: linked anew by the client's rule).
 */
export default async function fournisseurIdentiteRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  async function currentForm(clientCode: string) {
    const settings = await loadProviderSettings(db, clientCode, config.cookieSecret);
    if (!settings) return {};
    const { clientSecret, clientCode: _code, postLogoutRedirect, ...rest } = settings;
    void _code;
    return { ...rest, ...(postLogoutRedirect ? { postLogoutRedirect } : {}), secretEnregistre: clientSecret !== null };
  }

  app.get(
    '/api/admin/fournisseur-identite',
    { preHandler: requireRight('configuration', 'visualisation'), schema: { response: replies({ type: 'object', additionalProperties: true }, [401, 403]) } },
    async (request) => currentForm(await clientCodeOf(request)),
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/api/admin/fournisseur-identite',
    {
      preHandler: requireRight('configuration', 'modification'),
      schema: { body: { type: 'object' }, response: replies({ type: 'object', additionalProperties: true }, [400, 401, 403]) },
    },
    async (request) => {
      const clientCode = await clientCodeOf(request);
      const data = assertValidBody('fournisseur-identite', request.body, {
        config: await getClientConfiguration(db, clientCode),
        features: {},
        roles: request.user?.roles ?? [],
        contrat: null,
      });
      await saveProviderSettings(
        db,
        clientCode,
        {
          issuer: data.issuer.trim(),
          clientId: data.clientId.trim(),
          clientSecret: data.clientSecret ? data.clientSecret : null,
          scopes: data.scopes.trim(),
          linkingMode: data.linkingMode,
          identifyingClaim: data.identifyingClaim,
          birthdateClaim: data.birthdateClaim,
          postLogoutRedirect: data.postLogoutRedirect ?? null,
          staffPasswordLogin: data.staffPasswordLogin,
        },
        config.cookieSecret,
      );
      forgetDiscoveries();
      request.log.info({ clientCode }, 'identity provider settings saved');
      return currentForm(clientCode);
    },
  );

  app.delete(
    '/api/admin/fournisseur-identite',
    { preHandler: requireRight('configuration', 'modification'), schema: { response: replies({ type: 'object', additionalProperties: true }, [401, 403]) } },
    async (request) => {
      await removeProviderSettings(db, await clientCodeOf(request));
      forgetDiscoveries();
      return {};
    },
  );

  const userParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
  app.get<{ Params: { id: string } }>(
    '/api/admin/users/:id/identites-externes',
    { preHandler: requireRight('roles', 'visualisation'), schema: { params: userParams, response: replies({ type: 'object', additionalProperties: true }, [401, 403]) } },
    async (request) => ({ items: await linksOfUser(db, request.params.id) }),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/identites-externes/:id',
    {
      preHandler: requireRight('roles', 'modification'),
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        response: replies({ type: 'object', additionalProperties: true }, [401, 403, 404]),
      },
    },
    async (request) => {
      const userId = await removeLink(db, request.params.id);
      if (!userId) throw new HttpError(404, 'Ce rattachement n’existe plus.');
      request.log.info({ userId, linkId: request.params.id }, 'identity provider link removed');
      return {};
    },
  );
}
