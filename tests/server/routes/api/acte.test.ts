import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Harness } from '../../helpers';

/** POST /api/forms/<acte>/form: an acte added as schema files is validated and filed, no code. */
describe.each(DB_KINDS)('generic acte route (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('files a valid request of a screen-declared acte for the logged-in member', async () => {
    const c = h.client();
    expect((await c.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    const res = await c.post('/api/forms/communication-mail/form', { email: 'sophie.perso@exemple.fr', motif: 'Nouvelle adresse' }, { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isModeGestionManuel: true, isEnvoiArActivated: true, demandeId: expect.any(Number) });
    const { rows } = await h.db.query<{ acte: string; numero_contrat: string; donnees: Record<string, unknown> }>(
      'SELECT acte, numero_contrat, donnees FROM demandes ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toMatchObject({ acte: 'communication-mail', numero_contrat: 'DEMO1001' });
    expect(typeof rows[0].donnees === 'string' ? JSON.parse(rows[0].donnees) : rows[0].donnees).toEqual({
      email: 'sophie.perso@exemple.fr',
      motif: 'Nouvelle adresse',
    });
  });

  it('refuses invalid data with the schema French message, writing nothing', async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const before = (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes')).rows[0].n;
    const res = await c.post('/api/forms/communication-mail/form', { email: 'pas-une-adresse' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ValidationFailed',
      message: "Le format de l'identifiant (adresse e-mail) est incorrect",
      errors: [{ path: '/email', message: "Le format de l'identifiant (adresse e-mail) est incorrect" }],
    });
    expect((await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes')).rows[0].n).toBe(before);
  });

  it('answers 404 for an acte no screen posts here, even an existing one (register)', async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    expect((await c.post('/api/forms/nexiste-pas/form', {})).statusCode).toBe(404);
    const register = await c.post('/api/forms/register/form', { email: 'x@exemple.fr' });
    expect(register.statusCode).toBe(404);
    expect(register.json()).toMatchObject({ message: 'La ressource demandée est introuvable' });
  });

  it('needs a logged-in member', async () => {
    const res = await h.client().post('/api/forms/communication-mail/form', { email: 'a@exemple.fr' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Accès non autorisé', requestId: expect.any(String) });
  });
});
