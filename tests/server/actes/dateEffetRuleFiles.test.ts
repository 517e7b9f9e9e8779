import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startHarness, type Client, type Harness } from '../helpers';
import { computeDateEffet, dateEffetErrorMessage } from '../../../src/domain/dateEffet';
import { formatDateFr, toIsoDate } from '../../../src/domain/dates';
import { dateEffetRulesOf } from '../../../src/language/acteManifest';
import type { ActeManifest } from '../../../src/generated/acteManifest';
import { readActeSample } from '../../../src/server/actes/acteSample';

const manifestOf = (acte: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../schemas/actes/${acte}/${acte}.acte.json`), 'utf8')) as ActeManifest;
const RULE_ACTES = ['resiliation', 'garanties', 'inscriptionbeneficiaire', 'option-affiliation', 'option-renfort', 'option-radiation'];

/** Date-effet rules are files (the manifest's `dateEffet`): the table no longer holds the shipped defaults. */
describe('date-effet rules from the acte files', () => {
  let h: Harness;
  let sophie: Client;
  const asSophie = { 'x-numcontrat': 'DEMO1001' };

  beforeAll(async () => {
    h = await startHarness('pglite', { config: { devTools: true } });
    sophie = h.client();
    expect((await sophie.login(DEMO.adherent, DEMO.password)).statusCode).toBe(200);
  });
  afterAll(async () => h?.close());

  it('the migrations leave no default copy of a file rule in date_effet_rules', async () => {
    const { rows } = await h.db.query<{ acte: string }>("SELECT acte FROM date_effet_rules WHERE client_code = '*'");
    expect(rows).toEqual([]);
  });

  it.each(RULE_ACTES)('%s: the screen reads the rule its manifest declares', async (acte) => {
    const read = await sophie.get(`/api/forms/${acte}/date-effet`, asSophie);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().rules).toEqual(dateEffetRulesOf(manifestOf(acte)));
  });

  it('a date outside the file rule is refused on each side with the French message (inscription: today to three months on)', async () => {
    const rule = dateEffetRulesOf(manifestOf('inscriptionbeneficiaire')).dateEffet;
    const [interval] = computeDateEffet(rule, { today: h.config.now() }).intervals;
    const sample = readActeSample('inscriptionbeneficiaire');
    const url = manifestOf('inscriptionbeneficiaire').endpoints[0].path;
    const yesterday = new Date(interval.minDate!);
    yesterday.setDate(yesterday.getDate() - 1);
    const dayAfter = new Date(interval.maxDate!);
    dayAfter.setDate(dayAfter.getDate() + 1);
    for (const [day, code] of [[yesterday, 'minDate'], [dayAfter, 'maxDate']] as const) {
      const res = await sophie.post(url, { ...sample, dateEffet: toIsoDate(day) }, asSophie);
      expect(res.statusCode, res.body).toBe(400);
      const message = dateEffetErrorMessage(code, interval);
      expect(message).toMatch(code === 'minDate' ? /^La date d'effet doit être postérieure ou égale au / : /^La date d'effet doit être antérieure ou égale au /);
      expect(res.json()).toMatchObject({ code: 'DateEffetRefused', errors: [{ path: '/dateEffet', message }] });
    }
  });

  it('the dev preview shows the interval the rule gives today', async () => {
    const detail = await h.client().get('/api/dev/actes/inscriptionbeneficiaire');
    expect(detail.statusCode, detail.body).toBe(200);
    const now = h.config.now();
    const inThreeMonths = new Date(now);
    inThreeMonths.setMonth(inThreeMonths.getMonth() + 3);
    expect(detail.json().datesEffet).toEqual({
      aujourdhui: formatDateFr(now),
      debutContrat: '01/01/2021',
      champs: [{ champ: 'dateEffet', plages: [{ libelle: "Date d'effet de l'inscription", du: formatDateFr(now), au: formatDateFr(inThreeMonths), indisponible: null }] }],
    });
  });
});
