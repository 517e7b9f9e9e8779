-- Mail the mutuelle sent a member about one of their contracts (screen "Mes courriers"). Listed per
-- contract, newest first, paged and filtered by year in SQL: the index serves exactly that order.
CREATE TABLE IF NOT EXISTS courriers (
  id           bigserial PRIMARY KEY,
  contrat_id   uuid NOT NULL REFERENCES contrats (id) ON DELETE CASCADE,
  date_envoi   date NOT NULL,
  objet        text NOT NULL,
  contenu      text NOT NULL,
  lu           boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS courriers_contrat_date_idx ON courriers (contrat_id, date_envoi DESC, id DESC);
