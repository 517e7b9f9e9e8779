import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageVisitor } from './auth/session';

/**
 * The single page (hash routes: every non-API path). A logged-in visitor gets
 * `index.session.html` (scripts/vite/routeChunks.ts): the same page, plus the preload of the
 * contracts read and the route → chunks map with the script that asks for the route's chunks at
 * once (issue 18: accueil usable ≤ 1.5 s). Anyone else — no session, an expired one — gets
 * `index.html`, which preloads only the reads every visitor's page makes.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, staticDir: string) {
  const loggedIn = existsSync(path.join(staticDir, 'index.session.html')) && (await pageVisitor(request)) !== null;
  // The page differs by session (it is revalidated at every load: `no-cache`, app.ts).
  return reply.header('vary', 'cookie').type('text/html; charset=utf-8').sendFile(loggedIn ? 'index.session.html' : 'index.html');
}
