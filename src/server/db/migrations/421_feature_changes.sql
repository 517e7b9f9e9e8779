-- Feature toggles' history: every change of a client's feature value or of a
-- per-contract override, with who made it, when, the value before and after (NULL: not
-- configured / no override) and the optional comment. Listed per client, newest first.

CREATE TABLE IF NOT EXISTS feature_changes (
  id                         bigserial PRIMARY KEY,
  changed_at                 timestamptz NOT NULL DEFAULT now(),
  user_name                  text NOT NULL,
  client_code                text NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
  feature_key                text NOT NULL,
  numero_contrat_individuel  text,
  before_value               boolean,
  after_value                boolean,
  comment                    text NOT NULL DEFAULT ''
);

CREATE INDEX IF NOT EXISTS feature_changes_client_time ON feature_changes (client_code, changed_at DESC, id DESC);
