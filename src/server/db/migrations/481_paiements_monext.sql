-- Card payment of a cotisation échéance (paiement-cotisation-monext): the portal asks
-- for a token (amount read from the contract's échéancier, never from the browser), the member
-- pays on the payment page (played by the reference server at /paiement/monext/<token>), whose
-- result the return route records once (idempotent) on the same row.
CREATE TABLE IF NOT EXISTS paiements_monext (
  token           text PRIMARY KEY,
  user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  numero_contrat  text NOT NULL,
  date_echeance   date NOT NULL,
  montant         numeric(10, 2) NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- what the payment page decided (the gateway's side): ACCEPTED / CANCELLED, with its transaction id
  resultat_page   text CHECK (resultat_page IN ('ACCEPTED', 'CANCELLED')),
  transaction_id  text,
  -- what the portal recorded on the return
  statut          text NOT NULL DEFAULT 'en_attente' CHECK (statut IN ('en_attente', 'paye', 'annule')),
  retour_le       timestamptz
);
CREATE INDEX IF NOT EXISTS paiements_monext_user_idx ON paiements_monext (user_id);
-- One paid transaction per échéance of a contract.
CREATE UNIQUE INDEX IF NOT EXISTS paiements_monext_paye_idx ON paiements_monext (numero_contrat, date_echeance) WHERE statut = 'paye';
