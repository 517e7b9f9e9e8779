import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../../html';
import { recentOutbox } from '../../../mail/outboxListing';
import { fileReply } from '../../../schemas/replies';

/**
 * Development mailbox: every mail and SMS of the outbox, newest first. Answers only when
 * config.devTools (DEV_TOOLS=1, never in production). JSON for tests and tools, a plain HTML page for people
 * (everything escaped, no script, styled by nothing but the browser).
 */
const LINK = /https?:\/\/[^\s<>"]+/g;

async function listOutbox(app: FastifyInstance, to?: string) {
  const rows = await recentOutbox(app.db, to ? to.toLowerCase() : null);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    links: row.text_body.match(LINK) ?? [],
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }));
}

const mailboxReply = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      channel: { type: 'string', enum: ['mail', 'sms'] },
      to: { type: 'string' },
      subject: { type: ['string', 'null'] },
      text: { type: 'string' },
      links: { type: 'array', items: { type: 'string' } },
      createdAt: { type: 'string' },
      sentAt: { type: ['string', 'null'] },
    },
    required: ['id', 'channel', 'to', 'subject', 'text', 'links', 'createdAt', 'sentAt'],
  },
} as const;

export default async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { to?: string } }>('/api/dev/mailbox', { schema: { response: { 200: mailboxReply } } }, async (request) => listOutbox(app, request.query.to));

  app.get<{ Querystring: { to?: string } }>('/api/dev/mailbox.html', { schema: { response: { 200: fileReply("La boîte d'envoi, lisible", 'text/html') } } }, async (request, reply) => {
    const messages = await listOutbox(app, request.query.to);
    const items = messages.map((m) => {
      const text = escapeHtml(m.text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);
      const title = m.channel === 'sms' ? `SMS à ${escapeHtml(m.to)}` : `${escapeHtml(m.subject ?? '')} — à ${escapeHtml(m.to)}`;
      return `<article><h2>${title}</h2><p><small>${escapeHtml(m.createdAt)}</small></p><pre>${text}</pre></article><hr>`;
    });
    const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boîte de développement</title></head>
<body><h1>Boîte de développement (${messages.length} message${messages.length > 1 ? 's' : ''})</h1>
<p>Courriels et SMS envoyés par le serveur, du plus récent au plus ancien. Outil de développement (DEV_TOOLS=1), jamais en production.</p>
${items.join('\n') || '<p>Aucun message.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
