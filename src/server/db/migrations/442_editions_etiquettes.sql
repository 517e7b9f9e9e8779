-- Editions and étiquettes per client (/settings/edition, /settings/etiquette):
-- simple reference lists the back office maintains. An edition is a document the portal can
-- produce (attestation, carte TP, mandat SEPA…); an étiquette is a label
-- that tags contents and documents.
CREATE TABLE settings_editions (
  id           serial PRIMARY KEY,
  client_code  text NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
  code         text NOT NULL,
  libelle      text NOT NULL,
  type         text NOT NULL,
  UNIQUE (client_code, code)
);

CREATE TABLE settings_etiquettes (
  id           serial PRIMARY KEY,
  client_code  text NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
  code         text NOT NULL,
  libelle      text NOT NULL,
  UNIQUE (client_code, code)
);
