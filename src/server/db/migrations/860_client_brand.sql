-- Each client looks like itself: its main colour (header, PDF letterhead, mails, installable app)
-- and its logo. The colour is kept AA-readable against white (checked when saved, with a French
-- refusal); the column only holds its shape. The logo is a PNG — the one image every medium takes
-- (browsers, pdfkit, mail clients, app icons) — in its own table, so that the client row every
-- request reads stays small; beside it the square icon of the installable app (512 px). A client
-- without them shows the product's.
ALTER TABLE clients
  ADD COLUMN couleur_principale text NOT NULL DEFAULT '#1c6e8c' CHECK (couleur_principale ~ '^#[0-9a-f]{6}$');

CREATE TABLE client_logos (
  client_code text PRIMARY KEY REFERENCES clients (code) ON DELETE CASCADE,
  png bytea NOT NULL,
  icone_png bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
