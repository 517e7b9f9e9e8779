import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSession, startHarness, type Harness, type Session, DB_KINDS } from '../../contentHelpers';

describe.each(DB_KINDS)('CMS, FAQ and reference lists (%s)', (kind) => {
  let h: Harness;
  let visitor: Session;
  beforeAll(async () => {
    h = await startHarness(kind);
    visitor = await anonymousSession(h.app);
  });
  afterAll(async () => h.close());

  describe('GET /api/cms/blocklists', () => {
    it('reads a static page by name and itemName', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/cms/blocklists?name=Pages_Statiques&itemName=mentions-legales' });
      expect(res.statusCode).toBe(200);
      const { items } = res.json();
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ title: 'Mentions légales', name: 'Pages_Statiques', itemName: 'mentions-legales' });
      expect(typeof items[0].id).toBe('number');
      expect(items[0].content).toContain('<h4>');
    });

    it.each(['cgu', 'mentions-legales'])('has the %s page', async (itemName) => {
      const res = await h.app.inject({ method: 'GET', url: `/api/cms/blocklists?name=Pages_Statiques&itemName=${itemName}` });
      expect(res.json().items).toHaveLength(1);
    });

    it.each(['Register_Num_Secu_Popup', 'Register_Help', 'Service_Indisponible'])('reads the block %s by name only', async (name) => {
      const res = await h.app.inject({ method: 'GET', url: `/api/cms/blocklists?name=${name}` });
      const { items } = res.json();
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ name, itemName: null });
      expect(items[0].title.length).toBeGreaterThan(0);
    });

    it('answers an empty list for an unknown page (the browser shows "Page inconnue")', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/cms/blocklists?name=Pages_Statiques&itemName=page-qui-n-existe-pas' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [] });
      const unknownName = await h.app.inject({ method: 'GET', url: '/api/cms/blocklists?name=Bloc_Inconnu' });
      expect(unknownName.json()).toEqual({ items: [] });
    });

    it('sanitises content written by the back office', async () => {
      await h.db.query(
        `INSERT INTO cms_blocks (name, item_name, title, content) VALUES ('Test_Xss', '', 'X', '<p onclick="x()">ok</p><script>alert(1)</script><a href="javascript:alert(1)">lien</a>')`,
      );
      const res = await h.app.inject({ method: 'GET', url: '/api/cms/blocklists?name=Test_Xss' });
      expect(res.json().items[0].content).toBe('<p>ok</p><a>lien</a>');
    });

    it('refuses a missing or malformed name with a French 400', async () => {
      for (const url of ['/api/cms/blocklists', '/api/cms/blocklists?name=%3Cscript%3E']) {
        const res = await h.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Les informations fournies sont erronées');
      }
    });
  });

  describe('FAQ', () => {
    it('GET content: categories in order with their questions, and the Top 5', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/inbenta-faq/content' });
      expect(res.statusCode).toBe(200);
      const { categories, top } = res.json();
      expect(categories.length).toBeGreaterThanOrEqual(3);
      expect(categories.map((c: { order: number }) => c.order)).toEqual([...categories.map((c: { order: number }) => c.order)].sort((a, b) => a - b));
      const questions = categories.flatMap((c: { items: unknown[] }) => c.items);
      expect(questions.length).toBeGreaterThanOrEqual(10);
      expect(questions[0]).toEqual({
        title: expect.any(String),
        content: expect.any(String),
        rateCode: expect.any(String),
        clickCode: expect.any(String),
        related: expect.any(Array),
        order: expect.any(Number),
      });
      const creer = questions.find((q: { clickCode: string }) => q.clickCode === 'Q-COMPTE-CREER');
      expect(creer.related.map((r: { clickCode: string }) => r.clickCode)).toEqual(['Q-COMPTE-EMAIL-ACTIVATION', 'Q-COMPTE-NUMERO-CONTRAT']);
      expect(top).toHaveLength(5);
      expect(top.map((q: { order: number }) => q.order)).toEqual([1, 2, 3, 4, 5]);
      expect(top[0].clickCode).toBe('Q-COMPTE-CREER');
    });

    it('hides questions meant for connected members (userType 2) from anonymous visitors (userType 4)', async () => {
      const codes = async (userType: number) =>
        (await h.app.inject({ method: 'GET', url: `/api/inbenta-faq/content?userType=${userType}` }))
          .json()
          .categories.flatMap((c: { items: Array<{ clickCode: string }> }) => c.items.map((q) => q.clickCode));
      expect(await codes(2)).toContain('Q-CONTRAT-RESILIATION');
      expect(await codes(4)).not.toContain('Q-CONTRAT-RESILIATION');
    });

    it('GET search?getPopular=true answers the Top 5', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/inbenta-faq/search?userType=4&getPopular=true' });
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((q: { clickCode: string }) => q.clickCode)).toEqual([
        'Q-COMPTE-CREER', 'Q-COMPTE-MDP-OUBLIE', 'Q-REMB-DELAI', 'Q-REMB-OPTIQUE', 'Q-CONTRAT-RIB',
      ]);
    });

    it.each([
      ['mot de passe oublié', 'Q-COMPTE-MDP-OUBLIE'],
      ['MOT DE PASSE OUBLIE', 'Q-COMPTE-MDP-OUBLIE'], // accents and case do not matter
      ['prothese', 'Q-REMB-DENTAIRE'], // written without accent, stored with
      ['remboursements lunettes', 'Q-REMB-OPTIQUE'], // plural found by the French stemmer
      ['rembour', 'Q-REMB-DELAI'], // a word prefix
      ['télétransmission', 'Q-REMB-TELETRANSMISSION'],
      ['NOEMIE', 'Q-REMB-TELETRANSMISSION'], // in the title
    ])('GET search?query=%s finds %s', async (query, clickCode) => {
      const res = await h.app.inject({ method: 'GET', url: `/api/inbenta-faq/search?userType=4&query=${encodeURIComponent(query)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((q: { clickCode: string }) => q.clickCode)).toContain(clickCode);
    });

    it.each([
      ['carte perdue', 'Q-TP-CARTE'], // « perdue » is nowhere: « carte » is enough
      ['optique', 'Q-REMB-OPTIQUE'],
      ['hospitalisation', 'Q-REMB-HOSPI'],
      ['Hospitalisations prévues', 'Q-REMB-HOSPI'], // plural and accent ignored
      ['lunettes perdues', 'Q-REMB-OPTIQUE'],
    ])('finds by any word: %s → %s first', async (query, clickCode) => {
      const res = await h.app.inject({ method: 'GET', url: `/api/inbenta-faq/search?query=${encodeURIComponent(query)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().items[0]?.clickCode).toBe(clickCode);
    });

    it('puts the questions holding more words of the query first', async () => {
      const search = async (query: string) =>
        (await h.app.inject({ method: 'GET', url: `/api/inbenta-faq/search?query=${encodeURIComponent(query)}` })).json().items as { clickCode: string }[];
      const carte = await search('carte');
      expect(carte.length).toBeGreaterThan(1);
      // « télécharger » narrows nothing out, it orders: the question with both words comes first.
      const both = await search('carte télécharger');
      expect(both.length).toBeGreaterThanOrEqual(carte.length);
      expect(both[0].clickCode).toBe('Q-TP-CARTE');
    });

    it('ranks a title match first', async () => {
      const res = await h.app.inject({ method: 'GET', url: `/api/inbenta-faq/search?query=${encodeURIComponent('mot de passe')}` });
      expect(res.json().items[0].clickCode).toBe('Q-COMPTE-MDP-OUBLIE');
    });

    it('answers an empty list when nothing matches (the browser shows "Aucun résultat.")', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/inbenta-faq/search?userType=4&query=hippopotame%20quantique' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [] });
    });

    it('treats LIKE wildcards in the query as text', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/inbenta-faq/search?query=%25%25' });
      expect(res.json()).toEqual({ items: [] });
    });

    it('refuses a search without query nor getPopular, and a non-numeric userType', async () => {
      const empty = await h.app.inject({ method: 'GET', url: '/api/inbenta-faq/search?userType=4' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Merci de saisir votre question.');
      const bad = await h.app.inject({ method: 'GET', url: '/api/inbenta-faq/search?userType=abc&query=x' });
      expect(bad.statusCode).toBe(400);
    });

    it('POST click stores the click (anonymous visitor, with the XSRF token)', async () => {
      const res = await h.app.inject({
        method: 'POST', url: '/api/inbenta-faq/click', headers: visitor.headers, payload: { clickCode: 'Q-REMB-DELAI', userType: 4 },
      });
      expect(res.statusCode).toBe(204);
      const { rows } = await h.db.query("SELECT user_type FROM faq_clicks WHERE click_code = 'Q-REMB-DELAI'");
      expect(rows).toEqual([{ user_type: 4 }]);
    });

    it('POST click refuses an unknown question (404) and a missing XSRF token (403)', async () => {
      const unknown = await h.app.inject({ method: 'POST', url: '/api/inbenta-faq/click', headers: visitor.headers, payload: { clickCode: 'NOPE', userType: 4 } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Cette question est introuvable.');
      const noXsrf = await h.app.inject({ method: 'POST', url: '/api/inbenta-faq/click', payload: { clickCode: 'Q-REMB-DELAI', userType: 4 } });
      expect(noXsrf.statusCode).toBe(403);
    });

    it('POST useful stores "yes", and "no" followed by a comment', async () => {
      const yes = await h.app.inject({ method: 'POST', url: '/api/inbenta-faq/useful', headers: visitor.headers, payload: { rateCode: 'R-REMB-DELAI', isUseful: true, userType: 4 } });
      expect(yes.statusCode).toBe(204);
      const no = await h.app.inject({ method: 'POST', url: '/api/inbenta-faq/useful', headers: visitor.headers, payload: { rateCode: 'R-REMB-DELAI', isUseful: false, userType: 4 } });
      expect(no.statusCode).toBe(204);
      const comment = await h.app.inject({ method: 'POST', url: '/api/inbenta-faq/useful', headers: visitor.headers, payload: { rateCode: 'R-REMB-DELAI', comment: 'Il manque le délai pour l’hospitalisation.', userType: 4 } });
      expect(comment.statusCode).toBe(204);
      const { rows } = await h.db.query("SELECT is_useful, comment FROM faq_feedback WHERE rate_code = 'R-REMB-DELAI' ORDER BY id");
      expect(rows).toEqual([
        { is_useful: true, comment: null },
        { is_useful: false, comment: null },
        { is_useful: null, comment: 'Il manque le délai pour l’hospitalisation.' },
      ]);
    });

    it('POST useful refuses feedback without answer nor comment (400) and an unknown rateCode (404)', async () => {
      const empty = await h.app.inject({ method: 'POST', url: '/api/inbenta-faq/useful', headers: visitor.headers, payload: { rateCode: 'R-REMB-DELAI', comment: '   ', userType: 4 } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/^Merci d’indiquer/);
      const unknown = await h.app.inject({ method: 'POST', url: '/api/inbenta-faq/useful', headers: visitor.headers, payload: { rateCode: 'NOPE', isUseful: true } });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('GET /api/referentiel/{name}', () => {
    it('civilite: M. and Mme', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/referentiel/civilite' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { code: 'M', libelle: 'M.', libelleLong: 'Monsieur' },
        { code: 'MME', libelle: 'Mme', libelleLong: 'Madame' },
      ]);
    });

    it('pays: ISO codes, France and Monaco first', async () => {
      const pays = (await h.app.inject({ method: 'GET', url: '/api/referentiel/pays' })).json();
      expect(pays.slice(0, 2)).toEqual([{ code: 'FR', libelle: 'France' }, { code: 'MC', libelle: 'Monaco' }]);
      expect(pays.every((p: { code: string }) => /^[A-Z]{2}$/.test(p.code))).toBe(true);
    });

    it.each(['sexe', 'nature-voie', 'categorie-sociale', 'motif-radiation', 'motif-refus-teletransmission', 'frequence-paiement', 'mode-paiement', 'code-postal'])(
      '%s is a non-empty list of { code, libelle }',
      async (name) => {
        const res = await h.app.inject({ method: 'GET', url: `/api/referentiel/${name}` });
        expect(res.statusCode).toBe(200);
        const items = res.json();
        expect(items.length).toBeGreaterThan(1);
        for (const item of items) expect(item).toEqual(expect.objectContaining({ code: expect.any(String), libelle: expect.any(String) }));
      },
    );

    it('nature-voie carries the short label', async () => {
      const items = (await h.app.inject({ method: 'GET', url: '/api/referentiel/nature-voie' })).json();
      expect(items).toContainEqual({ code: 'AV', libelle: 'Avenue', libelleCourt: 'AV' });
      expect(items.map((i: { libelle: string }) => i.libelle)).toEqual(expect.arrayContaining(['Rue', 'Boulevard']));
    });

    it('filters a long list with q (code prefix or label word, accent-insensitive) and limit', async () => {
      const byPrefix = (await h.app.inject({ method: 'GET', url: '/api/referentiel/code-postal?q=0150' })).json();
      expect(byPrefix.map((i: { localite: string }) => i.localite)).toEqual(expect.arrayContaining(['AMBERIEU-EN-BUGEY', 'AMBRONAY', 'CHATEAU-GAILLARD']));
      const byLabel = (await h.app.inject({ method: 'GET', url: '/api/referentiel/pays?q=etats-unis' })).json();
      expect(byLabel).toEqual([{ code: 'US', libelle: "États-Unis d'Amérique" }, { code: 'UM', libelle: 'Îles mineures éloignées des États-Unis' }]);
      const limited = (await h.app.inject({ method: 'GET', url: '/api/referentiel/pays?limit=3' })).json();
      expect(limited).toHaveLength(3);
    });

    // La Poste's base: one postal code of each kind, each with its communes and their INSEE codes.
    it.each([
      ['75011', [{ code: '75111', libelle: '75011 PARIS', codePostal: '75011', localite: 'PARIS', nomCommune: 'Paris 11e Arrondissement', codeCommune: '75111' }]],
      ['69003', [{ code: '69383', libelle: '69003 LYON', codePostal: '69003', localite: 'LYON', nomCommune: 'Lyon 3e Arrondissement', codeCommune: '69383' }]],
      ['20000', [
        { code: '2A004', libelle: '20000 AJACCIO', codePostal: '20000', localite: 'AJACCIO', nomCommune: 'Ajaccio', codeCommune: '2A004' },
        { code: '2A139', libelle: '20000 LECCI', codePostal: '20000', localite: 'LECCI', nomCommune: 'Lecci', codeCommune: '2A139' },
      ]],
      ['97400', [{ code: '97411', libelle: '97400 SAINT DENIS', codePostal: '97400', localite: 'SAINT DENIS', nomCommune: 'Saint-Denis', codeCommune: '97411' }]],
    ])('code-postal?q=%s gives its communes', async (codePostal, communes) => {
      const res = await h.app.inject({ method: 'GET', url: `/api/referentiel/code-postal?q=${codePostal}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(communes);
    });

    it('code-postal: a postal code La Poste does not have gives no commune', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/referentiel/code-postal?q=01999' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('answers 404 with a French message for an unknown list', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/referentiel/liste-inconnue' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'La liste de référence « liste-inconnue » est introuvable.', code: 'ReferentielInconnu', requestId: expect.any(String) });
    });
  });
});
