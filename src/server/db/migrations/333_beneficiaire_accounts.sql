-- A beneficiary's own account (role Beneficiaire): it belongs to the contract holder's
-- member (adherent_id) and names the beneficiary it is (num_pers), so it sees only that person's
-- reimbursements. The holder keeps one account; beneficiaries each have their own beside it.
ALTER TABLE users ADD COLUMN IF NOT EXISTS num_pers text;
DROP INDEX IF EXISTS users_adherent_idx;
CREATE UNIQUE INDEX IF NOT EXISTS users_adherent_holder_idx ON users (adherent_id) WHERE adherent_id IS NOT NULL AND num_pers IS NULL;
CREATE UNIQUE INDEX IF NOT EXISTS users_adherent_pers_idx ON users (adherent_id, num_pers) WHERE adherent_id IS NOT NULL AND num_pers IS NOT NULL;
