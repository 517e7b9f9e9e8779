-- Reference lists (GET /api/referentiel/{name}): civilite, pays, nature-voie…

CREATE TABLE IF NOT EXISTS referentiel_lists (
  name     text PRIMARY KEY CHECK (name ~ '^[a-z0-9][a-z0-9-]*$'),
  libelle  text NOT NULL
);

CREATE TABLE IF NOT EXISTS referentiel_items (
  id         serial PRIMARY KEY,
  list_name  text NOT NULL REFERENCES referentiel_lists (name) ON DELETE CASCADE,
  code       text NOT NULL,
  libelle    text NOT NULL,
  position   integer NOT NULL DEFAULT 0,
  -- list-specific fields merged into the item (libelleCourt, localite…)
  extra      jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- one postal code may serve several localities
  UNIQUE (list_name, code, libelle)
);

CREATE INDEX IF NOT EXISTS referentiel_items_list ON referentiel_items (list_name, position);
