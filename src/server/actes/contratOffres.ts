import type { Queryable } from '../db/types';
import { formatEuros, libelleTarif, tarifContrat } from '../../domain/tarifs';

/**
 * What a contract is offered: the levels of its gamme (acte garanties) and the VEL
 * options it holds or may add, renforts priced for the people it covers. The reads serve them
 * (routes/api/forms/garanties/index.ts, routes/api/vel/index.ts) and the generic acte route checks a
 * submitted choice against the same lists (acteChoices.ts).
 */

/** The levels a contract may move to: the other offers of its gamme (table offres_niveaux). */
export async function niveauxOffertsPour(db: Queryable, nomOffre: string): Promise<Array<{ code: string; libelle: string; cotisationMensuelle: number }>> {
  const { rows } = await db.query<{ code: string; cotisation: string }>(
    `SELECT n.nom_offre AS code, n.cotisation_mensuelle::text AS cotisation
       FROM offres_niveaux n JOIN offres_niveaux actuel ON actuel.gamme = n.gamme
      WHERE actuel.nom_offre = $1 AND n.nom_offre <> $1
      ORDER BY n.ordre`,
    [nomOffre],
  );
  return rows.map((row) => ({
    code: row.code,
    libelle: `${row.code} – ${formatEuros(Number(row.cotisation))} par mois et par assuré`,
    cotisationMensuelle: Number(row.cotisation),
  }));
}

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

// --- recap reads

/**
 * The choices of the options' reads (`vel/options`, `vel/options/disponibles`, `vel/tarification/renfort`)
 * for the contract `numero`, whether held or not, as a form that offered them names them: a demande's
 * recap names the option it was filed for. A renfort keeps its priced label; null for another read.
 */
export async function optionChoicesOf(db: Queryable, numero: string, resource: string): Promise<Array<{ code: string; libelle: string }> | null> {
  if (!['vel/options', 'vel/options/disponibles', 'vel/tarification/renfort'].includes(resource)) return null;
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM contrats WHERE numero_contrat_individuel = $1', [numero]);
  if (!rows[0]) return [];
  const priced = resource === 'vel/tarification/renfort' ? await renfortsOf(db, rows[0].id) : [];
  return [...priced, ...(await optionsOf(db, rows[0].id, true)), ...(await optionsOf(db, rows[0].id, false))];
}
