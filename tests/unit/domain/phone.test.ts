import { isFrenchMobile, isWellFormedPhone, normalizePhone } from '../../../src/domain/phone';

describe('phone', () => {
  it('normalizes to the French national form', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('0612345678');
    expect(normalizePhone('0033 7.12.34.56.78')).toBe('0712345678');
    expect(normalizePhone('06-12-34-56-78')).toBe('0612345678');
  });
  it('takes 06 / 07 and +33 6 / +33 7 as mobiles, nothing else', () => {
    for (const mobile of ['06 12 34 56 78', '0712345678', '+33 6 12 34 56 78', '+33712345678']) expect(isFrenchMobile(mobile), mobile).toBe(true);
    for (const other of ['01 45 67 89 01', '+33 1 45 67 89 01', '06 12 34', '0612345678 9', '', null, undefined]) expect(isFrenchMobile(other), String(other)).toBe(false);
  });
  it('well-formed: any 10-digit French number', () => {
    expect(isWellFormedPhone('01 45 67 89 01')).toBe(true);
    expect(isWellFormedPhone('00 45 67 89 01')).toBe(false);
  });
});
