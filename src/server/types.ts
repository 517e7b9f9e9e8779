import type { Db } from './db/types';
import type { ServerConfig } from './config';

/** The logged-in user a session names (auth/session.ts loads it). */
export interface SessionUser {
  id: string;
  userName: string;
  roles: string[];
  adherentId: string | null;
}

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
