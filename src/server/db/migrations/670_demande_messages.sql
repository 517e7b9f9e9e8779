-- A demande is a conversation: what the mutuelle answers and what the member replies, in order,
-- kept with the demande (both sides read it, its recap PDF prints it). Plain text, shown as text.
-- `par_user_id`: the account that wrote it (a staff member for the mutuelle's answers).
CREATE TABLE IF NOT EXISTS demande_messages (
  id           bigserial PRIMARY KEY,
  demande_id   bigint NOT NULL REFERENCES demandes (id) ON DELETE CASCADE,
  auteur       text NOT NULL CHECK (auteur IN ('adherent', 'mutuelle')),
  par_user_id  uuid REFERENCES users (id) ON DELETE SET NULL,
  texte        text NOT NULL CHECK (char_length(texte) BETWEEN 1 AND 2000),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS demande_messages_demande_idx ON demande_messages (demande_id, id);
