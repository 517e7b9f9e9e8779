-- Consent answers (POST /api/consentement). Append-only: the latest row per user and consent
-- is the current answer, older rows are the proof trail (RGPD).
-- user_id is the session user's id as text, so it does not depend on the users table's key type.

CREATE TABLE IF NOT EXISTS consent_answers (
  id                 bigserial PRIMARY KEY,
  user_id            text NOT NULL,
  nom_consentement   text NOT NULL,
  is_accepted        boolean NOT NULL,
  numero_contrat     text,
  answered_at        timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS consent_answers_user ON consent_answers (user_id, nom_consentement, answered_at DESC);
