import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startHarness, type Harness } from '../helpers';
import { accountStatistics } from '../../../src/server/admin/accountStatistics';
import { audienceOffres, listAudiences, memberInAudience } from '../../../src/server/admin/audiences';
import { STAFF_ROLES } from '../../../src/language/roles';

/**
 * The accounts statistics and the audiences' members read what the database keeps by trigger
 * (migration 920): whatever writes users and contrats — several rows at once, changes of the
 * counted columns, deletions, a client's deletion, a change of default client — they say what the
 * whole tables say, read the way they were read before anything was kept; and the rebuild gives the same.
 */
describe.each(DB_KINDS)('statistics kept beside users and contrats (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const rows = async (sql: string, params: unknown[] = []) => (await h.db.query<Record<string, unknown>>(sql, params)).rows;
  const since = () => new Date(h.config.now().getTime() - 30 * 86_400_000);

  /** The statistic as read from the whole users table. */
  const accountTruth = () =>
    rows(
      `WITH default_client AS (SELECT code FROM clients ORDER BY is_default DESC, code LIMIT 1),
              members AS (
                SELECT coalesce(u.client_code, (SELECT code FROM default_client)) AS client, u.status, u.last_login_at
                  FROM users u WHERE NOT (u.roles && $1::text[]))
         SELECT c.code AS client, c.libelle,
                count(m.client)::int AS crees,
                count(m.client) FILTER (WHERE m.status = 'active')::int AS actives,
                count(m.client) FILTER (WHERE m.last_login_at >= $2)::int AS actifs30j
           FROM clients c LEFT JOIN members m ON m.client = c.code
          GROUP BY c.code, c.libelle, c.is_default
          ORDER BY c.is_default DESC, c.libelle`,
      [STAFF_ROLES, since()],
    );
  const keptAccounts = () => rows('SELECT client_code, status, roles::text, n::int FROM comptes_par_client WHERE n > 0 ORDER BY 1, 2, 3');
  const accountsAgree = async () => {
    expect(await accountStatistics(h.db, STAFF_ROLES, since())).toEqual(await accountTruth());
    expect(await keptAccounts()).toEqual(
      await rows("SELECT coalesce(client_code, '') AS client_code, status, roles::text, count(*)::int AS n FROM users GROUP BY 1, 2, 3 ORDER BY 1, 2, 3"),
    );
  };

  const MEMBER_CLIENT = `coalesce((SELECT u.client_code FROM users u WHERE u.adherent_id = k.adherent_id AND u.num_pers IS NULL),
                                  (SELECT code FROM clients ORDER BY is_default DESC, code LIMIT 1))`;
  const MATCHES = `(a.offre IS NULL OR k.nom_offre = a.offre) AND (a.etat IS NULL OR k.etat = a.etat)
                   AND (a.client_code IS NULL OR a.client_code = ${MEMBER_CLIENT})`;
  /** Each audience's members as counted from the whole contrats table. */
  const audienceTruth = () =>
    rows(
      `SELECT a.id::int AS id, a.nom, a.client_code AS client, c.libelle AS "clientLibelle", a.offre, a.etat,
              (SELECT count(DISTINCT k.adherent_id)::int FROM contrats k WHERE ${MATCHES}) AS membres
         FROM audiences a LEFT JOIN clients c ON c.code = a.client_code
        ORDER BY a.nom`,
    );
  const audiencesAgree = async () => {
    const truth = await audienceTruth();
    expect(await listAudiences(h.db)).toEqual(truth);
    expect(await audienceOffres(h.db)).toEqual(await rows('SELECT DISTINCT nom_offre AS code, nom_offre AS libelle FROM contrats ORDER BY 1'));
    // the test's members and the demo's one tested against the test's audiences, as a CMS block would
    const pairs = await rows(
      `SELECT a.id::int AS audience, m.id::text AS adherent, EXISTS (SELECT 1 FROM contrats k WHERE k.adherent_id = m.id AND ${MATCHES}) AS member
         FROM audiences a CROSS JOIN adherents m
        WHERE a.nom LIKE 'k %' AND (m.nom = 'Audience' OR m.id IN (SELECT adherent_id FROM users WHERE user_name = 'adherent@demo.fr'))
        ORDER BY 1, 2`,
    );
    expect(pairs.some((pair) => pair.member) && pairs.some((pair) => !pair.member)).toBe(true);
    for (const pair of pairs) expect([pair, await memberInAudience(h.db, pair.audience as number, pair.adherent as string)]).toEqual([pair, pair.member]);
    return truth;
  };

  const keptAudiences = async () => ({
    membres: await rows('SELECT adherent_id::text, client_code, cles::text FROM membres_audience ORDER BY 1'),
    effectifs: await rows('SELECT client_code, cle, n::int FROM audience_effectifs WHERE n > 0 ORDER BY 1, 2'),
  });

  it('accounts per client: several inserted at once, status, roles and client changed, logins, deletions, a client deleted, the default changed, the rebuild', async () => {
    await h.db.query("INSERT INTO clients (code, libelle) VALUES ('stat-b', 'Mutuelle B'), ('stat-c', 'Mutuelle C')");
    const { rows: created } = await h.db.query<{ id: string }>(
      `INSERT INTO users (user_name, roles, status, client_code, last_login_at)
       SELECT 'stat.' || i || '@demo.fr', CASE WHEN i % 5 = 0 THEN ARRAY['User', 'BackEndUser'] ELSE ARRAY['User'] END,
              CASE WHEN i % 2 = 0 THEN 'active' ELSE 'created' END,
              (ARRAY['stat-b', 'stat-c', NULL])[i % 3 + 1],
              CASE WHEN i % 4 = 0 THEN $1::timestamptz - interval '40 days' WHEN i % 4 = 1 THEN $1::timestamptz - interval '2 days' END
         FROM generate_series(1, 12) i RETURNING id`,
      [h.config.now()],
    );
    await accountsAgree();
    const ids = created.map((row) => row.id);
    await h.db.query("UPDATE users SET status = 'active' WHERE id = ANY ($1::uuid[])", [ids.slice(0, 6)]);
    await accountsAgree();
    await h.db.query("UPDATE users SET roles = ARRAY['User'] WHERE id = ANY ($1::uuid[]) AND 'BackEndUser' = ANY (roles)", [ids]);
    await h.db.query("UPDATE users SET roles = ARRAY['User', 'Consultant'] WHERE id = $1", [ids[6]]);
    await accountsAgree();
    await h.db.query("UPDATE users SET client_code = 'stat-c' WHERE id = ANY ($1::uuid[])", [ids.slice(2, 8)]);
    await h.db.query('UPDATE users SET client_code = NULL WHERE id = $1', [ids[9]]);
    await accountsAgree();
    // a login changes no kept count, only what the index on the last login reads
    await h.db.query('UPDATE users SET last_login_at = $2 WHERE id = ANY ($1::uuid[])', [ids.slice(0, 3), h.config.now()]);
    await accountsAgree();
    await h.db.query('DELETE FROM users WHERE id = ANY ($1::uuid[])', [ids.slice(10)]);
    await accountsAgree();
    // a client deleted: its accounts lose their client (and count for the default one)
    await h.db.query("DELETE FROM clients WHERE code = 'stat-b'");
    await accountsAgree();
    const before = await accountStatistics(h.db, STAFF_ROLES, since());
    await h.db.query('UPDATE clients SET is_default = false WHERE is_default');
    await h.db.query("UPDATE clients SET is_default = true WHERE code = 'stat-c'");
    await accountsAgree();
    const after = await accountStatistics(h.db, STAFF_ROLES, since());
    expect(after[0].client).toBe('stat-c');
    expect(after).not.toEqual(before);
    const kept = await keptAccounts();
    await h.db.query('SELECT comptes_par_client_rebuild()');
    expect(await keptAccounts()).toEqual(kept);
    await accountsAgree();
  });

  /** Each name of the accounts with how many bear it, read from the whole users table. */
  const namesTruth = () =>
    rows(`SELECT coalesce(nom_compte, '') AS nom, coalesce(prenom_compte, '') AS prenom, count(*)::int AS comptes FROM users GROUP BY 1, 2 ORDER BY 1, 2`);
  const keptNames = () => rows('SELECT nom, prenom, comptes FROM noms_comptes ORDER BY 1, 2');
  /** Every identifier's three characters are among its name's kept ones (a superset: never missed). */
  const trigramsMissing = () =>
    rows(
      `SELECT u.user_name FROM users u JOIN noms_comptes n ON (n.nom, n.prenom) = (coalesce(u.nom_compte, ''), coalesce(u.prenom_compte, ''))
        WHERE NOT n.trigrammes @> trigrammes(u.user_name)`,
    );
  const namesAgree = async () => {
    expect(await keptNames()).toEqual(await namesTruth());
    expect(await trigramsMissing()).toEqual([]);
  };

  it('names of the accounts (noms_comptes): accounts inserted at once, renamed (their own name or their member\'s), identifiers changed, deleted, the rebuild', async () => {
    const { rows: member } = await h.db.query<{ id: string }>("INSERT INTO adherents (civilite, nom, prenom, date_naissance) VALUES ('M', 'NOMSTEST', 'Paul', '1980-01-01') RETURNING id");
    const { rows: created } = await h.db.query<{ id: string }>(
      `INSERT INTO users (user_name, roles, nom, prenom, adherent_id)
       SELECT 'noms.' || i || '@demo.fr', ARRAY['User'], CASE WHEN i % 3 = 0 THEN NULL ELSE 'NOMS' || (i % 2) END, CASE WHEN i = 4 THEN NULL ELSE 'Jean' END,
              CASE WHEN i = 5 THEN $1::uuid END
         FROM generate_series(1, 8) i RETURNING id`,
      [member[0]!.id],
    );
    await namesAgree();
    const ids = created.map((row) => row.id);
    await h.db.query("UPDATE users SET nom = 'NOMS9' WHERE id = ANY ($1::uuid[])", [ids.slice(0, 2)]);
    await namesAgree();
    // the member renamed: his account takes his new name through users_nom_compte
    await h.db.query("UPDATE adherents SET nom = 'NOMSRENOMME' WHERE id = $1", [member[0]!.id]);
    await namesAgree();
    await h.db.query("UPDATE users SET user_name = 'xyzzy.' || user_name WHERE id = ANY ($1::uuid[])", [ids.slice(2, 4)]);
    await namesAgree();
    expect(await rows("SELECT 1 FROM noms_comptes WHERE trigrammes @> trigrammes('xyzzy')")).not.toHaveLength(0);
    // a login changes nothing kept
    await h.db.query('UPDATE users SET last_login_at = now() WHERE id = ANY ($1::uuid[])', [ids]);
    await namesAgree();
    await h.db.query('DELETE FROM users WHERE id = ANY ($1::uuid[])', [ids]);
    await h.db.query('DELETE FROM adherents WHERE id = $1', [member[0]!.id]);
    await namesAgree();
    expect(await rows("SELECT 1 FROM noms_comptes WHERE nom LIKE 'NOMS%'")).toEqual([]);
    const kept = await keptNames();
    await h.db.query('SELECT noms_comptes_rebuild()');
    expect(await keptNames()).toEqual(kept);
    await namesAgree();
  });

  it('audiences: members counted once per audience, through contracts and accounts written any way, a default client changed, the rebuild', async () => {
    await h.db.query("INSERT INTO clients (code, libelle) VALUES ('aud-x', 'Mutuelle X'), ('aud-y', 'Mutuelle Y') ON CONFLICT DO NOTHING");
    const { rows: made } = await h.db.query<{ id: string }>(
      `INSERT INTO adherents (civilite, nom, prenom, date_naissance)
       SELECT 'M', 'Audience', 'Membre ' || i, '1980-01-01' FROM generate_series(1, 5) i RETURNING id`,
    );
    const [m1, m2, m3, m4, m5] = made.map((row) => row.id);
    await h.db.query(
      `INSERT INTO audiences (nom, client_code, offre, etat) VALUES
         ('k tous', NULL, NULL, NULL), ('k valides', NULL, NULL, 'valide'), ('k offre A', NULL, 'Offre A', NULL),
         ('k offre B valide', NULL, 'Offre B', 'valide'), ('k X', 'aud-x', NULL, NULL), ('k X offre A', 'aud-x', 'Offre A', NULL),
         ('k Y valides', 'aud-y', NULL, 'valide')`,
    );
    await h.db.query(
      `INSERT INTO audiences (nom, client_code, offre, etat) SELECT 'k défaut', code, NULL, NULL FROM clients ORDER BY is_default DESC, code LIMIT 1`,
    );
    // contracts several at once; m1 holds two offers, m2 two contracts of one offer
    await h.db.query(
      `INSERT INTO contrats (numero_contrat_individuel, adherent_id, nom_offre, etat)
       VALUES ('AUD-1', $1, 'Offre A', 'valide'), ('AUD-2', $1, 'Offre B', 'valide'), ('AUD-3', $2, 'Offre A', 'resilie'),
              ('AUD-4', $2, 'Offre A', 'valide'), ('AUD-5', $3, 'Offre B', 'suspendu'), ('AUD-6', $4, 'Offre A', 'valide')`,
      [m1, m2, m3, m4],
    );
    let truth = await audiencesAgree();
    const count = (nom: string) => truth.find((row) => row.nom === nom)!.membres as number;
    const all = count('k tous');
    // a member with two contracts in two offers is one member of every audience both match
    expect((await rows("SELECT count(DISTINCT adherent_id)::int AS n FROM contrats WHERE nom_offre IN ('Offre A', 'Offre B')"))[0].n).toBe(4);
    expect(count('k offre A')).toBeGreaterThanOrEqual(3);

    // accounts: holders with a client, a beneficiary's account (which does not give its member a client), several at once
    await h.db.query(
      `INSERT INTO users (user_name, adherent_id, num_pers, client_code) VALUES
         ('aud.1@demo.fr', $1, NULL, 'aud-x'), ('aud.1b@demo.fr', $1, '02', 'aud-y'), ('aud.2@demo.fr', $2, NULL, 'aud-y'), ('aud.3@demo.fr', $3, NULL, NULL)`,
      [m1, m2, m3],
    );
    truth = await audiencesAgree();
    expect(count('k tous')).toBe(all);
    expect(count('k X')).toBe(1);

    // contracts changed: state, offer, member
    await h.db.query("UPDATE contrats SET etat = 'valide' WHERE numero_contrat_individuel IN ('AUD-3', 'AUD-5')");
    await audiencesAgree();
    await h.db.query("UPDATE contrats SET nom_offre = 'Offre B' WHERE numero_contrat_individuel = 'AUD-6'");
    await audiencesAgree();
    await h.db.query("UPDATE contrats SET adherent_id = $1 WHERE numero_contrat_individuel = 'AUD-4'", [m5]);
    await audiencesAgree();
    // a change of another column moves nothing
    await h.db.query("UPDATE contrats SET is_actif = false WHERE numero_contrat_individuel LIKE 'AUD-%'");
    await audiencesAgree();

    // accounts changed: client, holder turned beneficiary and back, account moved to another member
    await h.db.query("UPDATE users SET client_code = 'aud-x' WHERE user_name IN ('aud.2@demo.fr', 'aud.3@demo.fr')");
    await audiencesAgree();
    await h.db.query("UPDATE users SET num_pers = '01' WHERE user_name = 'aud.1@demo.fr'");
    await audiencesAgree();
    await h.db.query("UPDATE users SET num_pers = NULL WHERE user_name = 'aud.1@demo.fr'");
    await h.db.query("UPDATE users SET adherent_id = $1 WHERE user_name = 'aud.3@demo.fr'", [m4]);
    await audiencesAgree();

    // deletions: a contract, an account, a member with everything of his
    await h.db.query("DELETE FROM contrats WHERE numero_contrat_individuel = 'AUD-2'");
    await audiencesAgree();
    await h.db.query("DELETE FROM users WHERE user_name = 'aud.2@demo.fr'");
    await audiencesAgree();
    await h.db.query('DELETE FROM contrats WHERE adherent_id = $1', [m1]);
    await h.db.query('DELETE FROM users WHERE adherent_id = $1', [m1]);
    await h.db.query('DELETE FROM adherents WHERE id = $1', [m1]);
    truth = await audiencesAgree();
    expect((await rows('SELECT 1 FROM membres_audience WHERE adherent_id = $1', [m1])).length).toBe(0);

    // a client deleted: its accounts lose it (their members become the default client's), its audiences go
    await h.db.query("DELETE FROM clients WHERE code = 'aud-y'");
    await audiencesAgree();

    // the default client changes: members without client follow it
    const defaultBefore = count('k défaut');
    await h.db.query('UPDATE clients SET is_default = false WHERE is_default');
    await h.db.query("UPDATE clients SET is_default = true WHERE code = 'aud-x'");
    truth = await audiencesAgree();
    expect(count('k X')).toBeGreaterThan(1);
    expect(count('k défaut')).toBeLessThan(defaultBefore);

    const kept = await keptAudiences();
    await h.db.query('SELECT membres_audience_rebuild()');
    expect(await keptAudiences()).toEqual(kept);
    await audiencesAgree();
  });
});
