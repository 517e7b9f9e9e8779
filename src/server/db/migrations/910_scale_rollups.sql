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
