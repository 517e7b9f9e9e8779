import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, lastMailTo, startHarness, type Client, type Harness } from '../../helpers';
import {
  chooseChannel, generateCode, isAuthorizedMobile, MAX_WRONG_TRIES, normalizePhone,
} from '../../../../src/server/amf/securityCodes';

/** The code in the newest mail or SMS to `to`. */
async function codeSentTo(h: Harness, to: string): Promise<string> {
  const entry = await lastMailTo(h.app, to);
  const match = entry?.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code sent to ${to}`);
  return match[1];
}

describe('security-code rules (pure)', () => {
  it('draws 6 digits, uniformly enough', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });

  it('authorizes French mobiles only', () => {
    expect(isAuthorizedMobile('06 98 76 54 32')).toBe(true);
    expect(isAuthorizedMobile('+33 7 12 34 56 78')).toBe(true);
    expect(isAuthorizedMobile('0145678901')).toBe(false);
    expect(isAuthorizedMobile('0912345678')).toBe(false);
    expect(isAuthorizedMobile(null)).toBe(false);
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('0612345678');
  });

  it('falls back from SMS to mail (no confirmed mobile, SMS off, forbidden phone)', () => {
    const base = { requested: 'SMS' as const, operation: 'verify' as const, amfSmsActivated: true, telephone: '0698765432', telephoneConfirme: true };
    expect(chooseChannel(base)).toEqual({ channel: 'SMS', telephoneForbidden: false });
    expect(chooseChannel({ ...base, telephoneConfirme: false })).toEqual({ channel: 'MAIL', telephoneForbidden: false });
    expect(chooseChannel({ ...base, telephone: null })).toEqual({ channel: 'MAIL', telephoneForbidden: false });
    expect(chooseChannel({ ...base, amfSmsActivated: false })).toEqual({ channel: 'MAIL', telephoneForbidden: false });
    expect(chooseChannel({ ...base, telephone: '0145678901' })).toEqual({ channel: 'MAIL', telephoneForbidden: true });
    expect(chooseChannel({ ...base, operation: 'verifyByMail' })).toEqual({ channel: 'MAIL', telephoneForbidden: false });
    expect(chooseChannel({ ...base, requested: 'MAIL', operation: 'verifyBySms' })).toEqual({ channel: 'SMS', telephoneForbidden: false });
    expect(chooseChannel({ ...base, operation: 'modifyPhone', telephoneConfirme: false })).toEqual({ channel: 'SMS', telephoneForbidden: false });
  });
});

describe.each(DB_KINDS)('security codes /api/amf (%s)', (kind) => {
  let h: Harness;
  let c: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await h.db.query('DELETE FROM rate_limits');
    await h.db.query('DELETE FROM security_codes');
    await h.db.query("UPDATE users SET amf_active = false, pending_telephone = NULL WHERE user_name = 'adherent@demo.fr'");
    await h.db.query(
      "UPDATE adherents SET telephone_mobile = '0698765432', telephone_confirme = true WHERE id = (SELECT adherent_id FROM users WHERE user_name = 'adherent@demo.fr')",
    );
    c = h.client();
    expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });

  const send = (client: Client, body: Record<string, unknown>) => client.post('/api/amf/send-security-code', { sendType: 'SMS', ...body });
  const validate = (client: Client, body: Record<string, unknown>) => client.post('/api/amf/validate-operation', body);

  it('sends by SMS to a confirmed mobile; stores only a hash; the code works once', async () => {
    const res = await send(c, { operation: 'verify' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sendType: 'SMS', destination: '06 ** ** ** 32', telephoneForbidden: false, expiresInSeconds: 600 });
    const code = await codeSentTo(h, '0698765432');
    const { rows } = await h.db.query<{ code_hash: string; salt: string }>('SELECT code_hash, salt FROM security_codes');
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(code);

    expect((await validate(c, { operation: 'verify', securityCode: code })).json()).toEqual({ operation: 'verify', validated: true });
    const again = await validate(c, { operation: 'verify', securityCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('SecurityCodeExpired');
  });

  it('expires after 10 minutes', async () => {
    await send(c, { operation: 'verify' });
    const code = await codeSentTo(h, '0698765432');
    h.advance(10 * 60_000 + 1000);
    const res = await validate(c, { operation: 'verify', securityCode: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SecurityCodeExpired');
  });

  it('allows 5 wrong tries, then a new code is needed', async () => {
    await send(c, { operation: 'verify' });
    const code = await codeSentTo(h, '0698765432');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < MAX_WRONG_TRIES; i += 1) {
      const res = await validate(c, { operation: 'verify', securityCode: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SecurityCodeInvalid', remainingAttempts: MAX_WRONG_TRIES - i });
    }
    const fifth = await validate(c, { operation: 'verify', securityCode: wrong });
    expect(fifth.json()).toMatchObject({ code: 'SecurityCodeLocked', remainingAttempts: 0 });
    // Even the right code is refused now.
    expect((await validate(c, { operation: 'verify', securityCode: code })).json().code).toBe('SecurityCodeExpired');
    // A new code works.
    await send(c, { operation: 'verify' });
    const fresh = await codeSentTo(h, '0698765432');
    expect((await validate(c, { operation: 'verify', securityCode: fresh })).statusCode).toBe(200);
  });

  it('a new code replaces the previous one of the same operation', async () => {
    await send(c, { operation: 'verify' });
    const first = await codeSentTo(h, '0698765432');
    await send(c, { operation: 'verify' });
    const second = await codeSentTo(h, '0698765432');
    if (first !== second) expect((await validate(c, { operation: 'verify', securityCode: first })).statusCode).toBe(400);
    expect((await validate(c, { operation: 'verify', securityCode: second })).statusCode).toBe(200);
  });

  it('rate-limits sends and logs a flooding member out with logoutUrl', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(c, { operation: 'verify' })).statusCode).toBe(200);
    const sixth = await send(c, { operation: 'verify' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'TooManyAttempts', logoutUrl: '/', content: expect.stringContaining('déconnecté') });
    expect((await c.get('/api/identity/current-user')).body).toBe('null');
  });

  it('falls back to mail when the phone is not an authorized mobile, or SMS is off, or not confirmed', async () => {
    await h.db.query(
      "UPDATE adherents SET telephone_mobile = '0145678901' WHERE id = (SELECT adherent_id FROM users WHERE user_name = 'adherent@demo.fr')",
    );
    const res = await send(c, { operation: 'verify' });
    expect(res.json()).toMatchObject({ sendType: 'MAIL', telephoneForbidden: true, destination: 'a*******@demo.fr' });
    const mail = await lastMailTo(h.app, DEMO.adherent);
    expect(mail?.subject).toBe('Votre code de sécurité');
    await h.db.query(
      "UPDATE adherents SET telephone_mobile = '0698765432', telephone_confirme = false WHERE id = (SELECT adherent_id FROM users WHERE user_name = 'adherent@demo.fr')",
    );
    expect((await send(c, { operation: 'verify' })).json()).toMatchObject({ sendType: 'MAIL', telephoneForbidden: false });
    expect((await send(c, { operation: 'verifyByMail' })).json()).toMatchObject({ sendType: 'MAIL' });
  });

  it('asks for the user on unauthenticated operations; answers the same for an unknown or unproven user', async () => {
    const anonymous = h.client();
    const missing = await send(anonymous, { operation: 'verifyUnauthenticated', sendType: 'MAIL' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Veuillez renseigner les informations de l'utilisateur.");
    const unknown = await send(anonymous, { operation: 'verifyUnauthenticated', sendType: 'MAIL', username: 'personne@nulle-part.fr' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ sendType: 'MAIL', destination: 'p*******@nulle-part.fr' });
    // A real member named by a session that did not prove who it is: same answer, nothing sent.
    const before = await lastMailTo(h.app, DEMO.adherent);
    const unproven = await send(anonymous, { operation: 'verifyUnauthenticated', sendType: 'MAIL', username: DEMO.adherent });
    expect(unproven.statusCode).toBe(200);
    expect(unproven.json()).toMatchObject({ sendType: 'MAIL', destination: 'a*******@demo.fr' });
    expect(await lastMailTo(h.app, DEMO.adherent)).toEqual(before);
    // Once the identity form matched the member in this session (pre-forgot-username), the code goes.
    const sophie = { numeroContrat: 'DEMO1001', nom: 'Durand', prenom: 'Sophie', dateNaissance: '1990-05-12', codePostal: '69003', email: 'sophie.nouvelle@example.fr' };
    expect((await anonymous.post('/api/identity/pre-forgot-username', sophie)).statusCode).toBe(200);
    const known = await send(anonymous, { operation: 'verifyUnauthenticated', sendType: 'MAIL', username: DEMO.adherent });
    expect(known.statusCode).toBe(200);
    const code = await codeSentTo(h, DEMO.adherent);
    expect((await validate(anonymous, { operation: 'verifyUnauthenticated', securityCode: code, username: DEMO.adherent })).statusCode).toBe(200);
    // Authenticated operations need a session.
    expect((await send(anonymous, { operation: 'verify' })).statusCode).toBe(401);
  });

  it('activates AMF, then login needs a verified login code (single use)', async () => {
    await send(c, { operation: 'activateAmf' });
    expect((await validate(c, { operation: 'activateAmf', securityCode: await codeSentTo(h, '0698765432') })).statusCode).toBe(200);
    expect((await c.get('/api/amf/get-encrypted-view-data?isLoginType=false')).json()).toMatchObject({ amfActive: true, telephone: '06 ** ** ** 32' });

    const visitor = h.client();
    // No login code without the password step first.
    expect((await send(visitor, { operation: 'login', username: DEMO.adherent })).statusCode).toBe(400);
    const first = await visitor.login(DEMO.adherent, DEMO.password);
    expect(first.statusCode).toBe(403);
    expect(first.json().code).toBe('SecurityCodeRequired');
    expect((await visitor.get('/api/identity/current-user')).body).toBe('null');
    expect((await send(visitor, { operation: 'login', username: DEMO.adherent })).json()).toMatchObject({ sendType: 'SMS' });
    const code = await codeSentTo(h, '0698765432');
    expect((await validate(visitor, { operation: 'login', username: DEMO.adherent, securityCode: code })).statusCode).toBe(200);
    const second = await visitor.post('/api/identity/login', { userName: DEMO.adherent, password: DEMO.password }, { 'x-securitycode': code });
    expect(second.statusCode).toBe(200);
    // The same code opens no second session.
    const replay = await h.client().post('/api/identity/login', { userName: DEMO.adherent, password: DEMO.password }, { 'x-securitycode': code });
    expect(replay.statusCode).toBe(403);
  });

  it('modifies the phone: update-user-tel, code to the new number, then it is the confirmed mobile', async () => {
    const bad = await c.post('/api/amf/update-user-tel', { newAmfTel: '12' });
    expect(bad.statusCode).toBe(400);
    const res = await c.post('/api/amf/update-user-tel', { newAmfTel: '07 11 22 33 44' });
    expect(res.json()).toEqual({ telephone: '07 ** ** ** 44', telephoneForbidden: false });
    expect((await send(c, { operation: 'modifyPhone' })).json()).toMatchObject({ sendType: 'SMS', destination: '07 ** ** ** 44' });
    const code = await codeSentTo(h, '0711223344');
    expect((await validate(c, { operation: 'modifyPhone', securityCode: code, newAmfTel: '0711223344' })).statusCode).toBe(200);
    expect((await c.get('/api/amf/get-encrypted-view-data')).json()).toMatchObject({ telephone: '07 ** ** ** 44', telephoneConfirme: true });
    // A landline goes by mail, with the forbidden note.
    await c.post('/api/amf/update-user-tel', { newAmfTel: '0145678901' });
    expect((await send(c, { operation: 'modifyPhone' })).json()).toMatchObject({ sendType: 'MAIL', telephoneForbidden: true });
  });

  it('delete-devices needs X-SecurityCode of a recent check', async () => {
    await send(c, { operation: 'activateBiometrics' });
    await validate(c, { operation: 'activateBiometrics', securityCode: await codeSentTo(h, '0698765432') });
    expect((await c.get('/api/amf/get-encrypted-view-data')).json()).toMatchObject({ biometrieActive: true, devices: 1 });
    expect((await c.post('/api/amf/delete-devices')).statusCode).toBe(403);
    await send(c, { operation: 'verify' });
    const code = await codeSentTo(h, '0698765432');
    await validate(c, { operation: 'verify', securityCode: code });
    const res = await c.post('/api/amf/delete-devices', undefined, { 'x-securitycode': code });
    expect(res.json()).toEqual({ deleted: 1 });
    expect((await c.get('/api/amf/get-encrypted-view-data')).json()).toMatchObject({ biometrieActive: false, devices: 0 });
  });
});
