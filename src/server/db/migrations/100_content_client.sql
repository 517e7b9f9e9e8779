-- Client (the insurer running the portal), its configuration and its feature flags.
-- One row per client; the portal serves the row marked is_default (single-tenant today,
-- the table leaves room for autresClients).

CREATE TABLE IF NOT EXISTS clients (
  code                                         text PRIMARY KEY,
  libelle                                      text NOT NULL,
  is_default                                   boolean NOT NULL DEFAULT false,
  data_collect_activated                       boolean NOT NULL DEFAULT false,
  is_donnees_ro_monegasques_activated          boolean NOT NULL DEFAULT false,
  autres_clients                               jsonb NOT NULL DEFAULT '[]'::jsonb,
  oidc_external_provider                       text,
  create_account_auth_mode                     text NOT NULL DEFAULT 'individual'
    CHECK (create_account_auth_mode IN ('individual', 'nir', 'all', 'oneOfTwo')),
  taille_max_prenom_nom                        integer NOT NULL DEFAULT 50 CHECK (taille_max_prenom_nom > 0),
  register_attempt_number                      integer NOT NULL DEFAULT 5 CHECK (register_attempt_number > 0),
  register_attempt_number_after_message        text NOT NULL DEFAULT '',
  delai_toasts                                 integer NOT NULL DEFAULT 5 CHECK (delai_toasts > 0),
  amf_sms_activated                            boolean NOT NULL DEFAULT false,
  is_register_verify_email                     boolean NOT NULL DEFAULT true,
  is_register_verify_iban                      boolean NOT NULL DEFAULT false,
  is_register_iban_obligatoire                 boolean NOT NULL DEFAULT false,
  is_code_postal_verified_on_account_creation  boolean NOT NULL DEFAULT false,
  is_check_birthday_forgot_password_activated  boolean NOT NULL DEFAULT false,
  password_required_length                     integer NOT NULL DEFAULT 8
    CHECK (password_required_length BETWEEN 8 AND 100),
  mobile_app_enabled                           boolean NOT NULL DEFAULT false,
  mobile_app_android_url                       text,
  mobile_app_ios_url                           text,
  updated_at                                   timestamptz NOT NULL DEFAULT now()
);

-- At most one default client.
CREATE UNIQUE INDEX IF NOT EXISTS clients_one_default ON clients (is_default) WHERE is_default;

-- Feature flags. A feature absent from this table is "not configured" (shown).
CREATE TABLE IF NOT EXISTS client_features (
  client_code   text NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
  feature_key   text NOT NULL,
  is_activated  boolean NOT NULL,
  PRIMARY KEY (client_code, feature_key)
);

-- Per-contract overrides of a feature (isActivatedPerContract).
CREATE TABLE IF NOT EXISTS client_feature_contracts (
  client_code                 text NOT NULL,
  feature_key                 text NOT NULL,
  numero_contrat_individuel   text NOT NULL,
  is_activated                boolean NOT NULL,
  PRIMARY KEY (client_code, feature_key, numero_contrat_individuel),
  FOREIGN KEY (client_code, feature_key) REFERENCES client_features (client_code, feature_key) ON DELETE CASCADE
);
