-- Date-effet rules are files now: each acte's manifest (schemas/actes/<acte>/<acte>.acte.json,
-- property dateEffet) gives every client's rule, checked by `npm run check` and read by the
-- server (src/server/actes/dateEffetRules.ts). The table keeps what is not a file: a client's own
-- rule (client_code = its code), and a default ('*') someone changed here. The defaults that earlier
-- migrations stored (341, 470, 596, 600), unchanged, are the manifests' rules and are removed, so
-- that a later change of the file is not hidden by an old copy.
DELETE FROM date_effet_rules WHERE client_code = '*' AND acte = 'resiliation' AND champ = 'dateEffet'
   AND regle = '{"id":"resiliation","plages":[{"libelle":"Date de fin du contrat","contraintes":[{"detail":{"dateReference":"AUJ","modificateurMois":1,"borne":">="}},{"detail":{"dateReference":"CDEB","modificateurAnnee":1,"borne":">="}},{"when":{"value":{"$form":"motif"},"eq":"ECHEANCE"},"detail":{"dateReference":"CANN","borne":">="}}]}]}'::jsonb;
DELETE FROM date_effet_rules WHERE client_code = '*' AND acte = 'garanties' AND champ = 'dateEffet'
   AND regle = '{"id":"garanties","plages":[{"libelle":"Date d''effet du nouveau niveau","contraintes":[{"detail":{"dateReference":"UNMOIS","borne":">="}},{"detail":{"dateReference":"UNMOIS","modificateurMois":11,"borne":"<="}}]}]}'::jsonb;
DELETE FROM date_effet_rules WHERE client_code = '*' AND acte = 'inscriptionbeneficiaire' AND champ = 'dateEffet'
   AND regle = '{"id":"inscriptionbeneficiaire","plages":[{"libelle":"Date d''effet de l''inscription","contraintes":[{"detail":{"dateReference":"AUJ","borne":">="}},{"detail":{"dateReference":"AUJ","modificateurMois":3,"borne":"<="}}]}]}'::jsonb;
DELETE FROM date_effet_rules WHERE client_code = '*' AND acte = 'option-affiliation' AND champ = 'dateEffet'
   AND regle = '{"id":"option-affiliation","plages":[{"libelle":"Date d''effet de l''option","contraintes":[{"detail":{"dateReference":"UNMOIS","borne":">="}},{"detail":{"dateReference":"UNMOIS","modificateurMois":11,"borne":"<="}}]}]}'::jsonb;
DELETE FROM date_effet_rules WHERE client_code = '*' AND acte = 'option-renfort' AND champ = 'dateEffet'
   AND regle = '{"id":"option-renfort","plages":[{"libelle":"Date d''effet du renfort","contraintes":[{"detail":{"dateReference":"UNMOIS","borne":">="}},{"detail":{"dateReference":"UNMOIS","modificateurMois":11,"borne":"<="}}]}]}'::jsonb;
DELETE FROM date_effet_rules WHERE client_code = '*' AND acte = 'option-radiation' AND champ = 'dateEffet'
   AND regle = '{"id":"option-radiation","plages":[{"libelle":"Date de fin de l''option","contraintes":[{"detail":{"dateReference":"UNMOIS","borne":">="}},{"detail":{"dateReference":"UNMOIS","modificateurMois":11,"borne":"<="}}]}]}'::jsonb;
