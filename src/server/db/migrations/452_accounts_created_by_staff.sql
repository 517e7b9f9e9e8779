-- Back office: who of the staff created a member's account
-- (POST /api/identity/client/create; users.created_by_admin says the account was created by staff,
-- this says by whom). The list of #/admin/comptes reads it.
ALTER TABLE users ADD COLUMN IF NOT EXISTS created_by uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS users_created_by_admin_idx ON users (created_at DESC) WHERE created_by_admin;
