-- Back office: what each role may do on each back-office resource.
-- The product names the roles and their labels and the four actions (création, visualisation,
-- modification, suppression); the finer rights are the client's choice, so they are data here,
-- edited on #/admin/droits (/api/settings/role). The server checks them on every admin route
-- (src/server/admin/rights.ts); the browser only greys out what the server would refuse.

CREATE TABLE role_labels (
  role     text PRIMARY KEY,
  libelle  text NOT NULL,
  ordre    integer NOT NULL
);

INSERT INTO role_labels (role, libelle, ordre) VALUES
  ('Admin', 'Administrateur Digital', 10),
  ('BackEndUser', 'Gestionnaire', 20),
  ('Consultant', 'Consultant', 30),
  ('User', 'Adhérent', 40),
  ('Beneficiaire', 'Bénéficiaire', 50),
  ('adh_benef', 'Adhérent/Bénéficiaire', 60),
  ('admin_digital', 'Admin Digital', 70),
  ('autres_admins', 'Autres admins', 80);

-- Resources (src/server/admin/rights.ts ADMIN_RESOURCES): fonctionnalites, configuration, roles,
-- demandes, parametrage, contenus, statistiques, comptes. Scope: which members' data the right
-- reaches — the contract holder's (Contrat), a beneficiary's (Benef), or both.
CREATE TABLE role_rights (
  role      text NOT NULL REFERENCES role_labels (role) ON DELETE CASCADE,
  resource  text NOT NULL CHECK (resource IN ('fonctionnalites', 'configuration', 'roles', 'demandes', 'parametrage', 'contenus', 'statistiques', 'comptes')),
  action    text NOT NULL CHECK (action IN ('creation', 'visualisation', 'modification', 'suppression')),
  scope     text NOT NULL DEFAULT 'Both' CHECK (scope IN ('Contrat', 'Benef', 'Both')),
  PRIMARY KEY (role, resource, action)
);

-- The product's defaults: the digital administrator may do everything; a gestionnaire processes
-- demandes and member accounts and reads the rest (no toggles, no configuration, no rights);
-- a consultant reads demandes and statistics.
INSERT INTO role_rights (role, resource, action)
SELECT 'Admin', r, a
  FROM unnest(ARRAY['fonctionnalites', 'configuration', 'roles', 'demandes', 'parametrage', 'contenus', 'statistiques', 'comptes']) AS r,
       unnest(ARRAY['creation', 'visualisation', 'modification', 'suppression']) AS a;

INSERT INTO role_rights (role, resource, action) VALUES
  ('BackEndUser', 'fonctionnalites', 'visualisation'),
  ('BackEndUser', 'configuration', 'visualisation'),
  ('BackEndUser', 'demandes', 'visualisation'),
  ('BackEndUser', 'demandes', 'modification'),
  ('BackEndUser', 'parametrage', 'visualisation'),
  ('BackEndUser', 'contenus', 'visualisation'),
  ('BackEndUser', 'statistiques', 'visualisation'),
  ('BackEndUser', 'comptes', 'creation'),
  ('BackEndUser', 'comptes', 'visualisation'),
  ('BackEndUser', 'comptes', 'modification'),
  ('Consultant', 'demandes', 'visualisation'),
  ('Consultant', 'statistiques', 'visualisation');
