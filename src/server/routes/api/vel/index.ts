import type { FastifyInstance } from 'fastify';
import { currentOrFirstContrat } from '../../../identity/memberContrat';
import { replies } from '../../../schemas/replies';
import { optionsOf, renfortsOf } from '../../../actes/contratOffres';
import '../../../types';

/**
 * The reads of the VEL options (vente en ligne), for the current contract
 * (X-NumContrat, the member's own, else 403; none: empty lists). Each answers a list of
 * { code, libelle, … } so that an acte offers them as choices (radioGroup items { "$read": "options" }):
 * - GET /api/vel/options → the options the contract holds (what option-radiation ends);
 * - GET /api/vel/options/disponibles → the services it may add (option-affiliation);
 * - GET /api/vel/tarification/renfort → the renforts it may add, each with its monthly price
 *   for the people the contract covers, shown before the member confirms (option-renfort).
 * The writes are the actes option-affiliation, option-radiation and option-renfort, filed at
 * POST /api/vel/<acte> by the generic acte route.
 */
const option = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    libelle: { type: 'string' },
    typeOption: { type: 'string', enum: ['renfort', 'service'] },
    tarifMensuel: { type: 'number' },
    dateDebut: { type: ['string', 'null'] },
  },
  required: ['code', 'libelle', 'typeOption', 'tarifMensuel', 'dateDebut'],
} as const;

const renfort = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    libelle: { type: 'string' },
    tarifParAssure: { type: 'number' },
    nombreAssures: { type: 'integer' },
    tarifMensuel: { type: 'number' },
  },
  required: ['code', 'libelle', 'tarifParAssure', 'nombreAssures', 'tarifMensuel'],
} as const;

export default async function velRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/vel/options',
    {
      schema: {
        response: replies({ type: 'array', items: option }, [401, 403]),
      },
    },
    async (request) => {
      const contrat = await currentOrFirstContrat(request);
      return contrat ? optionsOf(app.db, contrat.id, true) : [];
    },
  );
  app.get(
    '/api/vel/options/disponibles',
    {
      schema: {
        response: replies({ type: 'array', items: option }, [401, 403]),
      },
    },
    async (request) => {
      const contrat = await currentOrFirstContrat(request);
      return contrat ? (await optionsOf(app.db, contrat.id, false)).filter((o) => o.typeOption === 'service') : [];
    },
  );
  app.get(
    '/api/vel/tarification/renfort',
    {
      schema: {
        response: replies({ type: 'array', items: renfort }, [401, 403]),
      },
    },
    async (request) => {
      const contrat = await currentOrFirstContrat(request);
      return contrat ? renfortsOf(app.db, contrat.id) : [];
    },
  );
}
