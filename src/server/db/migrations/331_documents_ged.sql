-- Documents of a contract filed in the document store (GED, /cgdm-svc/ged): contracts,
-- tables of garanties, notices. Listed per contract, newest first, paged in SQL.
CREATE TABLE IF NOT EXISTS documents_ged (
  id          bigserial PRIMARY KEY,
  contrat_id  uuid NOT NULL REFERENCES contrats (id) ON DELETE CASCADE,
  date_depot  date NOT NULL,
  categorie   text NOT NULL,
  titre       text NOT NULL,
  contenu     text NOT NULL
);
CREATE INDEX IF NOT EXISTS documents_ged_contrat_date_idx ON documents_ged (contrat_id, date_depot DESC, id DESC);
