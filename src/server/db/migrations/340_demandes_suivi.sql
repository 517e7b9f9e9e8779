-- « Mes demandes »: every filed acte is followed by the member — its status, the
-- documents sent with it or added later when the mutuelle asks for one.
ALTER TABLE demandes ADD COLUMN IF NOT EXISTS statut text NOT NULL DEFAULT 'envoyee'
  CHECK (statut IN ('envoyee', 'en_cours', 'document_manquant', 'traitee', 'refusee'));
ALTER TABLE demandes ADD COLUMN IF NOT EXISTS statut_le timestamptz NOT NULL DEFAULT now();

CREATE TABLE IF NOT EXISTS demande_documents (
  id                bigserial PRIMARY KEY,
  demande_id        bigint NOT NULL REFERENCES demandes (id) ON DELETE CASCADE,
  remote_file_name  text NOT NULL,
  local_file_name   text NOT NULL,
  taille            bigint NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS demande_documents_demande_idx ON demande_documents (demande_id);
