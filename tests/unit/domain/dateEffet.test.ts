import { toIsoDate, makeDate } from '../../../src/domain/dates';
import { dateEffetCondition } from '../../../src/language/conditions';
import {
  BORNE_OPERATORS,
  DATE_EFFET_MESSAGES,
  DATE_REFERENCE_CODES,
  boundsOf,
  computeDateEffet,
  computeReferenceDate,
  conditionHolds,
  dateEffetErrorMessage,
  defaultDateEffet,
  findDateEffetInterval,
  nextAnniversary,
  validateDateEffet,
  type BorneOperator,
  type ContrainteDetail,
  type DateEffetContext,
  type DateEffetContrainte,
  type DateEffetPlage,
  type DateEffetRule,
} from '../../../src/domain/dateEffet';

const d = (year: number, month: number, day: number) => makeDate(year, month, day) as Date;
const iso = (date: Date | null | undefined) => (date ? toIsoDate(date) : null);

/** Saturday 15 June 2024, mid-afternoon: "today" must be taken as a day. */
const TODAY = new Date(2024, 5, 15, 15, 42);
const CTX: DateEffetContext = {
  today: TODAY,
  dateDebutContrat: '2020-03-01',
  dateFinContrat: '2024-12-31',
  dateRadiation: '2024-05-20',
};

const ref = (detail: Partial<ContrainteDetail> & Pick<ContrainteDetail, 'dateReference'>, context: DateEffetContext = CTX) =>
  iso(computeReferenceDate({ borne: '>=', ...detail }, context));

const contrainte = (detail: Partial<ContrainteDetail> & Pick<ContrainteDetail, 'dateReference' | 'borne'>, when?: DateEffetContrainte['when']): DateEffetContrainte => ({
  detail,
  when,
});
const plage = (libelle: string, ...contraintes: DateEffetContrainte[]): DateEffetPlage => ({ libelle, contraintes });
const rule = (...plages: DateEffetPlage[]): DateEffetRule => ({ id: 'R1', plages });

describe('reference codes', () => {
  it('lists the 13 codes and 5 operators of the date-effet rules', () => {
    expect([...DATE_REFERENCE_CODES].sort()).toEqual(
      ['AUJ', 'CANN', 'CDEB', 'CFIN', 'FIXE', 'RADEVT', 'UNAN', 'UNMOIS', 'XMOIS', 'XMOISC', 'XMOISS', 'XYAN', 'XYPAN'],
    );
    expect([...BORNE_OPERATORS]).toEqual(['<', '<=', '=', '>=', '>']);
  });

  it('CDEB, CFIN and RADEVT read the context (ISO, French text or Date)', () => {
    expect(ref({ dateReference: 'CDEB' })).toBe('2020-03-01');
    expect(ref({ dateReference: 'CFIN' })).toBe('2024-12-31');
    expect(ref({ dateReference: 'RADEVT' })).toBe('2024-05-20');
    expect(ref({ dateReference: 'CDEB' }, { ...CTX, dateDebutContrat: '01/04/2021' })).toBe('2021-04-01');
    expect(ref({ dateReference: 'CDEB' }, { ...CTX, dateDebutContrat: new Date(2021, 3, 1, 22) })).toBe('2021-04-01');
  });

  it('CDEB, CFIN and RADEVT are null when the context lacks them', () => {
    expect(ref({ dateReference: 'CDEB' }, { today: TODAY })).toBeNull();
    expect(ref({ dateReference: 'CFIN' }, { today: TODAY })).toBeNull();
    expect(ref({ dateReference: 'RADEVT' }, { today: TODAY, dateRadiation: 'pas une date' })).toBeNull();
  });

  it('AUJ is today as a day', () => {
    expect(ref({ dateReference: 'AUJ' })).toBe('2024-06-15');
    expect(computeReferenceDate({ dateReference: 'AUJ', borne: '>=' }, CTX)?.getHours()).toBe(0);
  });

  it('AUJ defaults to the real today', () => {
    expect(ref({ dateReference: 'AUJ' }, {})).toBe(toIsoDate(new Date()));
  });

  describe('CANN: next anniversary strictly after today', () => {
    it.each([
      ['2020-03-01', '2025-03-01'], // this year's anniversary is past
      ['2020-09-01', '2024-09-01'], // this year's anniversary is to come
      ['2020-06-16', '2024-06-16'], // tomorrow
      ['2020-06-15', '2025-06-15'], // today: the contract just renewed
      ['2023-06-15', '2025-06-15'], // first anniversary was a year ago today
      ['2024-01-10', '2025-01-10'], // first anniversary to come
      ['2024-06-14', '2025-06-14'], // started yesterday
      ['2025-01-10', '2026-01-10'], // starts in the future: n ≥ 1
    ])('start %s → %s', (start, expected) => {
      expect(ref({ dateReference: 'CANN' }, { ...CTX, dateDebutContrat: start })).toBe(expected);
    });

    it('a 29 February start falls on 28 February in common years and 29 in leap years', () => {
      expect(ref({ dateReference: 'CANN' }, { ...CTX, dateDebutContrat: '2020-02-29' })).toBe('2025-02-28');
      expect(ref({ dateReference: 'CANN' }, { today: d(2023, 6, 15), dateDebutContrat: '2020-02-29' })).toBe('2024-02-29');
      expect(iso(nextAnniversary(d(2020, 2, 29), d(2024, 2, 28)))).toBe('2024-02-29');
      expect(iso(nextAnniversary(d(2020, 2, 29), d(2024, 2, 29)))).toBe('2025-02-28');
    });

    it('is null without a contract start', () => {
      expect(ref({ dateReference: 'CANN' }, { today: TODAY })).toBeNull();
    });
  });

  it('FIXE takes dateRelative as ISO or French text', () => {
    expect(ref({ dateReference: 'FIXE', dateRelative: '2024-09-01' })).toBe('2024-09-01');
    expect(ref({ dateReference: 'FIXE', dateRelative: '01/09/2024' })).toBe('2024-09-01');
    expect(ref({ dateReference: 'FIXE' })).toBeNull();
    expect(ref({ dateReference: 'FIXE', dateRelative: '31/09/2024' })).toBeNull();
  });

  it('UNAN is 1 January of next year, even on 1 January', () => {
    expect(ref({ dateReference: 'UNAN' })).toBe('2025-01-01');
    expect(ref({ dateReference: 'UNAN' }, { today: d(2024, 1, 1) })).toBe('2025-01-01');
    expect(ref({ dateReference: 'UNAN' }, { today: d(2024, 12, 31) })).toBe('2025-01-01');
  });

  it('UNMOIS is the 1st of the next month, even on the 1st, across the year end', () => {
    expect(ref({ dateReference: 'UNMOIS' })).toBe('2024-07-01');
    expect(ref({ dateReference: 'UNMOIS' }, { today: d(2024, 6, 1) })).toBe('2024-07-01');
    expect(ref({ dateReference: 'UNMOIS' }, { today: d(2024, 12, 31) })).toBe('2025-01-01');
    expect(ref({ dateReference: 'UNMOIS' }, { today: d(2024, 1, 31) })).toBe('2024-02-01');
  });

  it('UNMOIS with modificateurMois −1 is the 1st of the current month', () => {
    expect(ref({ dateReference: 'UNMOIS', modificateurMois: -1 })).toBe('2024-06-01');
  });

  describe('XMOIS: next day X (this month if not past, else next month)', () => {
    it.each([
      [20, '2024-06-20'],
      [15, '2024-06-15'], // today counts
      [10, '2024-07-10'],
      [1, '2024-07-01'],
      ['25', '2024-06-25'], // day given as text
    ])('X = %s → %s', (x, expected) => {
      expect(ref({ dateReference: 'XMOIS', dateRelative: x })).toBe(expected);
    });

    it('day 31 falls on the last day of shorter months', () => {
      expect(ref({ dateReference: 'XMOIS', dateRelative: 31 })).toBe('2024-06-30');
      expect(ref({ dateReference: 'XMOIS', dateRelative: 31 }, { today: d(2024, 6, 30) })).toBe('2024-06-30');
      expect(ref({ dateReference: 'XMOIS', dateRelative: 30 }, { today: d(2024, 2, 10) })).toBe('2024-02-29');
      expect(ref({ dateReference: 'XMOIS', dateRelative: 30 }, { today: d(2023, 2, 10) })).toBe('2023-02-28');
    });

    it('moves to next year after December', () => {
      expect(ref({ dateReference: 'XMOIS', dateRelative: 5 }, { today: d(2024, 12, 20) })).toBe('2025-01-05');
    });
  });

  it('XMOISC is day X of the current month, even if past', () => {
    expect(ref({ dateReference: 'XMOISC', dateRelative: 10 })).toBe('2024-06-10');
    expect(ref({ dateReference: 'XMOISC', dateRelative: 20 })).toBe('2024-06-20');
    expect(ref({ dateReference: 'XMOISC', dateRelative: 31 })).toBe('2024-06-30');
  });

  it('XMOISS is day X of the next month', () => {
    expect(ref({ dateReference: 'XMOISS', dateRelative: 10 })).toBe('2024-07-10');
    expect(ref({ dateReference: 'XMOISS', dateRelative: 20 })).toBe('2024-07-20');
    expect(ref({ dateReference: 'XMOISS', dateRelative: 31 }, { today: d(2024, 1, 31) })).toBe('2024-02-29');
    expect(ref({ dateReference: 'XMOISS', dateRelative: 15 }, { today: d(2024, 12, 1) })).toBe('2025-01-15');
  });

  it('X codes refuse a missing or impossible day', () => {
    for (const code of ['XMOIS', 'XMOISC', 'XMOISS'] as const) {
      expect(ref({ dateReference: code })).toBeNull();
      expect(ref({ dateReference: code, dateRelative: 0 })).toBeNull();
      expect(ref({ dateReference: code, dateRelative: 32 })).toBeNull();
      expect(ref({ dateReference: code, dateRelative: 'dix' })).toBeNull();
      expect(ref({ dateReference: code, dateRelative: 1.5 })).toBeNull();
    }
  });

  it('XYAN is day/month X/Y of the current year, even if past', () => {
    expect(ref({ dateReference: 'XYAN', dateRelative: '01/09' })).toBe('2024-09-01');
    expect(ref({ dateReference: 'XYAN', dateRelative: '01/03' })).toBe('2024-03-01');
    expect(ref({ dateReference: 'XYAN', dateRelative: '29/02' })).toBe('2024-02-29');
    expect(ref({ dateReference: 'XYAN', dateRelative: '29/02' }, { today: d(2023, 6, 15) })).toBe('2023-02-28');
  });

  it('XYPAN is day/month X/Y of next year', () => {
    expect(ref({ dateReference: 'XYPAN', dateRelative: '01/03' })).toBe('2025-03-01');
    expect(ref({ dateReference: 'XYPAN', dateRelative: '31/12' })).toBe('2025-12-31');
    expect(ref({ dateReference: 'XYPAN', dateRelative: '29/02' })).toBe('2025-02-28');
    expect(ref({ dateReference: 'XYPAN', dateRelative: '29/02' }, { today: d(2023, 6, 15) })).toBe('2024-02-29');
  });

  it('XYAN and XYPAN refuse a missing or impossible day/month', () => {
    for (const code of ['XYAN', 'XYPAN'] as const) {
      expect(ref({ dateReference: code })).toBeNull();
      expect(ref({ dateReference: code, dateRelative: '30/02' })).toBeNull();
      expect(ref({ dateReference: code, dateRelative: '01/13' })).toBeNull();
      expect(ref({ dateReference: code, dateRelative: '1/9' })).toBeNull();
      expect(ref({ dateReference: code, dateRelative: 109 })).toBeNull();
    }
  });

  it('an unknown code gives no date', () => {
    expect(ref({ dateReference: 'DEMAIN' as never })).toBeNull();
  });
});

describe('modifiers', () => {
  it('add days, months and years, signed', () => {
    expect(ref({ dateReference: 'AUJ', modificateurJour: 1 })).toBe('2024-06-16');
    expect(ref({ dateReference: 'AUJ', modificateurJour: -15 })).toBe('2024-05-31');
    expect(ref({ dateReference: 'AUJ', modificateurMois: 3 })).toBe('2024-09-15');
    expect(ref({ dateReference: 'AUJ', modificateurMois: -6 })).toBe('2023-12-15');
    expect(ref({ dateReference: 'AUJ', modificateurAnnee: -18 })).toBe('2006-06-15');
    expect(ref({ dateReference: 'AUJ', modificateurJour: null, modificateurMois: null, modificateurAnnee: null })).toBe('2024-06-15');
  });

  it('31 January + 1 month is the last day of February', () => {
    expect(ref({ dateReference: 'FIXE', dateRelative: '2024-01-31', modificateurMois: 1 })).toBe('2024-02-29');
    expect(ref({ dateReference: 'FIXE', dateRelative: '2023-01-31', modificateurMois: 1 })).toBe('2023-02-28');
    expect(ref({ dateReference: 'FIXE', dateRelative: '2024-03-31', modificateurMois: -1 })).toBe('2024-02-29');
    expect(ref({ dateReference: 'FIXE', dateRelative: '2024-08-31', modificateurMois: 1 })).toBe('2024-09-30');
  });

  it('29 February + 1 year is 28 February', () => {
    expect(ref({ dateReference: 'FIXE', dateRelative: '2024-02-29', modificateurAnnee: 1 })).toBe('2025-02-28');
    expect(ref({ dateReference: 'FIXE', dateRelative: '2024-02-29', modificateurAnnee: 4 })).toBe('2028-02-29');
  });

  it('applies years and months before days', () => {
    // 31/01 + 1 month = 29/02, then − 1 day = 28/02 (days last). Days first would give 30/01 + 1 month = 29/02.
    expect(ref({ dateReference: 'FIXE', dateRelative: '2024-01-31', modificateurMois: 1, modificateurJour: -1 })).toBe('2024-02-28');
    // 1st of next month − 1 day: the last day of the current month.
    expect(ref({ dateReference: 'UNMOIS', modificateurJour: -1 })).toBe('2024-06-30');
    expect(ref({ dateReference: 'UNMOIS', modificateurJour: -1 }, { today: d(2024, 2, 10) })).toBe('2024-02-29');
    expect(ref({ dateReference: 'CDEB', modificateurAnnee: 1, modificateurMois: 2, modificateurJour: 3 })).toBe('2021-05-04');
  });

  it('for X codes, moves the month first and places day X after', () => {
    expect(ref({ dateReference: 'XMOISS', dateRelative: 31, modificateurMois: 1 }, { today: d(2024, 1, 10) })).toBe('2024-03-31');
    expect(ref({ dateReference: 'XMOISC', dateRelative: 31, modificateurMois: 1 }, { today: d(2024, 1, 10) })).toBe('2024-02-29');
    expect(ref({ dateReference: 'XYAN', dateRelative: '29/02', modificateurAnnee: 3 })).toBe('2027-02-28');
    expect(ref({ dateReference: 'XYAN', dateRelative: '29/02', modificateurAnnee: 4 })).toBe('2028-02-29');
    expect(ref({ dateReference: 'XMOIS', dateRelative: 10, modificateurJour: -1 })).toBe('2024-07-09');
  });

  it('refuses non-integer modifiers', () => {
    expect(ref({ dateReference: 'AUJ', modificateurJour: 1.5 })).toBeNull();
    expect(ref({ dateReference: 'AUJ', modificateurMois: Number.NaN })).toBeNull();
  });
});

describe('operators', () => {
  const D = d(2024, 7, 1);
  it.each<[BorneOperator, string | null, string | null]>([
    ['>=', '2024-07-01', null],
    ['>', '2024-07-02', null],
    ['<=', null, '2024-07-01'],
    ['<', null, '2024-06-30'],
    ['=', '2024-07-01', '2024-07-01'],
  ])('%s D gives min %s, max %s', (borne, min, max) => {
    const bounds = boundsOf(borne, D);
    expect(iso(bounds.minDate)).toBe(min);
    expect(iso(bounds.maxDate)).toBe(max);
  });

  it('strict operators cross month and year ends', () => {
    expect(iso(boundsOf('<', d(2024, 3, 1)).maxDate)).toBe('2024-02-29');
    expect(iso(boundsOf('>', d(2024, 12, 31)).minDate)).toBe('2025-01-01');
  });

  it('each operator in a rule gives the matching interval', () => {
    const one = (borne: BorneOperator) =>
      computeDateEffet(rule(plage('P', contrainte({ dateReference: 'UNMOIS', borne }))), CTX).intervals[0];
    expect([iso(one('>=').minDate), iso(one('>=').maxDate)]).toEqual(['2024-07-01', null]);
    expect([iso(one('>').minDate), iso(one('>').maxDate)]).toEqual(['2024-07-02', null]);
    expect([iso(one('<=').minDate), iso(one('<=').maxDate)]).toEqual([null, '2024-07-01']);
    expect([iso(one('<').minDate), iso(one('<').maxDate)]).toEqual([null, '2024-06-30']);
    expect([iso(one('=').minDate), iso(one('=').maxDate)]).toEqual(['2024-07-01', '2024-07-01']);
  });
});

describe('computeDateEffet', () => {
  it('intersects the contraintes of a plage', () => {
    const result = computeDateEffet(
      rule(
        plage(
          'Entre aujourd’hui et la fin du contrat',
          contrainte({ dateReference: 'AUJ', borne: '>=' }),
          contrainte({ dateReference: 'CDEB', borne: '>=' }),
          contrainte({ dateReference: 'CFIN', borne: '<=' }),
          contrainte({ dateReference: 'UNAN', borne: '<' }),
        ),
      ),
      CTX,
    );
    expect(result.ruleId).toBe('R1');
    expect(result.intervals).toHaveLength(1);
    const [interval] = result.intervals;
    expect(interval.libelle).toBe('Entre aujourd’hui et la fin du contrat');
    expect(interval.plageIndex).toBe(0);
    expect(iso(interval.minDate)).toBe('2024-06-15');
    expect(iso(interval.maxDate)).toBe('2024-12-31');
    expect(interval.imposedDate).toBeNull();
  });

  it('auto-selects a single interval and gives its default', () => {
    const result = computeDateEffet(rule(plage('Dès demain', contrainte({ dateReference: 'AUJ', borne: '>' }))), CTX);
    expect(result.selected).toBe(result.intervals[0]);
    expect(result.readOnly).toBe(false);
    expect(result.imposedDate).toBeNull();
    expect(iso(result.defaultDate)).toBe('2024-06-16');
  });

  it('imposes the date when the bounds are equal (=)', () => {
    const result = computeDateEffet(rule(plage('Au 1er du mois prochain', contrainte({ dateReference: 'UNMOIS', borne: '=' }))), CTX);
    expect(iso(result.imposedDate)).toBe('2024-07-01');
    expect(result.readOnly).toBe(true);
    expect(iso(result.defaultDate)).toBe('2024-07-01');
    expect(iso(result.intervals[0].imposedDate)).toBe('2024-07-01');
  });

  it('imposes the date when two contraintes meet on the same day', () => {
    const result = computeDateEffet(
      rule(plage('Fin de contrat', contrainte({ dateReference: 'CFIN', borne: '>=' }), contrainte({ dateReference: 'UNAN', borne: '<', modificateurJour: 0 }))),
      CTX,
    );
    expect(iso(result.imposedDate)).toBe('2024-12-31');
    expect(result.readOnly).toBe(true);
  });

  it('lets the member choose when several intervals are offered', () => {
    const result = computeDateEffet(
      rule(
        plage('Au 1er du mois prochain', contrainte({ dateReference: 'UNMOIS', borne: '=' })),
        plage('À l’échéance', contrainte({ dateReference: 'CANN', borne: '=' })),
      ),
      CTX,
    );
    expect(result.intervals.map((i) => [i.libelle, iso(i.imposedDate)])).toEqual([
      ['Au 1er du mois prochain', '2024-07-01'],
      ['À l’échéance', '2025-03-01'],
    ]);
    expect(result.selected).toBeNull();
    expect(result.imposedDate).toBeNull();
    expect(result.readOnly).toBe(false);
    expect(result.defaultDate).toBeNull();
  });

  it('drops a plage whose contraintes do not meet, and auto-selects the other', () => {
    const result = computeDateEffet(
      rule(
        plage('Impossible', contrainte({ dateReference: 'CFIN', borne: '>' }), contrainte({ dateReference: 'CFIN', borne: '<' })),
        plage('Possible', contrainte({ dateReference: 'AUJ', borne: '>=' })),
      ),
      CTX,
    );
    expect(result.intervals.map((i) => i.libelle)).toEqual(['Possible']);
    expect(result.intervals[0].plageIndex).toBe(1);
    expect(result.unavailable).toEqual([{ plageIndex: 0, libelle: 'Impossible', reason: 'empty' }]);
    expect(result.selected?.libelle).toBe('Possible');
  });

  it('an open-ended contract (no CFIN) drops upper bounds on CFIN', () => {
    const open = { ...CTX, dateFinContrat: null };
    const result = computeDateEffet(
      rule(plage('Jusqu’à la fin du contrat', contrainte({ dateReference: 'AUJ', borne: '>=' }), contrainte({ dateReference: 'CFIN', borne: '<=' }), contrainte({ dateReference: 'CFIN', borne: '<' }))),
      open,
    );
    expect(iso(result.intervals[0].minDate)).toBe('2024-06-15');
    expect(result.intervals[0].maxDate).toBeNull();
  });

  it('other operators on a missing CFIN, or a missing CDEB/RADEVT, make the plage unavailable', () => {
    const open = { today: TODAY };
    for (const [code, borne] of [['CFIN', '>='], ['CFIN', '='], ['CDEB', '<='], ['RADEVT', '>='], ['CANN', '=']] as const) {
      const result = computeDateEffet(rule(plage('P', contrainte({ dateReference: code, borne }))), open);
      expect(result.intervals, `${code} ${borne}`).toEqual([]);
      expect(result.unavailable[0].reason).toBe('missingReference');
    }
  });

  it('a broken rule makes the plage unavailable as invalidRule', () => {
    const broken = [
      contrainte({ dateReference: 'FIXE', borne: '>=' }),
      contrainte({ dateReference: 'XMOIS', borne: '>=' }),
      contrainte({ dateReference: 'AUJ', borne: '>=', modificateurJour: 0.5 }),
      contrainte({ dateReference: 'AUJ', borne: '=>' as never }),
      contrainte({ dateReference: 'HIER' as never, borne: '>=' }),
    ];
    for (const c of broken) {
      const result = computeDateEffet(rule(plage('P', c)), CTX);
      expect(result.intervals).toEqual([]);
      expect(result.unavailable).toEqual([{ plageIndex: 0, libelle: 'P', reason: 'invalidRule' }]);
      expect(result.selected).toBeNull();
    }
  });

  it('a plage without contraintes is unbounded and defaults to today', () => {
    const result = computeDateEffet(rule(plage('Libre')), CTX);
    expect(result.intervals[0].minDate).toBeNull();
    expect(result.intervals[0].maxDate).toBeNull();
    expect(iso(result.defaultDate)).toBe('2024-06-15');
  });

  it('a rule without plages offers nothing', () => {
    const result = computeDateEffet(rule(), CTX);
    expect(result.intervals).toEqual([]);
    expect(result.selected).toBeNull();
    expect(result.defaultDate).toBeNull();
  });

  it('caps upper bounds at 31/12/9999', () => {
    const result = computeDateEffet(rule(plage('Loin', contrainte({ dateReference: 'FIXE', dateRelative: '9999-12-31', modificateurAnnee: 1, borne: '<=' }))), CTX);
    expect(iso(result.intervals[0].maxDate)).toBe('9999-12-31');
  });
});

describe('default date: later of today and lower bound, capped by upper bound', () => {
  it.each([
    ['today inside the interval', '2024-06-01', '2024-06-30', '2024-06-15'],
    ['lower bound in the future', '2024-07-01', '2024-07-31', '2024-07-01'],
    ['interval all in the past', '2024-05-01', '2024-05-31', '2024-05-31'],
    ['no lower bound', null, '2024-12-31', '2024-06-15'],
    ['no lower bound, past upper bound', null, '2024-06-01', '2024-06-01'],
    ['no bounds', null, null, '2024-06-15'],
    ['lower bound today', '2024-06-15', null, '2024-06-15'],
  ])('%s', (_label, min, max, expected) => {
    const toDate = (text: string | null) => (text ? (makeDate(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8))) as Date) : null);
    expect(iso(defaultDateEffet(toDate(min), toDate(max), TODAY))).toBe(expected);
  });

  it('a plage around a past event defaults to today when inside, else to its upper bound', () => {
    const result = computeDateEffet(
      rule(plage('À la date de l’évènement', contrainte({ dateReference: 'RADEVT', borne: '>=' }), contrainte({ dateReference: 'RADEVT', borne: '<=', modificateurMois: 1, modificateurJour: -1 }))),
      CTX,
    );
    expect(iso(result.intervals[0].minDate)).toBe('2024-05-20');
    expect(iso(result.intervals[0].maxDate)).toBe('2024-06-19');
    expect(iso(result.defaultDate)).toBe('2024-06-15');
    const later = computeDateEffet(rule(plage('P', contrainte({ dateReference: 'RADEVT', borne: '<=' }))), CTX);
    expect(iso(later.defaultDate)).toBe('2024-05-20');
  });
});

describe('conditions (a contrainte\'s `when`, in the file language, on the data)', () => {
  const donnees = { motif: 'DECES', contrat: { etat: 'valide' }, age: 30 };
  const ctx = { ...CTX, donnees, evaluateCondition: dateEffetCondition };
  const on = (path: string) => ({ $form: path });

  it('hold when absent', () => {
    expect(conditionHolds(undefined, ctx)).toBe(true);
    expect(conditionHolds(null, ctx)).toBe(true);
  });

  it('test equality, difference, one of and none of on the data, with dotted paths', () => {
    expect(conditionHolds({ value: on('motif'), eq: 'DECES' }, ctx)).toBe(true);
    expect(conditionHolds({ value: on('motif'), eq: 'MARIAGE' }, ctx)).toBe(false);
    expect(conditionHolds({ value: on('motif'), ne: 'MARIAGE' }, ctx)).toBe(true);
    expect(conditionHolds({ value: on('contrat.etat'), in: ['valide', 'suspendu'] }, ctx)).toBe(true);
    expect(conditionHolds({ not: { value: on('contrat.etat'), in: ['valide'] } }, ctx)).toBe(false);
    expect(conditionHolds({ value: on('age'), eq: '30' }, ctx)).toBe(false); // strict equality
    expect(conditionHolds({ value: on('inconnu.profond'), eq: null }, ctx)).toBe(true);
  });

  it('all must hold', () => {
    expect(conditionHolds({ all: [{ value: on('motif'), eq: 'DECES' }, { value: on('age'), eq: 30 }] }, ctx)).toBe(true);
    expect(conditionHolds({ all: [{ value: on('motif'), eq: 'DECES' }, { value: on('age'), eq: 31 }] }, ctx)).toBe(false);
  });

  it('an unmet condition skips its contrainte, not the plage', () => {
    const r = rule(
      plage(
        'Radiation',
        contrainte({ dateReference: 'AUJ', borne: '>=' }),
        contrainte({ dateReference: 'RADEVT', borne: '=' }, { value: on('motif'), eq: 'DECES' }),
      ),
    );
    const deces = computeDateEffet(r, ctx);
    expect(deces.intervals).toEqual([]); // RADEVT (20/05) = and AUJ (15/06) ≥ cannot both hold
    expect(deces.unavailable[0].reason).toBe('empty');
    const mariage = computeDateEffet(r, { ...ctx, donnees: { motif: 'MARIAGE' } });
    expect(iso(mariage.intervals[0].minDate)).toBe('2024-06-15');
    expect(mariage.intervals[0].maxDate).toBeNull();
  });

  it('the caller gives the evaluator; a rule with a condition and none is a programming error', () => {
    const seen: unknown[] = [];
    const evaluateCondition = (when: unknown) => {
      seen.push(when);
      return (when as { feature: string }).feature === 'oui';
    };
    expect(conditionHolds({ feature: 'oui' }, { evaluateCondition })).toBe(true);
    expect(conditionHolds({ feature: 'non' }, { evaluateCondition })).toBe(false);
    expect(seen).toEqual([{ feature: 'oui' }, { feature: 'non' }]);
    expect(() => conditionHolds({ feature: 'oui' }, {})).toThrow(/evaluateCondition/);
  });
});

describe('validation and messages', () => {
  const interval = { minDate: d(2024, 7, 1), maxDate: d(2024, 12, 31) };

  it('requires a date', () => {
    expect(validateDateEffet(null, interval)).toBe('required');
    expect(validateDateEffet(undefined, interval)).toBe('required');
    expect(validateDateEffet('', interval)).toBe('required');
    expect(dateEffetErrorMessage('required')).toBe("La date d'effet est obligatoire");
  });

  it('refuses unreadable dates', () => {
    expect(validateDateEffet('31/06/2024', interval)).toBe('invalid');
    expect(validateDateEffet(new Date(NaN), interval)).toBe('invalid');
  });

  it('checks the bounds inclusively and writes them dd/MM/yyyy', () => {
    expect(validateDateEffet('30/06/2024', interval)).toBe('minDate');
    expect(validateDateEffet('01/07/2024', interval)).toBeNull();
    expect(validateDateEffet('2024-12-31', interval)).toBeNull();
    expect(validateDateEffet(new Date(2025, 0, 1, 0, 1), interval)).toBe('maxDate');
    expect(dateEffetErrorMessage('minDate', interval)).toBe("La date d'effet doit être postérieure ou égale au 01/07/2024");
    expect(dateEffetErrorMessage('maxDate', interval)).toBe("La date d'effet doit être antérieure ou égale au 31/12/2024");
  });

  it('accepts anything readable without an interval or with open bounds', () => {
    expect(validateDateEffet('01/01/1900', null)).toBeNull();
    expect(validateDateEffet('01/01/1900', { minDate: null, maxDate: null })).toBeNull();
  });

  it('keeps the product texts', () => {
    expect(DATE_EFFET_MESSAGES.minDate).toBe("La date d'effet doit être postérieure ou égale au {date}");
    expect(DATE_EFFET_MESSAGES.maxDate).toBe("La date d'effet doit être antérieure ou égale au {date}");
  });

  it('finds the interval a date belongs to', () => {
    const { intervals } = computeDateEffet(
      rule(
        plage('Ce mois-ci', contrainte({ dateReference: 'AUJ', borne: '>=' }), contrainte({ dateReference: 'UNMOIS', borne: '<' })),
        plage('L’an prochain', contrainte({ dateReference: 'UNAN', borne: '>=' })),
      ),
      CTX,
    );
    expect(findDateEffetInterval('20/06/2024', intervals)?.libelle).toBe('Ce mois-ci');
    expect(findDateEffetInterval('2025-02-01', intervals)?.libelle).toBe('L’an prochain');
    expect(findDateEffetInterval('2024-08-01', intervals)).toBeNull();
    expect(findDateEffetInterval('pas une date', intervals)).toBeNull();
  });
});
