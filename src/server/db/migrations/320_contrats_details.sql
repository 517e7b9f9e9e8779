-- What "Mes contrats", "Carte tiers payant" and "Mon profil" read.

-- A company contract (collectif) carries the employee's record; the cotisations are paid from an
-- account (compte d'encaissement, stored masked like the RIB of prestations) at a frequency.
ALTER TABLE contrats
  ADD COLUMN IF NOT EXISTS type_contrat text NOT NULL DEFAULT 'individuel' CHECK (type_contrat IN ('individuel', 'collectif')),
  ADD COLUMN IF NOT EXISTS mode_paiement_cotisation text,        -- 'Prélèvement mensuel', 'Précompte sur salaire'…
  ADD COLUMN IF NOT EXISTS compte_encaissement text,              -- masked IBAN (maskIban), never the full one
  ADD COLUMN IF NOT EXISTS fiche_salarie jsonb;                   -- { entreprise, siret, matricule, dateEmbauche, categorie, partEmployeur }

-- Télétransmission (NOEMIE) per insured person, with the reason when it is refused.
ALTER TABLE beneficiaires
  ADD COLUMN IF NOT EXISTS teletransmission boolean NOT NULL DEFAULT true,
  ADD COLUMN IF NOT EXISTS motif_refus_teletransmission text;

-- The garanties of an offer, one row per poste de soins (UNOCAM harmonised label), with the rule
-- that computes its reimbursement example (src/domain/garanties.ts).
CREATE TABLE IF NOT EXISTS garanties (
  nom_offre                 text NOT NULL,
  ordre                     integer NOT NULL,
  poste                     text NOT NULL,             -- 'Hospitalisation', 'Soins courants', 'Optique'…
  libelle                   text NOT NULL,             -- the UNOCAM harmonised label of the acte
  garantie_type             text NOT NULL CHECK (garantie_type IN ('pourcentBR', 'forfait', 'integral')),
  garantie_valeur           numeric(10, 2),            -- % BR (Sécurité sociale included) or € forfait
  exemple_libelle           text NOT NULL,
  exemple_depense           numeric(10, 2) NOT NULL,
  base_remboursement        numeric(10, 2) NOT NULL,
  taux_secu                 integer NOT NULL,          -- % of the base
  participation_forfaitaire numeric(10, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (nom_offre, ordre)
);

-- The cotisations schedule of a contract.
CREATE TABLE IF NOT EXISTS echeances_cotisations (
  contrat_id     uuid NOT NULL REFERENCES contrats (id) ON DELETE CASCADE,
  date_echeance  date NOT NULL,
  montant        numeric(10, 2) NOT NULL,
  PRIMARY KEY (contrat_id, date_echeance)
);

-- A member's postal address, landline and civil-status details.
CREATE TABLE IF NOT EXISTS adherent_profils (
  adherent_id           uuid PRIMARY KEY REFERENCES adherents (id) ON DELETE CASCADE,
  adresse               jsonb NOT NULL DEFAULT '{}',
  telephone_fixe        text,
  nom_patronymique      text,
  situation_familiale   text
);
