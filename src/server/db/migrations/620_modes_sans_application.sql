-- Automatic mode now means the portal applies the change itself. These actes it cannot apply (a
-- change of level, an option, the subscriptions, the cotisations account) or must not (a document
-- a person checks): a stored « automatique » told the member « prise en compte » while nothing
-- changed. They go back to manuel, the only mode the client configuration now accepts for them.
UPDATE modes_gestion SET mode_gestion = 'manuel'
 WHERE mode_gestion = 'automatique'
   AND id IN ('garantiesActeGestion', 'velOptionsActeGestion', 'abonnementActeGestion', 'ribCotisationsActeGestion',
              'inscriptionBeneficiaireActeGestion', 'donneesROActeGestion');
