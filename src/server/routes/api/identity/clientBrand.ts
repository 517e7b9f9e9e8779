import type { FastifyInstance, FastifyReply } from 'fastify';
import { getClient } from '../../../clientSettings';
import { clientCodeOf } from '../../../clientHost';
import { clientImages } from '../../../branding/clientBrand';
import { errorReply, fileReply } from '../../../schemas/replies';

/**
 * The request's client's look, public like the client read itself (the landing page shows it):
 * - GET /api/identity/client/logo → its logo (PNG), shown by the header;
 * - GET /api/identity/client/icone → the installable app's square icon (PNG, 512 px);
 * - GET /api/identity/client/manifest → the web app manifest: the client's name, colour and icon.
 * Clients are told apart by the host, so each answer varies with it; like every API answer it is
 * not cached (app.ts), so a logo or colour changed in the back office shows at the next page.
 */

function png(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply
    .header('content-type', 'image/png')
    .header('vary', 'Host')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

export default async function clientBrandRoutes(app: FastifyInstance): Promise<void> {
  const image = (description: string) => ({ response: { 200: fileReply(description, 'image/png'), 503: errorReply } });

  app.get('/api/identity/client/logo', { schema: image('Le logo du client (PNG)') }, async (request, reply) =>
    png(reply, (await clientImages(app.db, await clientCodeOf(request))).logo),
  );

  app.get('/api/identity/client/icone', { schema: image("L'icône carrée de l'application installable (PNG, 512 px)") }, async (request, reply) =>
    png(reply, (await clientImages(app.db, await clientCodeOf(request))).icone),
  );

  app.get('/api/identity/client/manifest', { schema: { response: { 200: fileReply("Le manifeste de l'application installable", 'application/manifest+json'), 503: errorReply } } }, async (request, reply) => {
    const client = await getClient(app.db, await clientCodeOf(request));
    const manifest = {
      id: '/',
      name: `${client.libelle} — Espace adhérent`,
      short_name: client.libelle,
      lang: 'fr',
      start_url: '/#/',
      scope: '/',
      display: 'standalone',
      theme_color: client.couleurPrincipale,
      background_color: '#ffffff',
      icons: [
        { src: '/api/identity/client/icone', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/api/identity/client/icone', sizes: '192x192', type: 'image/png', purpose: 'any' },
      ],
    };
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('vary', 'Host')
      .send(JSON.stringify(manifest));
  });
}
