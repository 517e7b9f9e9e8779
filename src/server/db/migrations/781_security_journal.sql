-- The security journal: who changed bank details, roles, rights or the client's configuration,
-- when and from which address. Read by staff holding roles/visualisation; kept as long as the
-- connection log (CONNECTION_LOG_RETENTION_MONTHS), then deleted by the same purge.
CREATE TABLE security_journal (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_id uuid,
  actor text NOT NULL,
  action text NOT NULL CHECK (action IN ('coordonnees_bancaires', 'roles_utilisateur', 'droits_role', 'configuration_client')),
  subject text NOT NULL,
  ip text
);
CREATE INDEX security_journal_at_idx ON security_journal (at DESC, id DESC);
