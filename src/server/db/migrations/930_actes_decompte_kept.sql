-- A member's reimbursements in tiers payant, sorted by payment date, or gathered into payments
-- read each line's décompte: a family with 2 700 lines joined 2 700 décomptes per page (17–40 ms
-- at a million members). The décompte's tiers payant and payment date are kept on its lines, as
-- its contract already is, written by the database whoever writes: the line's own trigger (which
-- read the décompte for the line's stored JSON) now writes them too, and a décompte changed
-- writes its lines again (its trigger of migration 580).
ALTER TABLE actes_remboursement ADD COLUMN IF NOT EXISTS tiers_payant boolean;
ALTER TABLE actes_remboursement ADD COLUMN IF NOT EXISTS date_paiement date;

-- Everything a line keeps from its décompte and its beneficiary: the stored JSON (migration 580's
-- text, unchanged) and the décompte's two columns.
CREATE OR REPLACE FUNCTION actes_remboursement_kept() RETURNS trigger AS $$
BEGIN
  SELECT '"id":' || NEW.id || ',"decompteId":' || d.id || ',"numeroDecompte":' || to_json(d.numero)::text
      || ',"dateSoins":' || to_json(NEW.date_soins)::text || ',"numPers":' || to_json(NEW.num_pers)::text
      || ',"beneficiaire":' || to_json(coalesce(b.prenom || ' ' || b.nom, NEW.num_pers))::text
      || ',"typeSoin":' || to_json(NEW.type_soin)::text || ',"libelle":' || to_json(NEW.libelle)::text
      || ',"professionnel":' || to_json(NEW.professionnel)::text
      || ',"montantDepense":' || NEW.montant_depense || ',"montantSS":' || NEW.montant_ss || ',"montantMutuelle":' || NEW.montant_mutuelle
      -- reste_a_charge is a generated column, not yet computed in a BEFORE trigger: its expression (migration 330)
      || ',"resteACharge":' || (NEW.montant_depense - NEW.montant_ss - NEW.montant_mutuelle)
      || ',"datePaiement":' || to_json(d.date_paiement)::text || ',"tiersPayant":' || d.tiers_payant
      || ',"destinataire":' || to_json(d.destinataire)::text || ',"payeA":' || to_json(d.nom_destinataire)::text || '}',
         d.tiers_payant, d.date_paiement
    INTO NEW.json_item, NEW.tiers_payant, NEW.date_paiement
    FROM decomptes d
    LEFT JOIN beneficiaires b ON b.contrat_id = NEW.contrat_id AND b.num_pers = NEW.num_pers
   WHERE d.id = NEW.decompte_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS actes_remboursement_json_item ON actes_remboursement;
DROP FUNCTION IF EXISTS actes_remboursement_json_item();
DROP TRIGGER IF EXISTS actes_remboursement_kept ON actes_remboursement;
CREATE TRIGGER actes_remboursement_kept BEFORE INSERT OR UPDATE ON actes_remboursement
  FOR EACH ROW EXECUTE FUNCTION actes_remboursement_kept();

-- The lines already there.
UPDATE actes_remboursement SET decompte_id = decompte_id;
ALTER TABLE actes_remboursement ALTER COLUMN tiers_payant SET NOT NULL;
ALTER TABLE actes_remboursement ALTER COLUMN date_paiement SET NOT NULL;

-- The index a member's page of actes adds its totals from (migration 910) carries the kept columns
-- and the décompte too: the tiers payant filter, every order of the page and the payments'
-- grouping read it alone, then only the lines of the page are read from the table.
DROP INDEX IF EXISTS actes_contrat_date_totaux_idx;
CREATE INDEX actes_contrat_date_totaux_idx ON actes_remboursement (contrat_id, date_soins DESC, id DESC)
  INCLUDE (num_pers, type_soin, montant_depense, montant_ss, montant_mutuelle, reste_a_charge, tiers_payant, date_paiement, decompte_id);
