import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../errors';
import { completeProviderLogin, PROVIDER_CALLBACK_PATH } from '../../../identity/oidc/providerLogin';
import { sendFailurePage } from '../../../identity/oidc/failurePage';

/**
 * GET /api/identity/oidc/callback: the provider sends the browser back here (code and state, or
 * an error). Everything is checked (state of this browser, used once; nonce, issuer, audience,
 * expiry, signature of the ID token), then the portal's session opens and the browser goes to its
 * callbackUrl (a route of this portal) or home. A refusal answers a page with its French message.
 */
export default async function oidcRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    PROVIDER_CALLBACK_PATH,
    { schema: { querystring: { type: 'object', additionalProperties: { type: 'string', maxLength: 4000 } } } },
    async (request, reply) => {
      try {
        const callback = await completeProviderLogin(request, reply, request.query);
        return reply.redirect(callback.startsWith('#') ? `/${callback}` : `/#${callback}`, 302);
      } catch (error) {
        if (error instanceof HttpError) {
          request.log.warn({ code: error.code }, 'login through the identity provider refused');
          return sendFailurePage(reply, error.statusCode, error.message);
        }
        throw error;
      }
    },
  );
}
