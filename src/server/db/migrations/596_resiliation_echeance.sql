-- Résiliation « à l'échéance annuelle » (motif ECHEANCE): the contract runs to its next
-- anniversary, a lower bound on top of the legal one (LEGAL_RESILIATION_RULE of
-- src/domain/resiliation.ts; a server test keeps the two equal). Only the default rule as 341
-- stored it is replaced: a rule a client or an administrator changed is left alone.
UPDATE date_effet_rules
   SET regle = '{"id":"resiliation","plages":[{"libelle":"Date de fin du contrat","contraintes":[{"detail":{"dateReference":"AUJ","modificateurMois":1,"borne":">="}},{"detail":{"dateReference":"CDEB","modificateurAnnee":1,"borne":">="}},{"conditions":[{"champ":"motif","valeur":"ECHEANCE"}],"detail":{"dateReference":"CANN","borne":">="}}]}]}'::jsonb
 WHERE client_code = '*' AND acte = 'resiliation' AND champ = 'dateEffet'
   AND regle = '{"id":"resiliation","plages":[{"libelle":"Date de fin du contrat","contraintes":[{"detail":{"dateReference":"AUJ","modificateurMois":1,"borne":">="}},{"detail":{"dateReference":"CDEB","modificateurAnnee":1,"borne":">="}}]}]}'::jsonb;
