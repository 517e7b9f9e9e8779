import type { FastifyInstance } from 'fastify';
import { getClient, getClientConfiguration } from '../../../clientSettings';
import { clientCodeOf } from '../../../clientHost';
import { loadCatalogueTraductions } from '../../../settings/catalogueTraductions';
import clientConfiguration from '../../../../../schemas/api/client-configuration.schema.json';
import currentClient from '../../../../../schemas/api/current-client.schema.json';
import { replies } from '../../../schemas/replies';

/**
 * The two anonymous-safe reads the shell makes at start (CONTRIBUTING.md): the current client
 * and its configuration. Never 401. The session plugin (re)sets XSRF-TOKEN on
 * /api/identity/client, so the page has a token before its first POST.
 */

// The replies' schemas are the files the wire types are generated from (npm run gen → src/generated/api).
export default async function clientRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/identity/client', { schema: { response: replies(currentClient, [503]) } }, async (request) => {
    const clientCode = await clientCodeOf(request);
    // The client's rewording of catalogue texts travels with the read the shell waits for.
    const traductions = await loadCatalogueTraductions(app.db, clientCode);
    return { ...(await getClient(app.db, clientCode)), ...(traductions ? { traductions } : {}) };
  });

  app.get('/api/identity/client/configuration', { schema: { response: replies(clientConfiguration, [503]) } }, async (request) =>
    getClientConfiguration(app.db, await clientCodeOf(request)),
  );
}
