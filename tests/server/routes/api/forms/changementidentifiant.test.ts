import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Harness } from '../../../helpers';
import { loginAs, type Member } from '../../../contentHelpers';

/** The identifier change is neither an enumeration oracle nor a mail cannon. */
describe.each(DB_KINDS)('changementidentifiant (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const ask = (who: Member, nouvelIdentifiant: string) =>
    h.app.inject({ method: 'POST', url: '/api/forms/changementidentifiant/form', headers: who.session.headers, payload: { nouvelIdentifiant } });
  const mailsTo = async (to: string) =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE recipient = $1', [to])).rows[0].n;

  it('answers a taken address exactly as a free one, and sends nothing to the taken one', async () => {
    const member = await loginAs(h.db);
    const taken = await ask(member, DEMO.gestion);
    const free = await ask(member, 'adresse.libre@exemple.fr');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    expect(await mailsTo(DEMO.gestion)).toBe(0);
    expect(await mailsTo('adresse.libre@exemple.fr')).toBe(1);
  });

  it('mails an outside address once per period, however often it is asked for', async () => {
    const member = await loginAs(h.db);
    for (let i = 0; i < 3; i++) expect((await ask(member, 'cible@exemple.fr')).statusCode).toBe(200);
    const other = await loginAs(h.db);
    expect((await ask(other, 'cible@exemple.fr')).statusCode).toBe(200);
    expect(await mailsTo('cible@exemple.fr')).toBe(1);
  });

  it('limits each member to 5 requests an hour (429 in French)', async () => {
    const member = await loginAs(h.db);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await ask(member, `essai${i}@exemple.fr`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await ask(member, 'encore@exemple.fr');
    expect(refused.json()).toMatchObject({ code: 'TooManyAttempts', message: 'Trop de tentatives. Merci de réessayer dans quelques minutes.' });
    expect(await mailsTo('encore@exemple.fr')).toBe(0);
  });
});
