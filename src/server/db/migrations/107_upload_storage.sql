-- Uploads leave the in-process database row: on PGlite the bytes go to a file
-- under DATA_DIR/uploads ('disk'); on PostgreSQL to upload_chunks, 256 KiB rows written as the
-- upload streams in ('chunks'), so any instance serves any file. Older rows keep 'db' (content).
ALTER TABLE uploads ALTER COLUMN content DROP NOT NULL;
ALTER TABLE uploads ADD COLUMN IF NOT EXISTS storage text NOT NULL DEFAULT 'db';

CREATE TABLE IF NOT EXISTS upload_chunks (
  upload_id  text NOT NULL,
  seq        integer NOT NULL,
  data       bytea NOT NULL,
  PRIMARY KEY (upload_id, seq)
);
