-- The security journal of staff reads: every time a back-office user (administrator,
-- gestionnaire, consultant) opens a member's file — a demande, its documents, its summary —
-- who, when, what and from where. Kept apart from connection_logs, which the connection journal
-- and the per-day counter read as login attempts.
CREATE TABLE IF NOT EXISTS consultation_logs (
  id           bigserial PRIMARY KEY,
  at           timestamptz NOT NULL,
  user_id      uuid REFERENCES users (id) ON DELETE SET NULL,
  identifier   text NOT NULL,
  roles        text[] NOT NULL,
  -- what was read, as its API path without the /api/ prefix ('admin/demandes/4/documents/2')
  ressource    text NOT NULL,
  demande_id   bigint,
  client_code  text,
  ip           text,
  user_agent   text
);
CREATE INDEX IF NOT EXISTS consultation_logs_at_idx ON consultation_logs (at DESC);
CREATE INDEX IF NOT EXISTS consultation_logs_user_idx ON consultation_logs (user_id, at DESC);
