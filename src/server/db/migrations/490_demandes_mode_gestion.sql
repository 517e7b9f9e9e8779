-- The back office processes the demandes filed in manual management mode. The
-- mode is the one in force when the demande was filed (modes_gestion can change afterwards), so it
-- is recorded with it. Demandes filed before this column: their mode is unknown; they stay listed
-- (manuel), which errs on the side of a person looking at them.
ALTER TABLE demandes ADD COLUMN mode_gestion text NOT NULL DEFAULT 'manuel' CHECK (mode_gestion IN ('manuel', 'automatique'));
CREATE INDEX demandes_mode_gestion_created_idx ON demandes (mode_gestion, created_at DESC);
