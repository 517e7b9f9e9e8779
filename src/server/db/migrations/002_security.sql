-- Server-side state shared by every instance: sessions, one-time tokens, counters, secrets.

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,                    -- sha256 of the cookie value, never the value
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL              -- absolute lifetime
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE tokens (
  token_hash text PRIMARY KEY,                 -- sha256 of the code sent by mail
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('Confirmation', 'ResetPassword', 'ChangeEmail', 'Sso')),
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX tokens_user_idx ON tokens (user_id, purpose);

-- Fixed-window counters (login, register, forgot-*, security codes).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

-- Failed registrations per visitor (registerAttemptNumber).
CREATE TABLE register_attempts (
  key text PRIMARY KEY,                        -- sha256 of the visitor's session id
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
