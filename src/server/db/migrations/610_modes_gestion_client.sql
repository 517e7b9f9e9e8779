-- A management mode is a client's choice: « Configuration du client » of one client must not change
-- another's. The key becomes (client_code, id). Each row stored so far was in force for every client,
-- so it becomes the row of every existing client: nobody's behaviour changes on the day of the
-- migration. A client with no row for an id (a client added later) gets 'manuel', the default.
ALTER TABLE modes_gestion DROP CONSTRAINT modes_gestion_pkey;
ALTER TABLE modes_gestion ADD COLUMN client_code text REFERENCES clients (code) ON DELETE CASCADE;
INSERT INTO modes_gestion (client_code, id, mode_gestion)
  SELECT c.code, m.id, m.mode_gestion FROM modes_gestion m CROSS JOIN clients c WHERE m.client_code IS NULL;
DELETE FROM modes_gestion WHERE client_code IS NULL;
ALTER TABLE modes_gestion ALTER COLUMN client_code SET NOT NULL;
ALTER TABLE modes_gestion ADD PRIMARY KEY (client_code, id);
