-- The JSON object of each acte as the pages of « Mes remboursements » send it (for the page budget: a
-- 24-month page of 50 actes, p99 ≤ 20 ms at 10 connections on PGlite). Building it at every read
-- cost most of the page's time on PGlite (escaping ten texts and joining the décompte and the
-- beneficiary for each of 50 rows); it is now written with the acte, and written again by the
-- database itself whenever the acte, its décompte or its beneficiary changes, so every process on
-- one database reads the same, current text (no copy kept outside the database).
-- Stored: the members of that object after its first one, « typeSoinLibelle » (whose words live in
-- the code, TYPE_SOIN_LIBELLES, and which the page's statement writes before them), with the
-- closing brace; compact JSON, so that a page is these texts put end to end.
ALTER TABLE actes_remboursement ADD COLUMN IF NOT EXISTS json_item text;

CREATE OR REPLACE FUNCTION actes_remboursement_json_item() RETURNS trigger AS $$
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
      || ',"destinataire":' || to_json(d.destinataire)::text || ',"payeA":' || to_json(d.nom_destinataire)::text || '}'
    INTO NEW.json_item
    FROM decomptes d
    LEFT JOIN beneficiaires b ON b.contrat_id = NEW.contrat_id AND b.num_pers = NEW.num_pers
   WHERE d.id = NEW.decompte_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS actes_remboursement_json_item ON actes_remboursement;
CREATE TRIGGER actes_remboursement_json_item BEFORE INSERT OR UPDATE ON actes_remboursement
  FOR EACH ROW EXECUTE FUNCTION actes_remboursement_json_item();

-- A décompte changed: its actes are written again (their BEFORE trigger rebuilds the text).
CREATE OR REPLACE FUNCTION decomptes_json_items() RETURNS trigger AS $$
BEGIN
  UPDATE actes_remboursement SET json_item = NULL WHERE decompte_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS decomptes_json_items ON decomptes;
CREATE TRIGGER decomptes_json_items AFTER UPDATE ON decomptes
  FOR EACH ROW EXECUTE FUNCTION decomptes_json_items();

-- A beneficiary added, renamed, moved or removed: the actes of that person on that contract (before
-- and after the change) are written again.
CREATE OR REPLACE FUNCTION beneficiaires_json_items() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE actes_remboursement SET json_item = NULL WHERE contrat_id = OLD.contrat_id AND num_pers = OLD.num_pers;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE actes_remboursement SET json_item = NULL WHERE contrat_id = NEW.contrat_id AND num_pers = NEW.num_pers;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS beneficiaires_json_items ON beneficiaires;
CREATE TRIGGER beneficiaires_json_items AFTER INSERT OR DELETE OR UPDATE OF contrat_id, num_pers, nom, prenom ON beneficiaires
  FOR EACH ROW EXECUTE FUNCTION beneficiaires_json_items();

-- The actes already there.
UPDATE actes_remboursement SET json_item = NULL;
ALTER TABLE actes_remboursement ALTER COLUMN json_item SET NOT NULL;
