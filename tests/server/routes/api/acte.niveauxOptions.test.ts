import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withOwnUploads } from '../../ownUploads';
import { withDateEffetToday } from '../../datedSample';
import { DB_KINDS, DEMO, startHarness, type Client, type Harness } from '../../helpers';
import { computeDateEffet, dateEffetErrorMessage } from '../../../../src/domain/dateEffet';
import { toIsoDate } from '../../../../src/domain/dates';
import { nirKey } from '../../../../src/domain/nir';
import { dateEffetRead } from '../../../../src/server/actes/dateEffetRules';
import { CHOICE_MESSAGES } from '../../../../src/server/actes/acteChoices';
import { readActeSample } from '../../../../src/server/actes/acteSample';

/**
 * garanties (change of level), inscriptionbeneficiaire (newborn rules),
 * donneesro (Monegasque NIR when the client allows it) and the VEL options. Each is filed by the
 * generic acte route at the URL of its manifest, validated by its own schema (French 400 under the
 * field), with its date d'effet checked against the rule stored for the acte and its level or
 * option checked against what the contract is offered.
 */
const read = (acte: string, kind: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../../schemas/actes/${acte}/${acte}.${kind}.json`), 'utf8'));
const urlOf = (acte: string): string => (read(acte, 'acte').endpoints as Array<{ path: string }>)[0].path;

const ACTES = ['garanties', 'inscriptionbeneficiaire', 'donneesro', 'option-affiliation', 'option-renfort', 'option-radiation'];
const asSophie = { 'x-numcontrat': 'DEMO1001' };

describe.each(DB_KINDS)('garanties, inscriptionbeneficiaire, donneesro and VEL options (%s)', (kind) => {
  let h: Harness;
  let sophie: Client;
  beforeAll(async () => {
    h = await startHarness(kind);
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await h.db.query("DELETE FROM rate_limits WHERE key LIKE 'demandes%'");
  });

  const count = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demandes')).rows[0].n;

  /** The sample, its documents uploaded by Sophie, its date d'effet the form's default for today. */
  const sampleOf = async (acte: string): Promise<Record<string, unknown>> =>
    withDateEffetToday(h.db, acte, 'DEMO1001', h.config.now(), await withOwnUploads(sophie, readActeSample(acte)));

  async function expectRefused(acte: string, body: Record<string, unknown>, field: string, message: string, code = 'ValidationFailed') {
    const before = await count();
    const res = await sophie.post(urlOf(acte), body, asSophie);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().errors).toContainEqual({ path: field, message });
    expect(await count()).toBe(before);
  }

  it.each(ACTES)('%s: the sample is accepted at its manifest URL and filed for DEMO1001', async (acte) => {
    const res = await sophie.post(urlOf(acte), await sampleOf(acte), asSophie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isEnvoiArActivated: true,
      demandeId: expect.any(Number),
    });
    const { rows } = await h.db.query<{
      acte: string;
      numero_contrat: string;
    }>('SELECT acte, numero_contrat FROM demandes ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toEqual({ acte, numero_contrat: 'DEMO1001' });
  });

  it('each acte only at its own URL: no VEL option through /api/forms, no other acte through /api/vel', async () => {
    expect((await sophie.post('/api/forms/option-renfort/form', await sampleOf('option-renfort'), asSophie)).statusCode).toBe(404);
    expect((await sophie.post('/api/vel/garanties', await sampleOf('garanties'), asSophie)).statusCode).toBe(404);
    expect((await sophie.post('/api/vel/adresse', readActeSample('adresse'), asSophie)).statusCode).toBe(404);
  });

  describe('garanties', () => {
    it('reads the other levels of the gamme of the current contract, only for its owner', async () => {
      const res = await sophie.get('/api/forms/garanties/niveaux', asSophie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          code: 'Santé Famille Essentiel',
          libelle: 'Santé Famille Essentiel – 32,50 € par mois et par assuré',
          cotisationMensuelle: 32.5,
        },
        {
          code: 'Santé Famille Premium',
          libelle: 'Santé Famille Premium – 68,20 € par mois et par assuré',
          cotisationMensuelle: 68.2,
        },
      ]);
      // An offer outside any gamme: no other level.
      expect(
        (
          await sophie.get('/api/forms/garanties/niveaux', {
            'x-numcontrat': 'DEMO1003',
          })
        ).json(),
      ).toEqual([]);
      expect(
        (
          await sophie.get('/api/forms/garanties/niveaux', {
            'x-numcontrat': 'DEMO0001',
          })
        ).statusCode,
      ).toBe(403);
      expect((await h.client().get('/api/forms/garanties/niveaux')).statusCode).toBe(401);
    });

    it('refuses a date outside the stored rule with the French message of the rule (first of next month at the earliest)', async () => {
      const { rules, context } = await dateEffetRead(h.db, 'garanties', 'DEMO1001', h.config.now());
      const [interval] = computeDateEffet(rules.dateEffet, {
        ...context,
        today: h.config.now(),
      }).intervals;
      expect(interval.minDate!.getDate()).toBe(1);
      await expectRefused(
        'garanties',
        {
          ...(await sampleOf('garanties')),
          dateEffet: toIsoDate(h.config.now()),
        },
        '/dateEffet',
        dateEffetErrorMessage('minDate', interval),
        'DateEffetRefused',
      );
      expect(dateEffetErrorMessage('minDate', interval)).toMatch(/^La date d'effet doit être postérieure ou égale au 01\/\d\d\/\d{4}$/);
      await expectRefused(
        'garanties',
        { ...(await sampleOf('garanties')), dateEffet: '2099-01-01' },
        '/dateEffet',
        dateEffetErrorMessage('maxDate', interval),
        'DateEffetRefused',
      );
    });

    it('refuses a level the contract is not offered (its own, another gamme) and a missing one', async () => {
      await expectRefused(
        'garanties',
        { ...(await sampleOf('garanties')), niveau: 'Santé Famille Confort' },
        '/niveau',
        CHOICE_MESSAGES.niveau,
        'ChoiceNotOffered',
      );
      await expectRefused('garanties', { ...(await sampleOf('garanties')), niveau: 'Santé Entreprise' }, '/niveau', CHOICE_MESSAGES.niveau, 'ChoiceNotOffered');
      const { niveau: _n, ...without } = await sampleOf('garanties');
      await expectRefused('garanties', without, '/niveau', 'Merci de choisir le nouveau niveau de garanties');
    });

    it('answers that the gestion processes it, even with automatique stored: the portal does not change a level itself', async () => {
      // A state the client configuration refuses (no application), forced here in the database.
      await h.db.query("UPDATE modes_gestion SET mode_gestion = 'automatique' WHERE id = 'garantiesActeGestion'");
      try {
        expect((await sophie.post(urlOf('garanties'), await sampleOf('garanties'), asSophie)).json()).toMatchObject({ isModeGestionManuel: true });
      } finally {
        await h.db.query("UPDATE modes_gestion SET mode_gestion = 'manuel' WHERE id = 'garantiesActeGestion'");
      }
      expect((await sophie.post(urlOf('garanties'), await sampleOf('garanties'), asSophie)).json()).toMatchObject({ isModeGestionManuel: true });
    });
  });

  describe('inscriptionbeneficiaire', () => {
    const adult = {
      lien: 'CONJOINT',
      codeCivilite: 'MME',
      nom: 'DURAND',
      prenom: 'Claire',
      dateNaissance: '1991-03-08',
      nouveauNe: false,
    };
    const nir13 = '2910369123456';

    it('a newborn needs the birth certificate, and no social-security number', async () => {
      const { acteNaissance: _doc, ...withoutDocument } = await sampleOf('inscriptionbeneficiaire');
      await expectRefused('inscriptionbeneficiaire', withoutDocument, '/acteNaissance', 'Merci de joindre le document demandé.');
      await expectRefused('inscriptionbeneficiaire', { ...withoutDocument, acteNaissance: [] }, '/acteNaissance', 'Merci de joindre le document demandé.');
    });

    it('anyone else needs a NIR with its right key, and no birth certificate', async () => {
      const { dateEffet } = await sampleOf('inscriptionbeneficiaire');
      await expectRefused('inscriptionbeneficiaire', { ...adult, dateEffet }, '/nir', 'Le numéro de sécurité sociale est obligatoire');
      const wrongKey = String((Number(nirKey(nir13)) % 97) + 1).padStart(2, '0');
      await expectRefused(
        'inscriptionbeneficiaire',
        { ...adult, dateEffet, nir: nir13 + wrongKey },
        '/nir',
        'La clé du numéro de sécurité sociale est incorrecte',
      );
      await expectRefused(
        'inscriptionbeneficiaire',
        { ...adult, dateEffet, nir: '391036912345600' },
        '/nir',
        'Le format du numéro de sécurité sociale (sans clé) est incorrect',
      );
      const res = await sophie.post(urlOf('inscriptionbeneficiaire'), { ...adult, dateEffet, nir: nir13 + nirKey(nir13) }, asSophie);
      expect(res.statusCode, res.body).toBe(200);
      // The demo mode is manual: the member is told it will be processed.
      expect(res.json()).toMatchObject({ isModeGestionManuel: true });
    });

    it('refuses a birth date in the future and a date d’effet outside the rule', async () => {
      const sample = await sampleOf('inscriptionbeneficiaire');
      await expectRefused(
        'inscriptionbeneficiaire',
        { ...sample, dateNaissance: '2999-01-01' },
        '/dateNaissance',
        'La date de naissance ne peut pas être postérieure à la date du jour',
      );
      const { rules, context } = await dateEffetRead(h.db, 'inscriptionbeneficiaire', 'DEMO1001', h.config.now());
      const [interval] = computeDateEffet(rules.dateEffet, {
        ...context,
        today: h.config.now(),
      }).intervals;
      await expectRefused(
        'inscriptionbeneficiaire',
        { ...sample, dateEffet: '2000-01-01' },
        '/dateEffet',
        dateEffetErrorMessage('minDate', interval),
        'DateEffetRefused',
      );
    });
  });

  describe('donneesro', () => {
    const monegasque = '98' + '00000123456';

    it('takes a Monegasque number only when the client allows it (isDonneesROMonegasquesActivated)', async () => {
      const sample = await sampleOf('donneesro');
      // The demo client allows it; a client that does not refuses the number as a malformed NIR.
      await h.db.query('UPDATE clients SET is_donnees_ro_monegasques_activated = false WHERE is_default');
      try {
        await expectRefused('donneesro', { ...sample, nir: monegasque }, '/nir', 'Le format du numéro de sécurité sociale (sans clé) est incorrect');
      } finally {
        await h.db.query('UPDATE clients SET is_donnees_ro_monegasques_activated = true WHERE is_default');
      }
      {
        const res = await sophie.post(
          urlOf('donneesro'),
          {
            ...sample,
            regime: 'CCSS',
            caisse: 'Caisses sociales de Monaco',
            nir: monegasque,
          },
          asSophie,
        );
        expect(res.statusCode, res.body).toBe(200);
        // All zeros is as good as empty; a French NIR is still checked with its key.
        await expectRefused(
          'donneesro',
          { ...sample, nir: '98' + '0'.repeat(11) },
          '/nir',
          'Le numéro de sécurité sociale monégasque doit comporter au plus 11 chiffres',
        );
        await expectRefused('donneesro', { ...sample, nir: '188116912345600' }, '/nir', 'La clé du numéro de sécurité sociale est incorrecte');
      }
    });

    it('asks for the attestation in manual mode only', async () => {
      const { attestation: _doc, ...withoutDocument } = await sampleOf('donneesro');
      await expectRefused('donneesro', withoutDocument, '/attestation', 'Merci de joindre le document demandé.');
      await h.db.query("UPDATE modes_gestion SET mode_gestion = 'automatique' WHERE id = 'donneesROActeGestion'");
      try {
        const res = await sophie.post(urlOf('donneesro'), withoutDocument, asSophie);
        expect(res.statusCode, res.body).toBe(200);
        // Nothing applied (a document a person checks): the member is told the gestion processes it.
        expect(res.json()).toMatchObject({ isModeGestionManuel: true });
      } finally {
        await h.db.query("UPDATE modes_gestion SET mode_gestion = 'manuel' WHERE id = 'donneesROActeGestion'");
      }
    });

    it('refuses a missing régime and a beneficiary code that is not one', async () => {
      const { regime: _r, ...without } = await sampleOf('donneesro');
      await expectRefused('donneesro', without, '/regime', 'Merci de choisir le régime obligatoire');
      await expectRefused('donneesro', { ...(await sampleOf('donneesro')), beneficiaire: 'Thomas' }, '/beneficiaire', 'Merci de choisir le bénéficiaire');
    });
  });

  describe('VEL options', () => {
    it('lists the options the contract holds and the services it may add, only for its owner', async () => {
      const held = await sophie.get('/api/vel/options', asSophie);
      expect(held.statusCode).toBe(200);
      expect(held.json()).toEqual([
        {
          code: 'ASSISTANCE',
          libelle: 'Assistance vie quotidienne',
          typeOption: 'service',
          tarifMensuel: 2.5,
          dateDebut: '2021-01-01',
        },
      ]);
      expect((await sophie.get('/api/vel/options/disponibles', asSophie)).json().map((o: { code: string }) => o.code)).toEqual(['PROTECTION_JURIDIQUE']);
      expect((await sophie.get('/api/vel/options', { 'x-numcontrat': 'DEMO0001' })).statusCode).toBe(403);
      expect((await h.client().get('/api/vel/options')).statusCode).toBe(401);
    });

    it('prices each renfort for the people the contract covers, before the member confirms', async () => {
      const res = await sophie.get('/api/vel/tarification/renfort', asSophie);
      expect(res.statusCode).toBe(200);
      // DEMO1001 covers four people (Sophie, Thomas, Léo, Emma).
      expect(res.json()).toEqual([
        {
          code: 'RENFORT_OPTIQUE_DENTAIRE',
          libelle: 'Renfort optique et dentaire – 39,60 € par mois (4 assurés)',
          tarifParAssure: 9.9,
          nombreAssures: 4,
          tarifMensuel: 39.6,
        },
        {
          code: 'RENFORT_HOSPITALISATION',
          libelle: 'Renfort hospitalisation – 25,60 € par mois (4 assurés)',
          tarifParAssure: 6.4,
          nombreAssures: 4,
          tarifMensuel: 25.6,
        },
      ]);
      expect(
        (
          await sophie.get('/api/vel/tarification/renfort', {
            'x-numcontrat': 'DEMO0001',
          })
        ).statusCode,
      ).toBe(403);
    });

    it('refuses an option the contract cannot take or does not hold', async () => {
      await expectRefused(
        'option-renfort',
        { ...(await sampleOf('option-renfort')), option: 'ASSISTANCE' },
        '/option',
        CHOICE_MESSAGES.option,
        'ChoiceNotOffered',
      );
      await expectRefused(
        'option-affiliation',
        { ...(await sampleOf('option-affiliation')), option: 'ASSISTANCE' },
        '/option',
        CHOICE_MESSAGES.option,
        'ChoiceNotOffered',
      );
      await expectRefused(
        'option-radiation',
        {
          ...(await sampleOf('option-radiation')),
          option: 'PROTECTION_JURIDIQUE',
        },
        '/option',
        CHOICE_MESSAGES.optionDetenue,
        'ChoiceNotOffered',
      );
      await expectRefused('option-renfort', { dateEffet: (await sampleOf('option-renfort')).dateEffet }, '/option', 'Merci de choisir le renfort');
    });

    it('refuses a date d’effet outside the rule', async () => {
      const { rules, context } = await dateEffetRead(h.db, 'option-renfort', 'DEMO1001', h.config.now());
      const [interval] = computeDateEffet(rules.dateEffet, {
        ...context,
        today: h.config.now(),
      }).intervals;
      await expectRefused(
        'option-renfort',
        {
          ...(await sampleOf('option-renfort')),
          dateEffet: toIsoDate(h.config.now()),
        },
        '/dateEffet',
        dateEffetErrorMessage('minDate', interval),
        'DateEffetRefused',
      );
    });
  });
});
