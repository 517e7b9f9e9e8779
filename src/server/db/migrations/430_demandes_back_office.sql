-- Back office: the gestion processes the demandes filed in manual mode.
-- A demande belongs to the client it was filed under (the table filters on it): a demande
-- inserted without one takes the default client (the same choice as clientSettings.ts), so the
-- member routes need not change while the portal serves one client per request.
ALTER TABLE demandes ADD COLUMN IF NOT EXISTS client_code text REFERENCES clients (code) ON DELETE SET NULL;
UPDATE demandes SET client_code = (SELECT code FROM clients ORDER BY is_default DESC, code LIMIT 1) WHERE client_code IS NULL;

CREATE OR REPLACE FUNCTION demandes_default_client() RETURNS trigger AS $$
BEGIN
  IF NEW.client_code IS NULL THEN
    NEW.client_code := (SELECT code FROM clients ORDER BY is_default DESC, code LIMIT 1);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER demandes_default_client BEFORE INSERT ON demandes
  FOR EACH ROW EXECUTE FUNCTION demandes_default_client();

-- The gestion's last word to the member (« document manquant » says which document), shown in « Mes demandes ».
ALTER TABLE demandes ADD COLUMN IF NOT EXISTS message_adherent text;

-- Every status change: who, when, from what to what, and the message sent to the member.
CREATE TABLE IF NOT EXISTS demande_statuts (
  id            bigserial PRIMARY KEY,
  demande_id    bigint NOT NULL REFERENCES demandes (id) ON DELETE CASCADE,
  avant         text NOT NULL,
  apres         text NOT NULL,
  message       text,
  par_user_id   uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS demande_statuts_demande_idx ON demande_statuts (demande_id, id);

-- The table of the back office filters on status and date (newest first).
CREATE INDEX IF NOT EXISTS demandes_statut_idx ON demandes (statut, created_at DESC);
