-- The client's legal identity as its documents print it (attestations, courriers, carte de tiers
-- payant): its registered name and address, its registration, the AMC number and routing code the
-- professionals' software reads on the carte de tiers payant, and the line professionals call.
ALTER TABLE clients ADD COLUMN IF NOT EXISTS raison_sociale text;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS adresse_siege text;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS immatriculation text;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS numero_amc text;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS code_aiguillage text;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS telephone_professionnels text;

-- The rank of birth (twins: 1, 2…), printed on the carte de tiers payant next to the birth date.
ALTER TABLE beneficiaires ADD COLUMN IF NOT EXISTS rang_naissance smallint NOT NULL DEFAULT 1 CHECK (rang_naissance BETWEEN 1 AND 9);
