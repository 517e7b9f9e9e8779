import type { FastifyInstance } from 'fastify';
import { fileReply, pageOrErrorReply, redirectReply } from '../../../schemas/replies';
import { HttpError } from '../../../errors';
import { completeProviderLogin, LOGOUT_INCOMPLETE_PATH, PROVIDER_CALLBACK_PATH } from '../../../identity/oidc/providerLogin';
import { LOGOUT_INCOMPLETE } from '../../../identity/oidc/messages';
import { sendFailurePage } from '../../../identity/oidc/failurePage';

/**
 * GET /api/identity/oidc/callback: the provider sends the browser back here (code and state, or
 * an error). Everything is checked (state of this browser, used once; nonce, issuer, audience,
 * expiry, signature of the ID token), then the portal's session opens and the browser goes to its
 * callbackUrl (a route of this portal) or home. A refusal answers a page with its French message.
 * GET /api/identity/oidc/deconnexion-incomplete: the page of a logout the provider did not answer.
 */
export default async function oidcRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    PROVIDER_CALLBACK_PATH,
    { schema: { querystring: { type: 'object', additionalProperties: { type: 'string', maxLength: 4000 } }, response: { 302: redirectReply, '4xx': pageOrErrorReply } } },
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

  // Where the logout sends the browser when the provider's session could not be ended: it says so.
  app.get(LOGOUT_INCOMPLETE_PATH, { schema: { response: { 200: fileReply('La page qui le dit', 'text/html') } } }, async (_request, reply) => sendFailurePage(reply, 200, LOGOUT_INCOMPLETE.message, LOGOUT_INCOMPLETE.title));
}
