import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camilleRegistration, DB_KINDS, DEMO, lastMailTo, linkParams, startHarness, type Harness } from '../../../helpers';

describe.each(DB_KINDS)('login, passwords and identifiers (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function setDemoPassword() {
    // Restore Demo#2026pass and clear counters between tests.
    const { rows } = await h.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE user_name = 'gestion@demo.fr'");
    await h.db.query("UPDATE users SET password_hash = $1, user_name = 'adherent@demo.fr' WHERE roles = ARRAY['User'] AND adherent_id IS NOT NULL AND user_name IN ('adherent@demo.fr', 'sophie.nouvelle@example.fr')", [rows[0].password_hash]);
    await h.db.query('DELETE FROM rate_limits');
  }

  it('logs in with a new session id each time and serves the current user', async () => {
    const c = h.client();
    await c.get('/api/identity/client');
    const anonymous = c.cookies.get('sid');
    const login = await c.login('  Adherent@Demo.fr ', DEMO.password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      roles: ['User'],
      isAdmin: false,
      isBeneficiaire: false,
      isBackEndUser: false,
      isConsultant: false,
      isUser: true,
      codeCivilite: 'MME',
      nom: 'DURAND',
      prenom: 'Sophie',
      userName: DEMO.adherent,
      rights: {},
    });
    const first = c.cookies.get('sid');
    expect(first).not.toBe(anonymous);
    expect(login.cookies.map((x) => x.name).sort()).toEqual(['XSRF-TOKEN', 'sid']);
    await c.login(DEMO.adherent, DEMO.password);
    expect(c.cookies.get('sid')).not.toBe(first);
    // The previous session id no longer works.
    const old = await h.app.inject({ method: 'GET', url: '/api/identity/current-user', headers: { cookie: `sid=${first}` } });
    expect(old.body).toBe('null');
    // The staff accounts.
    const staff = h.client();
    expect((await staff.login(DEMO.gestion, DEMO.password)).json()).toMatchObject({ isBackEndUser: true, nom: 'BERNARD' });
    expect((await h.client().login(DEMO.admin, DEMO.password)).json()).toMatchObject({ isAdmin: true, roles: ['Admin'] });
  });

  it('refuses a wrong password or unknown identifier with the same answer', async () => {
    await setDemoPassword();
    const wrong = await h.client().login(DEMO.adherent, 'Mauvais#2026');
    const unknown = await h.client().login('personne@example.fr', 'Mauvais#2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Identifiant ou mot de passe incorrect.', code: 'InvalidCredentials', requestId: expect.any(String) });
    // The same answer but for the request's own id (each request has one).
    expect({ ...unknown.json(), requestId: undefined }).toEqual({ ...wrong.json(), requestId: undefined });
  });

  it('limits wrong passwords: after 5 failures even the right password gets 429 for a while', async () => {
    await setDemoPassword();
    for (let i = 0; i < 5; i++) expect((await h.client().login(DEMO.adherent, `Mauvais#${i}`)).statusCode).toBe(400);
    const limited = await h.client().login(DEMO.adherent, DEMO.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'TooManyAttempts', message: 'Trop de tentatives. Merci de réessayer dans quelques minutes.' });
    h.advance(16 * 60_000);
    expect((await h.client().login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });

  it('ends an idle session after 30 minutes', async () => {
    await setDemoPassword();
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    h.advance(29 * 60_000);
    expect((await c.get('/api/identity/current-user')).json()?.userName).toBe(DEMO.adherent);
    h.advance(29 * 60_000); // active 29 min ago: still alive
    expect((await c.get('/api/identity/current-user')).json()?.userName).toBe(DEMO.adherent);
    h.advance(31 * 60_000);
    expect((await c.get('/api/identity/current-user')).body).toBe('null');
  });

  it('forgot-password answers the same for known and unknown addresses, then reset → login with the new password', async () => {
    await setDemoPassword();
    const c = h.client();
    const before = (await h.db.query('SELECT count(*)::int AS n FROM outbox')).rows[0];
    const t0 = performance.now();
    const unknown = await c.post('/api/identity/forgot-password', { userName: 'personne@example.fr', dateNaissance: null });
    const t1 = performance.now();
    const known = await c.post('/api/identity/forgot-password', { userName: DEMO.adherent, dateNaissance: null });
    const t2 = performance.now();
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(Math.abs(t2 - t1 - (t1 - t0))).toBeLessThan(300);
    expect((await h.db.query('SELECT count(*)::int AS n FROM outbox')).rows[0]).toEqual({ n: Number((before as { n: number }).n) + 1 });

    const mail = await lastMailTo(h.app, DEMO.adherent);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    const { code, userId } = linkParams(mail, 'reset-password');
    expect((await c.post('/api/identity/check-token', { purpose: 'ResetPassword', code, userId })).json().valid).toBe(true);
    // A Confirmation check does not accept a reset token.
    expect((await c.post('/api/identity/check-token', { purpose: 'Confirmation', code, userId })).json().code).toBe('InvalidToken');

    const other = h.client();
    await other.login(DEMO.adherent, DEMO.password);
    const reset = await c.post('/api/identity/reset-password', { password: DEMO.newPassword, confirmPassword: DEMO.newPassword, code, userId });
    expect(reset.statusCode).toBe(200);
    // Sessions elsewhere are closed by a reset.
    expect((await other.get('/api/identity/current-user')).body).toBe('null');
    expect((await h.client().login(DEMO.adherent, DEMO.password)).statusCode).toBe(400);
    expect((await h.client().login(DEMO.adherent, DEMO.newPassword)).statusCode).toBe(200);
    expect((await lastMailTo(h.app, DEMO.adherent))?.subject).toBe('Votre mot de passe a été modifié');

    const reuse = await c.post('/api/identity/reset-password', { password: 'Encore#2026ok', confirmPassword: 'Encore#2026ok', code, userId });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: 'InvalidToken' });
  });

  it('refuses a reset link older than one hour', async () => {
    await setDemoPassword();
    const c = h.client();
    await c.post('/api/identity/forgot-password', { userName: DEMO.adherent });
    const { code, userId } = linkParams(await lastMailTo(h.app, DEMO.adherent), 'reset-password');
    h.advance(61 * 60_000);
    const res = await c.post('/api/identity/reset-password', { password: DEMO.newPassword, confirmPassword: DEMO.newPassword, code, userId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'InvalidToken', reason: 'expired' });
    const wrong = await c.post('/api/identity/reset-password', { password: DEMO.newPassword, confirmPassword: DEMO.newPassword, code: 'faux', userId });
    expect(wrong.json().code).toBe('InvalidToken');
  });

  it('checks the birth date when isCheckBirthdayForgotPasswordActivated is on', async () => {
    await setDemoPassword();
    await h.db.query('UPDATE clients SET is_check_birthday_forgot_password_activated = true');
    try {
      const count = async () => Number((await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).rows[0].n);
      const start = await count();
      const wrong = await h.client().post('/api/identity/forgot-password', { userName: DEMO.adherent, dateNaissance: '1990-05-13' });
      expect(wrong.statusCode).toBe(200);
      expect(await count()).toBe(start);
      await h.client().post('/api/identity/forgot-password', { userName: DEMO.adherent, dateNaissance: '1990-05-12' });
      expect(await count()).toBe(start + 1);
    } finally {
      await h.db.query('UPDATE clients SET is_check_birthday_forgot_password_activated = false');
    }
  });

  it('limits forgot-password per address whether or not it exists', async () => {
    await h.db.query('DELETE FROM rate_limits');
    const c = h.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await c.post('/api/identity/forgot-password', { userName: 'absent@example.fr' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('change-password needs the session and the current password; check-password verifies it', async () => {
    await setDemoPassword();
    const anonymous = await h.client().post('/api/identity/change-password', { currentPassword: DEMO.password, password: DEMO.newPassword, confirmPassword: DEMO.newPassword });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Accès non autorisé', requestId: expect.any(String) });
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    expect((await c.post('/api/identity/check-password', { password: DEMO.password })).json()).toEqual({ valid: true });
    expect((await c.post('/api/identity/check-password', { password: 'Faux#2026' })).json()).toEqual({ valid: false });
    const wrong = await c.post('/api/identity/change-password', { currentPassword: 'Faux#2026', password: DEMO.newPassword, confirmPassword: DEMO.newPassword });
    expect(wrong.json()).toMatchObject({ code: 'InvalidPassword', message: 'Le mot de passe actuel est incorrect.' });
    const mismatch = await c.post('/api/identity/change-password', { currentPassword: DEMO.password, password: DEMO.newPassword, confirmPassword: 'x' });
    expect(mismatch.json()).toMatchObject({ code: 'ValidationFailed', message: "Merci de saisir les mots de passe à l'identique." });
    const ok = await c.post('/api/identity/change-password', { currentPassword: DEMO.password, password: DEMO.newPassword, confirmPassword: DEMO.newPassword });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('La modification du mot de passe a bien été prise en compte.');
    expect((await c.get('/api/identity/current-user')).json()?.userName).toBe(DEMO.adherent);
    expect((await h.client().login(DEMO.adherent, DEMO.newPassword)).statusCode).toBe(200);
    expect((await h.client().post('/api/identity/check-password', { password: 'x' })).statusCode).toBe(401);
  });

  it('sso-token needs a session and gives a fresh random token', async () => {
    await setDemoPassword();
    expect((await h.client().get('/api/identity/sso-token')).statusCode).toBe(401);
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const a = (await c.get('/api/identity/sso-token')).json();
    const b = (await c.get('/api/identity/sso-token')).json();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
  });

  it('pre-forgot-username identifies the member and masks the identifier; failures count', async () => {
    await setDemoPassword();
    const sophie = {
      numeroContrat: 'DEMO1001',
      nom: 'Durand',
      prenom: 'Sophie',
      dateNaissance: '1990-05-12',
      codePostal: '69003',
      email: 'sophie.nouvelle@example.fr',
    };
    const c = h.client();
    const res = await c.post('/api/identity/pre-forgot-username', sophie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isUserAmfAuthorized: true, sendType: 'SMS', currentUserName: 'a*******@demo.fr', telephone: '06 ** ** ** 32' });
    const none = await c.post('/api/identity/pre-forgot-username', { ...sophie, nom: 'AUTRE' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'RegisterNoMatch', registerAttempts: 1 });
    // Camille has no account: same failure.
    const camille = camilleRegistration();
    expect((await c.post('/api/identity/pre-forgot-username', camille)).json()).toMatchObject({ code: 'RegisterNoMatch', registerAttempts: 2 });
  });

  it('forgot-username answers neutrally, and the confirm-email link switches the identifier', async () => {
    await setDemoPassword();
    const sophie = {
      numeroContrat: 'DEMO1001',
      nom: 'Durand',
      prenom: 'Sophie',
      dateNaissance: '1990-05-12',
      codePostal: '69003',
      email: 'sophie.nouvelle@example.fr',
    };
    const c = h.client();
    const nobody = await c.post('/api/identity/forgot-username', { ...sophie, nom: 'AUTRE' });
    // Sophie has a confirmed mobile: the change needs the proof of a verified security code.
    // Without it, the same answer (no enumeration) and a mail to her current address.
    const unproven = await c.post('/api/identity/forgot-username', sophie);
    expect(unproven.statusCode).toBe(200);
    expect(unproven.body).toBe(nobody.body);
    expect((await lastMailTo(h.app, DEMO.adherent))?.subject).toBe('Votre identifiant n’a pas été modifié');
    expect(await lastMailTo(h.app, 'sophie.nouvelle@example.fr')).toBeUndefined();
    expect((await c.post('/api/identity/pre-forgot-username', sophie)).statusCode).toBe(200);
    expect((await c.post('/api/amf/send-security-code', { operation: 'verifyUnauthenticated', sendType: 'MAIL', username: DEMO.adherent })).statusCode).toBe(200);
    const code = (await lastMailTo(h.app, DEMO.adherent))?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect((await c.post('/api/amf/validate-operation', { operation: 'verifyUnauthenticated', securityCode: code, username: DEMO.adherent })).statusCode).toBe(200);
    const res = await c.post('/api/identity/forgot-username', sophie, { 'x-securitycode': code });
    expect(res.statusCode).toBe(200);
    expect(nobody.body).toBe(res.body);
    const mail = await lastMailTo(h.app, 'sophie.nouvelle@example.fr');
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect((await lastMailTo(h.app, DEMO.adherent))?.subject).toBe('Demande de changement d’identifiant');
    const link = linkParams(mail, 'confirm-email');
    // Still the old identifier until confirmation.
    expect((await h.client().login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    const confirm = await c.post('/api/identity/confirm-email', link);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().userName).toBe('sophie.nouvelle@example.fr');
    expect((await h.client().login('sophie.nouvelle@example.fr', DEMO.password)).statusCode).toBe(200);
    expect((await h.client().login(DEMO.adherent, DEMO.password)).statusCode).toBe(400);
    expect((await c.post('/api/identity/confirm-email', link)).json().code).toBe('AlreadyConfirmed');
  });

  it('changementidentifiant acte: logged-in member asks for a new identifier, confirmed by mail', async () => {
    await setDemoPassword();
    expect((await h.client().post('/api/forms/changementidentifiant/form', { nouvelIdentifiant: 'x@example.fr' })).statusCode).toBe(401);
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    expect((await c.post('/api/forms/changementidentifiant/form', { nouvelIdentifiant: 'pas-une-adresse' })).json()).toMatchObject({
      code: 'ValidationFailed',
      message: "Le format de l'identifiant (adresse e-mail) est incorrect",
    });
    // An address that is already an identifier gets the same answer as a free one (no oracle).
    expect((await c.post('/api/forms/changementidentifiant/form', { nouvelIdentifiant: DEMO.gestion })).statusCode).toBe(200);
    expect((await c.post('/api/forms/changementidentifiant/form', { nouvelIdentifiant: DEMO.adherent })).json().code).toBe('SameEmail');
    const ok = await c.post('/api/forms/changementidentifiant/form', { nouvelIdentifiant: 'sophie.nouvelle@example.fr' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ isModeGestionManuel: false });
    const link = linkParams(await lastMailTo(h.app, 'sophie.nouvelle@example.fr'), 'confirm-email');
    expect((await c.post('/api/identity/confirm-email', link)).statusCode).toBe(200);
    expect((await c.get('/api/identity/current-user')).json().userName).toBe('sophie.nouvelle@example.fr');
  });
});
