import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, lastMailTo, linkParams, startHarness, type Harness } from '../../../helpers';

const HUGO = { numeroContrat: 'DEMO2002', email: 'hugo.fabre@demo.fr' };
const NEW_PASSWORD = 'Hugo#2026activ';

describe.each(DB_KINDS)('accounts created by staff (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function as(userName: string) {
    const client = h.client();
    expect((await client.login(userName, DEMO.password)).statusCode).toBe(200);
    return client;
  }

  it('anonymous 401, member 403 on every route; gestion (comptes: creation, visualisation) is let through', async () => {
    const member = await as(DEMO.adherent);
    const gestion = await as(DEMO.gestion);
    for (const url of ['/api/admin/comptes', '/api/admin/comptes/adherents?numeroContrat=DEMO']) {
      expect((await h.client().get(url)).statusCode).toBe(401);
      expect((await member.get(url)).statusCode).toBe(403);
      expect((await gestion.get(url)).statusCode).toBe(200);
    }
    expect((await h.client().post('/api/identity/client/create', HUGO)).statusCode).toBe(401);
    expect((await member.post('/api/identity/client/create', HUGO)).statusCode).toBe(403);
    // Without the creation right, the gestionnaire is refused too (the rights are data).
    await h.db.query("DELETE FROM role_rights WHERE role = 'BackEndUser' AND resource = 'comptes' AND action = 'creation'");
    try {
      expect((await gestion.post('/api/identity/client/create', HUGO)).statusCode).toBe(403);
    } finally {
      await h.db.query("INSERT INTO role_rights (role, resource, action) VALUES ('BackEndUser', 'comptes', 'creation')");
    }
  });

  it('the search by contract number lists holders and whether they have an account', async () => {
    const gestion = await as(DEMO.gestion);
    const found = (await gestion.get('/api/admin/comptes/adherents?numeroContrat=demo200')).json().items;
    expect(found.map((row: { numeroContrat: string }) => row.numeroContrat)).toEqual(['DEMO2001', 'DEMO2002']);
    expect(found[1]).toMatchObject({ nom: 'FABRE', prenom: 'Hugo', compte: false, email: 'hugo.fabre@demo.fr' });
    expect((await gestion.get('/api/admin/comptes/adherents?numeroContrat=DEMO1001')).json().items[0].compte).toBe(true);
    expect((await gestion.get('/api/admin/comptes/adherents')).json().items).toEqual([]);
  });

  it('gestion creates the account, the member gets the activation mail, activation asks the CGU, then login works', async () => {
    const gestion = await as(DEMO.gestion);
    const created = await gestion.post('/api/identity/client/create', { ...HUGO, email: 'Hugo.Fabre@demo.fr' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ userName: HUGO.email, message: `Le compte a été créé. Un e-mail d'activation a été envoyé à ${HUGO.email}.` });

    // Listed with its status and who created it; the member now has an account.
    const list = (await gestion.get('/api/admin/comptes')).json();
    expect(list.items[0]).toMatchObject({ identifiant: HUGO.email, nom: 'FABRE', numeroContrat: 'DEMO2002', statut: 'created', creePar: DEMO.gestion });
    expect((await gestion.get('/api/admin/comptes/adherents?numeroContrat=DEMO2002')).json().items[0].compte).toBe(true);

    // A second creation for the same member is refused.
    const again = await gestion.post('/api/identity/client/create', { ...HUGO, email: 'autre.hugo@demo.fr' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cet adhérent a déjà un compte.');

    // The mail's link: check-token says staff created it, activation without the CGU is refused.
    const mail = await lastMailTo(h.app, HUGO.email);
    expect(mail?.subject).toBe('Activez votre Espace Adhérent');
    const link = linkParams(mail, 'activate-user');
    const member = h.client();
    const checked = await member.post('/api/identity/check-token', { purpose: 'Confirmation', ...link });
    expect(checked.json()).toMatchObject({ valid: true, createdByAdmin: true, userName: HUGO.email });
    // The consent boxes to show: the reference list « consentement », unticked.
    const consents = checked.json().consentements as { nom: string; accepted: boolean }[];
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((consent) => consent.accepted === false)).toBe(true);
    const withoutCgu = await member.post('/api/identity/activate-user', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, compteCreeParAdministrateur: true, ...link });
    expect(withoutCgu.statusCode).toBe(400);
    const activated = await member.post('/api/identity/activate-user', {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      compteCreeParAdministrateur: true,
      cgu: true,
      consentements: [{ nom: 'newsletter', libelle: 'Recevoir les actualités', accepted: true }],
      ...link,
    });
    expect(activated.statusCode).toBe(200);
    const { rows } = await h.db.query<{ cgu: boolean; consentements: unknown }>('SELECT cgu_accepted_at IS NOT NULL AS cgu, consentements FROM users WHERE user_name = $1', [HUGO.email]);
    expect(rows[0]).toEqual({ cgu: true, consentements: [{ nom: 'newsletter', libelle: 'Recevoir les actualités', accepted: true }] });
    expect((await h.client().login(HUGO.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await gestion.get('/api/admin/comptes')).json().items[0].statut).toBe('active');
  });

  it('an unknown contract is a 404, an address already in use a 409, a missing address a 400 in French', async () => {
    const admin = await as(DEMO.admin);
    const unknown = await admin.post('/api/identity/client/create', { numeroContrat: 'NEXISTEPAS', email: 'x@demo.fr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Aucun adhérent ne correspond à ce numéro de contrat.');
    const used = await admin.post('/api/identity/client/create', { numeroContrat: 'DEMO2001', email: DEMO.gestion });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Cette adresse e-mail est déjà utilisée par un autre compte.');
    const missing = await admin.post('/api/identity/client/create', { numeroContrat: 'DEMO2001' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("L'adresse e-mail est obligatoire");
  });

  it('« relancer l’activation » sends a new link, and is rate-limited', async () => {
    const admin = await as(DEMO.admin);
    const created = (await admin.post('/api/identity/client/create', { numeroContrat: 'DEMO2001', email: 'nadia.leroy@demo.fr' })).json();
    const first = linkParams(await lastMailTo(h.app, 'nadia.leroy@demo.fr'), 'activate-user');
    const resent = await admin.post(`/api/identity/relance-activation?userId=${created.userId}`);
    expect(resent.statusCode).toBe(200);
    const second = linkParams(await lastMailTo(h.app, 'nadia.leroy@demo.fr'), 'activate-user');
    expect(second.code).not.toBe(first.code);
    let status = 200;
    for (let i = 0; i < 6 && status === 200; i++) status = (await admin.post(`/api/identity/relance-activation?userId=${created.userId}`)).statusCode;
    expect(status).toBe(429);
  });
});
