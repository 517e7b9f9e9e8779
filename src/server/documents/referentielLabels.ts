import type { Queryable } from '../db/types';
import type { ReferentielLookup } from './recapContent';

/**
 * The labels the recap prints for reference-list codes, read where the form read them: the
 * server's lists (GET /api/referentiel/<list>: `valueKey`/`labelKey` as the field uses them) and
 * the beneficiaries of the demande's contract (`adherent/beneficiaires`: code = numPers, label =
 * « Prénom NOM », as routes/api/adherent/beneficiaires.ts answers). Another resource: the code as it is.
 */
export function referentielLookup(db: Queryable, numeroContrat: string | null): ReferentielLookup {
  return async (options, value) => {
    if (options.list) {
      const valueKey = options.valueKey ?? 'code';
      const labelKey = options.labelKey ?? 'libelle';
      const { rows } = await db.query<{ label: string | null }>(
        `SELECT CASE WHEN $3 = 'libelle' THEN libelle WHEN $3 = 'code' THEN code ELSE extra->>$3 END AS label
           FROM referentiel_items
          WHERE list_name = $1 AND (CASE WHEN $2 = 'code' THEN code WHEN $2 = 'libelle' THEN libelle ELSE extra->>$2 END) = $4
          ORDER BY position LIMIT 1`,
        [options.list, valueKey, labelKey, value],
      );
      return rows[0]?.label ?? null;
    }
    if (options.resource === 'adherent/beneficiaires' && numeroContrat) {
      const { rows } = await db.query<{ label: string }>(
        `SELECT b.prenom || ' ' || b.nom AS label FROM beneficiaires b JOIN contrats k ON k.id = b.contrat_id
          WHERE k.numero_contrat_individuel = $1 AND b.num_pers = $2 LIMIT 1`,
        [numeroContrat, value],
      );
      return rows[0]?.label ?? null;
    }
    return null;
  };
}
