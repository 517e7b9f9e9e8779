-- Actes garanties, inscriptionbeneficiaire and the VEL options (/forms/garanties,
-- /forms/inscriptionbeneficiaire, /vel/*).

-- The levels of a range of offers (gamme): a member changes level within the gamme of the
-- contract's offer (acte garanties, GET /api/forms/garanties/niveaux).
CREATE TABLE IF NOT EXISTS offres_niveaux (
  nom_offre             text PRIMARY KEY,
  gamme                 text NOT NULL,
  ordre                 integer NOT NULL,
  cotisation_mensuelle  numeric(10, 2) NOT NULL       -- per insured person, shown beside the level
);

-- The options a contract may add (vente en ligne, /vel/*): renforts are priced per
-- insured person and per month (GET /api/vel/tarification/renfort).
CREATE TABLE IF NOT EXISTS vel_options (
  code               text PRIMARY KEY,
  libelle            text NOT NULL,
  type_option        text NOT NULL CHECK (type_option IN ('renfort', 'service')),
  tarif_mensuel      numeric(10, 2) NOT NULL,
  ordre              integer NOT NULL
);

-- The options a contract holds.
CREATE TABLE IF NOT EXISTS contrat_options (
  contrat_id   uuid NOT NULL REFERENCES contrats (id) ON DELETE CASCADE,
  code_option  text NOT NULL REFERENCES vel_options (code),
  date_debut   date NOT NULL,
  date_fin     date,
  PRIMARY KEY (contrat_id, code_option)
);

-- Date-effet rules (data, read by the screens and checked by the server, see migration 341).
-- A change of level starts on the first of a month, from next month and within the next twelve months.
INSERT INTO date_effet_rules (client_code, acte, champ, regle) VALUES ('*', 'garanties', 'dateEffet',
  '{"id":"garanties","plages":[{"libelle":"Date d''effet du nouveau niveau","contraintes":[{"detail":{"dateReference":"UNMOIS","borne":">="}},{"detail":{"dateReference":"UNMOIS","modificateurMois":11,"borne":"<="}}]}]}')
ON CONFLICT DO NOTHING;
-- A new beneficiary is covered from today at the earliest and within three months.
INSERT INTO date_effet_rules (client_code, acte, champ, regle) VALUES ('*', 'inscriptionbeneficiaire', 'dateEffet',
  '{"id":"inscriptionbeneficiaire","plages":[{"libelle":"Date d''effet de l''inscription","contraintes":[{"detail":{"dateReference":"AUJ","borne":">="}},{"detail":{"dateReference":"AUJ","modificateurMois":3,"borne":"<="}}]}]}')
ON CONFLICT DO NOTHING;
-- An option is added or removed on the first of a month, from next month.
INSERT INTO date_effet_rules (client_code, acte, champ, regle) VALUES
  ('*', 'option-affiliation', 'dateEffet',
   '{"id":"option-affiliation","plages":[{"libelle":"Date d''effet de l''option","contraintes":[{"detail":{"dateReference":"UNMOIS","borne":">="}},{"detail":{"dateReference":"UNMOIS","modificateurMois":11,"borne":"<="}}]}]}'),
  ('*', 'option-renfort', 'dateEffet',
   '{"id":"option-renfort","plages":[{"libelle":"Date d''effet du renfort","contraintes":[{"detail":{"dateReference":"UNMOIS","borne":">="}},{"detail":{"dateReference":"UNMOIS","modificateurMois":11,"borne":"<="}}]}]}'),
  ('*', 'option-radiation', 'dateEffet',
   '{"id":"option-radiation","plages":[{"libelle":"Date de fin de l''option","contraintes":[{"detail":{"dateReference":"UNMOIS","borne":">="}},{"detail":{"dateReference":"UNMOIS","modificateurMois":11,"borne":"<="}}]}]}')
ON CONFLICT DO NOTHING;
