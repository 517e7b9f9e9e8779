-- Traductions per client (/settings/traduction): a French text of a
-- screen file (a title, a label, a block's text) rewritten for one client. The text is named by
-- the screen's route and the JSON pointer of the text in the screen file (/title,
-- /blocks/0/text); the portal puts the override in place when it draws the screen.
CREATE TABLE traductions (
  id           serial PRIMARY KEY,
  client_code  text NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
  screen       text NOT NULL,
  pointer      text NOT NULL,
  texte        text NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  updated_by   text,
  UNIQUE (client_code, screen, pointer)
);
