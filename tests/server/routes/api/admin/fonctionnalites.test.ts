import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainFeatureVisibility, isFeatureVisible } from '../../../../../src/language/featureVisibility';
import { knownFeatures } from '../../../../../src/server/admin/featureCatalogue';
import { SEARCH_COUNT_LIMIT } from '../../../../../src/server/admin/cappedCount';
import { Client, DB_KINDS, DEMO, startHarness, type Harness } from '../../../helpers';

/** PUT through the browser-like jar (cookie + X-XSRF-TOKEN). */
async function put(client: Client, url: string, body: unknown) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/identity/client');
  return client.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' },
    payload: body as object,
  });
}

const READS = [
  '/api/admin/fonctionnalites',
  '/api/admin/fonctionnalites/contrats?feature=ribPrestationsActe',
  '/api/admin/fonctionnalites/pourquoi?feature=ribPrestationsActe&contrat=DEMO1001',
  '/api/admin/history',
];
const WRITES: Array<[string, Record<string, unknown>]> = [
  ['/api/admin/fonctionnalites', { client: 'mutuelle-demo', feature: 'faqInbentaService', etat: 'ACTIVEE' }],
  ['/api/admin/fonctionnalites/contrats', { client: 'mutuelle-demo', feature: 'ribPrestationsActe', numeroContrat: 'DEMO1001', etat: 'ACTIVEE' }],
];

describe('feature catalogue and « pourquoi ? »', () => {
  it('collects the keys from the screens, schemas and manifests; the résiliation is locked', () => {
    const keys = knownFeatures().map((f) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['creationCompteAutreActe', 'forgotUsernameAutreActe', 'faqInbentaService', 'consentementCGUCreationCompteAutreActe', 'ribPrestationsActe', 'situationFamilialeActe']));
    expect(knownFeatures().filter((f) => f.locked).map((f) => f.key)).toEqual(['resiliationActe']);
    expect(knownFeatures().find((f) => f.key === 'forgotUsernameAutreActe')?.usedBy).toContain('screens/public/login.screen.json');
  });

  it('every known feature has a label for staff, never its key: an acte\'s own label, else its own', () => {
    for (const feature of knownFeatures()) expect(feature.libelle, feature.key).not.toBe(feature.key);
    const libelle = (key: string) => knownFeatures().find((f) => f.key === key)?.libelle;
    expect(libelle('adresseActe')).toBe("Changement d'adresse postale");
    expect(libelle('situationFamilialeActe')).toBe('Changement de situation familiale');
    expect(libelle('faqInbentaService')).toBe('Aide en ligne (FAQ)');
  });

  it('the explanation always agrees with the members\' rule and names the deciding level', () => {
    const f = { a: { isActivated: true, isActivatedPerContract: { C1: true, C2: false } }, b: { isActivated: false } };
    for (const key of ['a', 'b', 'absent']) {
      for (const contrat of ['C1', 'C2', 'C3', null]) {
        expect(explainFeatureVisibility(f, key, contrat).visible).toBe(isFeatureVisible(f, key, contrat));
      }
    }
    expect(explainFeatureVisibility(f, 'a', 'C3').explication).toBe('Masquée pour le contrat C3 : décidé au niveau « Contrat » (contrat C3 absent de la liste des contrats : désactivée pour lui).');
    expect(explainFeatureVisibility(f, 'b', 'C1').steps.find((s) => s.decide)?.niveau).toBe('Client');
    expect(explainFeatureVisibility(f, 'absent', 'C1').steps.find((s) => s.decide)?.niveau).toBe('Portail');
  });
});

describe.each(DB_KINDS)('feature toggles (%s)', (kind) => {
  let h: Harness;
  let admin: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    admin = h.client();
    await admin.login(DEMO.admin, DEMO.password);
  });
  afterAll(async () => h?.close());

  it('every route: 401 anonymous, 403 member; gestion reads (200) but may not change (403)', async () => {
    const anonymous = h.client();
    const member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
    const gestion = h.client();
    await gestion.login(DEMO.gestion, DEMO.password);
    for (const url of READS) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
      expect((await member.get(url)).statusCode, url).toBe(403);
      expect((await gestion.get(url)).statusCode, url).toBe(200);
      expect((await admin.get(url)).statusCode, url).toBe(200);
    }
    for (const [url, body] of WRITES) {
      expect((await put(anonymous, url, body)).statusCode, url).toBe(401);
      expect((await put(member, url, body)).statusCode, url).toBe(403);
      expect((await put(gestion, url, body)).statusCode, url).toBe(403);
    }
  });

  it('lists every known key with its client value and per-contract overrides, for the client chosen', async () => {
    const demo = (await admin.get('/api/admin/fonctionnalites')).json();
    expect(demo.client).toBe('mutuelle-demo');
    // The demo's third client, Mutuelle Azur, logs in through its own identity provider.
    expect(demo.clients.map((c: { code: string }) => c.code)).toEqual(['mutuelle-demo', 'mutuelle-azur', 'mutuelle-horizon']);
    const rib = demo.items.find((i: { key: string }) => i.key === 'ribPrestationsActe');
    expect(rib).toMatchObject({ etat: 'ACTIVEE', overrideCount: 3, locked: false });
    expect(rib.overrides).toContainEqual({ numeroContrat: 'DEMO1002', isActivated: false });
    expect(demo.items.find((i: { key: string }) => i.key === 'resiliationActe')).toMatchObject({ etat: 'NON_CONFIGUREE', locked: true });
    expect(demo.items.find((i: { key: string }) => i.key === 'situationFamilialeActe')).toMatchObject({ etat: 'NON_CONFIGUREE' });

    const horizon = (await admin.get('/api/admin/fonctionnalites?client=mutuelle-horizon&q=faq')).json();
    expect(horizon.items).toEqual([expect.objectContaining({ key: 'faqInbentaService', libelle: 'Aide en ligne (FAQ)', etat: 'DESACTIVEE' })]);
    // Staff search by what they read, too.
    expect((await admin.get('/api/admin/fonctionnalites?q=adresse postale')).json().items.map((i: { key: string }) => i.key)).toEqual(['adresseActe']);
    expect((await admin.get('/api/admin/fonctionnalites?client=inconnu')).statusCode).toBe(404);

    const overrides = (await admin.get('/api/admin/fonctionnalites/contrats?feature=ribPrestationsActe&contrat=1002')).json();
    expect(overrides).toEqual({ items: [{ numeroContrat: 'DEMO1002', isActivated: false }], total: 1, totalAuMoins: false, page: 1, taille: 10 });
  });

  it('the résiliation cannot be turned off, for the client or for a contract (403, French message)', async () => {
    const off = await put(admin, '/api/admin/fonctionnalites', { client: 'mutuelle-demo', feature: 'resiliationActe', etat: 'DESACTIVEE' });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toMatch(/obligation légale/);
    const perContract = await put(admin, '/api/admin/fonctionnalites/contrats', { client: 'mutuelle-demo', feature: 'resiliationActe', numeroContrat: 'DEMO1001', etat: 'DESACTIVEE' });
    expect(perContract.statusCode).toBe(403);
    expect((await admin.get('/api/admin/history?fonctionnalite=resiliation')).json().total).toBe(0);
  });

  it('bad bodies are refused in French: unknown feature, unknown contract, missing value', async () => {
    const unknown = await put(admin, '/api/admin/fonctionnalites', { client: 'mutuelle-demo', feature: 'inventee', etat: 'ACTIVEE' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Fonctionnalité inconnue.']);
    const contrat = await put(admin, '/api/admin/fonctionnalites/contrats', { client: 'mutuelle-demo', feature: 'ribPrestationsActe', numeroContrat: 'NOPE1', etat: 'ACTIVEE' });
    expect([contrat.statusCode, contrat.json().message]).toEqual([400, 'Contrat inconnu.']);
    const missing = await put(admin, '/api/admin/fonctionnalites', { client: 'mutuelle-demo', feature: 'faqInbentaService' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Merci de choisir la valeur de la fonctionnalité']);
  });

  it('a contract override reaches the member at the next read, for that contract only, and is recorded in the history', async () => {
    const member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
    const flagFor = async (numero: string) => (await member.get('/api/identity/client', { 'x-numcontrat': numero })).json().fonctionnalites.ribPrestationsActe;
    expect(isFeatureVisible({ ribPrestationsActe: await flagFor('DEMO1001') }, 'ribPrestationsActe', 'DEMO1001')).toBe(true);

    await put(admin, '/api/admin/fonctionnalites/contrats', { client: 'mutuelle-demo', feature: 'ribPrestationsActe', numeroContrat: 'DEMO1003', etat: 'ACTIVEE', commentaire: 'Ouvert' });
    const res = await put(admin, '/api/admin/fonctionnalites/contrats', { client: 'mutuelle-demo', feature: 'ribPrestationsActe', numeroContrat: 'DEMO1001', etat: 'DESACTIVEE', commentaire: 'Contentieux en cours' });
    expect(res.statusCode).toBe(204);

    const flag = await flagFor('DEMO1001');
    expect(flag.isActivatedPerContract).toMatchObject({ DEMO1001: false, DEMO1003: true });
    expect(isFeatureVisible({ ribPrestationsActe: flag }, 'ribPrestationsActe', 'DEMO1001')).toBe(false);
    expect(isFeatureVisible({ ribPrestationsActe: flag }, 'ribPrestationsActe', 'DEMO1003')).toBe(true);
    // The other client is untouched.
    const horizon = await h.app.inject({ method: 'GET', url: '/api/identity/client', headers: { host: 'horizon.localhost' } });
    expect(horizon.json().fonctionnalites.ribPrestationsActe).toEqual({ isActivated: true });
    // And the server's own check of the acte follows (manifest features).
    const why = (await admin.get('/api/admin/fonctionnalites/pourquoi?feature=ribPrestationsActe&contrat=DEMO1001')).json();
    expect(why).toMatchObject({ visible: false, explication: 'Masquée pour le contrat DEMO1001 : décidé au niveau « Contrat » (désactivée pour DEMO1001).' });

    const history = (await admin.get('/api/admin/history?contrat=DEMO1001')).json();
    expect(history.items[0]).toMatchObject({
      qui: DEMO.admin,
      fonctionnalite: 'ribPrestationsActe',
      contrat: 'DEMO1001',
      avant: 'Activée',
      apres: 'Désactivée',
      commentaire: 'Contentieux en cours',
    });
    expect(history.items[0].quand).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect((await admin.get('/api/admin/history?client=mutuelle-horizon')).json().total).toBe(0);
  });

  it('a client value, its removal, and the history filtered by date and paged in SQL', async () => {
    const body = { client: 'mutuelle-demo', feature: 'situationFamilialeActe' };
    await put(admin, '/api/admin/fonctionnalites', { ...body, etat: 'DESACTIVEE' });
    const member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
    expect((await member.get('/api/identity/client')).json().fonctionnalites.situationFamilialeActe).toEqual({ isActivated: false });
    await put(admin, '/api/admin/fonctionnalites', { ...body, etat: 'NON_CONFIGUREE' });
    expect((await member.get('/api/identity/client')).json().fonctionnalites.situationFamilialeActe).toBeUndefined();

    const all = (await admin.get('/api/admin/history?fonctionnalite=situationFamiliale')).json();
    expect(all.items.map((i: { avant: string; apres: string }) => `${i.avant} → ${i.apres}`)).toEqual(['Désactivée → Non configurée', 'Non configurée → Désactivée']);
    const paged = (await admin.get('/api/admin/history?taille=1&page=2')).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(4);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect((await admin.get(`/api/admin/history?du=2020-01-01&au=2020-12-31`)).json().total).toBe(0);
    expect((await admin.get(`/api/admin/history?du=${today}`)).json().total).toBe(paged.total);
  });

  it('the history and the overrides count up to their limit, then say « more than »; a contract is found by a piece of its number', async () => {
    await h.db.query(
      `INSERT INTO feature_changes (changed_at, user_name, client_code, feature_key, numero_contrat_individuel, before_value, after_value, comment)
       SELECT now() - make_interval(days => 400, secs => i), 'gestion@demo.fr', 'mutuelle-azur', 'carteTp', 'ZZ' || lpad(i::text, 6, '0'), false, true, 'Réglage'
         FROM generate_series(1, $1::int) i`,
      [SEARCH_COUNT_LIMIT + 5],
    );
    const many = (await admin.get('/api/admin/history?client=mutuelle-azur&taille=20&page=3')).json();
    expect(many).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalAuMoins: true, page: 3 });
    expect(many.items).toHaveLength(20);
    expect((await admin.get('/api/admin/history?client=mutuelle-azur&contrat=z000007')).json()).toMatchObject({ total: 1, totalAuMoins: false, items: [{ contrat: 'ZZ000007' }] });
    expect((await admin.get('/api/admin/history?client=mutuelle-azur&contrat=ZZ00100')).json()).toMatchObject({ total: 6, totalAuMoins: false });
    expect((await admin.get('/api/admin/history?client=mutuelle-demo')).json()).toMatchObject({ totalAuMoins: false });

    await h.db.query("INSERT INTO client_features (client_code, feature_key, is_activated) VALUES ('mutuelle-azur', 'carteTp', true) ON CONFLICT DO NOTHING");
    await h.db.query(
      `INSERT INTO client_feature_contracts (client_code, feature_key, numero_contrat_individuel, is_activated)
       SELECT 'mutuelle-azur', 'carteTp', 'ZZ' || lpad(i::text, 6, '0'), false FROM generate_series(1, $1::int) i`,
      [SEARCH_COUNT_LIMIT + 5],
    );
    const overrides = (await admin.get('/api/admin/fonctionnalites/contrats?client=mutuelle-azur&feature=carteTp&taille=10&page=2')).json();
    expect(overrides).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalAuMoins: true, page: 2 });
    expect(overrides.items[0]).toEqual({ numeroContrat: 'ZZ000011', isActivated: false });
    expect((await admin.get('/api/admin/fonctionnalites/contrats?client=mutuelle-azur&feature=carteTp&contrat=ZZ00100')).json())
      .toMatchObject({ total: 6, totalAuMoins: false });
    await h.db.query("DELETE FROM client_feature_contracts WHERE numero_contrat_individuel LIKE 'ZZ%'");
    await h.db.query("DELETE FROM feature_changes WHERE numero_contrat_individuel LIKE 'ZZ%'");
  });
});
