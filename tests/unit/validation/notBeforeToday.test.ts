import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../scripts/build/ajvSetup';
import { localizeErrors } from '../../../src/language/validation/localize';
import { toIsoDate } from '../../../src/domain/dates';

// The server's twin of the date picker's "minDate": "today": a schema keyword both sides run.
describe('notBeforeToday', () => {
  const validate = createAjv().compile({ type: 'string', format: 'date', notBeforeToday: true });
  const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return toIsoDate(date);
  };

  it('accepts today and later days, refuses yesterday in French', () => {
    expect(validate(day(0))).toBe(true);
    expect(validate(day(1))).toBe(true);
    expect(validate(day(-1))).toBe(false);
    const errors = [...(validate.errors ?? [])];
    localizeErrors(errors);
    expect(errors.map((error) => error.message)).toEqual(['La date ne peut pas être antérieure à la date du jour']);
  });
});
