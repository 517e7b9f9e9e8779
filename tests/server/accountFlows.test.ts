import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { camilleRegistration, DB_KINDS, startHarness, type Harness } from './helpers';

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
