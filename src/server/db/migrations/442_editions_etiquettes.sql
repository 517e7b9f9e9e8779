-- Editions and étiquettes per client (issue 19 item 6, spec §2 /settings/edition, /settings/etiquette):
-- simple reference lists the back office maintains. An edition is a document the portal can
-- produce (spec §5 label map: attestation, carte TP, mandat SEPA…); an étiquette is a label
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
