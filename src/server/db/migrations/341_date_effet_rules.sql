-- Date-effet rules are data: per client and per acte, for one field of the
-- acte. client_code '*' is the default every client gets unless it stores its own. The form
-- reads them (GET /api/forms/<acte>/date-effet) and the server checks the submitted date with
-- the same src/domain/dateEffet.ts.
CREATE TABLE IF NOT EXISTS date_effet_rules (
  client_code  text NOT NULL,
  acte         text NOT NULL,
  champ        text NOT NULL,
  regle        jsonb NOT NULL,
  PRIMARY KEY (client_code, acte, champ)
);

-- Résiliation: the legal rule of src/domain/resiliation.ts (LEGAL_RESILIATION_RULE; a server test
-- keeps the two equal): one month after the request, never before the first year is over.
INSERT INTO date_effet_rules (client_code, acte, champ, regle) VALUES ('*', 'resiliation', 'dateEffet',
  '{"id":"resiliation","plages":[{"libelle":"Date de fin du contrat","contraintes":[{"detail":{"dateReference":"AUJ","modificateurMois":1,"borne":">="}},{"detail":{"dateReference":"CDEB","modificateurAnnee":1,"borne":">="}}]}]}')
ON CONFLICT DO NOTHING;

-- The reasons a member gives for terminating (GET /api/referentiel/motif-resiliation).
INSERT INTO referentiel_lists (name, libelle) VALUES ('motif-resiliation', 'Motifs de résiliation') ON CONFLICT DO NOTHING;
INSERT INTO referentiel_items (list_name, code, libelle, position) VALUES
  ('motif-resiliation', 'COUVERTURE_EMPLOYEUR', 'Je bénéficie d’une complémentaire santé d’entreprise', 1),
  ('motif-resiliation', 'TARIF', 'Le tarif ne me convient plus', 2),
  ('motif-resiliation', 'GARANTIES', 'Les garanties ne correspondent plus à mes besoins', 3),
  ('motif-resiliation', 'CSS', 'Je bénéficie de la Complémentaire santé solidaire', 4),
  ('motif-resiliation', 'DEMENAGEMENT', 'Je quitte la France', 5),
  ('motif-resiliation', 'AUTRE', 'Autre motif', 6)
ON CONFLICT DO NOTHING;
