-- The back office's accounts statistics and audiences' counts, kept by the database as users and
-- contrats are written (as migration 900 keeps the login attempts and demandes per day), so that
-- a statistic at a million members sums a few hundred rows instead of reading both whole tables.
-- A key whose rows all went keeps a row at 0. Each kept table has a rebuild function (after a bulk
-- load written without triggers).

-- Accounts per client ('' for none: the default client's, resolved when read, since the default
-- can change), status and roles. The roles stay in the key so that which roles are staff's stays
-- the reader's rule.
CREATE TABLE IF NOT EXISTS comptes_par_client (
  client_code  text NOT NULL,
  status       text NOT NULL,
  roles        text[] NOT NULL,
  n            bigint NOT NULL,
  PRIMARY KEY (client_code, status, roles)
);

CREATE OR REPLACE FUNCTION comptes_par_client_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO comptes_par_client AS c (client_code, status, roles, n)
      SELECT coalesce(x.client_code, ''), x.status, x.roles, count(*) FROM new_rows x GROUP BY 1, 2, 3
      ON CONFLICT (client_code, status, roles) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    UPDATE comptes_par_client c SET n = c.n - o.n
      FROM (SELECT coalesce(x.client_code, '') AS client_code, x.status, x.roles, count(*) AS n FROM old_rows x GROUP BY 1, 2, 3) o
     WHERE (c.client_code, c.status, c.roles) = (o.client_code, o.status, o.roles);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- An account changing client, status or roles moves from one key to another.
CREATE OR REPLACE FUNCTION comptes_par_client_move() RETURNS trigger AS $$
BEGIN
  UPDATE comptes_par_client SET n = n - 1
   WHERE (client_code, status, roles) = (coalesce(OLD.client_code, ''), OLD.status, OLD.roles);
  INSERT INTO comptes_par_client AS c (client_code, status, roles, n) VALUES (coalesce(NEW.client_code, ''), NEW.status, NEW.roles, 1)
    ON CONFLICT (client_code, status, roles) DO UPDATE SET n = c.n + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS users_count_insert ON users;
CREATE TRIGGER users_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comptes_par_client_count();
DROP TRIGGER IF EXISTS users_count_delete ON users;
CREATE TRIGGER users_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comptes_par_client_count();
-- Every login updates its account (last_login_at): a trigger on the counted columns only, per row
-- (PostgreSQL gives no transition tables to a trigger with a column list), costs logins nothing.
DROP TRIGGER IF EXISTS users_count_update ON users;
CREATE TRIGGER users_count_update AFTER UPDATE OF client_code, status, roles ON users FOR EACH ROW
  WHEN (OLD.client_code IS DISTINCT FROM NEW.client_code OR OLD.status IS DISTINCT FROM NEW.status OR OLD.roles IS DISTINCT FROM NEW.roles)
  EXECUTE FUNCTION comptes_par_client_move();

CREATE OR REPLACE FUNCTION comptes_par_client_rebuild() RETURNS void AS $$
  DELETE FROM comptes_par_client;
  INSERT INTO comptes_par_client (client_code, status, roles, n)
    SELECT coalesce(client_code, ''), status, roles, count(*) FROM users GROUP BY 1, 2, 3;
$$ LANGUAGE sql;
SELECT comptes_par_client_rebuild();

-- The accounts used lately (about one in twenty within 30 days) read from this index alone.
CREATE INDEX IF NOT EXISTS users_last_login_idx ON users (last_login_at) INCLUDE (client_code, roles) WHERE last_login_at IS NOT NULL;

-- Audiences. An audience reaches the members having a contract of its offer and state (a null
-- criterion matches all) whose client is its own. Each member with a contract has one row here:
-- his client (his holder account's, '' for none: the default client's when read) and the keys of
-- every audience criterion his contracts match, each once, so that a member with several
-- contracts counts once per audience. The rule lives here only: the counts and the test of one
-- member both read these rows.
CREATE OR REPLACE FUNCTION audience_cle(offre text, etat text) RETURNS text AS $$
  -- a JSON pair: a null criterion (any) can be told from any offer's name
  SELECT jsonb_build_array(offre, etat)::text;
$$ LANGUAGE sql IMMUTABLE;

CREATE TABLE IF NOT EXISTS membres_audience (
  adherent_id  uuid PRIMARY KEY,
  client_code  text NOT NULL,
  cles         text[] NOT NULL
);

-- Recomputed from the tables for the members given, so no write needs the state before it.
CREATE OR REPLACE FUNCTION membres_audience_refresh(ids uuid[]) RETURNS void AS $$
BEGIN
  -- two transactions writing the same member take turns, the second reading what the first wrote
  -- (each statement below sees what was committed before it began)
  PERFORM 1 FROM adherents WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM membres_audience m
   WHERE m.adherent_id = ANY (ids) AND NOT EXISTS (SELECT 1 FROM contrats k WHERE k.adherent_id = m.adherent_id);
  INSERT INTO membres_audience AS m (adherent_id, client_code, cles)
    SELECT k.adherent_id,
           coalesce((SELECT u.client_code FROM users u WHERE u.adherent_id = k.adherent_id AND u.num_pers IS NULL), ''),
           array_agg(DISTINCT x.cle ORDER BY x.cle)
      FROM contrats k
     CROSS JOIN LATERAL (VALUES (audience_cle(k.nom_offre, k.etat)), (audience_cle(k.nom_offre, NULL)),
                                (audience_cle(NULL, k.etat)), (audience_cle(NULL, NULL))) x (cle)
     WHERE k.adherent_id = ANY (ids)
     GROUP BY k.adherent_id
    ON CONFLICT (adherent_id) DO UPDATE SET client_code = EXCLUDED.client_code, cles = EXCLUDED.cles
     WHERE (m.client_code, m.cles) IS DISTINCT FROM (EXCLUDED.client_code, EXCLUDED.cles);
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION membres_audience_contrats() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM membres_audience_refresh(ARRAY(SELECT DISTINCT adherent_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM membres_audience_refresh(ARRAY(SELECT DISTINCT adherent_id FROM old_rows));
  ELSE
    -- only the rows whose member, offer or state changed
    PERFORM membres_audience_refresh(ARRAY(
      SELECT adherent_id FROM ((SELECT id, adherent_id, nom_offre, etat FROM old_rows EXCEPT SELECT id, adherent_id, nom_offre, etat FROM new_rows)
                               UNION (SELECT id, adherent_id, nom_offre, etat FROM new_rows EXCEPT SELECT id, adherent_id, nom_offre, etat FROM old_rows)) d));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS contrats_audience_insert ON contrats;
CREATE TRIGGER contrats_audience_insert AFTER INSERT ON contrats
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION membres_audience_contrats();
DROP TRIGGER IF EXISTS contrats_audience_update ON contrats;
CREATE TRIGGER contrats_audience_update AFTER UPDATE ON contrats
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION membres_audience_contrats();
DROP TRIGGER IF EXISTS contrats_audience_delete ON contrats;
CREATE TRIGGER contrats_audience_delete AFTER DELETE ON contrats
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION membres_audience_contrats();

CREATE OR REPLACE FUNCTION membres_audience_users() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM membres_audience_refresh(ARRAY(SELECT DISTINCT adherent_id FROM new_rows WHERE adherent_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM membres_audience_refresh(ARRAY(SELECT DISTINCT adherent_id FROM old_rows WHERE adherent_id IS NOT NULL));
  ELSE
    PERFORM membres_audience_refresh(ARRAY[OLD.adherent_id, NEW.adherent_id]);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS users_audience_insert ON users;
CREATE TRIGGER users_audience_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION membres_audience_users();
DROP TRIGGER IF EXISTS users_audience_delete ON users;
CREATE TRIGGER users_audience_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION membres_audience_users();
-- per row on the columns read, as above: logins pay nothing
DROP TRIGGER IF EXISTS users_audience_update ON users;
CREATE TRIGGER users_audience_update AFTER UPDATE OF adherent_id, num_pers, client_code ON users FOR EACH ROW
  WHEN (OLD.adherent_id IS DISTINCT FROM NEW.adherent_id OR OLD.num_pers IS DISTINCT FROM NEW.num_pers OR OLD.client_code IS DISTINCT FROM NEW.client_code)
  EXECUTE FUNCTION membres_audience_users();

-- Members per client ('' as above) and audience key.
CREATE TABLE IF NOT EXISTS audience_effectifs (
  client_code  text NOT NULL,
  cle          text NOT NULL,
  n            bigint NOT NULL,
  PRIMARY KEY (client_code, cle)
);

CREATE OR REPLACE FUNCTION audience_effectifs_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE audience_effectifs c SET n = c.n - o.n
      FROM (SELECT x.client_code, k.cle, count(*) AS n FROM old_rows x CROSS JOIN unnest(x.cles) k (cle) GROUP BY 1, 2) o
     WHERE (c.client_code, c.cle) = (o.client_code, o.cle);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO audience_effectifs AS c (client_code, cle, n)
      SELECT x.client_code, k.cle, count(*) FROM new_rows x CROSS JOIN unnest(x.cles) k (cle) GROUP BY 1, 2
      ON CONFLICT (client_code, cle) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS membres_audience_count_insert ON membres_audience;
CREATE TRIGGER membres_audience_count_insert AFTER INSERT ON membres_audience
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audience_effectifs_count();
DROP TRIGGER IF EXISTS membres_audience_count_update ON membres_audience;
CREATE TRIGGER membres_audience_count_update AFTER UPDATE ON membres_audience
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audience_effectifs_count();
DROP TRIGGER IF EXISTS membres_audience_count_delete ON membres_audience;
CREATE TRIGGER membres_audience_count_delete AFTER DELETE ON membres_audience
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audience_effectifs_count();

-- Both tables from contrats and users, in two statements over the whole tables (a bulk load's
-- members are many: one refresh per member would take hours).
CREATE OR REPLACE FUNCTION membres_audience_rebuild() RETURNS void AS $$
BEGIN
  TRUNCATE membres_audience;
  INSERT INTO membres_audience (adherent_id, client_code, cles)
    SELECT k.adherent_id, coalesce(min(u.client_code), ''), array_agg(DISTINCT x.cle ORDER BY x.cle)
      FROM contrats k
      LEFT JOIN users u ON u.adherent_id = k.adherent_id AND u.num_pers IS NULL
     CROSS JOIN LATERAL (VALUES (audience_cle(k.nom_offre, k.etat)), (audience_cle(k.nom_offre, NULL)),
                                (audience_cle(NULL, k.etat)), (audience_cle(NULL, NULL))) x (cle)
     GROUP BY k.adherent_id;
  -- counted from the rows whether the insert's trigger ran or not (a bulk load runs without them)
  DELETE FROM audience_effectifs;
  INSERT INTO audience_effectifs (client_code, cle, n)
    SELECT m.client_code, k.cle, count(*) FROM membres_audience m CROSS JOIN unnest(m.cles) k (cle) GROUP BY 1, 2;
END;
$$ LANGUAGE plpgsql;
SELECT membres_audience_rebuild();
