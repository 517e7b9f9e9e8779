import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../html';

/**
 * The page a browser coming back from the provider reads when the login does not happen: the
 * refusal in French and a way to start again. A plain page of this server (the browser arrived by
 * a redirect, not through the application).
 */
export const FAILURE_PAGE_TEXTS = {
  title: 'Connexion impossible',
  retry: 'Recommencer la connexion',
} as const;

export function sendFailurePage(reply: FastifyReply, status: number, message: string, title: string = FAILURE_PAGE_TEXTS.title): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
        '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c2127}</style>' +
        `</head><body><main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>` +
        `<p><a href="/api/identity/login">${FAILURE_PAGE_TEXTS.retry}</a></p></main></body></html>`,
    );
}
