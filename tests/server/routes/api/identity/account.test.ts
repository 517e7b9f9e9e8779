import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../../../src/server/auth/crypto';
import { camilleRegistration, DB_KINDS, lastMailTo, linkParams, startHarness, type Harness } from '../../../helpers';

const CAMILLE = 'camille.martin@example.fr';

describe.each(DB_KINDS)('registration and activation (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function resetCamille() {
    await h.db.query(`DELETE FROM users WHERE adherent_id = (SELECT adherent_id FROM contrats WHERE numero_contrat_individuel = 'DEMO0001')`);
    // Each test starts with the per-recipient mail allowance of a new hour.
    await h.db.query("DELETE FROM rate_limits WHERE key LIKE 'mail:to:%'");
  }

  it('register → activation mail in the outbox → confirm-email (no second password) → login with the registration password → logout', async () => {
    await resetCamille();
    const c = h.client();
    const reg = await c.post('/api/identity/register', camilleRegistration());
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toEqual({ userName: CAMILLE });
    const { rows } = await h.db.query<{ status: string; password_hash: string }>('SELECT status, password_hash FROM users WHERE user_name = $1', [CAMILLE]);
    expect(rows[0].status).toBe('created');
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    const mail = await lastMailTo(h.app, CAMILLE);
    expect(mail?.subject).toBe('Activez votre Espace Adhérent');
    // The member chose a password at registration: the link only confirms the address.
    expect(mail?.links.some((l) => l.includes('#/activate-user?'))).toBe(false);
    const { code, userId } = linkParams(mail, 'confirm-email');
    expect(code.length).toBeGreaterThanOrEqual(43); // 256 bits base64url
    const stored = await h.db.query<{ token_hash: string }>('SELECT token_hash FROM tokens WHERE user_id = $1', [userId]);
    expect(stored.rows[0].token_hash).toBe(sha256(code)); // only the hash is kept

    // Not activated yet: login says so (with the userId for relance-activation).
    const early = await c.login(CAMILLE, 'Camille#2026ok');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'AccountNotActivated', userId });

    const confirm = await c.post('/api/identity/confirm-email', { code, userId });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ userName: CAMILLE, message: 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.' });

    const login = await c.login(CAMILLE, 'Camille#2026ok');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ userName: CAMILLE, nom: 'MARTIN', prenom: 'Camille', codeCivilite: 'MME', isUser: true, roles: ['User'] });
    expect((await c.get('/api/identity/current-user')).json().userName).toBe(CAMILLE);

    const logout = await c.post('/api/identity/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ logoutUrl: '/' });
    expect((await c.get('/api/identity/current-user')).body).toBe('null');

    // The link is single use: the account is confirmed already.
    const reuse = await c.post('/api/identity/confirm-email', { code, userId });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: 'AlreadyConfirmed' });
    const recheck = await c.post('/api/identity/check-token', { purpose: 'Confirmation', code, userId });
    expect(recheck.json().code).toBe('InvalidToken');
  });

  it('refuses an expired activation link (72 h) and relance-activation sends a new one', async () => {
    await resetCamille();
    const c = h.client();
    expect((await c.post('/api/identity/register', camilleRegistration())).statusCode).toBe(200);
    const { code, userId } = linkParams(await lastMailTo(h.app, CAMILLE), 'confirm-email');
    h.advance(72 * 3600_000 + 1000);
    const expired = await c.post('/api/identity/activate-user', { password: 'Activ#2026ok', confirmPassword: 'Activ#2026ok', code, userId });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'InvalidToken', reason: 'expired' });
    const confirm = await c.post('/api/identity/confirm-email', { code, userId });
    expect(confirm.json()).toMatchObject({ code: 'InvalidToken', reason: 'expired' });

    const relance = await c.post(`/api/identity/relance-activation?userId=${userId}`);
    expect(relance.statusCode).toBe(200);
    expect(relance.json().message).toBe("Le mail d'activation a été renvoyé.");
    const fresh = linkParams(await lastMailTo(h.app, CAMILLE), 'confirm-email');
    expect(fresh.code).not.toBe(code);
    // confirm-email with the new link activates the account with the registration password.
    const ok = await c.post('/api/identity/confirm-email', fresh);
    expect(ok.statusCode).toBe(200);
    expect((await c.login(CAMILLE, 'Camille#2026ok')).statusCode).toBe(200);
    const again = await c.post('/api/identity/confirm-email', fresh);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('AlreadyConfirmed');
    const relanceActive = await c.post(`/api/identity/relance-activation?userId=${userId}`);
    expect(relanceActive.json().code).toBe('AlreadyConfirmed');
    const unknown = await c.post('/api/identity/relance-activation?userId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses invalid tokens on check-token and confirm-email', async () => {
    const c = h.client();
    for (const body of [
      { purpose: 'Confirmation', code: 'faux', userId: '00000000-0000-4000-8000-000000000000' },
      { purpose: 'ResetPassword', code: 'faux', userId: 'pas-un-uuid' },
    ]) {
      const res = await c.post('/api/identity/check-token', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'InvalidToken', message: expect.stringContaining("n'est plus valide") });
    }
    const bad = await c.post('/api/identity/check-token', { purpose: 'Autre', code: 'x', userId: 'y' });
    expect(bad.json().code).toBe('ValidationFailed');
    const confirm = await c.post('/api/identity/confirm-email', { code: 'faux', userId: 'pas-un-uuid' });
    expect(confirm.json().code).toBe('InvalidToken');
  });

  it('asks CGU at activation only for an account an administrator created', async () => {
    const { rows } = await h.db.query<{ id: string }>(
      `INSERT INTO users (user_name, roles, status, created_by_admin, nom, prenom) VALUES ('cree.par.admin@example.fr', ARRAY['User'], 'created', true, 'LEROY', 'Paul') RETURNING id`,
    );
    const userId = rows[0].id;
    // An admin-created account gets its link via relance-activation.
    const c = h.client();
    await c.post(`/api/identity/relance-activation?userId=${userId}`);
    const { code } = linkParams(await lastMailTo(h.app, 'cree.par.admin@example.fr'), 'activate-user');
    expect((await c.post('/api/identity/check-token', { purpose: 'Confirmation', code, userId })).json().createdByAdmin).toBe(true);
    const noCgu = await c.post('/api/identity/activate-user', { password: 'Admin#2026ok', confirmPassword: 'Admin#2026ok', code, userId });
    expect(noCgu.statusCode).toBe(400);
    expect(noCgu.json().code).toBe('CguRequired');
    const ok = await c.post('/api/identity/activate-user', {
      password: 'Admin#2026ok',
      confirmPassword: 'Admin#2026ok',
      cgu: true,
      consentements: [{ nom: 'newsletter', libelle: 'Actualités', accepted: true }],
      code,
      userId,
    });
    expect(ok.statusCode).toBe(200);
    const saved = await h.db.query<{ cgu_accepted_at: Date | null; consentements: unknown }>('SELECT cgu_accepted_at, consentements FROM users WHERE id = $1', [userId]);
    expect(saved.rows[0].cgu_accepted_at).not.toBeNull();
    expect(saved.rows[0].consentements).toEqual([{ nom: 'newsletter', libelle: 'Actualités', accepted: true }]);
  });

  it('refuses passwords that differ or break the policy, and a missing CGU', async () => {
    await resetCamille();
    const c = h.client();
    const mismatch = await c.post('/api/identity/register', camilleRegistration({ confirmPassword: 'Autre#2026ok' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'ValidationFailed', message: "Merci de saisir les mots de passe à l'identique." });
    expect(mismatch.json().errors).toEqual([{ path: '/confirmPassword', message: "Merci de saisir les mots de passe à l'identique." }]);
    const weak = await c.post('/api/identity/register', camilleRegistration({ password: 'faible', confirmPassword: 'faible' }));
    expect(weak.json()).toMatchObject({
      code: 'ValidationFailed',
      message: 'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    });
    const cgu = await c.post('/api/identity/register', camilleRegistration({ cgu: false }));
    expect(cgu.json()).toMatchObject({
      code: 'ValidationFailed',
      message: "Blocage création compte - absence d'acceptation des conditions d'utilisation du site",
    });
    const activate = await c.post('/api/identity/activate-user', { password: 'a', confirmPassword: 'a', code: 'x', userId: 'y' });
    expect(activate.json().code).toBe('ValidationFailed');
    // None of these wrote anything.
    expect((await h.db.query('SELECT 1 FROM users WHERE user_name = $1', [CAMILLE])).rows).toHaveLength(0);
  });

  it('matches the member by contract number, name, birth date, postal code and IBAN last 4', async () => {
    await resetCamille();
    const tries = [
      { numeroContrat: 'DEMO9999' },
      { nom: 'DUPONT' },
      { dateNaissance: '1985-07-15' },
      { codePostal: '75012' },
      { iban: '9999' },
    ];
    for (const change of tries) {
      const c = h.client();
      const res = await c.post('/api/identity/register', camilleRegistration(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'RegisterNoMatch', registerAttempts: 1, registerAttemptNumber: 5 });
    }
    // Case, accents and spaces do not matter.
    const c = h.client();
    const ok = await c.post('/api/identity/register', camilleRegistration({ nom: ' martin ', prenom: 'CAMILLE', numeroContrat: 'demo0001' }));
    expect(ok.statusCode).toBe(200);
    // The member now has an account: the same answer (no enumeration), the mail says it.
    const again = await h.client().post('/api/identity/register', camilleRegistration({ email: 'autre@example.fr' }));
    expect(again.statusCode).toBe(200);
    expect((await lastMailTo(h.app, 'camille.martin@example.fr'))?.subject).toBe('Votre Espace Adhérent existe déjà');
    expect(await lastMailTo(h.app, 'autre@example.fr')).toBeUndefined();
  });

  it('follows createAccountAuthMode: nir, all, oneOfTwo', async () => {
    const modes: [string, Record<string, unknown>, number][] = [
      ['nir', { numeroContrat: null }, 200],
      ['nir', { nir: '1850775112399', numeroContrat: null }, 400],
      ['all', { nir: null }, 400],
      ['all', {}, 200],
      ['oneOfTwo', { nir: null }, 200],
      ['oneOfTwo', { numeroContrat: null }, 200],
      ['oneOfTwo', { numeroContrat: null, nir: null }, 400],
      ['oneOfTwo', { nir: '1850775112399' }, 400],
    ];
    try {
      for (const [mode, change, status] of modes) {
        await resetCamille();
        await h.db.query('UPDATE clients SET create_account_auth_mode = $1', [mode]);
        const res = await h.client().post('/api/identity/register', camilleRegistration(change));
        expect(res.statusCode, `${mode} ${JSON.stringify(change)}`).toBe(status);
      }
    } finally {
      await h.db.query(`UPDATE clients SET create_account_auth_mode = 'individual'`);
    }
  });

  it('counts failures toward registerAttemptNumber, then answers 429 with the configured message', async () => {
    await resetCamille();
    const c = h.client();
    const counts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await c.post('/api/identity/register', camilleRegistration({ nom: 'INCONNU' }));
      counts.push(res.json().registerAttempts);
    }
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    const blocked = await c.post('/api/identity/register', camilleRegistration());
    expect(blocked.statusCode).toBe(429);
    const config = (await c.get('/api/identity/client/configuration')).json();
    expect(blocked.json()).toMatchObject({ code: 'RegisterAttemptsExceeded', message: config.registerAttemptNumberAfterMessage });
    // Another visitor is not blocked.
    expect((await h.client().post('/api/identity/register', camilleRegistration())).statusCode).toBe(200);
  });

  it('an e-mail address already used by another account: no account, the same answer, and that address is told by mail', async () => {
    await resetCamille();
    const res = await h.client().post('/api/identity/register', camilleRegistration({ email: 'Adherent@Demo.fr' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userName: 'adherent@demo.fr' });
    expect((await lastMailTo(h.app, 'adherent@demo.fr'))?.subject).toBe('Cette adresse est déjà celle d’un Espace Adhérent');
    const { rows } = await h.db.query("SELECT 1 FROM users WHERE adherent_id = (SELECT adherent_id FROM contrats WHERE numero_contrat_individuel = 'DEMO0001')");
    expect(rows).toHaveLength(0);
  });

  it('answers the management mode of an acte', async () => {
    const res = await h.client().get('/api/identity/client/mode-gestion/ribPrestationsActeGestion');
    expect(res.json()).toEqual({ modeGestion: 'automatique' });
    expect((await h.client().get('/api/identity/client/mode-gestion/inconnu')).statusCode).toBe(404);
  });
});
