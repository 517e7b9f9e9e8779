import type { FastifyInstance } from 'fastify';
import { currentContrat } from '../../../identity/currentContrat';
import { replies } from '../../../schemas/replies';
import { declaredSinistres } from '../../../actes/demandes';
import { sinistreLibelle } from '../../../actes/sinistreLibelle';
import '../../../types';

/**
 * GET /api/adherent/sinistres → [{ code, libelle }]: the sinistres the member declared
 * (declarationsinistre, V1 or V2) on the current contract, newest first, in the shape of a
 * reference list so that pj-sinistre chooses the one its documents complete ("referentiel" field,
 * "resource": "adherent/sinistres"). The server checks the choice again (manifest `reference`).
 */
export default async function sinistreRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/adherent/sinistres',
    {
      schema: {
        response: replies(
          { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, libelle: { type: 'string' } }, required: ['code', 'libelle'] } },
          [401, 403],
        ),
      },
    },
    async (request) => {
      const contrat = await currentContrat(request);
      const rows = await declaredSinistres(app.db, request.user!.id, contrat?.numero ?? null);
      return rows.map((row) => ({ code: String(row.id), libelle: sinistreLibelle(row) }));
    },
  );
}
