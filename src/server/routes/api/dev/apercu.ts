import type { FastifyInstance } from 'fastify';
import { startSession } from '../../../auth/session';
import { HttpError } from '../../../errors';
import { currentUser, findUserByName } from '../../../identity/users';
import { replies } from '../../../schemas/replies';
import currentUserReply from '../../../../../schemas/api/current-user.schema.json';

/**
 * The demo members the acte preview (#/dev/actes/:acte) may run as: its form reads the member's
 * lists from the server (beneficiaries, contracts), which need a session.
 */
export const DEMO_MEMBERS = { User: 'adherent@demo.fr', Beneficiaire: 'beneficiaire@demo.fr' } as const;

/**
 * POST /api/dev/apercu/session { role: 'User' | 'Beneficiaire' } opens a session as that role's demo
 * member, without a password. Answers only with DEV_TOOLS=1 (the folder's rule, autohooks.ts), like
 * the dev mailbox (which already lets anyone reset a demo password): never on a production server.
 */
export default async function apercuSessionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { role: keyof typeof DEMO_MEMBERS } }>(
    '/api/dev/apercu/session',
    { schema: { body: { type: 'object', additionalProperties: false, properties: { role: { enum: Object.keys(DEMO_MEMBERS) } }, required: ['role'] }, response: replies(currentUserReply, [400, 404]) } },
    async (request, reply) => {
      const user = await findUserByName(app.db, DEMO_MEMBERS[request.body.role]);
      if (!user || user.status !== 'active') throw new HttpError(404, `Le membre de démonstration ${DEMO_MEMBERS[request.body.role]} n'existe pas (SEED_DEMO=0 ?).`, 'NotFound');
      await startSession(request, reply, user.id, app.db);
      return currentUser(app.db, user.id);
    },
  );
}
