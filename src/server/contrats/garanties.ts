import type { Queryable } from '../db/types';
import type { GarantieBareme, GarantieType } from '../../domain/garanties';

/**
 * An offer's garanties (table garanties): one row per poste de soins, in the row's order
 * (`ordre`). Amounts come back as text so no float rounding happens before src/domain/garanties.ts.
 */

/** The postes of an offer, and whether each depends on the practitioner's sector (a non-OPTAM base). */
export async function garantiePostes(db: Queryable, nomOffre: string): Promise<{ ordre: number; poste: string; libelle: string; secteur: boolean }[]> {
  const { rows } = await db.query<{ ordre: number; poste: string; libelle: string; secteur: boolean }>(
    `SELECT ordre, poste, libelle, base_non_optam IS NOT NULL AS secteur FROM garanties WHERE nom_offre = $1 ORDER BY ordre`,
    [nomOffre],
  );
  return rows;
}

/** What the reimbursement simulator needs of one poste. */
export interface BaremeRow {
  ordre: number;
  poste: string;
  libelle: string;
  type: GarantieType;
  valeur: string | null;
  br: string;
  taux: number;
  pf: string;
  nonOptam: string | null;
  selonPrix: boolean;
}

const BAREME_COLUMNS = `ordre, poste, libelle, garantie_type AS type, garantie_valeur::text AS valeur, base_remboursement::text AS br,
  taux_secu AS taux, participation_forfaitaire::text AS pf, base_non_optam::text AS "nonOptam", base_selon_prix AS "selonPrix"`;

/** The row as the simulator's rule takes it (src/domain/garanties.ts), amounts in euros. */
export function garantieBareme(row: BaremeRow): GarantieBareme {
  return {
    type: row.type,
    valeur: row.valeur === null ? null : Number(row.valeur),
    baseRemboursement: Number(row.br),
    tauxSecu: row.taux,
    participationForfaitaire: Number(row.pf),
    baseNonOptam: row.nonOptam === null ? null : Number(row.nonOptam),
    baseSelonPrix: row.selonPrix,
  };
}

/** The poste of that order in the offer; undefined when the offer has none. */
export async function baremeOf(db: Queryable, nomOffre: string, ordre: number): Promise<BaremeRow | undefined> {
  const { rows } = await db.query<BaremeRow>(`SELECT ${BAREME_COLUMNS} FROM garanties WHERE nom_offre = $1 AND ordre = $2`, [nomOffre, ordre]);
  return rows[0];
}

/** A poste with its reimbursement example, as the contract's detail shows it. */
export interface GarantieRow {
  ordre: number;
  poste: string;
  libelle: string;
  type: GarantieType;
  valeur: string | null;
  exemple: string;
  depense: string;
  br: string;
  taux: number;
  pf: string;
}

export async function garantiesOfOffre(db: Queryable, nomOffre: string): Promise<GarantieRow[]> {
  const { rows } = await db.query<GarantieRow>(
    `SELECT ordre, poste, libelle, garantie_type AS type, garantie_valeur::text AS valeur, exemple_libelle AS exemple,
                exemple_depense::text AS depense, base_remboursement::text AS br, taux_secu AS taux, participation_forfaitaire::text AS pf
           FROM garanties WHERE nom_offre = $1 ORDER BY ordre`,
    [nomOffre],
  );
  return rows;
}
