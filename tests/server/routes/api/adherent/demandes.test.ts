import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, lastMailTo, startHarness, type Client, type Harness } from '../../../helpers';
import { loginAs, multipart, PDF } from '../../../contentHelpers';
import { formatDateFr, toIsoDate } from '../../../../../src/domain/dates';
import { LEGAL_RESILIATION_RULE, resiliationEndDate } from '../../../../../src/language/resiliation';
import { assertComplianceLocks, readManifests } from '../../../../../src/server/actes/manifests';
import { DEMANDE_ROUTE_MESSAGES } from '../../../../../src/server/actes/memberDemandes';
import { featureKeysOf } from '../../../../../src/language/conditions';

/** Résiliation and its acknowledgement, date-effet rules as data, « Mes demandes » scoped to the member. */
describe.each(DB_KINDS)('résiliation, date-effet rules and Mes demandes (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  const asSophie = { 'x-numcontrat': 'DEMO1001' };
  const resiliation = (overrides: Record<string, unknown> = {}) => ({
    nom: 'DURAND',
    prenom: 'Sophie',
    numeroContrat: 'DEMO1001',
    motif: 'TARIF',
    dateEffet: toIsoDate(resiliationEndDate('2021-01-01', h.config.now())),
    ...overrides,
  });
  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('serves the stored date-effet rule of the acte (the legal one by default) with the contract dates', async () => {
    const res = await sophie.get('/api/forms/resiliation/date-effet', asSophie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rules: { dateEffet: LEGAL_RESILIATION_RULE },
      contrat: { numero: 'DEMO1001', nomOffre: 'Santé Famille Confort' },
      context: { dateDebutContrat: '2021-01-01', dateFinContrat: null },
      today: toIsoDate(h.config.now()),
    });
    // A client's own rule wins over the default.
    const own = { id: 'client', plages: [{ libelle: 'Au 1er du mois', contraintes: [{ detail: { dateReference: 'UNMOIS', borne: '=' } }] }] };
    await h.db.query("INSERT INTO date_effet_rules (client_code, acte, champ, regle) SELECT code, 'test-acte', 'dateEffet', $1 FROM clients", [JSON.stringify(own)]);
    await h.db.query("INSERT INTO date_effet_rules (client_code, acte, champ, regle) VALUES ('*', 'test-acte', 'dateEffet', $1)", [JSON.stringify(LEGAL_RESILIATION_RULE)]);
    const { loadDateEffetRules } = await import('../../../../../src/server/actes/dateEffetRules');
    expect(await loadDateEffetRules(h.db, 'test-acte')).toEqual({ dateEffet: own });
    expect((await sophie.get('/api/forms/resiliation/date-effet', { 'x-numcontrat': 'AUTRE999' })).statusCode).toBe(403);
    // Without X-NumContrat: the member's first active contract.
    expect((await sophie.get('/api/forms/resiliation/date-effet')).json().contrat).toEqual({ numero: 'DEMO1001', nomOffre: 'Santé Famille Confort' });
  });

  it('refuses a date d’effet before the allowed one: 400 with the French message of the rule under the field, nothing filed', async () => {
    const before = (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes')).rows[0].n;
    const legal = resiliationEndDate('2021-01-01', h.config.now());
    const res = await sophie.post('/api/forms/resiliation/form', resiliation({ dateEffet: toIsoDate(h.config.now()) }), asSophie);
    expect(res.statusCode).toBe(400);
    const message = `La date d'effet doit être postérieure ou égale au ${formatDateFr(legal)}`;
    expect(res.json()).toEqual({ message, code: 'DateEffetRefused', errors: [{ path: '/dateEffet', message }], requestId: expect.any(String) });
    expect((await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes')).rows[0].n).toBe(before);
  });

  it('« Résiliation à l’échéance annuelle » runs to the next anniversary: a day earlier is refused', async () => {
    const now = h.config.now();
    // DEMO1001 started on 01/01/2021: its next anniversary is the next 1 January.
    const anniversary = new Date(now.getFullYear() + 1, 0, 1);
    const oneMonth = resiliationEndDate('2021-01-01', now);
    const earliest = anniversary > oneMonth ? anniversary : oneMonth;
    expect(toIsoDate(resiliationEndDate('2021-01-01', now, 'ECHEANCE'))).toBe(toIsoDate(earliest));
    const dayBefore = new Date(earliest.getFullYear(), earliest.getMonth(), earliest.getDate() - 1);
    const res = await sophie.post('/api/forms/resiliation/form', resiliation({ motif: 'ECHEANCE', dateEffet: toIsoDate(dayBefore) }), asSophie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`La date d'effet doit être postérieure ou égale au ${formatDateFr(earliest)}`);
  });

  it('files the résiliation and mails an acknowledgement stating the end date, in the manual-mode wording', async () => {
    const body = resiliation({ dateEffet: toIsoDate(resiliationEndDate('2021-01-01', h.config.now())) });
    const res = await sophie.post('/api/forms/resiliation/form', body, asSophie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isModeGestionManuel: true, isEnvoiArActivated: true, demandeId: expect.any(Number) });
    const mail = await lastMailTo(h.app, DEMO.adherent);
    expect(mail?.subject).toBe('Accusé de réception : Résiliation du contrat');
    expect(mail?.text).toContain(`Votre contrat DEMO1001 prendra fin le ${formatDateFr(new Date(`${body.dateEffet}T00:00:00`))}.`);
    expect(mail?.text).toContain('Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.');
    expect(mail?.text).toContain(`demande n° ${res.json().demandeId}`);
    const detail = (await sophie.get(`/api/adherent/demandes/${res.json().demandeId}`, asSophie)).json();
    expect(detail).toMatchObject({ acte: 'resiliation', libelle: 'Résiliation du contrat', numeroContrat: 'DEMO1001', statut: 'envoyee', dateEffet: body.dateEffet });
  });

  it('refuses a résiliation on the terminated contract (manifest contract states)', async () => {
    const res = await sophie.post('/api/forms/resiliation/form', resiliation({ numeroContrat: 'DEMO1002' }), { 'x-numcontrat': 'DEMO1002' });
    expect(res.statusCode).toBe(403);
  });

  it('lists only the member’s own demandes; another contract is a 403, an anonymous call a 401', async () => {
    const mine = (await sophie.get('/api/adherent/demandes', asSophie)).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items[0]).toMatchObject({ acte: 'resiliation', statut: 'envoyee', documents: [] });
    const other = await loginAs(h.db, { contrats: [{ numero: 'AUTRE100', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    const theirs = await h.app.inject({ method: 'GET', url: '/api/adherent/demandes', headers: { ...other.session.headers, 'x-numcontrat': 'AUTRE100' } });
    expect(theirs.json()).toEqual({ items: [], total: 0 });
    const foreign = await h.app.inject({ method: 'GET', url: `/api/adherent/demandes/${mine.items[0].id}`, headers: other.session.headers });
    expect(foreign.statusCode).toBe(404);
    const named = await h.app.inject({ method: 'GET', url: '/api/adherent/demandes', headers: { ...other.session.headers, 'x-numcontrat': 'DEMO1001' } });
    expect(named.statusCode).toBe(403);
    expect((await h.client().get('/api/adherent/demandes')).statusCode).toBe(401);
  });

  it('adds the missing document to the same demande, which goes back to « en cours »', async () => {
    const other = await loginAs(h.db, { contrats: [{ numero: 'AUTRE200', nomOffre: 'Santé', etat: 'valide', isActif: true }] });
    const headers = { ...other.session.headers, 'x-numcontrat': 'AUTRE200' };
    const filed = await h.app.inject({ method: 'POST', url: '/api/forms/communication-mail/form', headers, payload: { email: 'claire@exemple.fr' } });
    expect(filed.statusCode).toBe(200);
    const id = filed.json().demandeId as number;
    const upload = multipart([{ fileName: 'attestation.pdf', contentType: 'application/pdf', content: PDF }]);
    const uploaded = await h.app.inject({ method: 'POST', url: '/api/upload', headers: { ...other.session.headers, ...upload.headers }, payload: upload.payload });
    const remoteFileName = uploaded.json().fileNames[0] as string;
    const add = (demandeId: number, file = remoteFileName, as: Record<string, string> = headers) =>
      h.app.inject({ method: 'POST', url: '/api/adherent/demandes/documents', headers: as, payload: { demandeId, documents: [{ remoteFileName: file, localFileName: 'attestation.pdf', size: PDF.length }] } });

    const early = await add(id);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(DEMANDE_ROUTE_MESSAGES.notWaiting);
    await h.db.query("UPDATE demandes SET statut = 'document_manquant' WHERE id = $1", [id]);
    // Sophie can neither reach Claire's demande nor attach a file she did not upload.
    const sophieSession = { cookie: sophie.cookieHeader, 'x-xsrf-token': sophie.cookies.get('XSRF-TOKEN') ?? '', 'content-type': 'application/json' };
    expect((await add(id, remoteFileName, sophieSession)).statusCode).toBe(400); // not her upload
    expect((await add(id, 'inconnu-0000000000000000', headers)).json().message).toBe(DEMANDE_ROUTE_MESSAGES.unknownDocument);
    const missing = await h.app.inject({ method: 'POST', url: '/api/adherent/demandes/documents', headers, payload: { demandeId: id, documents: [] } });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Merci de joindre le document demandé.');

    const ok = await add(id);
    expect(ok.statusCode).toBe(200);
    const list = (await h.app.inject({ method: 'GET', url: '/api/adherent/demandes', headers })).json();
    expect(list.items.find((item: { id: number }) => item.id === id)).toMatchObject({ statut: 'en_cours', documents: ['attestation.pdf'] });
  });
});

describe('résiliation is compliance-locked', () => {
  it('its manifest has no feature, and a locked manifest with a feature stops the server', () => {
    const manifest = readManifests().get('resiliation')!;
    expect(manifest.complianceLocked).toBe(true);
    expect(featureKeysOf(manifest.access)).toEqual([]);
    expect(() => assertComplianceLocks([{ ...manifest, access: { all: [manifest.access, { feature: 'resiliationActe' }] } }])).toThrow(/obligation légale/);
  });
});
