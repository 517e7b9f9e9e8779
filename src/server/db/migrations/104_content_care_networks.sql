-- Care networks (GET /api/cgdm-svc/geo/reseaux) and their logos.

CREATE TABLE IF NOT EXISTS care_network_images (
  id          text PRIMARY KEY,
  mime_type   text NOT NULL,
  data        bytea NOT NULL
);

CREATE TABLE IF NOT EXISTS care_networks (
  code         text PRIMARY KEY,
  -- redirect kind read by the browser: SANTECLAIR (token), KALIVIA, KALIXIA, anything else opens url
  reseau       text NOT NULL,
  libelle      text NOT NULL,
  url          text NOT NULL,
  num_omc      text,
  icon         text,
  image_id     text REFERENCES care_network_images (id) ON DELETE SET NULL,
  image_form   text,
  description  text NOT NULL DEFAULT '',
  position     integer NOT NULL DEFAULT 0,
  is_active    boolean NOT NULL DEFAULT true
);
