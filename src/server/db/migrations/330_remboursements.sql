-- Reimbursements (screen "Mes remboursements", /v1/adherent/remboursements and the v2
-- prestations / tiers-prestations reads). A décompte is one payment of the mutuelle: to the member,
-- or to the professional in tiers payant. Each acte of it is one care of one beneficiary with the
-- split Sécurité sociale / mutuelle / reste à charge.
CREATE TABLE IF NOT EXISTS decomptes (
  id              bigserial PRIMARY KEY,
  contrat_id      uuid NOT NULL REFERENCES contrats (id) ON DELETE CASCADE,
  numero          text NOT NULL UNIQUE,
  date_paiement   date NOT NULL,
  tiers_payant    boolean NOT NULL,
  -- who was paid: the member ('adherent') or the professional ('professionnel', tiers payant)
  destinataire    text NOT NULL CHECK (destinataire IN ('adherent', 'professionnel')),
  nom_destinataire text NOT NULL
);
CREATE INDEX IF NOT EXISTS decomptes_contrat_date_idx ON decomptes (contrat_id, date_paiement DESC, id DESC);

CREATE TABLE IF NOT EXISTS actes_remboursement (
  id               bigserial PRIMARY KEY,
  decompte_id      bigint NOT NULL REFERENCES decomptes (id) ON DELETE CASCADE,
  -- copied from the décompte so that one index serves the member's list, its filters and its order
  contrat_id       uuid NOT NULL REFERENCES contrats (id) ON DELETE CASCADE,
  num_pers         text NOT NULL,
  date_soins       date NOT NULL,
  type_soin        text NOT NULL CHECK (type_soin IN ('consultation', 'pharmacie', 'dentaire', 'optique', 'hospitalisation')),
  libelle          text NOT NULL,
  professionnel    text NOT NULL,
  montant_depense  numeric(10, 2) NOT NULL CHECK (montant_depense >= 0),
  montant_ss       numeric(10, 2) NOT NULL CHECK (montant_ss >= 0),
  montant_mutuelle numeric(10, 2) NOT NULL CHECK (montant_mutuelle >= 0),
  reste_a_charge   numeric(10, 2) GENERATED ALWAYS AS (montant_depense - montant_ss - montant_mutuelle) STORED,
  CHECK (montant_ss + montant_mutuelle <= montant_depense)
);
-- The list: one contract, newest care first, optionally one beneficiary or one type of care.
CREATE INDEX IF NOT EXISTS actes_contrat_date_idx ON actes_remboursement (contrat_id, date_soins DESC, id DESC);
CREATE INDEX IF NOT EXISTS actes_contrat_pers_date_idx ON actes_remboursement (contrat_id, num_pers, date_soins DESC, id DESC);
CREATE INDEX IF NOT EXISTS actes_contrat_type_date_idx ON actes_remboursement (contrat_id, type_soin, date_soins DESC, id DESC);
CREATE INDEX IF NOT EXISTS actes_decompte_idx ON actes_remboursement (decompte_id);
