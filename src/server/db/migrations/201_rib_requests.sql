-- RIB de prestations requests in manual management mode: kept for the back office to process.
CREATE TABLE IF NOT EXISTS rib_prestations_requests (
  id               bigserial PRIMARY KEY,
  user_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  numero_contrat   text NOT NULL,
  titulaire        text NOT NULL,
  iban             text NOT NULL,
  bic              text NOT NULL,
  upload_ids       text[] NOT NULL DEFAULT '{}',
  created_at       timestamptz NOT NULL DEFAULT now(),
  processed_at     timestamptz
);
CREATE INDEX IF NOT EXISTS rib_prestations_requests_user_idx ON rib_prestations_requests (user_id, created_at DESC);
