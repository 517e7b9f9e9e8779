import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSession, DEMO, loginAs, startHarness, type Harness, type Member, DB_KINDS } from '../../contentHelpers';
import { lastMailTo } from '../../helpers';

describe.each(DB_KINDS)('member resources (%s)', (kind) => {
  let h: Harness;
  let member: Member;
  beforeAll(async () => {
    h = await startHarness(kind);
    member = await loginAs(h.db, {
      userName: 'claire.rib@test.fr',
      contrats: [
        { numero: 'T-RESILIE', nomOffre: 'Santé Essentielle', etat: 'resilie', isActif: false, modalite: { rib: null, codeModePaiement: null, isMissing: true } },
        {
          numero: 'T-VALIDE', nomOffre: 'Santé Sérénité', etat: 'valide', isActif: true, isPrecontentieux: true,
          modalite: { rib: 'FR7630006000011234567890189', codeModePaiement: 'VIREMENT', isMissing: false },
        },
      ],
    });
  });
  afterAll(async () => h.close());

  describe('GET /api/adherent/contrats', () => {
    it("answers the logged-in member's contracts, active first, IBAN masked", async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/adherent/contrats', headers: { cookie: member.session.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        contrats: [
          {
            numeroContratIndividuel: 'T-VALIDE', nomOffre: 'Santé Sérénité', etat: 'valide', isActif: true, IsPrecontentieux: true,
            modalitePaiementPrestation: { rib: 'FR76 **** **** **** **** ***0 189', codeModePaiement: 'VIREMENT', isMissing: false },
          },
          {
            numeroContratIndividuel: 'T-RESILIE', nomOffre: 'Santé Essentielle', etat: 'resilie', isActif: false, IsPrecontentieux: false,
            modalitePaiementPrestation: { rib: null, codeModePaiement: null, isMissing: true },
          },
        ],
      });
    });

    it('the demo member, logged in through the identity endpoint, sees DEMO1001 (valide) first, active contracts before the others', async () => {
      const browser = h.client();
      expect((await browser.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
      const res = await browser.get('/api/adherent/contrats');
      expect(res.statusCode).toBe(200);
      const contrats = res.json().contrats;
      expect(contrats.map((c: { numeroContratIndividuel: string; etat: string }) => [c.numeroContratIndividuel, c.etat])).toEqual([
        ['DEMO1001', 'valide'],
        ['DEMO1003', 'valide'],
        ['DEMO1002', 'resilie'],
        ['DEMO1004', 'suspendu'],
      ]);
      // Masked the one way (src/domain/iban.ts maskIban): country, check digits, last 4, groups of 4.
      expect(contrats[0].modalitePaiementPrestation.rib).toBe('FR14 **** **** **** **** ***2 606');
    });

    it("never shows another member's contracts", async () => {
      const other = await loginAs(h.db, { contrats: [{ numero: 'T-AUTRE', nomOffre: 'Santé Sérénité', etat: 'valide', isActif: true }] });
      const res = await h.app.inject({ method: 'GET', url: '/api/adherent/contrats', headers: { cookie: other.session.cookie } });
      expect(res.json().contrats.map((c: { numeroContratIndividuel: string }) => c.numeroContratIndividuel)).toEqual(['T-AUTRE']);
    });

    it('answers an empty list to a back-office user without member record', async () => {
      const staff = await loginAs(h.db, { roles: ['BackEndUser'], withAdherent: false });
      const res = await h.app.inject({ method: 'GET', url: '/api/adherent/contrats', headers: { cookie: staff.session.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ contrats: [] });
    });

    it('answers 401 "Accès non autorisé" to an anonymous visitor', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/adherent/contrats' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Accès non autorisé', requestId: expect.any(String) });
    });
  });

  describe('POST /api/consentement', () => {
    it('stores every answer, with the current contract', async () => {
      for (const isAccepted of [true, false]) {
        const res = await h.app.inject({
          method: 'POST', url: '/api/consentement',
          headers: { ...member.session.headers, 'x-numcontrat': 'T-VALIDE' },
          payload: { nomConsentement: 'offresPartenaires', isAccepted },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ nomConsentement: 'offresPartenaires', isAccepted });
      }
      const { rows } = await h.db.query(
        'SELECT nom_consentement, is_accepted, numero_contrat FROM consent_answers WHERE user_id = $1 ORDER BY id',
        [member.userId],
      );
      expect(rows).toEqual([
        { nom_consentement: 'offresPartenaires', is_accepted: true, numero_contrat: 'T-VALIDE' },
        { nom_consentement: 'offresPartenaires', is_accepted: false, numero_contrat: 'T-VALIDE' },
      ]);
    });

    it('answers 401 without login, and stores nothing', async () => {
      const visitor = await anonymousSession(h.app);
      const res = await h.app.inject({ method: 'POST', url: '/api/consentement', headers: visitor.headers, payload: { nomConsentement: 'newsletter', isAccepted: true } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Accès non autorisé');
      const { rows } = await h.db.query("SELECT 1 FROM consent_answers WHERE nom_consentement = 'newsletter'");
      expect(rows).toEqual([]);
    });

    it('refuses an unknown consent and a malformed body with a French 400', async () => {
      const unknown = await h.app.inject({ method: 'POST', url: '/api/consentement', headers: member.session.headers, payload: { nomConsentement: 'inconnu', isAccepted: true } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: 'Ce consentement est inconnu.', errors: [{ path: '/nomConsentement' }] });
      const malformed = await h.app.inject({ method: 'POST', url: '/api/consentement', headers: member.session.headers, payload: { nomConsentement: 'newsletter' } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Les informations fournies sont erronées');
    });

    it('answers 403 without the XSRF header', async () => {
      const res = await h.app.inject({ method: 'POST', url: '/api/consentement', headers: { cookie: member.session.cookie }, payload: { nomConsentement: 'newsletter', isAccepted: true } });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('POST /api/forms/ribprestations/form (automatic mode)', () => {
    it('takes a pasted IBAN (lower case, spaces) and stores it masked the one way', async () => {
      // The demo client opens the RIB acte per contract: open it for this one.
      await h.db.query(
        `INSERT INTO client_feature_contracts (client_code, feature_key, numero_contrat_individuel, is_activated)
         SELECT client_code, feature_key, 'T-VALIDE', true FROM client_features WHERE feature_key = 'ribPrestationsActe'
         ON CONFLICT DO NOTHING`,
      );
      // A change of bank details: only with a verified security code (sent by mail here).
      const amf = (url: string, payload: object) => h.app.inject({ method: 'POST', url, headers: member.session.headers, payload });
      expect((await amf('/api/amf/send-security-code', { sendType: 'MAIL', operation: 'verify' })).statusCode).toBe(200);
      const code = (await lastMailTo(h.app, 'claire.rib@test.fr'))!.text.match(/\b(\d{6})\b/)![1];
      expect((await amf('/api/amf/validate-operation', { securityCode: code, operation: 'verify' })).statusCode).toBe(200);
      const res = await h.app.inject({
        method: 'POST', url: '/api/forms/ribprestations/form',
        headers: { ...member.session.headers, 'x-numcontrat': 'T-VALIDE', 'x-securitycode': code },
        payload: { titulaire: 'Test', iban: 'fr14 2004 1010 0505 0001 3m02 606', bic: 'PSSTFRPPXXX', rib: [], numContrat: 'T-VALIDE' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ isModeGestionManuel: false });
      const { rows } = await h.db.query<{ modalite_paiement: { rib: string } }>(
        "SELECT modalite_paiement FROM contrats WHERE numero_contrat_individuel = 'T-VALIDE'",
      );
      expect(rows[0].modalite_paiement.rib).toBe('FR14 **** **** **** **** ***2 606');
      const contrats = await h.app.inject({ method: 'GET', url: '/api/adherent/contrats', headers: { cookie: member.session.cookie } });
      expect(contrats.json().contrats[0].modalitePaiementPrestation.rib).toBe('FR14 **** **** **** **** ***2 606');
    });
  });

  describe('GET /api/consentement', () => {
    it("gives the member's current answer per consent (the latest one), and only theirs", async () => {
      const post = (nomConsentement: string, isAccepted: boolean) =>
        h.app.inject({ method: 'POST', url: '/api/consentement', headers: member.session.headers, payload: { nomConsentement, isAccepted } });
      for (const [nom, accepted] of [['collecteDonnees', false], ['collecteDonnees', true], ['newsletter', false]] as const) {
        expect((await post(nom, accepted)).statusCode).toBe(200);
      }
      await h.db.query("INSERT INTO consent_answers (user_id, nom_consentement, is_accepted) VALUES ('someone-else', 'newsletter', true)");
      const res = await h.app.inject({ method: 'GET', url: '/api/consentement', headers: { cookie: member.session.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expect.arrayContaining([
        { nomConsentement: 'collecteDonnees', isAccepted: true },
        { nomConsentement: 'newsletter', isAccepted: false },
      ]));
      expect(res.json().filter((a: { nomConsentement: string }) => a.nomConsentement === 'newsletter')).toHaveLength(1);
    });

    it('answers 401 to an anonymous visitor', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/consentement' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('care networks', () => {
    it('GET /api/cgdm-svc/geo/reseaux lists the networks with all their fields', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/cgdm-svc/geo/reseaux', headers: { cookie: member.session.cookie } });
      expect(res.statusCode).toBe(200);
      const reseaux = res.json();
      expect(reseaux.map((r: { reseau: string }) => r.reseau)).toEqual(['SANTECLAIR', 'KALIVIA', 'KALIXIA', 'ANNUAIRE']);
      expect(reseaux[1]).toEqual({
        reseau: 'KALIVIA', libelle: expect.any(String), url: expect.stringMatching(/^https:\/\//), numOmc: 'OMC-DEMO-0042',
        icon: 'headset', imageId: 'logo-kalivia', imageForm: 'arrondi', description: expect.any(String),
      });
    });

    it('hides inactive networks', async () => {
      await h.db.query("UPDATE care_networks SET is_active = false WHERE code = 'kalixia'");
      const res = await h.app.inject({ method: 'GET', url: '/api/cgdm-svc/geo/reseaux', headers: { cookie: member.session.cookie } });
      expect(res.json().map((r: { reseau: string }) => r.reseau)).not.toContain('KALIXIA');
      await h.db.query("UPDATE care_networks SET is_active = true WHERE code = 'kalixia'");
    });

    it('answers 401 to an anonymous visitor', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/cgdm-svc/geo/reseaux' });
      expect(res.statusCode).toBe(401);
    });

    it('serves a logo by id, and 404 for an unknown one', async () => {
      const logo = await h.app.inject({ method: 'GET', url: '/api/cgdm-svc/geo/images/logo-kalivia' });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(logo.headers['x-content-type-options']).toBe('nosniff');
      expect(logo.body).toContain('<svg');
      const unknown = await h.app.inject({ method: 'GET', url: '/api/cgdm-svc/geo/images/inconnu' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Cette image est introuvable.');
    });
  });
});
