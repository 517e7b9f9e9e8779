-- A client's words of an acte (labels, help texts, choices, acknowledgement sentence), edited in
-- the back office: every change is a new revision holding the whole rewording (pointer → text), so
-- the current words are the last revision's, a revision compares with the one before it, and a
-- rollback is one more revision. `retablit`: the revision number whose words a rollback put back (0: the files' own).
CREATE TABLE IF NOT EXISTS acte_word_revisions (
  id           bigserial PRIMARY KEY,
  client_code  text NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
  acte         text NOT NULL,
  numero       integer NOT NULL CHECK (numero >= 1),
  mots         jsonb NOT NULL,
  auteur       text NOT NULL,
  retablit     integer CHECK (retablit >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_code, acte, numero)
);

-- The revision a demande was filed under (null: the files' own words), so its recap shows the words the member saw.
ALTER TABLE demandes ADD COLUMN IF NOT EXISTS acte_word_revision_id bigint REFERENCES acte_word_revisions (id) ON DELETE SET NULL;
