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
// Whether the build wrote the session page, looked up once per directory (the build does not
// change under a running server), not on every page request.
const sessionPages = new Map<string, boolean>();
function hasSessionPage(staticDir: string): boolean {
  let found = sessionPages.get(staticDir);
  if (found === undefined) sessionPages.set(staticDir, (found = existsSync(path.join(staticDir, 'index.session.html'))));
  return found;
}

export async function sendPage(request: FastifyRequest, reply: FastifyReply, staticDir: string) {
  const loggedIn = hasSessionPage(staticDir) && (await pageVisitor(request)) !== null;
  // The page differs by session (it is revalidated at every load: `no-cache`, app.ts).
  return reply.header('vary', 'cookie').type('text/html; charset=utf-8').sendFile(loggedIn ? 'index.session.html' : 'index.html');
}
