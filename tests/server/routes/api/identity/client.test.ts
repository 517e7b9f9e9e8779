import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getClient, getClientConfiguration } from '../../../../../src/server/clientSettings';
import { seedContent } from '../../../../../src/server/demo/seedContent';
import { startHarness, type Harness, DB_KINDS } from '../../../contentHelpers';

describe.each(DB_KINDS)('client settings (%s)', (kind) => {
  describe('client settings (GET /api/identity/client, /configuration)', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(kind);
    });
    afterAll(async () => h.close());

    it('answers the current client anonymously, with every field of the client and an XSRF cookie', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/identity/client' });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.map((c) => c.name)).toContain('XSRF-TOKEN');
      const body = res.json();
      expect(body).toEqual({
        libelle: 'Mutuelle Démo',
        couleurPrincipale: '#1c6e8c',
        dataCollectActivated: true,
        fonctionnalites: expect.objectContaining({
          creationCompteAutreActe: { isActivated: true },
          forgotUsernameAutreActe: { isActivated: true },
          consentementCGUCreationCompteAutreActe: { isActivated: true },
          faqInbentaService: { isActivated: true },
          ribPrestationsActe: { isActivated: true, isActivatedPerContract: { DEMO0001: true, DEMO1001: true, DEMO1002: false } },
        }),
        isDonneesROMonegasquesActivated: true,
        passwordRequiredLength: 8,
        autresClients: [],
        oidcExternalProvider: null,
      });
    });

    it('answers the configuration with every key the identity code and the forms read', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/identity/client/configuration' });
      expect(res.statusCode).toBe(200);
      const config = res.json();
      expect(config).toMatchObject({
        createAccountAuthMode: 'individual',
        tailleMaxPrenomNom: 50,
        registerAttemptNumber: 5,
        delaiToasts: 5,
        oidcExternalProvider: null,
        amfSmsActivated: true,
        isRegisterVerifyEmail: true,
        isRegisterVerifyIban: true,
        isRegisterIbanObligatoire: false,
        isCodePostalVerifiedOnAccountCreation: true,
        isCheckBirthdayForgotPasswordActivated: false,
        passwordRequiredLength: 8,
        mobileApp: { enabled: true, androidUrl: expect.stringContaining('https://'), iosUrl: expect.stringContaining('https://') },
      });
      expect(config.registerAttemptNumberAfterMessage).toMatch(/nombre maximal de tentatives/);
      expect(config).toEqual(await getClientConfiguration(h.db));
    });

    it('reflects a change in the database at once (nothing cached in memory)', async () => {
      await h.db.query("UPDATE clients SET password_required_length = 12, is_check_birthday_forgot_password_activated = true");
      try {
        expect((await getClient(h.db)).passwordRequiredLength).toBe(12);
        const res = await h.app.inject({ method: 'GET', url: '/api/identity/client/configuration' });
        expect(res.json()).toMatchObject({ passwordRequiredLength: 12, isCheckBirthdayForgotPasswordActivated: true });
      } finally {
        await h.db.query("UPDATE clients SET password_required_length = 8, is_check_birthday_forgot_password_activated = false");
      }
    });
  });

  describe('seedContent', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(kind);
    });
    afterAll(async () => h.close());

    const TABLES = ['clients', 'client_features', 'client_feature_contracts', 'cms_blocks', 'faq_categories', 'faq_questions',
      'referentiel_lists', 'referentiel_items', 'care_networks', 'care_network_images'];
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const table of TABLES) out[table] = (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
      return out;
    };

    it('fills every content table', async () => {
      const n = await counts();
      // Mutuelle Démo (this seed, the default), Mutuelle Horizon (seedClients.ts, the second demo client) and
      // Mutuelle Azur (seedOidcClient.ts, the demo client that logs in through its identity provider).
      expect(n.clients).toBe(3);
      expect(n.faq_categories).toBeGreaterThanOrEqual(3);
      expect(n.faq_questions).toBeGreaterThanOrEqual(10);
      expect(n.care_networks).toBeGreaterThanOrEqual(3);
      for (const table of TABLES) expect(n[table], table).toBeGreaterThan(0);
    });

    it('is idempotent and keeps what an administrator changed since', async () => {
      const before = await counts();
      await h.db.query("UPDATE cms_blocks SET title = 'CGU modifiées' WHERE name = 'Pages_Statiques' AND item_name = 'cgu'");
      await h.db.query("UPDATE client_features SET is_activated = false WHERE feature_key = 'faqInbentaService'");
      await seedContent(h.db);
      await seedContent(h.db);
      expect(await counts()).toEqual(before);
      const { rows } = await h.db.query("SELECT title FROM cms_blocks WHERE name = 'Pages_Statiques' AND item_name = 'cgu'");
      expect(rows).toEqual([{ title: 'CGU modifiées' }]);
      expect((await getClient(h.db)).fonctionnalites.faqInbentaService).toEqual({ isActivated: false });
    });
  });

  describe('client settings on a database without client', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(kind, { seed: false });
    });
    afterAll(async () => h.close());

    it('answers 503 with the French message instead of crashing', async () => {
      for (const url of ['/api/identity/client', '/api/identity/client/configuration']) {
        const res = await h.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ message: 'Service momentanément indisponible' });
      }
    });
  });
});
