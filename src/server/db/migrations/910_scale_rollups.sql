-- A mutuelle's real size, second step: the demandes queue's total over months of filing sums one
-- row per month, not one per day, and an account's name is kept on the account, so that the
-- accounts list and the queue sort by it through an index.

-- The demandes per month of filing, acte, status and client: the sums of demandes_par_jour's days,
-- kept by the same trigger. The queue's total reads whole months here and the days of its period's
-- two ends in demandes_par_jour.
CREATE TABLE IF NOT EXISTS demandes_par_mois (
  mois         date NOT NULL,
  acte         text NOT NULL,
  statut       text NOT NULL,
  client_code  text NOT NULL,
  n            bigint NOT NULL,
  PRIMARY KEY (mois, acte, statut, client_code)
);

CREATE OR REPLACE FUNCTION demandes_par_jour_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE demandes_par_jour c SET n = c.n - o.n
      FROM (SELECT x.created_at::date AS jour, x.acte, x.statut, coalesce(x.client_code, '') AS client_code, count(*) AS n
              FROM old_rows x GROUP BY 1, 2, 3, 4) o
     WHERE (c.jour, c.acte, c.statut, c.client_code) = (o.jour, o.acte, o.statut, o.client_code);
    UPDATE demandes_par_mois c SET n = c.n - o.n
      FROM (SELECT date_trunc('month', x.created_at::date)::date AS mois, x.acte, x.statut, coalesce(x.client_code, '') AS client_code, count(*) AS n
              FROM old_rows x GROUP BY 1, 2, 3, 4) o
     WHERE (c.mois, c.acte, c.statut, c.client_code) = (o.mois, o.acte, o.statut, o.client_code);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO demandes_par_jour AS c (jour, acte, statut, client_code, n)
      SELECT x.created_at::date, x.acte, x.statut, coalesce(x.client_code, ''), count(*) FROM new_rows x GROUP BY 1, 2, 3, 4
      ON CONFLICT (jour, acte, statut, client_code) DO UPDATE SET n = c.n + EXCLUDED.n;
    INSERT INTO demandes_par_mois AS c (mois, acte, statut, client_code, n)
      SELECT date_trunc('month', x.created_at::date)::date, x.acte, x.statut, coalesce(x.client_code, ''), count(*) FROM new_rows x GROUP BY 1, 2, 3, 4
      ON CONFLICT (mois, acte, statut, client_code) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- rebuilds the days from the table, then the months from the days
CREATE OR REPLACE FUNCTION demandes_par_jour_rebuild() RETURNS void AS $$
  DELETE FROM demandes_par_jour;
  INSERT INTO demandes_par_jour (jour, acte, statut, client_code, n)
    SELECT created_at::date, acte, statut, coalesce(client_code, ''), count(*) FROM demandes GROUP BY 1, 2, 3, 4;
  DELETE FROM demandes_par_mois;
  INSERT INTO demandes_par_mois (mois, acte, statut, client_code, n)
    SELECT date_trunc('month', jour)::date, acte, statut, client_code, sum(n) FROM demandes_par_jour GROUP BY 1, 2, 3, 4;
$$ LANGUAGE sql;
SELECT demandes_par_jour_rebuild();

-- An account's name, kept on the account: the member's for his own account (adherents), the
-- account's own for a beneficiary's account (num_pers) or one without member (staff). Set by the
-- database whenever the account or its member's name changes, so that the accounts list sorts
-- and searches one table through its indexes.
ALTER TABLE users ADD COLUMN IF NOT EXISTS nom_compte text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS prenom_compte text;

CREATE OR REPLACE FUNCTION users_nom_compte() RETURNS trigger AS $$
BEGIN
  SELECT CASE WHEN NEW.num_pers IS NULL THEN coalesce(a.nom, NEW.nom) ELSE NEW.nom END,
         CASE WHEN NEW.num_pers IS NULL THEN coalesce(a.prenom, NEW.prenom) ELSE NEW.prenom END
    INTO NEW.nom_compte, NEW.prenom_compte
    FROM (SELECT 1) one LEFT JOIN adherents a ON a.id = NEW.adherent_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS users_nom_compte ON users;
CREATE TRIGGER users_nom_compte BEFORE INSERT OR UPDATE OF adherent_id, num_pers, nom, prenom ON users
  FOR EACH ROW EXECUTE FUNCTION users_nom_compte();

-- a member renamed: his accounts take the name again, by the rule above (one home)
CREATE OR REPLACE FUNCTION adherents_nom_compte() RETURNS trigger AS $$
BEGIN
  UPDATE users SET adherent_id = adherent_id WHERE adherent_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS adherents_nom_compte ON adherents;
CREATE TRIGGER adherents_nom_compte AFTER UPDATE OF nom, prenom ON adherents
  FOR EACH ROW WHEN (OLD.nom IS DISTINCT FROM NEW.nom OR OLD.prenom IS DISTINCT FROM NEW.prenom) EXECUTE FUNCTION adherents_nom_compte();

UPDATE users SET adherent_id = adherent_id;

-- The accounts list in the order of their names; the queue sorted by the name it shows.
CREATE INDEX IF NOT EXISTS users_nom_compte_idx ON users (nom_compte, prenom_compte, user_name);
CREATE INDEX IF NOT EXISTS users_nom_affiche_idx ON users ((trim(coalesce(prenom_compte, '') || ' ' || coalesce(nom_compte, ''))));
-- A search finds « prénom nom » or « nom prénom » (a piece of either name is a piece of both):
-- one trigram index on the kept names replaces those on the accounts' and the members' own.
CREATE INDEX IF NOT EXISTS users_nom_compte_trgm ON users USING gin ((coalesce(prenom_compte, '') || ' ' || coalesce(nom_compte, '')) gin_trgm_ops,
                                                                  (coalesce(nom_compte, '') || ' ' || coalesce(prenom_compte, '')) gin_trgm_ops);
DROP INDEX IF EXISTS users_prenom_nom_trgm;
DROP INDEX IF EXISTS adherents_prenom_nom_trgm;

-- A member's page of actes adds up every line of its period (the totals, the count): read from
-- this index alone, not from one table page per line (a family with 2 700 lines over 24 months
-- read 2 700 pages cold). It replaces the list's index, whose columns it starts with.
CREATE INDEX IF NOT EXISTS actes_contrat_date_totaux_idx ON actes_remboursement (contrat_id, date_soins DESC, id DESC)
  INCLUDE (num_pers, type_soin, montant_depense, montant_ss, montant_mutuelle, reste_a_charge);
DROP INDEX IF EXISTS actes_contrat_date_idx;
