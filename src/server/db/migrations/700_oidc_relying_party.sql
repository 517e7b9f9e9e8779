-- Login through a client's own OpenID Connect provider.
-- One provider per client. The client secret is kept encrypted (AES-256-GCM, key derived from the
-- server's cookie secret): never returned to a browser, never logged.
CREATE TABLE IF NOT EXISTS client_oidc_providers (
  client_code           text PRIMARY KEY REFERENCES clients (code) ON DELETE CASCADE,
  issuer                text NOT NULL,
  client_id             text NOT NULL,
  client_secret_enc     text,
  scopes                text NOT NULL DEFAULT 'openid email profile',
  -- email: the e-mail claim, verified by the provider | contrat: contract number + birth date | nir: NIR + birth date
  linking_mode          text NOT NULL DEFAULT 'email' CHECK (linking_mode IN ('email', 'contrat', 'nir')),
  identifying_claim     text NOT NULL DEFAULT 'email',
  birthdate_claim       text NOT NULL DEFAULT 'birthdate',
  post_logout_redirect  text,
  staff_password_login  boolean NOT NULL DEFAULT true,
  updated_at            timestamptz NOT NULL DEFAULT now()
);

-- A provider identity (issuer + subject) is linked to at most one account.
CREATE TABLE IF NOT EXISTS oidc_links (
  id             bigserial PRIMARY KEY,
  issuer         text NOT NULL,
  subject        text NOT NULL,
  user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_code    text,
  linked_at      timestamptz NOT NULL,
  last_login_at  timestamptz,
  UNIQUE (issuer, subject)
);
CREATE INDEX IF NOT EXISTS oidc_links_user_idx ON oidc_links (user_id);

-- A login sent to the provider and not back yet: state, nonce and PKCE verifier, bound to the
-- browser that started it (sha256 of its anonymous session id). Used once, then deleted.
CREATE TABLE IF NOT EXISTS oidc_login_states (
  state_hash     text PRIMARY KEY,
  browser_hash   text NOT NULL,
  client_code    text NOT NULL,
  code_verifier  text NOT NULL,
  nonce          text NOT NULL,
  callback_url   text,
  expires_at     timestamptz NOT NULL
);

-- The ID token of a session opened through a provider: the hint of the logout at the provider.
CREATE TABLE IF NOT EXISTS oidc_sessions (
  session_hash  text PRIMARY KEY REFERENCES sessions (id_hash) ON DELETE CASCADE,
  client_code   text NOT NULL,
  id_token      text NOT NULL
);
