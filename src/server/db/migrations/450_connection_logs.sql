-- Back office: every login attempt, successful or not, for the connection log
-- (/api/admin/connections-logs) and the per-day counter (/api/admin/connexion-counter).
-- The identifier tried is kept as typed (lower-cased) even when no account has it: staff see the
-- guesses; user_id is set when an account carries that identifier.
CREATE TABLE IF NOT EXISTS connection_logs (
  id           bigserial PRIMARY KEY,
  at           timestamptz NOT NULL,
  success      boolean NOT NULL,
  -- succes | identifiants (wrong identifier or password) | non_active (account not activated)
  -- | code_securite (AMF code required) | trop_tentatives (rate limit) | erreur (anything else)
  motif        text NOT NULL,
  identifier   text NOT NULL,
  user_id      uuid REFERENCES users (id) ON DELETE SET NULL,
  client_code  text,
  ip           text,
  user_agent   text
);
CREATE INDEX IF NOT EXISTS connection_logs_at_idx ON connection_logs (at DESC);
CREATE INDEX IF NOT EXISTS connection_logs_identifier_idx ON connection_logs (identifier);
