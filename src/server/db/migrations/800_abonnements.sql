-- The account's subscriptions to the mutuelle's information (the acte « Changement d'abonnements »):
-- applied at once in automatic mode and read back on « Mon profil ». Nothing is subscribed until the
-- member asks for it.
ALTER TABLE users
  ADD COLUMN IF NOT EXISTS abonnement_lettre_information boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS abonnement_alertes_remboursement boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS abonnement_offres_partenaires boolean NOT NULL DEFAULT false;
