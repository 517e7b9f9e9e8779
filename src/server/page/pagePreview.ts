import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { Preview, PreviewRequest } from '../../ssr/renderPreview';
import { CONTRAT_COOKIE } from '../../domain/contratCookie';
import { escapeHtml } from '../html';
import { criticalCss, hoistStyleAttributes } from './previewCss';

/**
 * So that the home is usable within 1.5 s (cold, on a slow link), the session page carries the member
 * home already drawn. The browser build's own shell and screen file render on the server
 * (dist-ssr/, vite.ssr.config.ts) with this visitor's reads, answered by the server itself
 * through its whole request pipeline (session, client by host, scoping by contract): the preview
 * can show nothing the visitor's own browser could not read.
 *
 * The server never sees the hash route. The preview is drawn for the member home and shown only
 * when the address is that route: a fixed inline script right after it (allowed by its hash in
 * this response's CSP) shows it, or on any other route takes it out of the page before it could
 * paint, and the app draws as before. Until the app's code has run, its links work (the browser
 * follows them: the address changes, the menu marks the new page and the screen shows a loader
 * until the app draws that route) and nothing else takes a click or typing, which nothing could
 * answer yet (no click is lost to it unseen). The app takes it over once it has drawn the same
 * header, then the same screen (src/app/pagePreview.ts).
 */
export const PREVIEW_ROUTE = '/accueil';
/** Past this, the page goes without its preview rather than wait (the app draws it anyway). */
const PREVIEW_TIMEOUT_MS = 400;

type Renderer = (request: PreviewRequest) => Promise<Preview | null>;
const renderers = new Map<string, Promise<Renderer | null>>();

/** The server build of the shell, next to the browser build (dist-ssr beside dist); none in a checkout that built only the browser. */
function rendererFor(staticDir: string): Promise<Renderer | null> {
  let renderer = renderers.get(staticDir);
  if (!renderer) {
    const file = path.join(staticDir, '..', 'dist-ssr', 'renderPreview.js');
    renderer = existsSync(file) ? import(pathToFileURL(file).href).then((module: { renderPreview: Renderer }) => module.renderPreview) : Promise.resolve(null);
    renderers.set(staticDir, renderer);
  }
  return renderer;
}

/** The server build's modules (its lazy chunks too) loaded and the stylesheets compiled, before the first member's page. */
export async function warmPreview(staticDir: string, stylesheets: string[]): Promise<void> {
  if (!(await rendererFor(staticDir))) return;
  const chunks = path.join(staticDir, '..', 'dist-ssr', 'assets');
  const files = existsSync(chunks) ? readdirSync(chunks).filter((file) => file.endsWith('.js')) : [];
  await Promise.all([...files.map((file) => import(pathToFileURL(path.join(chunks, file)).href)), criticalCss(staticDir, stylesheets, '')]);
}

/** The preview's reads, answered in-process as if this visitor's browser had sent them (reads only). */
export function fetchAsVisitor(request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const asked = new Request(input, init);
    if (asked.method !== 'GET') throw new Error('A page preview only reads.');
    const url = new URL(asked.url);
    const headers: Record<string, string> = Object.fromEntries(asked.headers);
    // The visitor's session, and the client their host names (clientHost.ts): the same answers as to their browser.
    for (const name of ['cookie', 'host', 'user-agent', 'accept-language'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await request.server.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers, remoteAddress: request.ip });
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
}

export interface PagePreview {
  /** The `<style>` for the page's head (critical CSS, the preview's rules), with its nonce. */
  head: string;
  /** The preview and its route check, placed before the app's root. */
  body: string;
  /** The `style-src` source that lets this response's `<style>` apply. */
  styleSource: string;
  /** The `script-src` source that lets the route check run. */
  scriptSource: string;
}

/** The preview of the member home for this request, or null (no server build, not a member, a read failed, too slow). */
export async function pagePreview(request: FastifyRequest, staticDir: string, stylesheets: string[]): Promise<PagePreview | null> {
  const render = await rendererFor(staticDir);
  if (!render) return null;
  // None remembered: the rule's choice, as the browser's own with nothing in localStorage.
  const contrat = request.cookies?.[CONTRAT_COOKIE] ?? null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, PREVIEW_TIMEOUT_MS, null)));
  const preview = await Promise.race([render({ route: PREVIEW_ROUTE, fetch: fetchAsVisitor(request), contrat }).catch((error: unknown) => {
    request.log.warn({ err: error }, 'page preview failed');
    return null;
  }), late]);
  clearTimeout(timer);
  if (!preview) return null;

  // The screen's loader for a link followed before the app's code is there (ROUTE_CHECK).
  const drawn = preview.html.replace('</main>', () => `<div class="ea-apercu-suite">${preview.loader}</div></main>`);
  const { markup, css: hoisted } = hoistStyleAttributes(drawn);
  const critical = await criticalCss(staticDir, stylesheets, markup);
  const nonce = randomBytes(16).toString('base64');
  const css = `${critical}${hoisted}${PREVIEW_RULES}`;
  return {
    head: `<style nonce="${nonce}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    body: [
      `<div class="ea-apercu" data-route="${PREVIEW_ROUTE}" data-contrat="${escapeHtml(preview.contrat ?? '')}">${markup}`,
      // Data, not a script (the CSP is not involved): the app's cache starts with the preview's reads.
      `<script type="application/json" class="ea-apercu-lectures">${readsAsData(preview.reads)}</script></div>`,
      `<script data-route="#${PREVIEW_ROUTE}">${ROUTE_CHECK}</script>`,
    ].join(''),
    styleSource: `'nonce-${nonce}'`,
    scriptSource: ROUTE_CHECK_SOURCE,
  };
}

// Hidden until ROUTE_CHECK has seen its route (nothing of it can paint on another one); the app's
// root stays hidden behind it until the app replaces it. A link followed meanwhile
// (`ea-apercu-ailleurs`): the screen gives way to its loader.
const PREVIEW_RULES = [
  '.ea-apercu{display:none}.ea-apercu-on .ea-apercu{display:block}.ea-apercu-on .ea-apercu~#portail{display:none}',
  '.ea-apercu-suite,.ea-apercu-ailleurs .ea-apercu main>*{display:none}.ea-apercu-ailleurs .ea-apercu main>.ea-apercu-suite{display:block}',
].join('');
// Right after the preview: on its route it shows it, on any other it takes it out of the page.
// Shown, every control but links is inert until the app takes over (nothing would answer it);
// a link followed moves the menu's mark and shows the loader (and back again).
// Always this text, so one hash allows it; the route it compares with is its data attribute.
const ROUTE_CHECK = [
  '(function(s){var p=s.previousElementSibling,h=document.documentElement,r=s.dataset.route;',
  'if(location.hash!==r){p.remove();return}',
  'h.classList.add("ea-apercu-on");',
  'p.querySelectorAll("button,input,select,textarea,summary,a:not([href]),a[role=button],[tabindex]:not([tabindex=\'-1\'])").forEach(function(e){e.inert=true});',
  'addEventListener("hashchange",function(){h.classList.toggle("ea-apercu-ailleurs",location.hash!==r);',
  'p.querySelectorAll("a").forEach(function(a){if(a.getAttribute("href")===location.hash)a.setAttribute("aria-current","page");else a.removeAttribute("aria-current")})})',
  '})(document.currentScript)',
].join('');
const ROUTE_CHECK_SOURCE = `'sha256-${createHash('sha256').update(ROUTE_CHECK).digest('base64')}'`;

/** JSON that no text of a member can end early: `<` is written as its escape (`</script>` cannot appear). */
export function readsAsData(reads: Preview['reads']): string {
  return JSON.stringify(reads).replace(/</g, '\\u003c');
}

