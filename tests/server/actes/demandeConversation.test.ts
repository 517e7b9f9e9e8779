import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, lastMailTo, startHarness, type Client, type Harness } from '../helpers';
import { uploadAs, withOwnUploads } from '../ownUploads';
import { readPdf } from '../pdfText';
import { DEMANDE_CONVERSATION_LIMIT, DEMANDE_CONVERSATION_MESSAGES, DEMANDE_CONVERSATION_TOO_MANY } from '../../../src/server/actes/demandeConversation';
import { readActeSample } from '../../../src/server/actes/acteSample';

/**
 * A demande is a conversation: staff answer « Nous contacter » from the back office (with a status
 * change or not), the member reads the answer in « Mes demandes », is told by mail and by a
 * notification, replies (with a document) or closes the demande; every message is in both sides'
 * reads and in the recap PDF. Another account never reaches the demande (404).
 */
describe.each(DB_KINDS)('a demande as a conversation (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  let gestion: Client;
  let thomas: Client;
  let contactId: number;
  const asSophie = { 'x-numcontrat': 'DEMO1001' };
  const ANSWER = 'Bonjour Madame DURAND, votre remboursement part demain. <script>alert(1)</script>';
  const REPLY = 'Merci ! Voici ma facture, au cas où.';

  type Demande = { id: number; statut: string; message: string | null; close: boolean; documents: string[] };
  const mine = async (id: number) => ((await sophie.get('/api/adherent/demandes', asSophie)).json().items as Demande[]).find((item) => item.id === id)!;

  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
    gestion = h.client();
    expect((await gestion.login(DEMO.gestion, DEMO.password)).statusCode).toBe(200);
    thomas = h.client();
    expect((await thomas.login('beneficiaire@demo.fr', DEMO.password)).statusCode).toBe(200);
    const sample = readActeSample('contact');
    const filed = await sophie.post('/api/forms/contact/form', await withOwnUploads(sophie, sample), asSophie);
    expect(filed.statusCode, filed.body).toBe(200);
    contactId = filed.json().demandeId;
  });
  afterAll(async () => h?.close());

  it('staff answer with a status change: the member reads it, gets a mail and a notification', async () => {
    const unread = (await sophie.get('/api/notification?nonLues=true')).json().nonLues as number;
    const res = await gestion.post(`/api/admin/demandes/${contactId}/messages`, { message: `  ${ANSWER}  `, statut: 'en_cours' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: contactId, statut: 'en_cours' });

    // « Mes demandes »: the last word of the mutuelle beside the demande, and the whole thread, as plain text.
    expect(await mine(contactId)).toMatchObject({ statut: 'en_cours', message: ANSWER, close: false });
    const thread = await sophie.get(`/api/adherent/demandes/${contactId}/messages`, asSophie);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json()).toEqual({
      items: [{ id: expect.any(Number), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), auteur: 'Votre mutuelle', texte: ANSWER }],
      total: 1,
    });

    const mail = await lastMailTo(h.app, DEMO.adherent);
    expect(mail?.subject).toBe('Votre demande « Message à la mutuelle » : réponse de votre mutuelle');
    expect(mail?.text).toContain(`(demande n° ${contactId})`);
    expect(mail?.text).toContain('Le statut de votre demande est désormais : En cours.');
    expect(mail?.text).toContain('/#/demandes');
    // The answer itself is read behind the login, never in the mailbox.
    expect(mail?.text).not.toContain('remboursement part demain');

    const notifications = (await sophie.get('/api/notification?nonLues=true')).json();
    expect(notifications.nonLues).toBe(unread + 1);
    expect(notifications.items[0]).toMatchObject({
      titre: DEMANDE_CONVERSATION_MESSAGES.notification.titre,
      message: DEMANDE_CONVERSATION_MESSAGES.notification.message('Message à la mutuelle', contactId),
      lue: false,
    });

    // The status change is in the history, with the answer as its message and the staff member as its author.
    const detail = (await gestion.get(`/api/admin/demandes/${contactId}`)).json();
    expect(detail.historique[0]).toMatchObject({ avant: 'envoyee', apres: 'en_cours', message: ANSWER, par: 'Julien BERNARD' });
    expect(detail.message).toBe(ANSWER);
  });

  it('an answer without a status change keeps the status and says nothing of it in the mail', async () => {
    const res = await gestion.post(`/api/admin/demandes/${contactId}/messages`, { message: 'Nous revenons vers vous très vite.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statut).toBe('en_cours');
    const mail = await lastMailTo(h.app, DEMO.adherent);
    expect(mail?.text).toContain('Votre mutuelle a répondu à votre demande');
    expect(mail?.text).not.toContain('désormais');
    expect((await gestion.get(`/api/admin/demandes/${contactId}`)).json().historique).toHaveLength(1);
  });

  it('the member replies with a document: staff see the reply and the document', async () => {
    const remoteFileName = await uploadAs(sophie, 'facture.pdf');
    const res = await sophie.post(
      '/api/adherent/demandes/messages',
      { demandeId: contactId, message: REPLY, documents: [{ remoteFileName, localFileName: 'facture.pdf', size: 10 }] },
      asSophie,
    );
    expect(res.statusCode, res.body).toBe(200);

    const thread = await gestion.get(`/api/admin/demandes/${contactId}/messages`);
    expect(thread.statusCode, thread.body).toBe(200);
    const items = thread.json().items as Array<{ auteur: string; par: string | null; texte: string }>;
    expect(items.map((m) => [m.auteur, m.texte])).toEqual([
      ['Mutuelle', ANSWER],
      ['Mutuelle', 'Nous revenons vers vous très vite.'],
      ['Adhérent', REPLY],
    ]);
    expect(items[0].par).toBe('Julien BERNARD');
    expect(items[2].par).toBe('Sophie DURAND');
    expect((await gestion.get(`/api/admin/demandes/${contactId}`)).json().pieces.map((p: { nom: string }) => p.nom)).toContain('facture.pdf');
    // The member reads their own words as « Vous ».
    expect((await sophie.get(`/api/adherent/demandes/${contactId}/messages`, asSophie)).json().items.map((m: { auteur: string }) => m.auteur)).toEqual([
      'Votre mutuelle',
      'Votre mutuelle',
      'Vous',
    ]);
  });

  it('a reply is refused in French when empty, or with a document that is not the member’s; nothing is recorded', async () => {
    const empty = await sophie.post('/api/adherent/demandes/messages', { demandeId: contactId, message: '   ' }, asSophie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Merci d'écrire votre message.");
    const foreign = await sophie.post(
      '/api/adherent/demandes/messages',
      { demandeId: contactId, message: 'Voici', documents: [{ remoteFileName: 'pas-a-moi' }] },
      asSophie,
    );
    expect(foreign.statusCode).toBe(400);
    const staffEmpty = await gestion.post(`/api/admin/demandes/${contactId}/messages`, { message: '' });
    expect(staffEmpty.statusCode).toBe(400);
    expect(staffEmpty.json().message).toBe("Merci d'écrire votre réponse à l'adhérent.");
    expect((await gestion.get(`/api/admin/demandes/${contactId}/messages`)).json().total).toBe(3);
  });

  it('the recap PDF prints every message under « Échanges »', async () => {
    const res = await sophie.get(`/api/adherent/demandes/${contactId}/recapitulatif`, asSophie);
    expect(res.statusCode).toBe(200);
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain('Échanges');
    expect(text).toContain('Bonjour Madame DURAND, votre remboursement part demain.');
    expect(text).toContain(REPLY);
    expect(text).toMatch(/Mutuelle, le \d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/Adhérent, le \d{2}\/\d{2}\/\d{4}/);
  });

  it('another account never reaches the demande (404), a member never reaches the back office (403), nobody anonymous (401)', async () => {
    const asThomas = { 'x-numcontrat': 'DEMO1001' };
    expect((await thomas.get(`/api/adherent/demandes/${contactId}/messages`, asThomas)).statusCode).toBe(404);
    const reply = await thomas.post('/api/adherent/demandes/messages', { demandeId: contactId, message: 'Je ne suis pas Sophie' }, asThomas);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('Cette demande est introuvable.');
    expect((await thomas.post('/api/adherent/demandes/cloture', { demandeId: contactId }, asThomas)).statusCode).toBe(404);
    expect((await sophie.get('/api/adherent/demandes/999999/messages', asSophie)).statusCode).toBe(404);

    expect((await sophie.get(`/api/admin/demandes/${contactId}/messages`)).statusCode).toBe(403);
    expect((await sophie.post(`/api/admin/demandes/${contactId}/messages`, { message: 'Moi-même' })).statusCode).toBe(403);
    expect((await gestion.post('/api/admin/demandes/999999/messages', { message: 'Personne' })).statusCode).toBe(404);
    const consultant = h.client();
    expect((await consultant.login('consultant@demo.fr', DEMO.password)).statusCode).toBe(200);
    expect((await consultant.get(`/api/admin/demandes/${contactId}/messages`)).statusCode).toBe(200);
    expect((await consultant.post(`/api/admin/demandes/${contactId}/messages`, { message: 'Un consultant ne répond pas' })).statusCode).toBe(403);
    const anonymous = h.client();
    expect((await anonymous.get(`/api/adherent/demandes/${contactId}/messages`)).statusCode).toBe(401);
    expect((await anonymous.post('/api/adherent/demandes/messages', { demandeId: contactId, message: 'Anonyme' })).statusCode).toBe(401);
    expect((await gestion.get(`/api/admin/demandes/${contactId}/messages`)).json().total).toBe(3);
  });

  it('the member closes the demande: « Traitée » by their hand, no more reply nor closing', async () => {
    const res = await sophie.post('/api/adherent/demandes/cloture', { demandeId: contactId }, asSophie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: contactId, statut: 'traitee' });
    expect(await mine(contactId)).toMatchObject({ statut: 'traitee', close: true });
    expect((await gestion.get(`/api/admin/demandes/${contactId}`)).json().historique[0]).toMatchObject({
      avant: 'en_cours',
      apres: 'traitee',
      message: DEMANDE_CONVERSATION_MESSAGES.closedByMember,
      par: 'Sophie DURAND',
    });
    const late = await sophie.post('/api/adherent/demandes/messages', { demandeId: contactId, message: 'Encore une chose' }, asSophie);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(DEMANDE_CONVERSATION_MESSAGES.closed);
    const again = await sophie.post('/api/adherent/demandes/cloture', { demandeId: contactId }, asSophie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(DEMANDE_CONVERSATION_MESSAGES.alreadyClosed);
    // Staff may still answer a closed demande (and reopen it with a status).
    expect(
      (await gestion.post(`/api/admin/demandes/${contactId}/messages`, { message: 'Nous rouvrons votre demande.', statut: 'en_cours' })).json().statut,
    ).toBe('en_cours');
  });

  it('asking for a document with the answer: the member adds it by the existing path and the demande goes back to « En cours »', async () => {
    const ask = await gestion.post(`/api/admin/demandes/${contactId}/messages`, {
      message: 'Merci de joindre votre facture acquittée.',
      statut: 'document_manquant',
    });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(await mine(contactId)).toMatchObject({ statut: 'document_manquant', message: 'Merci de joindre votre facture acquittée.' });
    const remoteFileName = await uploadAs(sophie, 'facture-acquittee.pdf');
    const added = await sophie.post(
      '/api/adherent/demandes/documents',
      { demandeId: contactId, documents: [{ remoteFileName, localFileName: 'facture-acquittee.pdf' }] },
      asSophie,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect((await mine(contactId)).statut).toBe('en_cours');
  });

  it('a member writes at most DEMANDE_CONVERSATION_LIMIT messages a day (429 in French beyond)', async () => {
    // Earlier writes of this file count too: write until refused, never more than the limit.
    let over = await sophie.post('/api/adherent/demandes/messages', { demandeId: contactId, message: 'Message 0' }, asSophie);
    for (let sent = 1; over.statusCode === 200 && sent <= DEMANDE_CONVERSATION_LIMIT.max; sent++) {
      over = await sophie.post('/api/adherent/demandes/messages', { demandeId: contactId, message: `Message ${sent}` }, asSophie);
    }
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(DEMANDE_CONVERSATION_TOO_MANY);
    expect(over.headers['retry-after']).toBeDefined();
  });
});
