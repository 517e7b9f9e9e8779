import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchActesPageStatement } from '../../../src/server/prestations/remboursements';
import { DB_KINDS, startHarness, type Harness } from '../helpers';
import { loginAs, type Member } from '../contentHelpers';

/**
 * The budget (a 24-month page of 50 actes, p99 ≤ 20 ms at 10 connections on PGlite): each
 * acte's JSON is stored with it (actes_remboursement.json_item, migration 580) instead of being
 * built from three tables at every read. The page must still say what the tables say after any
 * write to the acte, its décompte or its beneficiary.
 */

/** The acte as the tables say it: the page's items before migration 580, built at read time. */
const REFERENCE_SQL = `SELECT coalesce(json_agg(x ORDER BY x."dateSoins" DESC, x.id DESC), '[]')::text AS items FROM (
  SELECT a.id, d.id AS "decompteId", d.numero AS "numeroDecompte", a.date_soins AS "dateSoins", a.num_pers AS "numPers",
    coalesce(b.prenom || ' ' || b.nom, a.num_pers) AS beneficiaire, a.type_soin AS "typeSoin", a.libelle, a.professionnel,
    a.montant_depense AS "montantDepense", a.montant_ss AS "montantSS", a.montant_mutuelle AS "montantMutuelle",
    a.reste_a_charge AS "resteACharge", d.date_paiement AS "datePaiement", d.tiers_payant AS "tiersPayant",
    d.destinataire, d.nom_destinataire AS "payeA"
  FROM actes_remboursement a JOIN decomptes d ON d.id = a.decompte_id JOIN contrats k ON k.id = a.contrat_id
  LEFT JOIN beneficiaires b ON b.contrat_id = a.contrat_id AND b.num_pers = a.num_pers
  WHERE k.numero_contrat_individuel = $1) x`;

const LIBELLES: Record<string, string> = { optique: 'Optique', pharmacie: 'Pharmacie', dentaire: 'Dentaire' };

describe.each(DB_KINDS)('the stored JSON of each acte (%s)', (kind) => {
  let h: Harness;
  let member: Member;
  let contratId: string;
  const NUMERO = 'JSONT101';

  const page = async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/adherent/remboursements?taille=100',
      headers: { ...member.session.headers, 'x-numcontrat': NUMERO },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Record<string, unknown>[]; total: number };
  };
  const reference = async () => {
    const { rows } = await h.db.query<{ items: string }>(REFERENCE_SQL, [NUMERO]);
    return (JSON.parse(rows[0].items) as Record<string, unknown>[]).map((acte) => ({ ...acte, typeSoinLibelle: LIBELLES[acte.typeSoin as string] }));
  };
  const expectPageAsTables = async () => {
    const [items, expected] = [(await page()).items, await reference()];
    expect(items).toEqual(expected);
    return items;
  };

  beforeAll(async () => {
    h = await startHarness(kind, { config: { now: () => new Date('2026-11-15T10:00:00Z') } });
    member = await loginAs(h.db, { contrats: [{ numero: NUMERO, nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    contratId = (await h.db.query<{ id: string }>('SELECT id FROM contrats WHERE numero_contrat_individuel = $1', [NUMERO])).rows[0].id;
    // Texts that JSON must escape: quotes, a backslash, accents, a tab, a character outside the BMP.
    await h.db.query(
      `INSERT INTO beneficiaires (contrat_id, code_civilite, nom, prenom, num_pers, date_naissance)
       VALUES ($1, 'MME', 'D''ARC "la \\ Pucelle"', 'Jeanne	🙂', '01', '1980-03-02')`,
      [contratId],
    );
    const { rows } = await h.db.query<{ id: number }>(
      `INSERT INTO decomptes (contrat_id, numero, date_paiement, tiers_payant, destinataire, nom_destinataire)
       VALUES ($1, 'DJSON-1', '2026-10-20', true, 'professionnel', 'Optique "Vue" & Cie') RETURNING id`,
      [contratId],
    );
    await h.db.query(
      `INSERT INTO actes_remboursement (decompte_id, contrat_id, num_pers, date_soins, type_soin, libelle, professionnel, montant_depense, montant_ss, montant_mutuelle)
       VALUES ($1, $2, '01', '2026-10-12', 'optique', 'Verres « progressifs »', 'Optique "Vue" & Cie', 420, 0.09, 300),
              ($1, $2, '02', '2026-10-11', 'pharmacie', 'Médicaments', 'Pharmacie\\Centrale', 24.6, 15.99, 8.61)`,
      [rows[0].id, contratId],
    );
  });
  afterAll(async () => h?.close());

  it('sends what the tables say, escaped as JSON, with the label of the type of care', async () => {
    const items = await expectPageAsTables();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ beneficiaire: 'Jeanne\t🙂 D\'ARC "la \\ Pucelle"', typeSoinLibelle: 'Optique', montantDepense: 420, resteACharge: 119.91 });
    // a person without a beneficiary row is named by their number, as before
    expect(items[1]).toMatchObject({ beneficiaire: '02', professionnel: 'Pharmacie\\Centrale', resteACharge: 0 });
  });

  it('follows every write to the acte, its décompte and its beneficiary', async () => {
    await h.db.query(`UPDATE beneficiaires SET prenom = 'Jeanne', nom = 'DARC' WHERE contrat_id = $1 AND num_pers = '01'`, [contratId]);
    expect((await expectPageAsTables())[0]).toMatchObject({ beneficiaire: 'Jeanne DARC' });
    await h.db.query(
      `INSERT INTO beneficiaires (contrat_id, code_civilite, nom, prenom, num_pers, date_naissance) VALUES ($1, 'M', 'DARC', 'Pierre', '02', '2010-01-01')`,
      [contratId],
    );
    expect((await expectPageAsTables())[1]).toMatchObject({ beneficiaire: 'Pierre DARC' });
    await h.db.query(`UPDATE beneficiaires SET num_pers = '03' WHERE contrat_id = $1 AND num_pers = '02'`, [contratId]);
    expect((await expectPageAsTables())[1]).toMatchObject({ beneficiaire: '02' });
    await h.db.query(`UPDATE decomptes SET nom_destinataire = 'Sophie', destinataire = 'adherent', tiers_payant = false, date_paiement = '2026-10-25' WHERE numero = 'DJSON-1'`);
    expect((await expectPageAsTables())[0]).toMatchObject({ payeA: 'Sophie', destinataire: 'adherent', tiersPayant: false, datePaiement: '2026-10-25' });
    await h.db.query(`UPDATE actes_remboursement SET montant_mutuelle = 250, date_soins = '2026-10-01' WHERE contrat_id = $1 AND num_pers = '01'`, [contratId]);
    expect((await expectPageAsTables())[1]).toMatchObject({ montantMutuelle: 250, resteACharge: 169.91, dateSoins: '2026-10-01' });
    await h.db.query(`DELETE FROM beneficiaires WHERE contrat_id = $1 AND num_pers = '01'`, [contratId]);
    expect((await expectPageAsTables())[1]).toMatchObject({ beneficiaire: '01' });
  });

  it("reads the page from the actes alone: no décompte or beneficiary joined for the bench's page", async () => {
    const adherentId = (await h.db.query<{ adherent_id: string }>(`SELECT adherent_id FROM users WHERE user_name = 'adherent@demo.fr'`)).rows[0].adherent_id;
    const { sql, params } = benchActesPageStatement(adherentId, h.config.now());
    const { rows } = await h.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const plan = rows[0]['QUERY PLAN'];
    const relations = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const relation = (node as Record<string, unknown>)['Relation Name'];
        if (typeof relation === 'string') relations.add(relation);
        Object.values(node).forEach(walk);
      }
    };
    walk(typeof plan === 'string' ? JSON.parse(plan) : plan);
    expect([...relations].sort()).toEqual(['actes_remboursement', 'contrats']);
  });

  it('deletes a contract with its actes, décomptes and beneficiaries', async () => {
    await h.db.query('DELETE FROM contrats WHERE id = $1', [contratId]);
    const { rows } = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM actes_remboursement WHERE contrat_id = $1', [contratId]);
    expect(rows[0].n).toBe(0);
  });
});
