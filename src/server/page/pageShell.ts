import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageVisitor } from '../auth/session';
import { pagePreview, PREVIEW_ROUTE, warmPreview, type PagePreview } from './pagePreview';

/**
 * The single page (hash routes: every non-API path). A logged-in visitor gets
 * `index.session.html` (scripts/vite/routeChunks.ts): the same page, plus the preload of the
 * contracts read and the route → chunks map with the script that asks for the route's chunks at
 * once, and — when the server build is there — the member home already drawn (pagePreview.ts)
 * (so the home is usable within 1.5 s). Anyone else — no session, an expired one — gets
 * `index.html`, which preloads only the reads every visitor's page makes.
 */
interface SessionPage {
  html: string;
  /** The member home's stylesheets: the page's own and those of its route (the route map). */
  previewStylesheets: string[];
}

// The session page as built, read once per directory (the build does not change under a running
// server), not on every page request; null when the build wrote none.
const sessionPages = new Map<string, SessionPage | null>();
function sessionPage(staticDir: string): SessionPage | null {
  if (!sessionPages.has(staticDir)) {
    const file = path.join(staticDir, 'index.session.html');
    sessionPages.set(staticDir, existsSync(file) ? readSessionPage(readFileSync(file, 'utf8')) : null);
  }
  return sessionPages.get(staticDir)!;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

function readSessionPage(html: string): SessionPage {
  const own = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  const map = /<script type="application\/json" id="ea-route-chunks">([\s\S]*?)<\/script>/.exec(html)?.[1];
  let routeFiles: string[] = [];
  if (map) {
    const { files, routes, session } = JSON.parse(map) as { files: string[]; routes: [string, number[]][]; session: number[] };
    const indices = [...session, ...(routes.find(([pattern]) => pattern === PREVIEW_ROUTE)?.[1] ?? [])];
    routeFiles = indices.map((index) => `/${files[index]}`).filter((file) => file.endsWith('.css'));
  }
  return { html, previewStylesheets: [...new Set([...own, ...routeFiles])] };
}

/**
 * The page with its preview: the critical CSS in the head, the stylesheets moved to the end of
 * the body (content before a stylesheet in the body paints without waiting for it; the app's
 * scripts still wait for it), the preview before the app's root.
 */
export function withPreview(html: string, preview: PagePreview): string {
  const links: string[] = [];
  const head = html.slice(0, html.indexOf('</head>')).replace(STYLESHEET_LINK, (link) => (links.push(link.trim()), ''));
  const rest = html.slice(html.indexOf('</head>'));
  // Replaced by functions: a `$&` or `$'` in a member's text is text, not a replacement pattern.
  return `${head}${preview.head}\n${rest}`
    .replace('<div id="portail">', () => `${preview.body}<div id="portail">`)
    .replace('</body>', () => `${links.join('\n')}\n</body>`);
}

/** Loads the server build and compiles the member home's stylesheets at start-up, so the first member's page does not wait for them. */
export function warmPagePreview(staticDir: string): Promise<void> {
  const page = sessionPage(staticDir);
  return page ? warmPreview(staticDir, page.previewStylesheets) : Promise.resolve();
}

export async function sendPage(request: FastifyRequest, reply: FastifyReply, staticDir: string) {
  const page = sessionPage(staticDir);
  const loggedIn = page !== null && (await pageVisitor(request)) !== null;
  // The page differs by session (it is revalidated at every load: `no-cache`, app.ts).
  reply.header('vary', 'cookie').type('text/html; charset=utf-8');
  if (!loggedIn) return reply.sendFile('index.html');
  const preview = await pagePreview(request, staticDir, page.previewStylesheets);
  if (!preview) return reply.sendFile('index.session.html');
  // This response's inline style and route check, and nothing else inline, may run.
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  if (policy) {
    reply.header(
      'content-security-policy',
      policy.replace(/style-src 'self'/, `style-src 'self' ${preview.styleSource}`).replace(/script-src 'self'/, `script-src 'self' ${preview.scriptSource}`),
    );
  }
  // The member's data is in it: kept by no cache, like the API's answers.
  return reply.header('cache-control', 'private, no-store').send(withPreview(page.html, preview));
}
