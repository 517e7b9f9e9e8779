import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, lastMailTo, startHarness, type Client, type Harness } from '../../../helpers';

const HORIZON = { host: 'horizon.localhost' };
const BENEFICIAIRE = 'beneficiaire@demo.fr';

describe.each(DB_KINDS)('mail templates per client: the request’s client’s templates (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function as(userName: string, headers: Record<string, string> = {}): Promise<Client> {
    const client = h.client();
    expect((await client.post('/api/identity/login', { userName, password: DEMO.password }, headers)).statusCode).toBe(200);
    return client;
  }

  function put(client: Client, body: unknown, headers: Record<string, string>) {
    return client.app.inject({
      method: 'PUT',
      url: '/api/settings/mail',
      headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '', ...headers },
      payload: body as object,
    });
  }

  const fileDemande = (sophie: Client, headers: Record<string, string>) =>
    sophie.post('/api/forms/communication-mail/form', { email: 'sophie.durand@exemple.fr' }, { 'x-numcontrat': 'DEMO1001', ...headers });

  it('a template edited for Mutuelle Horizon is used for a mail caused on its host, and not for the default client', async () => {
    const admin = await as(DEMO.admin, HORIZON);
    const saved = await put(admin, { key: 'accuse-reception-demande', subject: 'Mutuelle Horizon a reçu « {libelle} »', body: 'Demande n° {reference}.\n\nSuivre : {lien}' }, HORIZON);
    expect(saved.statusCode).toBe(200);
    const { rows } = await h.db.query<{ client_code: string }>("SELECT client_code FROM mail_templates WHERE template_key = 'accuse-reception-demande'");
    expect(rows).toEqual([{ client_code: 'mutuelle-horizon' }]);

    const sophie = await as(DEMO.adherent, HORIZON);
    const onHorizon = await fileDemande(sophie, HORIZON);
    expect(onHorizon.statusCode).toBe(200);
    const horizonMail = await lastMailTo(h.app, DEMO.adherent);
    expect(horizonMail?.subject).toMatch(/^Mutuelle Horizon a reçu « .+ »$/);
    expect(horizonMail?.text).toContain(`Demande n° ${onHorizon.json().demandeId as number}.`);

    // The same demande on the default client's host: the product's template.
    const onDefault = await fileDemande(sophie, {});
    expect(onDefault.statusCode).toBe(200);
    const defaultMail = await lastMailTo(h.app, DEMO.adherent);
    expect(defaultMail?.subject).toMatch(/^Accusé de réception : /);
    expect(defaultMail?.text).toContain(`(demande n° ${onDefault.json().demandeId as number})`);

    // The outbox table holds both, each as its client's template made it.
    const { rows: outbox } = await h.db.query<{ subject: string }>('SELECT subject FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 2', [DEMO.adherent]);
    expect(outbox.map((row) => row.subject.split(' ')[0])).toEqual(['Accusé', 'Mutuelle']);
  });

  it('an account flow on the Horizon host (forgot password) uses Horizon’s template too; the default client keeps the file template', async () => {
    const admin = await as(DEMO.admin, HORIZON);
    expect((await put(admin, { key: 'reinitialisation-mot-de-passe', subject: 'Horizon : votre nouveau mot de passe', body: 'Choisissez-le ici : {lien}' }, HORIZON)).statusCode).toBe(200);
    await h.db.query("UPDATE clients SET is_check_birthday_forgot_password_activated = false");
    const visitor = h.client();
    expect((await visitor.post('/api/identity/forgot-password', { userName: BENEFICIAIRE }, HORIZON)).statusCode).toBe(200);
    expect((await lastMailTo(h.app, BENEFICIAIRE))?.subject).toBe('Horizon : votre nouveau mot de passe');
    expect((await visitor.post('/api/identity/forgot-password', { userName: BENEFICIAIRE })).statusCode).toBe(200);
    expect((await lastMailTo(h.app, BENEFICIAIRE))?.subject).toBe('Réinitialisation de votre mot de passe');
  });
});
