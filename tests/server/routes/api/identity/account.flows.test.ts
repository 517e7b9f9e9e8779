import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { camilleRegistration, DB_KINDS, DEMO, startHarness, type Harness } from '../../../helpers';
import { settingsFromEnv } from '../../../../../src/server/envConfig';
import { PASSWORD_MESSAGES } from '../../../../../src/domain/password';

/** A visitor at its own IP address: a fresh session (cookies) and X-XSRF-TOKEN echoed, as a browser does. */
async function postFrom(app: FastifyInstance, ip: string, url: string, payload: object) {
  const first = await app.inject({ method: 'GET', url: '/api/identity/client', remoteAddress: ip });
  const cookies = Object.fromEntries(first.cookies.map((c) => [c.name, c.value]));
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: {
      cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '',
    },
    payload,
  });
}

describe.each(DB_KINDS)('account flows (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function mailsTo(address: string): Promise<number> {
    const { rows } = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE channel = 'mail' AND recipient = $1", [address]);
    return rows[0].n;
  }

  describe('the most common and breached passwords are refused', () => {
    it('register and change-password refuse a listed password, even dressed up to pass the character rules, under the password field', async () => {
      await h.db.query("DELETE FROM rate_limits");
      for (const password of ['Azerty123!', 'P@ssw0rd2024', 'Motdepasse1!', 'Soleil2026!']) {
        const res = await h.client().post('/api/identity/register', camilleRegistration({ password, confirmPassword: password }));
        expect(res.statusCode, password).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'PasswordCommon',
          message: PASSWORD_MESSAGES.common,
          errors: [{ path: '/password', message: 'Ce mot de passe fait partie des mots de passe les plus courants ou déjà divulgués. Merci d’en choisir un autre.' }],
        });
      }
      const member = h.client();
      expect((await member.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
      const change = await member.post('/api/identity/change-password', { currentPassword: DEMO.password, password: 'Bonjour#2026', confirmPassword: 'Bonjour#2026' });
      expect(change.statusCode).toBe(400);
      expect(change.json().code).toBe('PasswordCommon');
      // A password off the list still passes.
      const fine = await member.post('/api/identity/change-password', { currentPassword: DEMO.password, password: 'Tramway#Lune47', confirmPassword: 'Tramway#Lune47' });
      expect(fine.statusCode).toBe(200);
      const back = await member.post('/api/identity/change-password', { currentPassword: 'Tramway#Lune47', password: DEMO.password, confirmPassword: DEMO.password });
      expect(back.statusCode).toBe(200);
    });
  });

  it('register-attempts tells a visitor its failed registrations so far, kept across page loads (same session)', async () => {
    await h.db.query('DELETE FROM rate_limits');
    const visitor = h.client();
    expect((await visitor.get('/api/identity/register-attempts')).json()).toEqual({ registerAttempts: 0, registerAttemptNumber: 5 });
    for (let i = 0; i < 2; i++) await visitor.post('/api/identity/register', camilleRegistration({ nom: 'INCONNU' }));
    expect((await visitor.get('/api/identity/register-attempts')).json()).toEqual({ registerAttempts: 2, registerAttemptNumber: 5 });
    // Another visitor starts from zero.
    expect((await h.client().get('/api/identity/register-attempts')).json().registerAttempts).toBe(0);
  });

  it('GET consentement gives the choices made at activation until the member answers again', async () => {
    const { rows } = await h.db.query<{ id: string }>(
      `INSERT INTO users (user_name, roles, status, created_by_admin, nom, prenom) VALUES ('consents.activation@example.fr', ARRAY['User'], 'created', true, 'LEROY', 'Paul') RETURNING id`,
    );
    const userId = rows[0].id;
    const { issueToken } = await import('../../../../../src/server/auth/tokens');
    const code = await issueToken(h.db, userId, 'Confirmation', h.config.now());
    const activated = await h.client().post('/api/identity/activate-user', {
      password: 'Tramway#Lune47',
      confirmPassword: 'Tramway#Lune47',
      cgu: true,
      consentements: [
        { nom: 'newsletter', libelle: 'Lettre', accepted: true },
        { nom: 'offresPartenaires', libelle: 'Offres', accepted: false },
      ],
      code,
      userId,
    });
    expect(activated.statusCode).toBe(200);
    const member = h.client();
    expect((await member.login('consents.activation@example.fr', 'Tramway#Lune47')).statusCode).toBe(200);
    const byName = async () =>
      Object.fromEntries(((await member.get('/api/consentement')).json() as { nomConsentement: string; isAccepted: boolean }[]).map((a) => [a.nomConsentement, a.isAccepted]));
    expect(await byName()).toEqual({ newsletter: true, offresPartenaires: false });
    expect((await member.post('/api/consentement', { nomConsentement: 'newsletter', isAccepted: false })).statusCode).toBe(200);
    expect(await byName()).toEqual({ newsletter: false, offresPartenaires: false });
  });

  describe('mails an anonymous request causes are capped per recipient address', () => {
    it('register with an address that already has an account, from 12 different IP addresses: 5 mails, the same answer every time', async () => {
      const before = await mailsTo('adherent@demo.fr');
      const answers = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const res = await postFrom(h.app, `203.0.113.${i + 1}`, '/api/identity/register', camilleRegistration({ email: 'adherent@demo.fr' }));
        answers.add(`${res.statusCode} ${res.body}`);
      }
      expect([...answers]).toEqual(['200 {"userName":"adherent@demo.fr"}']);
      expect((await mailsTo('adherent@demo.fr')) - before).toBe(5);
      // The window passes: the address gets mail again.
      h.advance(60 * 60_000 + 1000);
      await postFrom(h.app, '203.0.113.200', '/api/identity/register', camilleRegistration({ email: 'adherent@demo.fr' }));
      expect((await mailsTo('adherent@demo.fr')) - before).toBe(6);
    });

    it('forgot-username for a member: at most 5 mails an hour to the account\'s address, the same answer every time', async () => {
      h.advance(2 * 60 * 60_000); // a window of its own
      const before = await mailsTo('adherent@demo.fr');
      const answers = new Set<string>();
      for (let i = 0; i < 9; i++) {
        const res = await postFrom(h.app, `198.51.100.${i + 1}`, '/api/identity/forgot-username', {
          numeroContrat: 'DEMO1001',
          nom: 'Durand',
          prenom: 'Sophie',
          dateNaissance: '1990-05-12',
          codePostal: '69003',
          email: 'nouvelle@example.org',
        });
        answers.add(`${res.statusCode} ${res.body}`);
      }
      expect(answers.size).toBe(1);
      expect([...answers][0]).toMatch(/^200 /);
      expect((await mailsTo('adherent@demo.fr')) - before).toBe(5);
    });
  });
});

describe('the anti-forgery cookie has the __Host- prefix over HTTPS', () => {
  it('behind a trusted proxy speaking HTTPS: __Host-XSRF-TOKEN (Secure, Path=/, no Domain) is the token writes echo', async () => {
    const h = await startHarness('pglite', { config: { trustProxy: settingsFromEnv({ TRUST_PROXY: '1' }).trustProxy } });
    try {
      const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7', host: 'adherents.mutuelle.fr' };
      const first = await h.app.inject({ method: 'GET', url: '/api/identity/client', headers: https });
      const xsrf = first.cookies.find((c) => c.name === '__Host-XSRF-TOKEN');
      expect(first.cookies.map((c) => c.name)).not.toContain('XSRF-TOKEN');
      expect(xsrf).toMatchObject({ secure: true, path: '/' });
      expect(xsrf?.httpOnly).toBeFalsy(); // the page reads it
      expect(xsrf?.domain).toBeUndefined();
      const sid = first.cookies.find((c) => c.name === '__Host-sid')!;
      const cookie = `__Host-sid=${sid.value}; __Host-XSRF-TOKEN=${xsrf!.value}`;
      const login = await h.app.inject({
        method: 'POST',
        url: '/api/identity/login',
        headers: { ...https, cookie, 'x-xsrf-token': xsrf!.value },
        payload: { userName: DEMO.adherent, password: DEMO.password },
      });
      expect(login.statusCode).toBe(200);
      expect(login.cookies.map((c) => c.name)).toContain('__Host-XSRF-TOKEN');
    } finally {
      await h.close();
    }
  });
});
