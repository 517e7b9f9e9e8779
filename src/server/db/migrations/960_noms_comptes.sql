-- The accounts' names, each once, with how many accounts bear it. A search of a common piece of a
-- name (« martin » is in a tenth of a million accounts) finds its names here, in the accounts
-- list's order, and takes its page from their first accounts through users_nom_compte_idx:
-- collecting and sorting every account that holds it took 250 ms. A missing name is kept as ''
-- (keys compared with =, so that each change finds its row through the primary key).
--
-- `trigrammes` holds every three characters found in the identifiers of the name's accounts
-- (lower case): an identifier holding a search holds each of its three characters, so a name
-- whose accounts may hold a search by their identifier alone is found here too, without
-- reading the tenth of a million identifiers that hold « martin » to learn that no other name's do.
-- Kept a superset: an identifier changed or an account gone leaves its own (a name found for
-- nothing is read for nothing, never missed); noms_comptes_rebuild() makes it exact again.
CREATE TABLE IF NOT EXISTS noms_comptes (
  nom text NOT NULL,
  prenom text NOT NULL,
  comptes integer NOT NULL,
  trigrammes text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (nom, prenom)
);
CREATE INDEX IF NOT EXISTS noms_comptes_trgm ON noms_comptes USING gin ((prenom || ' ' || nom) gin_trgm_ops, (nom || ' ' || prenom) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS noms_comptes_trigrammes ON noms_comptes USING gin (trigrammes);

-- Every three characters of a text, in lower case (an identifier, or a search of three or more).
CREATE OR REPLACE FUNCTION trigrammes(t text) RETURNS text[] AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 3)), '{}') FROM generate_series(1, length(t) - 2) i
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;

-- Two sets of trigrams as one (a name's kept ones and those of accounts added to it).
CREATE OR REPLACE FUNCTION trigrammes_union(a text[], b text[]) RETURNS text[] AS $$
  SELECT ARRAY(SELECT DISTINCT tri FROM unnest(a || b) tri)
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;

-- Accounts created or deleted, a statement at a time (the fill and the tests write many at once).
-- A name's trigrams are those of its accounts' identifiers (an identifier under three characters
-- has none).
CREATE OR REPLACE FUNCTION noms_comptes_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO noms_comptes AS c (nom, prenom, comptes, trigrammes)
      SELECT g.nom, g.prenom, g.n, coalesce(t.a, '{}')
        FROM (SELECT coalesce(x.nom_compte, '') AS nom, coalesce(x.prenom_compte, '') AS prenom, count(*) AS n FROM new_rows x GROUP BY 1, 2) g
        LEFT JOIN (SELECT coalesce(x.nom_compte, '') AS nom, coalesce(x.prenom_compte, '') AS prenom, array_agg(DISTINCT tri) AS a
                     FROM new_rows x, unnest(trigrammes(x.user_name)) tri GROUP BY 1, 2) t ON (t.nom, t.prenom) = (g.nom, g.prenom)
      ON CONFLICT (nom, prenom) DO UPDATE SET comptes = c.comptes + EXCLUDED.comptes, trigrammes = trigrammes_union(c.trigrammes, EXCLUDED.trigrammes);
  ELSE
    UPDATE noms_comptes c SET comptes = c.comptes - o.n
      FROM (SELECT coalesce(x.nom_compte, '') AS nom, coalesce(x.prenom_compte, '') AS prenom, count(*) AS n FROM old_rows x GROUP BY 1, 2) o
     WHERE (c.nom, c.prenom) = (o.nom, o.prenom);
    -- the deleted accounts' names only, through the primary key (not every name of the table)
    DELETE FROM noms_comptes c USING old_rows x
     WHERE (c.nom, c.prenom) = (coalesce(x.nom_compte, ''), coalesce(x.prenom_compte, '')) AND c.comptes <= 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- An account renamed (its own name, or its member's: users_nom_compte sets the kept name) moves
-- from one name to the other; an identifier changed adds its trigrams to its name.
CREATE OR REPLACE FUNCTION noms_comptes_move() RETURNS trigger AS $$
DECLARE
  ancien_nom text := coalesce(OLD.nom_compte, '');
  ancien_prenom text := coalesce(OLD.prenom_compte, '');
  nom text := coalesce(NEW.nom_compte, '');
  prenom text := coalesce(NEW.prenom_compte, '');
  moved boolean := (ancien_nom, ancien_prenom) IS DISTINCT FROM (nom, prenom);
BEGIN
  IF moved THEN
    UPDATE noms_comptes c SET comptes = c.comptes - 1 WHERE (c.nom, c.prenom) = (ancien_nom, ancien_prenom);
    DELETE FROM noms_comptes c WHERE (c.nom, c.prenom) = (ancien_nom, ancien_prenom) AND c.comptes <= 0;
  END IF;
  INSERT INTO noms_comptes AS c (nom, prenom, comptes, trigrammes) VALUES (nom, prenom, CASE WHEN moved THEN 1 ELSE 0 END, trigrammes(NEW.user_name))
    ON CONFLICT ON CONSTRAINT noms_comptes_pkey DO UPDATE SET comptes = c.comptes + EXCLUDED.comptes, trigrammes = trigrammes_union(c.trigrammes, EXCLUDED.trigrammes);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS users_noms_insert ON users;
CREATE TRIGGER users_noms_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION noms_comptes_count();
DROP TRIGGER IF EXISTS users_noms_delete ON users;
CREATE TRIGGER users_noms_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION noms_comptes_count();
-- No column list: the kept name changes through users_nom_compte (a BEFORE trigger) when the
-- statement sets another column, and a column list only sees the columns a statement sets.
DROP TRIGGER IF EXISTS users_noms_update ON users;
CREATE TRIGGER users_noms_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.nom_compte IS DISTINCT FROM NEW.nom_compte OR OLD.prenom_compte IS DISTINCT FROM NEW.prenom_compte OR OLD.user_name IS DISTINCT FROM NEW.user_name)
  EXECUTE FUNCTION noms_comptes_move();

CREATE OR REPLACE FUNCTION noms_comptes_rebuild() RETURNS void AS $$
  DELETE FROM noms_comptes;
  INSERT INTO noms_comptes (nom, prenom, comptes, trigrammes)
    SELECT g.nom, g.prenom, g.n, coalesce(t.a, '{}')
      FROM (SELECT coalesce(nom_compte, '') AS nom, coalesce(prenom_compte, '') AS prenom, count(*) AS n FROM users GROUP BY 1, 2) g
      LEFT JOIN (SELECT coalesce(u.nom_compte, '') AS nom, coalesce(u.prenom_compte, '') AS prenom, array_agg(DISTINCT tri) AS a
                   FROM users u, unnest(trigrammes(u.user_name)) tri GROUP BY 1, 2) t ON (t.nom, t.prenom) = (g.nom, g.prenom);
$$ LANGUAGE sql;
SELECT noms_comptes_rebuild();

-- A search of one or two characters finds the identifiers that start with them (lower case).
CREATE INDEX IF NOT EXISTS users_user_name_lower_prefix ON users (lower(user_name) text_pattern_ops);
