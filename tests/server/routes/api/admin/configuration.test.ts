import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../../helpers';

/** The client configuration edited through the acte configuration-client, validated by the same schema. */
describe.each(DB_KINDS)('client configuration (%s)', (kind) => {
  let h: Harness;
  let admin: Client;
  let gestion: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    admin = h.client();
    expect((await admin.login(DEMO.admin, DEMO.password)).statusCode).toBe(200);
    gestion = h.client();
    expect((await gestion.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  const put = (c: Client, body: unknown) =>
    c.app.inject({ method: 'PUT', url: '/api/admin/configuration', headers: { cookie: c.cookieHeader, 'x-xsrf-token': c.cookies.get('XSRF-TOKEN') ?? '' }, payload: body as object });

  it('401 anonymous, 403 for a member; the gestionnaire reads it but may not change it', async () => {
    const anonymous = h.client();
    await anonymous.get('/api/identity/client');
    expect((await anonymous.get('/api/admin/configuration')).statusCode).toBe(401);
    expect((await put(anonymous, {})).statusCode).toBe(401);
    const member = h.client();
    await member.login(DEMO.adherent, DEMO.password);
    expect((await member.get('/api/admin/configuration')).statusCode).toBe(403);
    expect((await put(member, {})).statusCode).toBe(403);
    expect((await gestion.get('/api/admin/configuration')).statusCode).toBe(200);
    const current = (await gestion.get('/api/admin/configuration')).json();
    expect((await put(gestion, current)).statusCode).toBe(403);
  });

  it('serves the current configuration as the form’s data, with the management mode of every acte', async () => {
    const res = await admin.get('/api/admin/configuration');
    expect(res.statusCode).toBe(200);
    const form = res.json();
    const publicConfig = (await admin.get('/api/identity/client/configuration')).json();
    expect(form).toMatchObject({ passwordRequiredLength: publicConfig.passwordRequiredLength, createAccountAuthMode: publicConfig.createAccountAuthMode, mobileApp: { enabled: publicConfig.mobileApp.enabled } });
    expect(form.modesGestion).toContainEqual({ id: 'ribActeGestion', libelle: 'Changement de coordonnées bancaires', modeGestion: 'manuel' });
    // Every mode is named for staff, never by its acte's id.
    expect(form.modesGestion).toContainEqual({ id: 'changementIdentifiantActeGestion', libelle: "Changement d'identifiant de connexion", modeGestion: expect.any(String) });
    for (const mode of form.modesGestion as Array<{ libelle: string }>) expect(mode.libelle).toMatch(/^[A-ZÉ][a-zà-ÿ'’ ]/);
    expect(form.oidcExternalProvider).toBeUndefined();
  });

  it('refuses bad values with the schema’s French messages, and changes nothing', async () => {
    const form = (await admin.get('/api/admin/configuration')).json();
    const tooShort = await put(admin, { ...form, passwordRequiredLength: 7 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({
      message: "La longueur minimale du mot de passe doit être d'au moins 8 caractères.",
      errors: [{ path: '/passwordRequiredLength', message: "La longueur minimale du mot de passe doit être d'au moins 8 caractères." }],
    });
    const several = await put(admin, { ...form, delaiToasts: 0, mobileApp: { enabled: true, androidUrl: 'http://exemple.fr' }, modesGestion: [{ id: 'ribActeGestion', modeGestion: 'parfois' }] });
    expect(several.statusCode).toBe(400);
    expect(several.json().errors).toEqual(
      expect.arrayContaining([
        { path: '/delaiToasts', message: "La durée d'affichage des messages doit être d'au moins 1 seconde." },
        { path: '/mobileApp/androidUrl', message: 'Le lien doit commencer par https://.' },
        { path: '/modesGestion/0/modeGestion', message: 'Merci de choisir le mode de gestion : manuel ou automatique.' },
      ]),
    );
    const unknown = await put(admin, { ...form, modesGestion: [{ id: 'inventeActeGestion', modeGestion: 'manuel' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Ce mode de gestion est inconnu.');
    expect((await admin.get('/api/admin/configuration')).json()).toEqual(form);
  });

  it('saves a valid configuration: the public reads and the acte’s management mode follow', async () => {
    const form = (await admin.get('/api/admin/configuration')).json();
    const modes = form.modesGestion.map((mode: { id: string; modeGestion: string }) => (mode.id === 'ribActeGestion' ? { ...mode, modeGestion: 'automatique' } : mode));
    const res = await put(admin, { ...form, passwordRequiredLength: 12, delaiToasts: 9, mobileApp: { enabled: true, androidUrl: 'https://play.google.com/store/apps/details?id=fr.demo' }, modesGestion: modes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ passwordRequiredLength: 12, delaiToasts: 9 });
    const anonymous = h.client();
    expect((await anonymous.get('/api/identity/client')).json().passwordRequiredLength).toBe(12);
    expect((await anonymous.get('/api/identity/client/configuration')).json()).toMatchObject({
      passwordRequiredLength: 12,
      delaiToasts: 9,
      mobileApp: { enabled: true, androidUrl: 'https://play.google.com/store/apps/details?id=fr.demo', iosUrl: null },
    });
    expect((await anonymous.get('/api/identity/client/mode-gestion/ribActeGestion')).json()).toMatchObject({ modeGestion: 'automatique' });
  });
});
