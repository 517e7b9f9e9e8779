-- Traductions of the catalogue per client (/settings/traduction): a French
-- text of the portal's own catalogue (src/i18n: the header and footer, the messages, the error
-- texts) rewritten for one client. Named by its key in the catalogue ('shellTexts.login'); the
-- client read (GET /api/identity/client) carries a client's overrides to the browser, which puts
-- them in place. Screen-file texts keep their own table (traductions, migration 443).
CREATE TABLE IF NOT EXISTS catalogue_traductions (
  client_code  text NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
  cle          text NOT NULL,
  texte        text NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  updated_by   text,
  PRIMARY KEY (client_code, cle)
);
