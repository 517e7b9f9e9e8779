import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, lastMailTo, startHarness, type Client, type Harness } from '../../../helpers';
import { multipart, PDF } from '../../../contentHelpers';
import { DEMANDE_STATUT_MAIL_TEXTS } from '../../../../../src/server/mail/demandeStatutMail';
import { readActeSample } from '../../../../../src/server/actes/acteSample';

/** The gestion processes the demandes; the member sees the new status and gets a mail. */
describe.each(DB_KINDS)('requests to process (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  let gestion: Client;
  let demandeId: number;
  const asSophie = { 'x-numcontrat': 'DEMO1001' };

  /** Sophie files a RIB change in manual mode, the RIB document attached (security code first). */
  async function fileRib(): Promise<number> {
    const upload = multipart([{ fileName: 'rib-sophie.pdf', contentType: 'application/pdf', content: PDF }]);
    const uploaded = await h.app.inject({ method: 'POST', url: '/api/upload', headers: { cookie: sophie.cookieHeader, 'x-xsrf-token': sophie.cookies.get('XSRF-TOKEN') ?? '', ...upload.headers }, payload: upload.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const remoteFileName = uploaded.json().fileNames[0] as string;
    expect((await sophie.post('/api/amf/send-security-code', { sendType: 'MAIL', operation: 'verify' })).statusCode).toBe(200);
    const code = (await lastMailTo(h.app, DEMO.adherent))!.text.match(/\b(\d{6})\b/)![1];
    expect((await sophie.post('/api/amf/validate-operation', { securityCode: code, operation: 'verify' })).statusCode).toBe(200);
    const body = {
      titulaire: 'Sophie DURAND',
      iban: 'FR7630002005500000124310189',
      bic: 'CRLYFRPP',
      rib: [{ remoteFileName, localFileName: 'rib-sophie.pdf', size: PDF.length, inputName: 'rib' }],
      mandatSepa: true,
    };
    const res = await sophie.post('/api/forms/rib/form', body, { ...asSophie, 'x-securitycode': code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isModeGestionManuel).toBe(true);
    return res.json().demandeId as number;
  }

  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    gestion = h.client();
    expect((await gestion.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
    demandeId = await fileRib();
  });
  afterAll(async () => h?.close());

  it('every route: 401 anonymous, 403 for a member (and for a consultant changing a status)', async () => {
    const anonymous = h.client();
    const member = sophie;
    const consultant = h.client();
    const reads = ['/api/admin/demandes', '/api/admin/demandes/clients', `/api/admin/demandes/${demandeId}`, `/api/admin/demandes/${demandeId}/documents/1`];
    for (const url of reads) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
      expect((await member.get(url, asSophie)).statusCode, url).toBe(403);
    }
    const change = `/api/admin/demandes/${demandeId}/statut`;
    expect((await anonymous.post(change, { statut: 'en_cours' })).statusCode).toBe(401);
    expect((await member.post(change, { statut: 'en_cours' })).statusCode).toBe(403);
    // A consultant reads the demandes but may not change them (role_rights defaults): the admin account, as a consultant for a moment.
    await h.db.query("UPDATE users SET roles = ARRAY['Consultant'] WHERE user_name = 'admin@demo.fr'");
    try {
      expect((await consultant.login(DEMO.admin, DEMO.password)).statusCode).toBe(200);
      expect((await consultant.get('/api/admin/demandes')).statusCode).toBe(200);
      expect((await consultant.post(change, { statut: 'en_cours' })).statusCode).toBe(403);
    } finally {
      await h.db.query("UPDATE users SET roles = ARRAY['Admin'] WHERE user_name = 'admin@demo.fr'");
    }
  });

  it('the « Client » filter offers the clients by name, each with the code the list filters on', async () => {
    const res = await gestion.get('/api/admin/demandes/clients');
    expect(res.statusCode).toBe(200);
    const clients = res.json() as { code: string; libelle: string }[];
    const { rows } = await h.db.query<{ code: string; libelle: string }>('SELECT code, libelle FROM clients');
    expect(clients).toHaveLength(rows.length);
    expect(new Set(clients.map((c) => `${c.code}=${c.libelle}`))).toEqual(new Set(rows.map((c) => `${c.code}=${c.libelle}`)));
    expect(clients.map((c) => c.libelle)).toContain('Mutuelle Démo');
  });

  it('lists the demandes with filters and paging done in SQL', async () => {
    const all = await gestion.get('/api/admin/demandes?taille=100');
    expect(all.statusCode).toBe(200);
    const row = all.json().items.find((item: { id: number }) => item.id === demandeId);
    expect(row).toMatchObject({ acte: 'rib', libelle: expect.any(String), numeroContrat: 'DEMO1001', adherent: 'Sophie DURAND', statut: 'envoyee', documents: 1, client: expect.any(String) });

    const rib = (await gestion.get('/api/admin/demandes?acte=rib&statut=envoyee')).json();
    expect(rib.items.every((item: { acte: string; statut: string }) => item.acte === 'rib' && item.statut === 'envoyee')).toBe(true);
    expect(rib.items.map((item: { id: number }) => item.id)).toContain(demandeId);
    expect((await gestion.get(`/api/admin/demandes?client=${row.client}`)).json().total).toBe(all.json().total);
    expect((await gestion.get('/api/admin/demandes?client=AUTRE')).json()).toEqual({ items: [], total: 0 });

    const today = row.date as string;
    expect((await gestion.get(`/api/admin/demandes?du=${today}&au=${today}`)).json().items.map((item: { id: number }) => item.id)).toContain(demandeId);
    expect((await gestion.get('/api/admin/demandes?au=2000-01-01')).json().total).toBe(0);
    const backwards = await gestion.get(`/api/admin/demandes?du=${today}&au=2000-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('La date de fin de la période doit être postérieure ou égale à la date de début.');

    const total = all.json().total as number;
    const page1 = (await gestion.get('/api/admin/demandes?taille=1&page=1')).json();
    const page2 = (await gestion.get('/api/admin/demandes?taille=1&page=2')).json();
    expect(page1.items).toHaveLength(1);
    expect(page1.total).toBe(total);
    if (total > 1) expect(page2.items[0].id).not.toBe(page1.items[0].id);
    expect((await gestion.get('/api/admin/demandes?tri=inconnu')).statusCode).toBe(400);
  });

  it('lists the demandes of both modes: an automatic one already « Traitée », a manual one « Envoyée », whatever the mode is now', async () => {
    const items = async () => (await gestion.get('/api/admin/demandes?acte=adresse&taille=100')).json().items as { id: number; statut: string }[];
    const listed = async () => (await items()).map((item) => item.id);
    const fileAdresse = async () => {
      const res = await sophie.post('/api/forms/adresse/form', readActeSample('adresse'), asSophie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { demandeId: number; isModeGestionManuel: boolean };
    };
    await h.db.query("UPDATE modes_gestion SET mode_gestion = 'automatique' WHERE id = 'adresseActeGestion'");
    const automatic = await fileAdresse();
    expect(automatic.isModeGestionManuel).toBe(false);
    await h.db.query("UPDATE modes_gestion SET mode_gestion = 'manuel' WHERE id = 'adresseActeGestion'");
    let manualId: number | undefined;
    try {
      const manual = await fileAdresse();
      manualId = manual.demandeId;
      expect(manual.isModeGestionManuel).toBe(true);
      const ids = await listed();
      expect(ids).toContain(manual.demandeId);
      expect(ids).toContain(automatic.demandeId);
      const statuts = new Map((await items()).map((item) => [item.id, item.statut]));
      expect(statuts.get(automatic.demandeId)).toBe('traitee');
      expect(statuts.get(manual.demandeId)).toBe('envoyee');
    } finally {
      await h.db.query("UPDATE modes_gestion SET mode_gestion = 'automatique' WHERE id = 'adresseActeGestion'");
    }
    // Switching the acte back to automatic does not hide the demande filed while it was manual.
    expect(await listed()).toContain(manualId);
  });

  it('shows the detail with the submitted data and serves the attached document', async () => {
    const res = await gestion.get(`/api/admin/demandes/${demandeId}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ id: demandeId, acte: 'rib', email: DEMO.adherent, statut: 'envoyee', message: null, historique: [] });
    expect(detail.donnees).toMatchObject({ titulaire: 'Sophie DURAND', iban: 'FR7630002005500000124310189', mandatSepa: true });
    expect(detail.pieces).toEqual([{ id: expect.any(Number), nom: 'rib-sophie.pdf', taille: PDF.length, date: expect.any(String) }]);
    const file = await gestion.get(`/api/admin/demandes/${demandeId}/documents/${detail.pieces[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('rib-sophie.pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // A document of another demande is not served through this one.
    expect((await gestion.get(`/api/admin/demandes/${demandeId + 1000}/documents/${detail.pieces[0].id}`)).statusCode).toBe(404);
    expect((await gestion.get(`/api/admin/demandes/${demandeId + 1000}`)).statusCode).toBe(404);
  });

  it('a status change reaches the member’s « Mes demandes » and the outbox; « document manquant » needs a message', async () => {
    const change = (body: Record<string, unknown>) => gestion.post(`/api/admin/demandes/${demandeId}/statut`, body);
    const noMessage = await change({ statut: 'document_manquant' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().errors).toEqual([{ path: '/message', message: 'Merci d\'indiquer à l\'adhérent le document attendu.' }]);
    const unknown = await change({ statut: 'archivee' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Merci de choisir le nouveau statut de la demande.');

    const message = 'Merci de joindre un RIB lisible à votre nom.';
    const res = await change({ statut: 'document_manquant', message });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await sophie.get('/api/adherent/demandes', asSophie)).json();
    expect(mine.items.find((item: { id: number }) => item.id === demandeId)).toMatchObject({ statut: 'document_manquant', message });
    const mail = await lastMailTo(h.app, DEMO.adherent);
    expect(mail?.subject).toBe(DEMANDE_STATUT_MAIL_TEXTS.subject('Changement de coordonnées bancaires'));
    expect(mail?.text).toContain('est désormais : Document manquant.');
    expect(mail?.text).toContain(`Message de votre mutuelle : ${message}`);

    expect((await change({ statut: 'traitee' })).statusCode).toBe(200);
    expect((await sophie.get(`/api/adherent/demandes/${demandeId}`, asSophie)).json()).toMatchObject({ statut: 'traitee', message: null });
    expect((await lastMailTo(h.app, DEMO.adherent))?.text).toContain('est désormais : Traitée.');
    const detail = (await gestion.get(`/api/admin/demandes/${demandeId}`)).json();
    expect(detail.historique.map((entry: { avant: string; apres: string; par: string }) => [entry.avant, entry.apres, entry.par])).toEqual([
      ['document_manquant', 'traitee', 'Julien BERNARD'],
      ['envoyee', 'document_manquant', 'Julien BERNARD'],
    ]);
    expect((await gestion.post(`/api/admin/demandes/${demandeId + 1000}/statut`, { statut: 'traitee' })).statusCode).toBe(404);
  });

  it('a document added by the member writes the automatic « document manquant → en cours » line in the history, by the member', async () => {
    const id = (await h.db.query<{ id: number }>("SELECT id::int AS id FROM demandes WHERE acte = 'rib-prestations' AND statut = 'document_manquant'")).rows[0].id;
    const upload = multipart([{ fileName: 'rib-lisible.pdf', contentType: 'application/pdf', content: PDF }]);
    const uploaded = await h.app.inject({ method: 'POST', url: '/api/upload', headers: { cookie: sophie.cookieHeader, 'x-xsrf-token': sophie.cookies.get('XSRF-TOKEN') ?? '', ...upload.headers }, payload: upload.payload });
    const remoteFileName = uploaded.json().fileNames[0] as string;
    const added = await sophie.post('/api/adherent/demandes/documents', { demandeId: id, documents: [{ remoteFileName, localFileName: 'rib-lisible.pdf', size: PDF.length }] }, asSophie);
    expect(added.statusCode, added.body).toBe(200);
    const detail = (await gestion.get(`/api/admin/demandes/${id}`)).json();
    expect(detail.statut).toBe('en_cours');
    expect(detail.historique[0]).toMatchObject({ avant: 'document_manquant', apres: 'en_cours', message: null, par: 'Sophie DURAND' });
  });
});
