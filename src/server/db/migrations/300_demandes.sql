-- Member requests (actes) sent through the generic POST /api/forms/<acte>/form: what a product
-- owner adds as schema files lands here, validated, for the back office to process.
CREATE TABLE IF NOT EXISTS demandes (
  id              bigserial PRIMARY KEY,
  acte            text NOT NULL,
  user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  numero_contrat  text,
  donnees         jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  processed_at    timestamptz
);
CREATE INDEX IF NOT EXISTS demandes_user_idx ON demandes (user_id, created_at DESC);
