import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../auth';
import { issueToken } from '../../../auth/tokens';
import '../../../types';

/** GET /api/identity/sctoken/create?reseau= → { scTokenId } : one-minute single-use token for a care-network provider. */
export default async function scTokenRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Querystring: { reseau?: string } }>(
    '/api/identity/sctoken/create',
    {
      preHandler: requireUser,
      schema: {
        querystring: { type: 'object', properties: { reseau: { type: 'string', maxLength: 50 } } },
        response: { 200: { type: 'object', properties: { scTokenId: { type: 'string' } }, required: ['scTokenId'] } },
      },
    },
    async (request) => {
      const scTokenId = await issueToken(db, request.user!.id, 'Sso', app.config.now(), { reseau: request.query.reseau ?? null });
      return { scTokenId };
    },
  );
}
