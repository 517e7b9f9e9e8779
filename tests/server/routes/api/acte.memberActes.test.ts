import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS, DEMO, lastMailTo, startHarness, type Client, type Harness } from '../../helpers';
import { withOwnUploads } from '../../ownUploads';
import { readActeSample } from '../../../../src/server/actes/acteSample';

/**
 * The simple member actes: each is schema files + a manifest filed by the generic
 * route. The server accepts the acte's own sample and refuses a bad body with the same schema's
 * French message under the field at fault (400), writing nothing.
 */
const sampleOf = (acte: string): Record<string, unknown> =>
  readActeSample(acte);

const needsSecurityCode = (acte: string): boolean =>
  'securityCode' in JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../../schemas/actes/${acte}/${acte}.acte.json`), 'utf8'));

interface BadCase {
  acte: string;
  /** A change to the sample that breaks one rule. */
  bad: (sample: Record<string, unknown>) => Record<string, unknown>;
  path: string;
  message: string;
  /** The reply's message when several rules broke (their texts are then under the field). */
  overall?: string;
}

export const BAD_CASES: BadCase[] = [
  {
    acte: 'adresse',
    bad: (s) => ({ ...s, adresse: { ...(s.adresse as object), codePostal: '99123' } }),
    path: '/adresse/codePostal',
    message: 'Le code postal doit comporter 5 chiffres',
  },
  {
    acte: 'adresse',
    bad: (s) => ({ ...s, adresse: { adresseEtrangere: true, libelleVoie: 'Rue du Rhône 12', localite: 'Genève' } }),
    path: '/adresse/codePays',
    message: 'Le pays est obligatoire',
  },
  {
    acte: 'communication-tel',
    bad: (s) => ({ ...s, telephoneMobile: '01 45 67 89 10' }),
    path: '/telephoneMobile',
    message: 'Le numéro de téléphone mobile doit commencer par 06 ou 07 et comporter 10 chiffres',
  },
  { acte: 'dematerialisation', bad: () => ({}), path: '/dematerialisation', message: '* saisie obligatoire' },
  { acte: 'contact', bad: (s) => ({ ...s, objet: '' }), path: '/objet', message: "L'objet est obligatoire" },
  {
    acte: 'contact',
    bad: (s) => ({ ...s, piecesJointes: Array.from({ length: 6 }, (_, i) => ({ remoteFileName: `f${i}` })) }),
    path: '/piecesJointes',
    message: 'Vous pouvez joindre 5 documents au plus',
  },
  { acte: 'cartetp', bad: (s) => ({ precision: s.precision }), path: '/motif', message: 'Merci de choisir le motif de la demande' },
  {
    acte: 'envoi-cartetp',
    bad: () => ({ modeEnvoi: 'MAIL' }),
    path: '/email',
    message: "L'adresse e-mail est obligatoire pour un envoi par e-mail",
  },
  { acte: 'abonnement', bad: (s) => ({ ...s, offresPartenaires: undefined }), path: '/offresPartenaires', message: '* saisie obligatoire' },
  {
    acte: 'situation-familiale',
    bad: (s) => ({ ...s, dateEvenement: '2999-01-01' }),
    path: '/dateEvenement',
    message: "La date de l'événement ne peut pas être postérieure à la date du jour",
  },
  // Manual mode (seeded for situationFamilialeActeGestion): the document is required, as for the RIB.
  { acte: 'situation-familiale', bad: (s) => ({ ...s, justificatif: [] }), path: '/justificatif', message: 'Merci de joindre le document demandé.' },
  { acte: 'prestationpharmacie', bad: (s) => ({ ...s, montant: 0 }), path: '/montant', message: 'Le montant doit être supérieur à 0' },
  { acte: 'demande-remboursement', bad: (s) => ({ ...s, justificatifs: undefined }), path: '/justificatifs', message: 'Merci de joindre le document demandé.' },
  { acte: 'rib', bad: (s) => ({ ...s, iban: 'FR76300020055000001243101' }), path: '/iban', message: "Merci de saisir entièrement les 27 caractères de l'IBAN", overall: 'Les informations fournies sont erronées' },
  { acte: 'rib', bad: (s) => ({ ...s, bic: 'CRLYFRP' }), path: '/bic', message: 'Le code BIC doit comporter 8 ou 11 caractères', overall: 'Les informations fournies sont erronées' },
  { acte: 'rib', bad: (s) => ({ ...s, mandatSepa: false }), path: '/mandatSepa', message: "Merci d'accepter le mandat de prélèvement SEPA" },
  // Manual mode (seeded for ribActeGestion): the RIB document is required.
  { acte: 'rib', bad: (s) => ({ ...s, rib: undefined }), path: '/rib', message: 'Merci de joindre le document demandé.' },
  { acte: 'ribcotisations', bad: (s) => ({ ...s, titulaire: '' }), path: '/titulaire', message: 'Le titulaire du compte est obligatoire' },
  { acte: 'ribcotisations', bad: (s) => ({ ...s, jourPrelevement: undefined }), path: '/jourPrelevement', message: 'Merci de choisir le jour de prélèvement' },
  { acte: 'radiation-assures', bad: (s) => ({ ...s, beneficiaire: undefined }), path: '/beneficiaire', message: 'Merci de choisir le bénéficiaire' },
  { acte: 'radiation-renfort', bad: (s) => ({ ...s, dateEffet: '2027-02-30' }), path: '/dateEffet', message: 'La date doit être au format JJ/MM/AAAA' },
  {
    acte: 'situation-contractuelle',
    bad: (s) => ({ ...s, situationProfessionnelle: undefined }),
    path: '/situationProfessionnelle',
    message: 'Merci de choisir votre nouvelle situation',
  },
];

const ACTES = [...new Set(BAD_CASES.map((c) => c.acte))];

describe.each(DB_KINDS)('member actes filed as demandes (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());
  // The tests file more demandes than a member may in a day.
  beforeEach(async () => {
    await h.db.query("DELETE FROM rate_limits WHERE key LIKE 'demandes%'");
  });

  const count = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes')).rows[0].n;

  /** A verified security code (sent by mail, checked), as the shared modal does: the X-SecurityCode proof. */
  async function verifiedCode(c: Client): Promise<string> {
    expect((await c.post('/api/amf/send-security-code', { sendType: 'MAIL', operation: 'verify' })).statusCode).toBe(200);
    const code = (await lastMailTo(h.app, DEMO.adherent))!.text.match(/\b(\d{6})\b/)![1];
    expect((await c.post('/api/amf/validate-operation', { securityCode: code, operation: 'verify' })).statusCode).toBe(200);
    return code;
  }

  it.each(ACTES)('%s: the sample is accepted and filed for DEMO1001', async (acte) => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const headers: Record<string, string> = { 'x-numcontrat': 'DEMO1001' };
    if (needsSecurityCode(acte)) {
      // Bank details: refused until a security code is verified (the screen then opens the modal).
      const before = await count();
      const refused = await c.post(`/api/forms/${acte}/form`, sampleOf(acte), headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'SecurityCodeRequired', message: 'Un code de sécurité est nécessaire pour cette opération.' });
      expect(await count()).toBe(before);
      headers['x-securitycode'] = await verifiedCode(c);
    }
    const res = await c.post(`/api/forms/${acte}/form`, await withOwnUploads(c, sampleOf(acte)), headers);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await h.db.query<{ acte: string; numero_contrat: string }>('SELECT acte, numero_contrat FROM demandes ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toEqual({ acte, numero_contrat: 'DEMO1001' });
  });

  it.each(BAD_CASES.map((c) => [`${c.acte} ${c.path}`, c] as const))('%s: a bad body is refused with the French message', async (_name, bad) => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const before = await count();
    const res = await c.post(`/api/forms/${bad.acte}/form`, bad.bad(sampleOf(bad.acte)), { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ValidationFailed', message: bad.overall ?? bad.message });
    expect(res.json().errors).toContainEqual({ path: bad.path, message: bad.message });
    expect(await count()).toBe(before);
  });

  it('adresse: a postal code La Poste does not have, or a commune of another one, is refused in French; Corsica and overseas are filed', async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const headers = { 'x-numcontrat': 'DEMO1001' };
    const sample = sampleOf('adresse');
    const at = (adresse: Record<string, unknown>) => ({ ...sample, adresse: { ...(sample.adresse as object), ...adresse } });
    const before = await count();
    const unknown = await c.post('/api/forms/adresse/form', at({ codePostal: '01999', localite: 'PARIS' }), headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'AdresseInconnue', message: 'Ce code postal n’existe pas. Merci de le vérifier.' });
    expect(unknown.json().errors).toEqual([{ path: '/adresse/codePostal', message: 'Ce code postal n’existe pas. Merci de le vérifier.' }]);
    const elsewhere = await c.post('/api/forms/adresse/form', at({ codePostal: '69003', localite: 'MARSEILLE' }), headers);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual([{ path: '/adresse/localite', message: 'Cette commune ne correspond pas au code postal. Merci de la choisir dans la liste.' }]);
    expect(await count()).toBe(before);
    // The commune as La Poste writes it, or its name whatever the case and hyphens.
    for (const adresse of [{ codePostal: '69003', localite: 'LYON' }, { codePostal: '20000', localite: 'AJACCIO' }, { codePostal: '97400', localite: 'Saint-Denis' }]) {
      const res = await c.post('/api/forms/adresse/form', at(adresse), headers);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await count()).toBe(before + 3);
  });

  it('answers the management mode of the acte: automatique, then manuel once the back office sets it', async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const send = () => c.post('/api/forms/adresse/form', sampleOf('adresse'), { 'x-numcontrat': 'DEMO1001' });
    expect((await send()).json()).toMatchObject({ isModeGestionManuel: false, isEnvoiArActivated: true, demandeId: expect.any(Number) });
    await h.db.query("UPDATE modes_gestion SET mode_gestion = 'manuel' WHERE id = 'adresseActeGestion'");
    try {
      expect((await send()).json()).toMatchObject({ isModeGestionManuel: true, isEnvoiArActivated: true, demandeId: expect.any(Number) });
    } finally {
      await h.db.query("UPDATE modes_gestion SET mode_gestion = 'automatique' WHERE id = 'adresseActeGestion'");
    }
  });

  it('situation-familiale in automatic mode needs no document', async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    await h.db.query("UPDATE modes_gestion SET mode_gestion = 'automatique' WHERE id = 'situationFamilialeActeGestion'");
    try {
      const { justificatif: _doc, ...withoutDocument } = sampleOf('situation-familiale');
      const res = await c.post('/api/forms/situation-familiale/form', withoutDocument, { 'x-numcontrat': 'DEMO1001' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ isModeGestionManuel: false, isEnvoiArActivated: true, demandeId: expect.any(Number) });
    } finally {
      await h.db.query("UPDATE modes_gestion SET mode_gestion = 'manuel' WHERE id = 'situationFamilialeActeGestion'");
    }
  });

  it('lists the beneficiaries of the current contract, only for its owner', async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const res = await c.get('/api/adherent/beneficiaires', { 'x-numcontrat': 'DEMO1001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { code: string; libelle: string }) => [b.code, b.libelle])).toEqual([
      ['01', 'Sophie DURAND'],
      ['02', 'Thomas DURAND'],
      ['03', 'Léo DURAND'],
      ['04', 'Emma DURAND'],
    ]);
    expect((await c.get('/api/adherent/beneficiaires', { 'x-numcontrat': 'DEMO0001' })).statusCode).toBe(403);
    expect((await h.client().get('/api/adherent/beneficiaires')).statusCode).toBe(401);
  });

  it('refuses an acte on a terminated contract (DEMO1002)', async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const res = await c.post('/api/forms/adresse/form', sampleOf('adresse'), { 'x-numcontrat': 'DEMO1002' });
    expect(res.statusCode).toBe(403);
  });
});

describe.each(DB_KINDS)('suppressioncompte (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('refuses without the confirmation or with a wrong password, then really deletes the account and ends the session', async () => {
    const c = h.client();
    await c.login(DEMO.adherent, DEMO.password);
    const sample = sampleOf('suppressioncompte');
    const unconfirmed = await c.post('/api/forms/suppressioncompte/form', { ...sample, confirmation: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({
      message: 'Merci de confirmer la suppression de votre compte',
      errors: [{ path: '/confirmation', message: 'Merci de confirmer la suppression de votre compte' }],
    });
    const wrong = await c.post('/api/forms/suppressioncompte/form', { ...sample, password: 'Pas#leBon2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Le mot de passe est incorrect.', errors: [{ path: '/password', message: 'Le mot de passe est incorrect.' }] });
    expect((await h.db.query("SELECT 1 FROM users WHERE user_name = 'adherent@demo.fr'")).rows).toHaveLength(1);

    const res = await c.post('/api/forms/suppressioncompte/form', { ...sample, password: DEMO.password });
    expect(res.statusCode, res.body).toBe(200);
    expect((await h.db.query("SELECT 1 FROM users WHERE user_name = 'adherent@demo.fr'")).rows).toHaveLength(0);
    expect((await c.get('/api/identity/current-user')).body).toBe('null');
    expect((await h.client().login(DEMO.adherent, DEMO.password)).statusCode).not.toBe(200);
    // The member's contracts are the mutuelle's records, not the portal account: they stay.
    expect((await h.db.query("SELECT 1 FROM contrats WHERE numero_contrat_individuel = 'DEMO1001'")).rows).toHaveLength(1);
  });
});
