import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../../errors';
import { requireUser } from '../../../../auth';
import { errorReply, replies, fileReply } from '../../../../schemas/replies';
import { activeCareNetworks, careNetworkImage } from '../../../../geo/careNetworks';

/**
 * Care networks ("modal listing external care-network services as cards"):
 * - GET /api/cgdm-svc/geo/reseaux → [{ reseau, libelle, url, numOmc, icon, imageId, imageForm, description }]
 *   (logged in). `reseau` tells the browser how to redirect: SANTECLAIR (url + idJeton from a
 *   token), KALIVIA (hidden POST form with API_KEY and NUM_OMC), KALIXIA (same, with numOmc),
 *   anything else opens url.
 * - GET /api/cgdm-svc/geo/images/:id → the logo (public: logos are not personal data).
 */

const network = {
  type: 'object',
  properties: {
    reseau: { type: 'string' },
    libelle: { type: 'string' },
    url: { type: 'string' },
    numOmc: { type: ['string', 'null'] },
    icon: { type: ['string', 'null'] },
    imageId: { type: ['string', 'null'] },
    imageForm: { type: ['string', 'null'] },
    description: { type: 'string' },
  },
  required: ['reseau', 'libelle', 'url', 'numOmc', 'icon', 'imageId', 'imageForm', 'description'],
} as const;

export default async function careNetworkRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/cgdm-svc/geo/reseaux',
    { preHandler: requireUser, schema: { response: replies({ type: 'array', items: network }, [401]) } },
    async () => {
      return (await activeCareNetworks(app.db)).map((row) => ({
        reseau: row.reseau,
        libelle: row.libelle,
        url: row.url,
        numOmc: row.num_omc,
        icon: row.icon,
        imageId: row.image_id,
        imageForm: row.image_form,
        description: row.description,
      }));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/cgdm-svc/geo/images/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, required: ['id'] },
        response: { 200: fileReply("L'image du réseau de soins", 'image/png', 'image/jpeg', 'image/svg+xml'), 400: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const image = await careNetworkImage(app.db, request.params.id);
      if (!image) throw new HttpError(404, 'Cette image est introuvable.');
      return reply
        .header('content-type', image.mime_type)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(Buffer.from(image.data));
    },
  );
}
