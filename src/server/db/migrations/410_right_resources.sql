-- Back office: the resources rights are given on, with the French label and the
-- order the rights screens show them in (#/admin/droits, a user's effective rights). Data like
-- role_labels (migration 400): the CHECK of role_rights.resource lists the same keys, and the acte
-- admin-droits-role has one group per resource (tests/server/routes/api/settings/role.test.ts checks
-- that all three agree).
CREATE TABLE right_resources (
  resource  text PRIMARY KEY,
  libelle   text NOT NULL,
  ordre     integer NOT NULL
);

INSERT INTO right_resources (resource, libelle, ordre) VALUES
  ('fonctionnalites', 'Fonctionnalités', 10),
  ('configuration', 'Configuration du client', 20),
  ('roles', 'Rôles et droits', 30),
  ('demandes', 'Demandes à traiter', 40),
  ('parametrage', 'Paramétrage', 50),
  ('contenus', 'Contenus', 60),
  ('statistiques', 'Statistiques et connexions', 70),
  ('comptes', 'Comptes adhérents', 80);
