-- What each role is for, shown with its label on the rights screen: « Administrateur Digital »
-- (the portal's administrators) and « Admin Digital » (a label of the directory) read alike.
ALTER TABLE role_labels ADD COLUMN IF NOT EXISTS description text;

UPDATE role_labels SET description = CASE role
  WHEN 'Admin' THEN 'Les administrateurs du portail ; leurs droits sur les rôles et les droits ne peuvent pas être retirés.'
  WHEN 'BackEndUser' THEN 'La gestion : traite les demandes des adhérents et leurs comptes.'
  WHEN 'Consultant' THEN 'Consulte les demandes et les statistiques ; chaque consultation est inscrite au journal de sécurité.'
  WHEN 'User' THEN 'Le titulaire d''un contrat, dans l''espace adhérent.'
  WHEN 'Beneficiaire' THEN 'Un bénéficiaire d''un contrat, dans l''espace adhérent (ses seuls remboursements).'
  WHEN 'adh_benef' THEN 'Libellé de l''annuaire des rôles (adhérent et bénéficiaire) : n''a que les droits donnés ici.'
  WHEN 'admin_digital' THEN 'Libellé de l''annuaire des rôles, distinct du rôle Administrateur Digital : n''a que les droits donnés ici.'
  WHEN 'autres_admins' THEN 'Libellé de l''annuaire des rôles : n''a que les droits donnés ici.'
END
WHERE description IS NULL;
