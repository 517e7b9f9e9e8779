import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, lastMailTo, startHarness, type Harness } from '../../../helpers';
import { demandeAckMail } from '../../../../../src/server/mail/demandeMails';
import { activationMail } from '../../../../../src/server/mail/templates';
import { callers, send, statuses } from '../../../settingsClient';

describe.each(DB_KINDS)('mail templates /api/settings/mail (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  const ackTemplate = { key: 'accuse-reception-demande', subject: '{prenom}, votre demande « {libelle} » est arrivée', body: 'Demande n° {reference}{pourLeContrat}.\n\n{statut}\n\nSuivre ma demande : {lien}' };

  it('reads: 401 anonymous, 403 member, 200 gestionnaire and admin', async () => {
    expect(await statuses(h, (c) => c.get('/api/settings/mail'))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
    expect(await statuses(h, (c) => c.get('/api/settings/mail/activation'))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
    expect(await statuses(h, (c) => c.get('/api/settings/mail/activation/preview'))).toEqual({ anonymous: 401, member: 403, gestion: 200, admin: 200 });
  });

  it('writes: 401 anonymous, 403 member, 403 gestionnaire (visualisation only), 200 admin', async () => {
    expect(await statuses(h, (c) => send(c, 'PUT', '/api/settings/mail', { key: 'activation', subject: 'Bienvenue {prenom}', body: 'Activer : {lien}' }))).toEqual({
      anonymous: 401, member: 403, gestion: 403, admin: 200,
    });
    expect(await statuses(h, (c) => c.post('/api/settings/mail/reset', { key: 'activation' }))).toEqual({ anonymous: 401, member: 403, gestion: 403, admin: 200 });
  });

  it('lists every template of the outbox with its placeholders and the product default', async () => {
    const { admin } = await callers(h);
    const items = (await admin.get('/api/settings/mail')).json().items as { key: string; isDefault: boolean; subject: string; body: string; champs: string }[];
    expect(items.map((item) => item.key)).toEqual(expect.arrayContaining(['activation', 'reinitialisation-mot-de-passe', 'accuse-reception-demande']));
    const ack = items.find((item) => item.key === 'accuse-reception-demande')!;
    expect(ack).toMatchObject({ isDefault: true, subject: 'Accusé de réception : {libelle}' });
    expect(ack.body).toContain('Mes demandes : {lien}');
    expect(ack.champs).toContain('{prenom}');
    expect(ack.champs).toContain('{reference}');
  });

  it('refuses a placeholder the template does not know, in French, and stores nothing', async () => {
    const { admin } = await callers(h);
    const res = await send(admin, 'PUT', '/api/settings/mail', { key: 'mot-de-passe-modifie', subject: 'Bonjour {prenom}', body: 'Votre lien : {lien}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Le champ \{lien\} n'est pas connu du modèle « Mot de passe modifié »/);
    expect((await admin.get('/api/settings/mail/mot-de-passe-modifie')).json().isDefault).toBe(true);
    const empty = await send(admin, 'PUT', '/api/settings/mail', { key: 'mot-de-passe-modifie', subject: '', body: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Merci de saisir l'objet du courriel.");
  });

  it('previews with the demo member, and the outbox sends the stored template until it is reset', async () => {
    const { admin } = await callers(h);
    expect((await send(admin, 'PUT', '/api/settings/mail', ackTemplate)).statusCode).toBe(200);
    const preview = (await admin.get('/api/settings/mail/accuse-reception-demande/preview')).json();
    expect(preview.subject).toBe('Sophie, votre demande « Mise à jour du RIB de prestations » est arrivée');
    expect(preview.html).toContain('<a href="https://espace-adherent.mutuelle-demo.fr/#/demandes">');

    const sophie = h.client();
    await sophie.login(DEMO.adherent, DEMO.password);
    const filed = await sophie.post('/api/forms/communication-mail/form', { email: 'sophie.durand@exemple.fr' }, { 'x-numcontrat': 'DEMO1001' });
    expect(filed.statusCode).toBe(200);
    const mail = await lastMailTo(h.app, DEMO.adherent);
    expect(mail?.subject).toMatch(/^Sophie, votre demande « .+ » est arrivée$/);
    expect(mail?.text).toContain(`Demande n° ${filed.json().demandeId as number} pour le contrat DEMO1001.`);

    const reset = await admin.post('/api/settings/mail/reset', { key: 'accuse-reception-demande' });
    expect(reset.json().isDefault).toBe(true);
    const again = await sophie.post('/api/forms/communication-mail/form', { email: 'sophie.durand@exemple.fr' }, { 'x-numcontrat': 'DEMO1001' });
    expect(again.statusCode).toBe(200);
    expect((await lastMailTo(h.app, DEMO.adherent))?.subject).toMatch(/^Accusé de réception : /);
  });

  it('the product defaults are unchanged for callers that build mails in code', () => {
    const ack = demandeAckMail('a@b.fr', { id: 7, libelle: 'Mise à jour du RIB', numeroContrat: 'C1', applied: false }, 'https://x');
    expect(ack.subject).toBe('Accusé de réception : Mise à jour du RIB');
    expect(ack.text).toContain('Nous avons bien reçu votre demande « Mise à jour du RIB » pour le contrat C1 (demande n° 7).\n\nVotre demande a bien été prise en compte et sera traitée dans les plus brefs délais.');
    const activation = activationMail('a@b.fr', 'https://x', 'c0de', 'u1', true);
    expect(activation.text).toContain('Activer mon compte : https://x/#/activate-user?code=c0de&userId=u1');
    expect(activation.html).toContain('<a href="https://x/#/activate-user?code=c0de&amp;userId=u1">Activer mon compte</a>');
  });
});
