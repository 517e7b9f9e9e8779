import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../helpers';
import { periodStart, TYPE_SOIN_LIBELLES, type TypeSoin } from '../../../src/server/prestations/remboursements';

/**
 * Each line keeps its décompte's tiers payant and payment date (migration 930), so that the reads
 * filter, sort and gather the lines without joining their décomptes. The copies follow every
 * write, and the reads answer what they answered when they joined the décomptes.
 */

/** Lines whose copies differ from their décompte's: none, whatever was written. */
const DRIFT_SQL = `SELECT a.id FROM actes_remboursement a JOIN decomptes d ON d.id = a.decompte_id
  WHERE a.tiers_payant IS DISTINCT FROM d.tiers_payant OR a.date_paiement IS DISTINCT FROM d.date_paiement`;

/** The filters of the old reads, on the décompte joined (as they were before migration 930). */
const OLD_FROM = `FROM actes_remboursement a
  JOIN decomptes d ON d.id = a.decompte_id
  JOIN contrats k ON k.id = a.contrat_id
  LEFT JOIN beneficiaires b ON b.contrat_id = a.contrat_id AND b.num_pers = a.num_pers
 WHERE k.numero_contrat_individuel = $1
   AND ($2::text IS NULL OR a.num_pers = $2) AND ($3::text IS NULL OR a.type_soin = $3)
   AND ($4::date IS NULL OR a.date_soins >= $4) AND ($5::boolean IS NULL OR d.tiers_payant = $5)
   AND ($6::bigint IS NULL OR a.decompte_id = $6)`;

/** The old listPaiements' statement. */
const OLD_PAIEMENTS_SQL = `SELECT d.id::int AS id, d.numero, to_char(d.date_paiement, 'YYYY-MM-DD') AS "datePaiement", d.tiers_payant AS "tiersPayant",
            d.destinataire, d.nom_destinataire AS "payeA", count(*)::int AS "nombreActes",
            sum(a.montant_mutuelle)::float8 AS "montantMutuelle",
            string_agg(DISTINCT coalesce(b.prenom, a.num_pers), ', ') AS beneficiaires
       ${OLD_FROM}
      GROUP BY d.id ORDER BY d.date_paiement DESC, d.id DESC`;

interface Filters {
  beneficiaire?: string;
  typeSoin?: TypeSoin;
  periode?: number;
  tiersPayant?: boolean;
  decompte?: number;
}

describe.each(DB_KINDS)("the décompte's columns kept on its lines (%s)", (kind) => {
  let h: Harness;
  let sophie: Client;
  const NOW = new Date('2026-11-15T10:00:00Z');
  const drift = async () => (await h.db.query(DRIFT_SQL)).rows;

  beforeAll(async () => {
    h = await startHarness(kind, { config: { now: () => NOW } });
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  const oldParams = (f: Filters) => [
    'DEMO1001',
    f.beneficiaire ?? null,
    f.typeSoin ?? null,
    f.periode ? periodStart(f.periode, NOW) : null,
    f.tiersPayant ?? null,
    f.decompte ?? null,
  ];
  const query = (f: Filters & Record<string, unknown>) =>
    Object.entries(f).filter(([, value]) => value !== undefined).map(([key, value]) => `${key}=${value}`).join('&');

  /** The page of actes as the old statement chose and ordered it, each acte as it is stored. */
  const oldActes = async (f: Filters, tri: 'dateSoins' | 'datePaiement', ordre: 'asc' | 'desc', page: number, taille: number) => {
    const key = tri === 'datePaiement' ? 'd.date_paiement' : 'a.date_soins';
    const { rows } = await h.db.query<{ type_soin: TypeSoin; json_item: string }>(
      `SELECT a.type_soin, a.json_item ${OLD_FROM} ORDER BY ${key} ${ordre}, a.id ${ordre} LIMIT $7 OFFSET $8`,
      [...oldParams(f), taille, (page - 1) * taille],
    );
    const { rows: totals } = await h.db.query<Record<string, string>>(
      `SELECT count(*)::int AS total, coalesce(sum(a.montant_depense), 0)::text AS "montantDepense", coalesce(sum(a.montant_ss), 0)::text AS "montantSS",
              coalesce(sum(a.montant_mutuelle), 0)::text AS "montantMutuelle", coalesce(sum(a.reste_a_charge), 0)::text AS "resteACharge" ${OLD_FROM}`,
      oldParams(f),
    );
    const { total, ...totaux } = totals[0];
    return {
      items: rows.map((row) => ({ typeSoinLibelle: TYPE_SOIN_LIBELLES[row.type_soin], ...JSON.parse(`{${row.json_item}`) })),
      total: Number(total),
      page,
      taille,
      totaux: Object.fromEntries(Object.entries(totaux).map(([name, value]) => [name, Number(value)])),
    };
  };

  const oldPaiements = async (f: Filters, page: number, taille: number) => {
    const { rows } = await h.db.query(OLD_PAIEMENTS_SQL, oldParams(f));
    return { items: rows.slice((page - 1) * taille, page * taille), total: rows.length, page, taille };
  };

  const get = async (url: string) => {
    const res = await sophie.get(url, { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('are written with every line of the demo', async () => {
    expect((await h.db.query('SELECT 1 FROM actes_remboursement')).rows.length).toBeGreaterThan(100);
    expect(await drift()).toEqual([]);
  });

  it('answer the pages of actes the join answered: tiers payant, by payment date, with every filter', async () => {
    const cases: Array<[Filters, 'dateSoins' | 'datePaiement', 'asc' | 'desc']> = [
      [{ tiersPayant: true, periode: 24 }, 'dateSoins', 'desc'],
      [{ tiersPayant: false }, 'dateSoins', 'asc'],
      [{ periode: 24 }, 'datePaiement', 'asc'],
      [{}, 'datePaiement', 'desc'],
      [{ tiersPayant: true, beneficiaire: '01' }, 'datePaiement', 'desc'],
      [{ tiersPayant: true, typeSoin: 'pharmacie', periode: 12 }, 'datePaiement', 'asc'],
    ];
    for (const [filters, tri, ordre] of cases) {
      for (const page of [1, 2, 9]) {
        const expected = await oldActes(filters, tri, ordre, page, 20);
        expect(await get(`/api/v1/adherent/remboursements?${query({ ...filters, tri, ordre, page, taille: 20 })}`)).toEqual(expected);
      }
    }
    // the v2 reads: tiers payant forced, and the actes of one décompte
    expect(await get('/api/v2/adherent/tiers-prestations/actes?periode=24&taille=20')).toEqual(await oldActes({ tiersPayant: true, periode: 24 }, 'dateSoins', 'desc', 1, 20));
    const decompte = Number((await h.db.query<{ id: string }>(`SELECT decompte_id AS id FROM actes_remboursement ORDER BY id DESC LIMIT 1`)).rows[0].id);
    expect(await get(`/api/v2/adherent/prestations/decomptes/actes?decompte=${decompte}`)).toEqual(await oldActes({ decompte }, 'dateSoins', 'desc', 1, 50));
  });

  it('answer the payments the join answered, and the tiers payant ones', async () => {
    const cases: Filters[] = [{}, { periode: 24 }, { tiersPayant: true, periode: 24 }, { tiersPayant: false }, { beneficiaire: '03' }, { typeSoin: 'optique' }];
    for (const filters of cases) {
      for (const page of [1, 2, 3, 40]) {
        const expected = await oldPaiements(filters, page, 20);
        const answered = await get(`/api/v2/adherent/prestations/paiements?${query({ ...filters, page, taille: 20 })}`);
        expect(answered).toEqual(expected);
      }
    }
    expect(await get('/api/v2/adherent/tiers-prestations/decomptes?periode=24&page=2&taille=20')).toEqual(await oldPaiements({ tiersPayant: true, periode: 24 }, 2, 20));
  });

  it("follow the décompte inserted, its tiers payant and payment date changed, a line inserted or moved", async () => {
    const contratId = (await h.db.query<{ id: string }>("SELECT id FROM contrats WHERE numero_contrat_individuel = 'DEMO1001'")).rows[0].id;
    const decompte = async (numero: string, tiersPayant: boolean, datePaiement: string) =>
      (
        await h.db.query<{ id: string }>(
          `INSERT INTO decomptes (contrat_id, numero, date_paiement, tiers_payant, destinataire, nom_destinataire)
           VALUES ($1, $2, $3, $4, 'adherent', 'Sophie DURAND') RETURNING id`,
          [contratId, numero, datePaiement, tiersPayant],
        )
      ).rows[0].id;
    const [tp, other] = [await decompte('DKEPT-1', true, '2026-11-02'), await decompte('DKEPT-2', false, '2026-11-09')];
    // a writer naming other values than the décompte's: the database writes the décompte's
    await h.db.query(
      `INSERT INTO actes_remboursement (decompte_id, contrat_id, num_pers, date_soins, type_soin, libelle, professionnel, montant_depense, montant_ss, montant_mutuelle, tiers_payant, date_paiement)
       VALUES ($1, $3, '01', '2026-10-30', 'pharmacie', 'Médicaments', 'Pharmacie', 20, 10, 5, false, '2020-01-01'),
              ($1, $3, '02', '2026-10-31', 'pharmacie', 'Médicaments', 'Pharmacie', 20, 10, 5, DEFAULT, DEFAULT),
              ($2, $3, '03', '2026-11-01', 'consultation', 'Consultation', 'Dr X', 30, 20, 10, DEFAULT, DEFAULT)`,
      [tp, other, contratId],
    );
    const kept = async (decompteId: string) =>
      (await h.db.query<{ tp: boolean; paid: string }>(
        "SELECT tiers_payant AS tp, to_char(date_paiement, 'YYYY-MM-DD') AS paid FROM actes_remboursement WHERE decompte_id = $1 ORDER BY id", [decompteId],
      )).rows;
    expect(await kept(tp)).toEqual([{ tp: true, paid: '2026-11-02' }, { tp: true, paid: '2026-11-02' }]);
    expect(await drift()).toEqual([]);

    await h.db.query("UPDATE decomptes SET tiers_payant = false, date_paiement = '2026-11-05' WHERE id = $1", [tp]);
    expect(await kept(tp)).toEqual([{ tp: false, paid: '2026-11-05' }, { tp: false, paid: '2026-11-05' }]);
    await h.db.query("UPDATE decomptes SET date_paiement = '2026-11-06' WHERE id = $1", [tp]);
    expect(await kept(tp)).toEqual([{ tp: false, paid: '2026-11-06' }, { tp: false, paid: '2026-11-06' }]);

    // a line moved to another décompte, or written over with other values, takes its décompte's
    await h.db.query("UPDATE decomptes SET tiers_payant = true WHERE id = $1", [other]);
    await h.db.query("UPDATE actes_remboursement SET decompte_id = $1 WHERE decompte_id = $2 AND num_pers = '01'", [other, tp]);
    expect(await kept(other)).toEqual([{ tp: true, paid: '2026-11-09' }, { tp: true, paid: '2026-11-09' }]);
    await h.db.query("UPDATE actes_remboursement SET tiers_payant = NOT tiers_payant, date_paiement = '2000-01-01' WHERE decompte_id = $1", [other]);
    expect(await kept(other)).toEqual([{ tp: true, paid: '2026-11-09' }, { tp: true, paid: '2026-11-09' }]);
    expect(await drift()).toEqual([]);

    // and the reads say it
    const paiements = await get('/api/v2/adherent/tiers-prestations/decomptes?taille=100');
    expect(paiements.items[0]).toMatchObject({ numero: 'DKEPT-2', tiersPayant: true, datePaiement: '2026-11-09', nombreActes: 2 });
    expect(paiements).toEqual(await oldPaiements({ tiersPayant: true }, 1, 100));
    const byPayment = await get('/api/v1/adherent/remboursements?tri=datePaiement&taille=3');
    expect(byPayment.items.map((a: { datePaiement: string }) => a.datePaiement)).toEqual(['2026-11-09', '2026-11-09', '2026-11-06']);
    expect(byPayment).toEqual(await oldActes({}, 'datePaiement', 'desc', 1, 3));
  });
});
