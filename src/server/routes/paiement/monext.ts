import { randomBytes } from 'node:crypto';
import { fileReply, pageOrErrorReply, redirectReply } from '../../schemas/replies';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatDateFr, fromIsoDate } from '../../../domain/dates';
import { PAYMENT_PAGE_PATH } from '../../cotisations/monext';
import { echeanceAlreadyPaid, recordPageDecision, undecidedPaiement } from '../../cotisations/paiementsMonext';
import { escapeHtml } from '../../html';

/**
 * The payment page, played by the reference server (paiement-cotisation-monext): in production
 * the member pays on Monext's hosted page; here a real page of this server stands in for it, so
 * the whole journey runs without the outside world.
 * - GET  /paiement/monext/:token → the page: amount, contract, échéance, « Payer » / « Annuler »;
 * - POST /paiement/monext/:token/payer | /annuler → the page's decision (once), then back to the
 *   portal's return URL, which records it (GET /api/forms/paiement-cotisation-monext/transaction).
 * Like the real page, it knows the token only (no portal session); the token is 24 random bytes.
 */
const TOKEN = '^[A-Za-z0-9_-]{32}$';

export const PAGE_TEXTS = {
  title: 'Paiement sécurisé',
  intro: 'Page de paiement simulée par le serveur de référence (Monext).',
  payer: 'Payer',
  annuler: 'Annuler',
  unknown: 'Ce paiement est introuvable ou a déjà été traité.',
  alreadyPaid: 'Cette échéance est déjà réglée.',
} as const;


function page(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .send(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${PAGE_TEXTS.title}</title>` +
        '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c2127}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#5f6b7c}form{display:inline}button{font-size:1rem;padding:.5rem 1.2rem;margin-right:.6rem}</style>' +
        `</head><body><main><h1>${PAGE_TEXTS.title}</h1>${body}</main></body></html>`,
    );
}

export default async function monextPageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // The page's buttons are plain HTML forms (no field): their body says nothing the route reads.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const params = { type: 'object', properties: { token: { type: 'string', pattern: TOKEN } }, required: ['token'] } as const;

  app.get<{ Params: { token: string } }>(`${PAYMENT_PAGE_PATH}/:token`, { schema: { params, response: { 200: fileReply('La page de paiement', 'text/html'), '4xx': pageOrErrorReply } } }, async (request, reply) => {
    const row = await undecidedPaiement(db, request.params.token);
    if (!row) return page(reply, 404, `<p role="alert">${PAGE_TEXTS.unknown}</p>`);
    const montant = Number(row.montant).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const action = (what: 'payer' | 'annuler') => `${PAYMENT_PAGE_PATH}/${request.params.token}/${what}`;
    return page(
      reply,
      200,
      `<p>${PAGE_TEXTS.intro}</p><dl><dt>Montant</dt><dd>${escapeHtml(montant)} €</dd><dt>Contrat</dt><dd>${escapeHtml(row.numero_contrat)}</dd>` +
        `<dt>Échéance</dt><dd>${escapeHtml(formatDateFr(fromIsoDate(row.echeance)))}</dd></dl>` +
        `<form method="post" action="${action('payer')}"><button type="submit">${PAGE_TEXTS.payer}</button></form>` +
        `<form method="post" action="${action('annuler')}"><button type="submit">${PAGE_TEXTS.annuler}</button></form>`,
    );
  });

  app.post<{ Params: { token: string; decision: 'payer' | 'annuler' } }>(
    `${PAYMENT_PAGE_PATH}/:token/:decision`,
    {
      schema: {
        params: { ...params, properties: { ...params.properties, decision: { type: 'string', enum: ['payer', 'annuler'] } }, required: ['token', 'decision'] },
        response: { 303: redirectReply, '4xx': pageOrErrorReply },
      },
    },
    async (request, reply) => {
      const { token, decision } = request.params;
      if (decision === 'payer' && (await echeanceAlreadyPaid(db, token))) return page(reply, 409, `<p role="alert">${PAGE_TEXTS.alreadyPaid}</p>`);
      // The page decides once; a second click (or a replay) does not change it.
      const known = await recordPageDecision(
        db,
        token,
        decision === 'payer' ? 'ACCEPTED' : 'CANCELLED',
        decision === 'payer' ? `MNX-${randomBytes(6).toString('hex').toUpperCase()}` : null,
      );
      if (!known) return page(reply, 404, `<p role="alert">${PAGE_TEXTS.unknown}</p>`);
      return reply.redirect(`/api/forms/paiement-cotisation-monext/transaction?token=${token}`, 303);
    },
  );
}
