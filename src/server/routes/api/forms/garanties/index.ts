import type { FastifyInstance } from 'fastify';
import { currentOrFirstContrat } from '../../../../identity/memberContrat';
import { replies } from '../../../../schemas/replies';
import { niveauxOffertsPour } from '../../../../actes/contratOffres';
import '../../../../types';

/**
 * GET /api/forms/garanties/niveaux → [{ code, libelle, cotisationMensuelle }]: the levels the
 * acte garanties offers for the current contract (X-NumContrat, the member's own, else 403) —
 * the other offers of the gamme of its offer (table offres_niveaux), in the shape of a
 * reference list so that the acte chooses one with the "referentiel" field. An offer outside
 * any gamme has no other level: an empty list.
 */
const niveau = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    libelle: { type: 'string' },
    cotisationMensuelle: { type: 'number' },
  },
  required: ['code', 'libelle', 'cotisationMensuelle'],
} as const;

export default async function garantiesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/forms/garanties/niveaux',
    {
      schema: {
        response: replies({ type: 'array', items: niveau }, [401, 403]),
      },
    },
    async (request) => {
      const contrat = await currentOrFirstContrat(request);
      return contrat ? niveauxOffertsPour(app.db, contrat.nomOffre) : [];
    },
  );
}
