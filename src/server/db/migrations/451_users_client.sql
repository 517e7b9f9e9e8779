-- Back office: the client an account belongs to, for the statistics per
-- client. Accounts created before this column (and by registration, which does not set it yet)
-- count for the default client: the statistics read coalesce(client_code, default client).
ALTER TABLE users ADD COLUMN IF NOT EXISTS client_code text REFERENCES clients (code) ON DELETE SET NULL;
