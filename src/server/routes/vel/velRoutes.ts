import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../auth';
import { currentOrFirstContrat } from '../../identity/memberContrat';
import { replies } from '../content/schemas';
import { libelleTarif, tarifContrat } from '../../../domain/tarifs';
import type { Queryable } from '../../db/types';
import '../../types';

/**
 * The reads of the VEL options (vente en ligne, spec §2 /vel/*), for the current contract
 * (X-NumContrat, the member's own, else 403; none: empty lists). Each answers a list of
 * { code, libelle, … } so that an acte chooses one with the "referentiel" field:
 * - GET /api/vel/options → the options the contract holds (what option-radiation ends);
 * - GET /api/vel/options/disponibles → the services it may add (option-affiliation);
 * - GET /api/vel/tarification/renfort → the renforts it may add, each with its monthly price
 *   for the people the contract covers, shown before the member confirms (option-renfort).
 * The writes are the actes option-affiliation, option-radiation and option-renfort, filed at
 * POST /api/vel/<acte> by the generic acte route.
 */
export interface VelOption {
  code: string;
  libelle: string;
  typeOption: 'renfort' | 'service';
  tarifMensuel: number;
  dateDebut: string | null;
}

export interface RenfortTarif {
  code: string;
  libelle: string;
  tarifParAssure: number;
  nombreAssures: number;
  tarifMensuel: number;
}

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

/** The options of a contract: held (with their start) or not yet held. */
export async function optionsOf(db: Queryable, contratId: string, held: boolean): Promise<VelOption[]> {
  const { rows } = await db.query<{
    code: string;
    libelle: string;
    type: 'renfort' | 'service';
    tarif: string;
    debut: string | null;
  }>(
    `SELECT o.code, o.libelle, o.type_option AS type, o.tarif_mensuel::text AS tarif, to_char(c.date_debut, 'YYYY-MM-DD') AS debut
       FROM vel_options o
       LEFT JOIN contrat_options c ON c.code_option = o.code AND c.contrat_id = $1 AND (c.date_fin IS NULL OR c.date_fin >= current_date)
      WHERE (c.contrat_id IS NOT NULL) = $2
      ORDER BY o.ordre`,
    [contratId, held],
  );
  return rows.map((row) => ({
    code: row.code,
    libelle: row.libelle,
    typeOption: row.type,
    tarifMensuel: Number(row.tarif),
    dateDebut: row.debut,
  }));
}

/** The renforts a contract may add, priced for the people it covers. */
export async function renfortsOf(db: Queryable, contratId: string): Promise<RenfortTarif[]> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM beneficiaires WHERE contrat_id = $1', [contratId]);
  const nombreAssures = Math.max(1, rows[0].n);
  return (await optionsOf(db, contratId, false))
    .filter((o) => o.typeOption === 'renfort')
    .map((o) => ({
      code: o.code,
      libelle: libelleTarif(o.libelle, o.tarifMensuel, nombreAssures),
      tarifParAssure: o.tarifMensuel,
      nombreAssures,
      tarifMensuel: tarifContrat(o.tarifMensuel, nombreAssures),
    }));
}

export default async function velRoutes(app: FastifyInstance): Promise<void> {
  const member = requireRole('User', 'Beneficiaire');
  app.get(
    '/api/vel/options',
    {
      preHandler: member,
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
      preHandler: member,
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
      preHandler: member,
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
