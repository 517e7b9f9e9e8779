import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, PDF, loginAs, startHarness, type Harness, type Member } from './contentHelpers';

/** Inputs PostgreSQL cannot store, as a security probe sent them: each is a 400 with the API's error shape. */
describe.each(DB_KINDS)('malformed input is a 400, never a 500 (%s)', (kind) => {
  let h: Harness;
  let member: Member;
  beforeAll(async () => {
    h = await startHarness(kind);
    member = await loginAs(h.db, { contrats: [{ numero: 'MAL0001', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
  });
  afterAll(async () => h?.close());

  const post = (url: string, payload: string, contentType = 'application/json') =>
    h.app.inject({ method: 'POST', url, headers: { ...member.session.headers, 'content-type': contentType }, payload });

  it('refuses a NUL character in a JSON body', async () => {
    const res = await post('/api/consentement', JSON.stringify({ nomConsentement: 'news\u0000letter', isAccepted: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MalformedInput', message: 'Les informations fournies sont erronées' });
  });

  it('refuses an unpaired surrogate, in a value or in a key', async () => {
    expect((await post('/api/forms/communication-mail/form', '{"email":"a@b.fr","motif":"\\ud800"}')).statusCode).toBe(400);
    expect((await post('/api/forms/communication-mail/form', '{"email":"a@b.fr","\\udc00":1}')).statusCode).toBe(400);
  });

  it('refuses a NUL or an unpaired surrogate in the query string and the path', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/referentiel/civilite?q=a%00b' })).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: '/api/referentiel/civ%ED%A0%80' })).statusCode).toBeLessThan(500);
    expect((await h.app.inject({ method: 'GET', url: '/api/referentiel/civ%00' })).statusCode).toBe(400);
  });

  it('refuses numbers that are not finite: "Infinity" and "1e400" coerced to integers, 1e400 in JSON', async () => {
    for (const limit of ['Infinity', '1e400', '-1e400']) {
      const res = await h.app.inject({ method: 'GET', url: `/api/referentiel/civilite?limit=${limit}` });
      expect(res.statusCode, limit).toBe(400);
    }
    expect((await post('/api/forms/communication-mail/form', '{"email":"a@b.fr","motif":1e400}')).statusCode).toBe(400);
  });

  it('answers a truncated multipart upload with a 400 in French', async () => {
    const boundary = 'tronque';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rib.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF,
    ]);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...member.session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/document/);
  });
});
