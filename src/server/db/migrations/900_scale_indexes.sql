-- A mutuelle's real size (a million members, 30 million reimbursement lines, 10 million login
-- attempts, 2 million demandes): every back-office list, search and count reads an index or a
-- small table, never a whole big one. Measured by the bench's scale part (bench/README.md).

-- Substring searches (« rechercher » in accounts, an identifier in the connection log) use
-- trigram indexes: a LIKE '%text%' of three characters or more finds its rows without a scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX IF NOT EXISTS users_user_name_trgm ON users USING gin (user_name gin_trgm_ops);
-- an account's name as the search reads it: « prénom nom » and « nom prénom » (a piece of either
-- name is a piece of both); members' names live on adherents, staff's and beneficiaries' on users
CREATE INDEX IF NOT EXISTS adherents_prenom_nom_trgm ON adherents USING gin ((prenom || ' ' || nom) gin_trgm_ops, (nom || ' ' || prenom) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS users_prenom_nom_trgm ON users USING gin ((coalesce(prenom, '') || ' ' || coalesce(nom, '')) gin_trgm_ops,
                                                                 (coalesce(nom, '') || ' ' || coalesce(prenom, '')) gin_trgm_ops);
-- a member's accounts (his own and his beneficiaries'), joined from his name
CREATE INDEX IF NOT EXISTS users_adherent_idx ON users (adherent_id) WHERE adherent_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS connection_logs_identifier_trgm ON connection_logs USING gin (identifier gin_trgm_ops);

-- The holders a gestionnaire finds by the start of a contract number (upper case).
CREATE INDEX IF NOT EXISTS contrats_numero_upper_prefix_idx ON contrats (upper(numero_contrat_individuel) text_pattern_ops);

-- Deleting an account sets its login attempts' user to NULL: found by index, not by reading them all.
CREATE INDEX IF NOT EXISTS connection_logs_user_idx ON connection_logs (user_id) WHERE user_id IS NOT NULL;
-- The log's newest page, with its tie-break.
CREATE INDEX IF NOT EXISTS connection_logs_at_id_idx ON connection_logs (at DESC, id DESC);
DROP INDEX IF EXISTS connection_logs_at_idx;

-- The demandes queue: newest first, or by a column then the id the same way, with or without a filter.
CREATE INDEX IF NOT EXISTS demandes_created_id_idx ON demandes (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS demandes_acte_created_idx ON demandes (acte, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS demandes_client_created_idx ON demandes (client_code, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS demandes_acte_id_idx ON demandes (acte, id);
CREATE INDEX IF NOT EXISTS demandes_statut_id_idx ON demandes (statut, id);
CREATE INDEX IF NOT EXISTS demandes_numero_contrat_id_idx ON demandes (numero_contrat, id);

-- Counts kept by the database as rows are written, so that a total or a statistic over millions
-- of rows sums a few hundred: the login attempts per day (as staff in France count days), and the
-- demandes per day of filing (the server's day, as the queue's « du » / « au » filters read it),
-- acte, status and client. Each is kept by a trigger on its table, whoever writes it, and can be
-- rebuilt from the table (rebuild functions: after a bulk load written without triggers). A key
-- whose rows all went keeps a row at 0 (deleting it would read the whole table at each write).
CREATE TABLE IF NOT EXISTS connexions_par_jour (
  jour     date NOT NULL,
  success  boolean NOT NULL,
  n        bigint NOT NULL,
  PRIMARY KEY (jour, success)
);

CREATE OR REPLACE FUNCTION connexions_par_jour_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO connexions_par_jour AS c (jour, success, n)
      SELECT (x.at AT TIME ZONE 'Europe/Paris')::date, x.success, count(*) FROM new_rows x GROUP BY 1, 2
      ON CONFLICT (jour, success) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    UPDATE connexions_par_jour c SET n = c.n - o.n
      FROM (SELECT (x.at AT TIME ZONE 'Europe/Paris')::date AS jour, x.success, count(*) AS n FROM old_rows x GROUP BY 1, 2) o
     WHERE c.jour = o.jour AND c.success = o.success;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS connection_logs_count_insert ON connection_logs;
CREATE TRIGGER connection_logs_count_insert AFTER INSERT ON connection_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connexions_par_jour_count();
DROP TRIGGER IF EXISTS connection_logs_count_delete ON connection_logs;
CREATE TRIGGER connection_logs_count_delete AFTER DELETE ON connection_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION connexions_par_jour_count();

CREATE OR REPLACE FUNCTION connexions_par_jour_rebuild() RETURNS void AS $$
  DELETE FROM connexions_par_jour;
  INSERT INTO connexions_par_jour (jour, success, n)
    SELECT (at AT TIME ZONE 'Europe/Paris')::date, success, count(*) FROM connection_logs GROUP BY 1, 2;
$$ LANGUAGE sql;
SELECT connexions_par_jour_rebuild();

CREATE TABLE IF NOT EXISTS demandes_par_jour (
  jour         date NOT NULL,
  acte         text NOT NULL,
  statut       text NOT NULL,
  -- '' for a demande without client (the default client's, read as such by the queue)
  client_code  text NOT NULL,
  n            bigint NOT NULL,
  PRIMARY KEY (jour, acte, statut, client_code)
);

CREATE OR REPLACE FUNCTION demandes_par_jour_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE demandes_par_jour c SET n = c.n - o.n
      FROM (SELECT x.created_at::date AS jour, x.acte, x.statut, coalesce(x.client_code, '') AS client_code, count(*) AS n
              FROM old_rows x GROUP BY 1, 2, 3, 4) o
     WHERE (c.jour, c.acte, c.statut, c.client_code) = (o.jour, o.acte, o.statut, o.client_code);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO demandes_par_jour AS c (jour, acte, statut, client_code, n)
      SELECT x.created_at::date, x.acte, x.statut, coalesce(x.client_code, ''), count(*) FROM new_rows x GROUP BY 1, 2, 3, 4
      ON CONFLICT (jour, acte, statut, client_code) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS demandes_count_insert ON demandes;
CREATE TRIGGER demandes_count_insert AFTER INSERT ON demandes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION demandes_par_jour_count();
DROP TRIGGER IF EXISTS demandes_count_update ON demandes;
CREATE TRIGGER demandes_count_update AFTER UPDATE ON demandes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION demandes_par_jour_count();
DROP TRIGGER IF EXISTS demandes_count_delete ON demandes;
CREATE TRIGGER demandes_count_delete AFTER DELETE ON demandes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION demandes_par_jour_count();

CREATE OR REPLACE FUNCTION demandes_par_jour_rebuild() RETURNS void AS $$
  DELETE FROM demandes_par_jour;
  INSERT INTO demandes_par_jour (jour, acte, statut, client_code, n)
    SELECT created_at::date, acte, statut, coalesce(client_code, ''), count(*) FROM demandes GROUP BY 1, 2, 3, 4;
$$ LANGUAGE sql;
SELECT demandes_par_jour_rebuild();
