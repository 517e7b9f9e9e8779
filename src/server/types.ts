import type { Db } from './db/types';
import type { ServerConfig } from './config';
import type { SessionUser } from './auth/session';

// Decorations shared by every plugin: the database, the configuration, the session user.
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
  }
  interface FastifyRequest {
    /** The logged-in user, or null for an anonymous visitor. */
    user: SessionUser | null;
    /** Value of the `sid` cookie (anonymous or authenticated); never log it. */
    sessionId: string;
  }
  interface FastifyContextConfig {
    /** Set on routes guarded by requireUser (auth/session.ts). */
    requiresUser?: boolean;
  }
}

export {};
