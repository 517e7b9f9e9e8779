import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../helpers';
import { withOwnUploads } from '../../ownUploads';
import { readActeSample } from '../../../../src/server/actes/acteSample';

/**
 * A management mode is a client's: « Configuration du client » of Mutuelle Démo (the default
 * client, every host but horizon.localhost) leaves Mutuelle Horizon's modes as they are, and an
 * acte whose mode nobody stored is 'manuel' — for the member's form and for the server that files it.
 */
const HORIZON = { host: 'horizon.localhost' };
const sampleOf = (acte: string): Record<string, unknown> =>
  readActeSample(acte);

describe.each(DB_KINDS)('management modes per client (%s)', (kind) => {
  let h: Harness;
  let admin: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    admin = h.client();
    expect((await admin.login(DEMO.admin, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  const modeOf = (id: string, headers: Record<string, string> = {}) => h.client().get(`/api/identity/client/mode-gestion/${id}`, headers);
  const put = (body: unknown) =>
    admin.app.inject({ method: 'PUT', url: '/api/admin/configuration', headers: { cookie: admin.cookieHeader, 'x-xsrf-token': admin.cookies.get('XSRF-TOKEN') ?? '' }, payload: body as object });

  it('an acte with no stored mode answers manuel; an id no manifest names stays unknown (404)', async () => {
    // Mutuelle Horizon stores no mode at all.
    const horizon = await modeOf('adresseActeGestion', HORIZON);
    expect(horizon.statusCode, horizon.body).toBe(200);
    expect(horizon.json()).toEqual({ modeGestion: 'manuel' });
    // The default client without its row for one acte.
    const { rows } = await h.db.query<{ client_code: string; mode_gestion: string }>(
      "DELETE FROM modes_gestion WHERE id = 'abonnementActeGestion' RETURNING client_code, mode_gestion",
    );
    try {
      const res = await modeOf('abonnementActeGestion');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ modeGestion: 'manuel' });
    } finally {
      for (const row of rows) {
        await h.db.query("INSERT INTO modes_gestion (client_code, id, mode_gestion) VALUES ($1, 'abonnementActeGestion', $2)", [row.client_code, row.mode_gestion]);
      }
    }
    expect((await modeOf('inventeActeGestion')).statusCode).toBe(404);
    expect((await modeOf('inventeActeGestion', HORIZON)).statusCode).toBe(404);
  });

  it('« Configuration du client » sets automatique for its client only: the other client stays on manuel, for the form and when filing', async () => {
    expect((await modeOf('situationFamilialeActeGestion')).json()).toEqual({ modeGestion: 'manuel' });
    const form = (await admin.get('/api/admin/configuration')).json();
    const modes = form.modesGestion.map((mode: { id: string; modeGestion: string }) =>
      mode.id === 'situationFamilialeActeGestion' ? { ...mode, modeGestion: 'automatique' } : mode,
    );
    const saved = await put({ ...form, modesGestion: modes });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().modesGestion).toContainEqual(expect.objectContaining({ id: 'situationFamilialeActeGestion', modeGestion: 'automatique' }));

    expect((await modeOf('situationFamilialeActeGestion')).json()).toEqual({ modeGestion: 'automatique' });
    expect((await modeOf('situationFamilialeActeGestion', HORIZON)).json()).toEqual({ modeGestion: 'manuel' });
    // Every other mode of Mutuelle Horizon is still the default too.
    for (const { id } of modes as Array<{ id: string }>) expect((await modeOf(id, HORIZON)).json(), id).toEqual({ modeGestion: 'manuel' });

    // The member files the acte: without its document on the default client (automatique), and
    // only with it on Mutuelle Horizon (manuel requires the justificatif).
    const sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    const { justificatif: _document, ...withoutDocument } = sampleOf('situation-familiale');
    const onDefault = await sophie.post('/api/forms/situation-familiale/form', withoutDocument, { 'x-numcontrat': 'DEMO1001' });
    expect(onDefault.statusCode, onDefault.body).toBe(200);
    expect(onDefault.json()).toMatchObject({ isModeGestionManuel: false });

    const onHorizon = h.client();
    expect((await onHorizon.post('/api/identity/login', { userName: DEMO.adherent, password: DEMO.password }, HORIZON)).statusCode).toBe(200);
    const refused = await onHorizon.post('/api/forms/situation-familiale/form', withoutDocument, { 'x-numcontrat': 'DEMO1001', ...HORIZON });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toContainEqual({ path: '/justificatif', message: 'Merci de joindre le document demandé.' });
    const filed = await onHorizon.post('/api/forms/situation-familiale/form', await withOwnUploads(onHorizon, sampleOf('situation-familiale')), { 'x-numcontrat': 'DEMO1001', ...HORIZON });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({ isModeGestionManuel: true });
  });
});
