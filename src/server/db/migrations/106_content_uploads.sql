-- Uploaded documents, kept in the database (bytea) so any instance can serve them.

CREATE TABLE IF NOT EXISTS uploads (
  id             text PRIMARY KEY,
  owner_user_id  text NOT NULL,
  file_name      text NOT NULL,
  mime_type      text NOT NULL,
  size_bytes     integer NOT NULL CHECK (size_bytes > 0),
  sha256         text NOT NULL,
  content        bytea NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS uploads_owner ON uploads (owner_user_id, created_at);
