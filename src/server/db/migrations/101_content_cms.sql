-- CMS blocks: named lists of items (Pages_Statiques/mentions-legales, Register_Help…).
-- item_name is '' for blocks read by name only. content is back-office HTML, sanitised on read.

CREATE TABLE IF NOT EXISTS cms_blocks (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  item_name   text NOT NULL DEFAULT '',
  title       text NOT NULL DEFAULT '',
  content     text NOT NULL DEFAULT '',
  position    integer NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (name, item_name)
);
