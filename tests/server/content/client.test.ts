import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getClient, getClientConfiguration } from '../../../src/server/clientSettings';
import { startHarness, type Harness } from './helpers';

describe('client settings (GET /api/identity/client, /configuration)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('answers the current client anonymously, with every field of spec §3 and an XSRF cookie', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/identity/client' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name)).toContain('XSRF-TOKEN');
    const body = res.json();
    expect(body).toEqual({
      libelle: 'Mutuelle Démo',
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

describe('client settings on a database without client', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ seed: false });
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
