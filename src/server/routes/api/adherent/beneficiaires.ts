import type { FastifyInstance } from 'fastify';
import { memberContrat } from '../../../identity/memberContrat';
import { beneficiaireNumPers } from '../../../identity/beneficiaireScope';
import { beneficiaireLabel, coveredPeople } from '../../../contrats/beneficiaires';
import { replies } from '../../../schemas/replies';
import '../../../types';

/**
 * GET /api/adherent/beneficiaires → [{ code, libelle, nom, prenom, dateNaissance }]: the people
 * covered by the current contract (X-NumContrat, checked by currentContrat: 403 when it is not
 * the member's), in the shape of a reference list (code = numPers) so that an acte chooses one
 * with the "referentiel" field ("ui:options": { "resource": "adherent/beneficiaires" }).
 * None named yet (a page read before the app stored its contract): the member's first contract,
 * as every member read (memberContrat); an account without a member: an empty list. With `?date=YYYY-MM-DD` (declarationsinistre: the care date),
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
      const numero = await memberContrat(request);
      if (!numero) return [];
      const rows = await coveredPeople(app.db, numero, request.user!.adherentId, request.query.date ?? null, await beneficiaireNumPers(request));
      return rows.map((row) => ({ ...row, libelle: beneficiaireLabel(row) }));
    },
  );
}
