import type { FastifyInstance } from 'fastify';
import { currentContrat } from '../../../identity/currentContrat';
import { formatDateFr, fromIsoDate } from '../../../../domain/dates';
import { replies } from '../../../schemas/replies';
import { declaredSinistres } from '../../../actes/demandes';
import '../../../types';

/**
 * GET /api/adherent/sinistres → [{ code, libelle }]: the sinistres the member declared
 * (declarationsinistre, V1 or V2) on the current contract, newest first, in the shape of a
 * reference list so that pj-sinistre chooses the one its documents complete ("referentiel" field,
 * "resource": "adherent/sinistres"). The server checks the choice again (manifest `reference`).
 */
const TYPES_SOINS: Record<string, string> = {
  OPTIQUE: 'Optique',
  DENTAIRE: 'Dentaire',
  AUDITIF: 'Aides auditives',
  HOSPITALISATION: 'Hospitalisation',
  MEDECINE_DOUCE: 'Médecine douce',
  AUTRE: 'Autres soins',
};

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
      return rows.map((row) => {
        const soins = [TYPES_SOINS[row.type_soins ?? ''], row.date_soins ? `soins du ${formatDateFr(fromIsoDate(row.date_soins))}` : null].filter(Boolean).join(', ');
        return { code: String(row.id), libelle: `Déclaration n° ${row.id}${soins ? ` (${soins})` : ''}` };
      });
    },
  );
}
