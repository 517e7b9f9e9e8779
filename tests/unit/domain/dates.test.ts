import {
  isNonexistentDateFr,
  BIRTH_DATE_MESSAGES,
  DATE_PLACEHOLDER,
  MAX_DATE_FR,
  MAX_DATE_ISO,
  MAX_DISABLED_RUN_DAYS,
  clampDate,
  compareDays,
  dateErrorMessage,
  firstSelectableDayOfMonth,
  formatDateFr,
  frToIso,
  fromIsoDate,
  getMaxDate,
  getToday,
  isDisabledDate,
  isMonthSelectable,
  isNotAfterToday,
  isSelectableDate,
  isoToFr,
  makeDate,
  maskDateInput,
  normalizeDateRange,
  parseDateFr,
  selectableDaysOfMonth,
  toDay,
  toIsoDate,
  validateBirthDate,
  validateDate,
} from '../../../src/domain/dates';

/** Local calendar day, month 1-12. */
const d = (year: number, month: number, day: number) => makeDate(year, month, day) as Date;
const iso = (date: Date | null) => (date ? toIsoDate(date) : null);

describe('makeDate', () => {
  it('builds local midnight of a real day', () => {
    const date = d(2024, 2, 29);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2024, 1, 29, 0, 0]);
  });

  it('keeps years below 100 as they are (no 19xx mapping)', () => {
    expect(d(50, 6, 15).getFullYear()).toBe(50);
    expect(d(1, 1, 1).getFullYear()).toBe(1);
  });

  it.each([
    [2023, 2, 29],
    [2100, 2, 29], // centuries are not leap years…
    [2024, 4, 31],
    [2024, 13, 1],
    [2024, 0, 1],
    [2024, 1, 0],
    [0, 1, 1],
    [10000, 1, 1],
    [2024.5, 1, 1],
  ])('refuses %i-%i-%i', (year, month, day) => {
    expect(makeDate(year, month, day)).toBeNull();
  });

  it('accepts 29 February of leap years, including 2000', () => {
    expect(makeDate(2000, 2, 29)).not.toBeNull(); // …unless divisible by 400
    expect(makeDate(2024, 2, 29)).not.toBeNull();
  });
});

describe('parseDateFr', () => {
  it('parses JJ/MM/AAAA into the local calendar day', () => {
    expect(iso(parseDateFr('14/07/1985'))).toBe('1985-07-14');
    expect(iso(parseDateFr(' 01/01/2000 '))).toBe('2000-01-01');
  });

  it('accepts 29/02/2024 and refuses 29/02/2023', () => {
    expect(iso(parseDateFr('29/02/2024'))).toBe('2024-02-29');
    expect(parseDateFr('29/02/2023')).toBeNull();
  });

  it('accepts the max date 31/12/9999 and the first year 0001', () => {
    expect(MAX_DATE_FR).toBe('31/12/9999');
    expect(iso(parseDateFr('31/12/9999'))).toBe(MAX_DATE_ISO);
    expect(iso(parseDateFr('01/01/0001'))).toBe('0001-01-01');
    expect(iso(parseDateFr('15/06/0050'))).toBe('0050-06-15');
  });

  it.each(['31/04/2024', '32/01/2024', '00/01/2024', '01/00/2024', '01/13/2024', '01/01/0000', '1/2/2024', '01/02/24',
    '01-02-2024', '2024-02-01', '01/02/20245', 'aa/bb/cccc', '', '01/02/2024x'])('refuses %j', (text) => {
    expect(parseDateFr(text)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(parseDateFr(null)).toBeNull();
    expect(parseDateFr(undefined)).toBeNull();
  });
});

describe('formatting and ISO conversion', () => {
  it('formats dd/MM/yyyy with zero padding', () => {
    expect(formatDateFr(d(2024, 3, 5))).toBe('05/03/2024');
    expect(formatDateFr(d(9999, 12, 31))).toBe('31/12/9999');
    expect(formatDateFr(d(50, 1, 2))).toBe('02/01/0050');
    expect(DATE_PLACEHOLDER).toBe('JJ/MM/AAAA');
  });

  it('gives an empty string for no date or an invalid Date', () => {
    expect(formatDateFr(null)).toBe('');
    expect(formatDateFr(undefined)).toBe('');
    expect(formatDateFr(new Date(NaN))).toBe('');
    expect(toIsoDate(new Date(NaN))).toBe('');
  });

  it('writes the local calendar day, not the UTC one', () => {
    // Just after local midnight: in any zone east of UTC, toISOString() would say the day before.
    expect(toIsoDate(new Date(2024, 0, 1, 0, 30))).toBe('2024-01-01');
    // Just before local midnight: in any zone west of UTC, toISOString() would say the day after.
    expect(toIsoDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
    expect(formatDateFr(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
  });

  it('reads ISO days as local midnight, strictly', () => {
    const date = fromIsoDate('2024-02-29') as Date;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(fromIsoDate('2023-02-29')).toBeNull();
    expect(fromIsoDate('2024-02-29T00:00:00Z')).toBeNull();
    expect(fromIsoDate('29/02/2024')).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
  });

  it('round-trips between the two text forms', () => {
    expect(frToIso('29/02/2024')).toBe('2024-02-29');
    expect(isoToFr('2024-02-29')).toBe('29/02/2024');
    expect(frToIso('29/02/2023')).toBeNull();
    expect(isoToFr('2024-13-01')).toBeNull();
    for (const text of ['01/01/0001', '28/02/1900', '31/12/9999', '15/08/1985']) {
      expect(isoToFr(frToIso(text))).toBe(text);
    }
  });

  it('toDay takes a Date, an ISO or a French text', () => {
    expect(iso(toDay(new Date(2024, 4, 8, 17, 45)))).toBe('2024-05-08');
    expect(toDay(new Date(2024, 4, 8, 17, 45))?.getHours()).toBe(0);
    expect(iso(toDay('2024-05-08'))).toBe('2024-05-08');
    expect(iso(toDay('08/05/2024'))).toBe('2024-05-08');
    expect(toDay('8 mai 2024')).toBeNull();
    expect(toDay(new Date(NaN))).toBeNull();
    expect(toDay(null)).toBeNull();
  });

  it('getMaxDate returns a fresh 31/12/9999 each time', () => {
    const max = getMaxDate();
    expect(formatDateFr(max)).toBe('31/12/9999');
    max.setFullYear(2000);
    expect(formatDateFr(getMaxDate())).toBe('31/12/9999');
  });

  it('getToday drops the time', () => {
    expect(iso(getToday(new Date(2024, 6, 14, 13, 37)))).toBe('2024-07-14');
    expect(getToday(new Date(2024, 6, 14, 13, 37)).getHours()).toBe(0);
  });
});

describe('compareDays and isNotAfterToday', () => {
  it('compares calendar days, ignoring the time', () => {
    expect(compareDays(new Date(2024, 0, 1, 23, 0), new Date(2024, 0, 1, 1, 0))).toBe(0);
    expect(compareDays(d(2024, 1, 1), d(2024, 1, 2))).toBe(-1);
    expect(compareDays(d(2024, 1, 2), d(2024, 1, 1))).toBe(1);
  });

  it('accepts today and the past, refuses tomorrow', () => {
    const today = new Date(2024, 5, 15, 9, 0);
    expect(isNotAfterToday(new Date(2024, 5, 15, 23, 59), today)).toBe(true);
    expect(isNotAfterToday(d(2024, 6, 14), today)).toBe(true);
    expect(isNotAfterToday(d(1900, 1, 1), today)).toBe(true);
    expect(isNotAfterToday(d(2024, 6, 16), today)).toBe(false);
    expect(isNotAfterToday(null, today)).toBe(false);
    expect(isNotAfterToday(new Date(NaN), today)).toBe(false);
  });

  it('uses the real today by default', () => {
    expect(isNotAfterToday(new Date())).toBe(true);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(isNotAfterToday(tomorrow)).toBe(false);
  });
});

describe('maskDateInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1203', '12/03'],
    ['12032', '12/03/2'],
    ['12032024', '12/03/2024'],
    ['120320245', '12/03/2024'], // 8 digits max
    ['12/03/2024', '12/03/2024'], // idempotent
    ['12/0', '12/0'],
    ['12-03-2024', '12/03/2024'],
    ['1a2b0c3', '12/03'],
    ['12/', '12'], // a slash alone is dropped so that backspace works
  ])('%j → %j', (raw, masked) => {
    expect(maskDateInput(raw)).toBe(masked);
  });

  it('puts slashes at positions 2 and 5', () => {
    const masked = maskDateInput('31129999');
    expect(masked[2]).toBe('/');
    expect(masked[5]).toBe('/');
    expect(parseDateFr(masked)).not.toBeNull();
  });

  it('handles null and undefined', () => {
    expect(maskDateInput(null)).toBe('');
    expect(maskDateInput(undefined)).toBe('');
  });
});

describe('normalizeDateRange', () => {
  it('defaults max to 31/12/9999 and min to none', () => {
    const range = normalizeDateRange({});
    expect(range.minDate).toBeNull();
    expect(iso(range.maxDate)).toBe('9999-12-31');
  });

  it('clamps minDate to maxDate when greater (min set last, the default)', () => {
    const range = normalizeDateRange({ minDate: d(2024, 6, 1), maxDate: d(2024, 5, 1) });
    expect(iso(range.minDate)).toBe('2024-05-01');
    expect(iso(range.maxDate)).toBe('2024-05-01');
  });

  it('clamps maxDate to minDate when smaller (max set last)', () => {
    const range = normalizeDateRange({ minDate: d(2024, 6, 1), maxDate: d(2024, 5, 1) }, 'maxDate');
    expect(iso(range.minDate)).toBe('2024-06-01');
    expect(iso(range.maxDate)).toBe('2024-06-01');
  });

  it('keeps a consistent range and drops times', () => {
    const range = normalizeDateRange({ minDate: new Date(2024, 0, 1, 15), maxDate: new Date(2024, 11, 31, 15) });
    expect(range.minDate?.getHours()).toBe(0);
    expect(iso(range.minDate)).toBe('2024-01-01');
    expect(iso(range.maxDate)).toBe('2024-12-31');
  });

  it('never lets max go beyond 31/12/9999', () => {
    const beyond = new Date(2000, 0, 1);
    beyond.setFullYear(10000);
    expect(iso(normalizeDateRange({ maxDate: beyond }).maxDate)).toBe('9999-12-31');
    expect(iso(normalizeDateRange({ minDate: beyond }).minDate)).toBe('9999-12-31');
  });

  it('ignores invalid Dates', () => {
    const range = normalizeDateRange({ minDate: new Date(NaN), maxDate: new Date(NaN) });
    expect(range.minDate).toBeNull();
    expect(iso(range.maxDate)).toBe('9999-12-31');
  });
});

describe('disabled dates', () => {
  it('matches a listed day whatever its time, or a predicate', () => {
    expect(isDisabledDate(d(2024, 5, 1), [new Date(2024, 4, 1, 18)])).toBe(true);
    expect(isDisabledDate(d(2024, 5, 2), [d(2024, 5, 1)])).toBe(false);
    const weekends = (date: Date) => date.getDay() === 0 || date.getDay() === 6;
    expect(isDisabledDate(d(2024, 6, 15), weekends)).toBe(true); // Saturday
    expect(isDisabledDate(d(2024, 6, 17), weekends)).toBe(false); // Monday
    expect(isDisabledDate(d(2024, 6, 15), null)).toBe(false);
  });
});

describe('clampDate', () => {
  const range = { minDate: d(2024, 3, 10), maxDate: d(2024, 3, 20) };

  it('keeps a date inside the range (as a day)', () => {
    expect(iso(clampDate(new Date(2024, 2, 15, 14), range))).toBe('2024-03-15');
    expect(clampDate(new Date(2024, 2, 15, 14), range)?.getHours()).toBe(0);
  });

  it('brings dates before or after the range to its bounds', () => {
    expect(iso(clampDate(d(2024, 1, 1), range))).toBe('2024-03-10');
    expect(iso(clampDate(d(2025, 1, 1), range))).toBe('2024-03-20');
  });

  it('clamps to 31/12/9999 without a max', () => {
    const beyond = new Date(2000, 0, 1);
    beyond.setFullYear(10000, 5, 1);
    expect(iso(clampDate(beyond))).toBe('9999-12-31');
  });

  it('skips disabled days forward first', () => {
    const disabledDates = [d(2024, 3, 15), d(2024, 3, 16)];
    expect(iso(clampDate(d(2024, 3, 15), { ...range, disabledDates }))).toBe('2024-03-17');
  });

  it('skips backward when nothing is free up to the max', () => {
    const disabledDates = [d(2024, 3, 19), d(2024, 3, 20)];
    expect(iso(clampDate(d(2024, 4, 1), { ...range, disabledDates }))).toBe('2024-03-18');
  });

  it('skips a disabled lower bound', () => {
    expect(iso(clampDate(d(2024, 1, 1), { ...range, disabledDates: [d(2024, 3, 10)] }))).toBe('2024-03-11');
  });

  it('works with a predicate (weekends)', () => {
    const weekends = (date: Date) => date.getDay() === 0 || date.getDay() === 6;
    expect(iso(clampDate(d(2024, 6, 15), { disabledDates: weekends }))).toBe('2024-06-17');
  });

  it('returns null when no day of the range is selectable', () => {
    const disabledDates = [d(2024, 3, 10), d(2024, 3, 11)];
    expect(clampDate(d(2024, 3, 10), { minDate: d(2024, 3, 10), maxDate: d(2024, 3, 11), disabledDates })).toBeNull();
    expect(clampDate(d(2024, 3, 10), { disabledDates: () => true })).toBeNull();
    expect(MAX_DISABLED_RUN_DAYS).toBeGreaterThan(365);
  });

  it('returns null for no date or an invalid one', () => {
    expect(clampDate(null, range)).toBeNull();
    expect(clampDate(new Date(NaN), range)).toBeNull();
  });
});

describe('month selection', () => {
  const constraints = { minDate: d(2024, 2, 10), maxDate: d(2024, 4, 5), disabledDates: [d(2024, 2, 10), d(2024, 2, 11)] };

  it('selects the first selectable day of a month', () => {
    expect(iso(firstSelectableDayOfMonth(d(2024, 2, 20), constraints))).toBe('2024-02-12');
    expect(iso(firstSelectableDayOfMonth(d(2024, 3, 31), constraints))).toBe('2024-03-01');
  });

  it('lists the selectable days, leap day included', () => {
    const february = selectableDaysOfMonth(d(2024, 2, 1), constraints);
    expect(february).toHaveLength(18); // 12 to 29 February 2024
    expect(iso(february[february.length - 1])).toBe('2024-02-29');
    expect(selectableDaysOfMonth(d(2024, 4, 1), constraints)).toHaveLength(5);
  });

  it('makes months with no selectable day unselectable', () => {
    expect(isMonthSelectable(d(2024, 1, 1), constraints)).toBe(false);
    expect(isMonthSelectable(d(2024, 5, 1), constraints)).toBe(false);
    expect(isMonthSelectable(d(2024, 3, 1), constraints)).toBe(true);
    expect(firstSelectableDayOfMonth(d(2024, 5, 1), constraints)).toBeNull();
  });

  it('a month whose only days are disabled is unselectable', () => {
    const onlyTwoDays = { minDate: d(2024, 2, 10), maxDate: d(2024, 2, 11), disabledDates: [d(2024, 2, 10), d(2024, 2, 11)] };
    expect(isMonthSelectable(d(2024, 2, 1), onlyTwoDays)).toBe(false);
  });
});

describe('validateDate', () => {
  const constraints = { minDate: d(2024, 1, 10), maxDate: d(2024, 1, 20), disabledDates: [d(2024, 1, 15)] };

  it('leaves emptiness to the form', () => {
    expect(validateDate(null, constraints)).toBeNull();
    expect(validateDate(undefined, constraints)).toBeNull();
    expect(validateDate('', constraints)).toBeNull();
  });

  it('gives invalid, minDate, maxDate, disabledDate', () => {
    expect(validateDate('31/02/2024', constraints)).toBe('invalid');
    expect(validateDate('2024-01-09', constraints)).toBe('minDate');
    expect(validateDate('21/01/2024', constraints)).toBe('maxDate');
    expect(validateDate(d(2024, 1, 15), constraints)).toBe('disabledDate');
  });

  it('accepts the bounds themselves', () => {
    expect(validateDate('10/01/2024', constraints)).toBeNull();
    expect(validateDate('20/01/2024', constraints)).toBeNull();
    expect(isSelectableDate(d(2024, 1, 16), constraints)).toBe(true);
    expect(isSelectableDate(d(2024, 1, 15), constraints)).toBe(false);
  });

  it('accepts 31/12/9999 with no constraints', () => {
    expect(validateDate('31/12/9999')).toBeNull();
  });

  it('writes bounds dd/MM/yyyy in the messages', () => {
    expect(dateErrorMessage('minDate', constraints)).toBe('La date doit être postérieure ou égale au 10/01/2024');
    expect(dateErrorMessage('maxDate', constraints)).toBe('La date doit être antérieure ou égale au 20/01/2024');
    expect(dateErrorMessage('invalid')).toMatch(/JJ\/MM\/AAAA/);
    expect(dateErrorMessage('disabledDate')).not.toBe('');
  });
});

describe('validateBirthDate', () => {
  const today = new Date(2024, 5, 15, 10);

  it('requires a value', () => {
    expect(validateBirthDate('', today)).toBe('required');
    expect(validateBirthDate('   ', today)).toBe('required');
    expect(validateBirthDate(null, today)).toBe('required');
    expect(BIRTH_DATE_MESSAGES.required).toBe('La date de naissance est obligatoire');
  });

  it('requires a real JJ/MM/AAAA date', () => {
    expect(validateBirthDate('29/02/2023', today)).toBe('invalid');
    expect(validateBirthDate('1985-07-14', today)).toBe('invalid');
    expect(validateBirthDate('14/7/1985', today)).toBe('invalid');
    expect(BIRTH_DATE_MESSAGES.invalid).toBe('La date de naissance doit être au format JJ/MM/AAAA');
  });

  it('accepts today and refuses tomorrow', () => {
    expect(validateBirthDate('15/06/2024', today)).toBeNull();
    expect(validateBirthDate('29/02/2024', today)).toBeNull();
    expect(validateBirthDate('16/06/2024', today)).toBe('maxDate');
    expect(validateBirthDate('31/12/9999', today)).toBe('maxDate');
  });
});

describe('isNonexistentDateFr', () => {
  it('is true for a well-formed JJ/MM/AAAA that is no calendar day', () => {
    for (const text of ['29/02/2001', '31/04/2024', '12/13/2024', '00/01/2024']) expect(isNonexistentDateFr(text), text).toBe(true);
  });
  it('is false for real days and for text that is not JJ/MM/AAAA', () => {
    for (const text of ['29/02/2024', '28/02/2001', '29/02', '1/2/2024', '', null]) expect(isNonexistentDateFr(text), String(text)).toBe(false);
  });
});
