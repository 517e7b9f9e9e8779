-- Release notes (/api/admin/release-note): what changed in the portal, written
-- by the back office; a member sees the newest published note he has not dismissed, once.
CREATE TABLE release_notes (
  id            serial PRIMARY KEY,
  titre         text NOT NULL,
  contenu       text NOT NULL,
  publiee_le    date NOT NULL DEFAULT current_date,
  created_at    timestamptz NOT NULL DEFAULT now(),
  created_by    text
);

CREATE TABLE release_note_views (
  user_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  release_note_id  integer NOT NULL REFERENCES release_notes (id) ON DELETE CASCADE,
  seen_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, release_note_id)
);
