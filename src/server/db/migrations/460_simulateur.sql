-- The reimbursement simulator computes with the garanties table's scale. Two facts
-- the example of each row does not need but a member's own price does:
-- * base_non_optam: the Sécurité sociale base when the practitioner is secteur 2 outside OPTAM/DPTAM
--   (lower than the secteur 1/OPTAM base); null when the sector does not matter for the row;
-- * base_selon_prix: the base is the price itself (médicaments).
ALTER TABLE garanties ADD COLUMN IF NOT EXISTS base_non_optam numeric(10, 2);
ALTER TABLE garanties ADD COLUMN IF NOT EXISTS base_selon_prix boolean NOT NULL DEFAULT false;
