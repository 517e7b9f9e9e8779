import { describe, expect, it } from 'vitest';
import { searchPattern } from '../../../src/server/admin/searchPattern';

describe('searchPattern: what staff type, as a LIKE pattern', () => {
  it('nothing typed is no search', () => {
    expect(searchPattern(undefined)).toBeNull();
    expect(searchPattern('   ')).toBeNull();
  });
  it('from three characters the text is found anywhere, trimmed', () => {
    expect(searchPattern(' martin ')).toBe('%martin%');
    expect(searchPattern('é.m')).toBe('%é.m%');
  });
  it('one or two characters (letters, not bytes) are the start of the text', () => {
    expect(searchPattern('du')).toBe('du%');
    expect(searchPattern('d')).toBe('d%');
    expect(searchPattern('éé')).toBe('éé%');
  });
  it("LIKE's own wildcards and its escape are taken literally", () => {
    expect(searchPattern('a_b%')).toBe('%a\\_b\\%%');
    expect(searchPattern('%')).toBe('\\%%');
    expect(searchPattern('a\\b')).toBe('%a\\\\b%');
  });
});
