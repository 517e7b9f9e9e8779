import type { FastifyInstance } from 'fastify';
import { acteCatalogue, acteCatalogueDetail } from '../../../actes/acteCatalogue';
import { HttpError } from '../../../errors';
import { errorReply, openObject, replies } from '../../../schemas/replies';

/**
 * The acte catalogue and preview (#/dev/actes). Answers only with DEV_TOOLS=1
 * (the folder's rule, autohooks.ts), like the dev mailbox: a production server has neither the list nor the samples.
 * - GET /api/dev/actes → { items: CatalogueEntry[] }
 * - GET /api/dev/actes/:acte → one entry with its sample (`exemple`) and its date-effet intervals of today (`datesEffet`)
 * - POST /api/dev/actes/:acte/essai → the preview's submit: nothing is sent to any service nor stored
 */
export default async function acteCatalogueRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/dev/actes', { schema: { response: replies({ type: 'object', properties: { items: { type: 'array', items: openObject } }, required: ['items'] }) } }, async () => ({ items: acteCatalogue() }));
  app.get<{ Params: { acte: string } }>('/api/dev/actes/:acte', { schema: { response: replies(openObject, [404]) } }, async (request) => {
    const detail = acteCatalogueDetail(request.params.acte, app.config.now());
    if (!detail) throw new HttpError(404, 'La ressource demandée est introuvable', 'NotFound');
    return detail;
  });
  app.post<{ Params: { acte: string } }>(
    '/api/dev/actes/:acte/essai',
    { schema: { response: { 200: { type: 'object', properties: { apercu: { type: 'boolean' } }, required: ['apercu'] }, 404: errorReply } } },
    async (request) => {
    if (!acteCatalogueDetail(request.params.acte)) throw new HttpError(404, 'La ressource demandée est introuvable', 'NotFound');
    return { apercu: true };
  });
}
