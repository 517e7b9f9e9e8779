-- Drafts saved on the server while a member types a long acte, one per member ×
-- acte × contract (numero_contrat '' for an acte that needs no contract), stamped with the acte's
-- manifest version so that a draft saved under v1 is migrated (<acte>.migrations.json) when read
-- under v3. Deleted when the acte is filed, and with the account.
CREATE TABLE IF NOT EXISTS brouillons (
  user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  acte            text NOT NULL,
  numero_contrat  text NOT NULL DEFAULT '',
  acte_version    integer NOT NULL CHECK (acte_version >= 1),
  donnees         jsonb NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, acte, numero_contrat)
);
-- A demande keeps the version of the acte it was filed under (its data's shape). Every manifest was
-- at version 1 until this migration: the demandes already filed are version 1.
ALTER TABLE demandes ADD COLUMN acte_version integer NOT NULL DEFAULT 1 CHECK (acte_version >= 1);
