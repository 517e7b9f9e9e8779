import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, loginAs, startHarness, type Harness, type Member } from '../../contentHelpers';

/**
 * What the browser hides, the server refuses — through the acte manifests
 * (schemas/actes/<acte>/<acte>.acte.json): roles, contract states, features; unknown properties
 * are not stored; demandes are limited per member.
 */
describe.each(DB_KINDS)('acte rules enforced by the server (%s)', (kind) => {
  let h: Harness;
  let member: Member;
  let staff: Member;
  beforeAll(async () => {
    h = await startHarness(kind);
    member = await loginAs(h.db, {
      contrats: [
        // The demo client activates ribPrestationsActe per contract, for the demo contracts only.
        { numero: 'RIBOFF01', nomOffre: 'Santé', etat: 'valide', isActif: true },
      ],
    });
    staff = await loginAs(h.db, { roles: ['BackEndUser'], withAdherent: false });
  });
  afterAll(async () => h?.close());

  const post = (who: Member, url: string, payload: object, numContrat?: string) =>
    h.app.inject({ method: 'POST', url, headers: { ...who.session.headers, ...(numContrat ? { 'x-numcontrat': numContrat } : {}) }, payload });
  const rib = (numContrat: string) => ({
    titulaire: 'Claire DURAND', iban: 'FR7630002005500000124310189', bic: 'CRLYFRPP', numContrat,
  });

  it('refuses the RIB change on a contract where the feature is off', async () => {
    const res = await post(member, '/api/forms/ribprestations/form', rib('RIBOFF01'), 'RIBOFF01');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cette demande n’est pas disponible pour ce contrat.', code: 'ActeUnavailable', requestId: expect.any(String) });
  });

  it('refuses the RIB change on a terminated contract', async () => {
    const resilie = await loginAs(h.db, { contrats: [{ numero: 'RESIL001', nomOffre: 'Santé', etat: 'resilie', isActif: false }] });
    const res = await post(resilie, '/api/forms/ribprestations/form', rib('RESIL001'), 'RESIL001');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ContratStateNotAllowed');
  });

  it('refuses member actes filed by a back-office user', async () => {
    for (const [url, payload] of [
      ['/api/forms/communication-mail/form', { email: 'gestion@exemple.fr' }],
      ['/api/consentement', { nomConsentement: 'newsletter', isAccepted: true }],
      ['/api/forms/ribprestations/form', rib('RIBOFF01')],
      ['/api/forms/changementidentifiant/form', { nouvelIdentifiant: 'gestion2@exemple.fr' }],
    ] as const) {
      const res = await post(staff, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: 'Votre profil ne permet pas d’envoyer cette demande.', code: 'ActeRoleNotAllowed', requestId: expect.any(String) });
    }
    expect((await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes WHERE user_id = $1', [staff.userId])).rows[0].n).toBe(0);
  });

  it('stores only the properties the acte schema declares', async () => {
    const junk = { email: 'claire@exemple.fr', motif: 'Déménagement', junk: 'x'.repeat(50_000), nested: { deep: [1, 2, 3] } };
    const res = await post(member, '/api/forms/communication-mail/form', junk, 'RIBOFF01');
    expect(res.statusCode).toBe(200);
    const { rows } = await h.db.query<{ donnees: unknown }>('SELECT donnees FROM demandes WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [member.userId]);
    const donnees = typeof rows[0].donnees === 'string' ? JSON.parse(rows[0].donnees) : rows[0].donnees;
    expect(donnees).toEqual({ email: 'claire@exemple.fr', motif: 'Déménagement' });
  });

  it('files at most 20 demandes a day per member (429 in French)', async () => {
    const busy = await loginAs(h.db);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await post(busy, '/api/forms/communication-mail/form', { email: `a${i}@exemple.fr` })).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const refused = await post(busy, '/api/forms/communication-mail/form', { email: 'encore@exemple.fr' });
    expect(refused.json()).toEqual({ message: 'Vous avez atteint le nombre maximal de demandes pour aujourd’hui. Merci de réessayer demain.', code: 'TooManyDemandes', requestId: expect.any(String) });
  });
});
