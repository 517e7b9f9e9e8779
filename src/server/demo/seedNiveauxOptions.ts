import type { Queryable } from '../db/types';

/**
 * The demo's offer levels and options (actes garanties and VEL options):
 * - the gamme "Santé Famille" in three levels; Sophie's DEMO1001 is on "Santé Famille Confort",
 *   so the acte garanties offers Essentiel and Premium;
 * - the options of the VEL catalogue: two renforts priced per insured person and per month, two
 *   services; DEMO1001 holds the assistance service since its start.
 */
export async function seedNiveauxOptions(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO offres_niveaux (nom_offre, gamme, ordre, cotisation_mensuelle) VALUES
       ('Santé Famille Essentiel', 'Santé Famille', 1, 32.50),
       ('Santé Famille Confort', 'Santé Famille', 2, 46.85),
       ('Santé Famille Premium', 'Santé Famille', 3, 68.20)
     ON CONFLICT (nom_offre) DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO vel_options (code, libelle, type_option, tarif_mensuel, ordre) VALUES
       ('RENFORT_OPTIQUE_DENTAIRE', 'Renfort optique et dentaire', 'renfort', 9.90, 1),
       ('RENFORT_HOSPITALISATION', 'Renfort hospitalisation', 'renfort', 6.40, 2),
       ('ASSISTANCE', 'Assistance vie quotidienne', 'service', 2.50, 3),
       ('PROTECTION_JURIDIQUE', 'Protection juridique santé', 'service', 3.20, 4)
     ON CONFLICT (code) DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO contrat_options (contrat_id, code_option, date_debut)
     SELECT id, 'ASSISTANCE', date_debut FROM contrats WHERE numero_contrat_individuel = 'DEMO1001'
     ON CONFLICT DO NOTHING`,
  );
}
