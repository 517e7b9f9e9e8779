import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { currentContrat } from '../../../src/server/identity/currentContrat';
import { DB_KINDS, loginAs, startHarness, type Harness, type Member } from '../contentHelpers';

/** X-NumContrat names the caller's own contract, on every read and write that uses it. */
describe.each(DB_KINDS)('the current contract belongs to the caller (%s)', (kind) => {
  let h: Harness;
  let alice: Member;
  let bob: Member;
  let staff: Member;
  beforeAll(async () => {
    h = await startHarness(kind);
    alice = await loginAs(h.db, { contrats: [{ numero: 'OWN0001', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    bob = await loginAs(h.db, { contrats: [{ numero: 'OWN0002', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    staff = await loginAs(h.db, { roles: ['BackEndUser'], withAdherent: false });
  });
  afterAll(async () => h?.close());

  const post = (who: Member, url: string, payload: object, numContrat: string) =>
    h.app.inject({ method: 'POST', url, headers: { ...who.session.headers, 'x-numcontrat': numContrat }, payload });
  const count = async (table: string, numero: string) =>
    (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE numero_contrat = $1`, [numero])).rows[0].n;

  it("refuses a demande filed under another member's contract, and files nothing", async () => {
    const res = await post(alice, '/api/forms/communication-mail/form', { email: 'alice@exemple.fr' }, 'OWN0002');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Ce contrat ne fait pas partie de vos contrats.', code: 'ContratNotOwned', requestId: expect.any(String) });
    expect(await count('demandes', 'OWN0002')).toBe(0);
  });

  it("refuses a consent given under another member's contract, or an unknown one", async () => {
    for (const numero of ['OWN0002', 'INCONNU']) {
      const res = await post(alice, '/api/consentement', { nomConsentement: 'newsletter', isAccepted: true }, numero);
      expect(res.statusCode, numero).toBe(403);
    }
    expect(await count('consent_answers', 'OWN0002')).toBe(0);
  });

  it('accepts the caller’s own contract', async () => {
    expect((await post(bob, '/api/consentement', { nomConsentement: 'newsletter', isAccepted: true }, 'OWN0002')).statusCode).toBe(200);
    expect(await count('consent_answers', 'OWN0002')).toBe(1);
  });

  it('lets a back-office user name any existing contract, not an unknown one', async () => {
    // No member route accepts a back-office user any more (acte manifests): the rule is read where it lives.
    const asStaff = (numero: string) =>
      ({ headers: { 'x-numcontrat': numero }, user: { id: staff.userId, userName: 'g', roles: ['BackEndUser'], adherentId: null }, server: h.app }) as unknown as FastifyRequest;
    await expect(currentContrat(asStaff('OWN0001'))).resolves.toEqual({ numero: 'OWN0001', etat: 'valide' });
    await expect(currentContrat(asStaff('INCONNU'))).rejects.toMatchObject({ statusCode: 403, code: 'ContratNotOwned' });
  });
});
