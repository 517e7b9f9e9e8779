import { addDays } from 'date-fns';
import { formatDateFr, fromIsoDate, makeDate, parseDateFr, toIsoDate } from '../../../src/domain/dates';
import { computeDateEffet } from '../../../src/domain/dateEffet';

// Calendar days must not drift with the time zone. These tests switch the process's zone
// (Node re-reads TZ when it is assigned) to zones where the classic bugs show: far east of UTC,
// far west, and São Paulo, where clocks jumped from 00:00 to 01:00 on 4 November 2018, so that
// local midnight did not exist that day.
const ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Sao_Paulo', 'Europe/Paris'];

describe.each(ZONES)('in %s', (zone) => {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('really runs in that zone', () => {
    const offset = new Date(2024, 0, 15).getTimezoneOffset();
    const expected: Record<string, number> = {
      'Pacific/Kiritimati': -840,
      'Pacific/Pago_Pago': 660,
      'America/Sao_Paulo': 180,
      'Europe/Paris': -60,
    };
    expect(offset).toBe(expected[zone]);
  });

  it('round-trips every day from 2015 to 2025 through ISO and French text', () => {
    let day = makeDate(2015, 1, 1) as Date;
    let previous = '';
    while (day.getFullYear() < 2026) {
      const isoText = toIsoDate(day);
      expect(isoText > previous).toBe(true);
      expect(toIsoDate(fromIsoDate(isoText))).toBe(isoText);
      expect(toIsoDate(parseDateFr(formatDateFr(day)))).toBe(isoText);
      previous = isoText;
      day = addDays(day, 1);
    }
    expect(previous).toBe('2025-12-31');
  });

  it('keeps 4 November 2018 (no midnight in São Paulo) as the 4th', () => {
    expect(toIsoDate(makeDate(2018, 11, 4))).toBe('2018-11-04');
    expect(formatDateFr(fromIsoDate('2018-11-04'))).toBe('04/11/2018');
  });

  it('computes the same date d\'effet bounds', () => {
    const result = computeDateEffet(
      { id: 'tz', plages: [{ libelle: 'Mois suivant', contraintes: [{ detail: { dateReference: 'UNMOIS', borne: '>=' } }] }] },
      { today: new Date(2018, 9, 31, 23, 30) },
    );
    expect(toIsoDate(result.intervals[0].minDate)).toBe('2018-11-01');
    expect(toIsoDate(result.defaultDate)).toBe('2018-11-01');
  });
});
