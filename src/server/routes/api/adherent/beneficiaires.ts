import type { FastifyInstance } from 'fastify';
import { currentContrat } from '../../../identity/currentContrat';
import { beneficiaireNumPers, personVisibleToBeneficiaire } from '../../../identity/beneficiaireScope';
import { replies } from '../../../schemas/replies';
import { coveredOn } from '../../../actes/beneficiaireCouvert';
import '../../../types';

/**
 * GET /api/adherent/beneficiaires → [{ code, libelle, nom, prenom, dateNaissance }]: the people
 * covered by the current contract (X-NumContrat, checked by currentContrat: 403 when it is not
 * the member's), in the shape of a reference list (code = numPers) so that an acte chooses one
 * with the "referentiel" field ("ui:options": { "resource": "adherent/beneficiaires" }).
 * No current contract: an empty list. With `?date=YYYY-MM-DD` (declarationsinistre: the care date),
 * only the people covered that day: their own coverage dates, else the contract's. A beneficiary's
 * own account lists himself alone.
 */

const beneficiaire = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    libelle: { type: 'string' },
    nom: { type: 'string' },
    prenom: { type: 'string' },
    dateNaissance: { type: ['string', 'null'] },
  },
  required: ['code', 'libelle', 'nom', 'prenom', 'dateNaissance'],
} as const;

export default async function beneficiaireRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { date?: string } }>(
    '/api/adherent/beneficiaires',
    {
      schema: {
        querystring: { type: 'object', properties: { date: { type: 'string', format: 'date' } } },
        response: replies({ type: 'array', items: beneficiaire }, [400, 401, 403]),
      },
    },
    async (request) => {
      const contrat = await currentContrat(request);
      if (!contrat) return [];
      const { rows } = await app.db.query<{ code: string; nom: string; prenom: string; dateNaissance: string | null }>(
        `SELECT b.num_pers AS code, b.nom, b.prenom, to_char(b.date_naissance, 'YYYY-MM-DD') AS "dateNaissance"
           FROM beneficiaires b JOIN contrats k ON k.id = b.contrat_id
          WHERE k.numero_contrat_individuel = $1 AND k.adherent_id = $2
            AND ($3::date IS NULL OR (${coveredOn('$3')})) AND ${personVisibleToBeneficiaire('b', 4)}
          ORDER BY b.num_pers`,
        [contrat.numero, request.user!.adherentId, request.query.date ?? null, await beneficiaireNumPers(request)],
      );
      return rows.map((row) => ({ ...row, libelle: `${row.prenom} ${row.nom}` }));
    },
  );
}
