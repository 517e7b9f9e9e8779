import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../../admin/rights';
import { readManifests } from '../../../actes/manifests';
import { acteLibelle } from '../../../actes/demandes';
import { filesDemande } from '../../../../language/acteManifest';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * GET /api/admin/demandes/actes: the « Demande » filter of the back office's demandes list — every
 * acte whose sending files a demande, with its manifest's libelle, sorted in French. Read from the
 * manifests, so a new acte appears there with no list to keep by hand (npm run check keeps their
 * libelles distinct).
 */
export default async function demandeActesAdminRoutes(app: FastifyInstance): Promise<void> {
  const options = [...readManifests().values()]
    .filter(filesDemande)
    .map((manifest) => ({ acte: manifest.acte, libelle: acteLibelle(manifest) }))
    .sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr'));

  app.get(
    '/api/admin/demandes/actes',
    {
      preHandler: requireRight('demandes', 'visualisation'),
      schema: {
        response: replies(
          { type: 'array', items: { type: 'object', properties: { acte: { type: 'string' }, libelle: { type: 'string' } }, required: ['acte', 'libelle'], additionalProperties: false } },
          [401, 403],
        ),
      },
    },
    async () => options,
  );
}
