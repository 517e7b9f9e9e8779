import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Harness } from '../helpers';

// A page whose session is gone learns it (401 SessionEnded), not an
// anti-forgery refusal; the anti-forgery check still guards everything else.
describe.each(DB_KINDS)('a lost session on a write that needs a user (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const body = { email: 'nouveau@demo.fr' };

  it('answers 401 SessionEnded when the sid cookie is gone (the XSRF token no longer matches)', async () => {
    const c = h.client();
    expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    c.cookies.delete('sid');
    const res = await c.post('/api/forms/communication-mail/form', body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'SessionEnded', message: 'Votre session a pris fin. Merci de vous reconnecter pour continuer.', requestId: expect.any(String) });
  });

  it('answers 401 SessionEnded when the session was deleted on the server', async () => {
    const c = h.client();
    expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    await h.app.db.query('DELETE FROM sessions');
    const res = await c.post('/api/forms/communication-mail/form', body);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SessionEnded');
  });

  it('a visitor who never logged in keeps the plain 401 "Accès non autorisé"', async () => {
    const c = h.client();
    const res = await c.post('/api/forms/communication-mail/form', body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Accès non autorisé', requestId: expect.any(String) });
  });

  it('still refuses a logged-in write without the XSRF header (403), and anonymous routes keep the XSRF answer', async () => {
    const c = h.client();
    expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    const forged = await c.post('/api/forms/communication-mail/form', body, { 'x-xsrf-token': 'x'.repeat(43) });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('XsrfTokenInvalid');
    c.cookies.delete('sid');
    const login = await c.post('/api/identity/login', { userName: DEMO.adherent, password: DEMO.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('XsrfTokenInvalid');
  });
});
