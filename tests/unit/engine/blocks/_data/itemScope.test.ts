import { describe, expect, it } from 'vitest';
import { fillRoute } from '../../../../../src/engine/blocks/_data/itemScope';

/** A link may carry a query ('/admin/history?client={item.code}'), each value encoded on its own. */
describe('fillRoute', () => {
  it('keeps the ? and = of the template and encodes each filled value', () => {
    expect(fillRoute('/admin/history?client={item.code}', { item: { code: 'mutuelle-demo' } })).toBe('/admin/history?client=mutuelle-demo');
    expect(fillRoute('/admin/history?client={item.code}&x=1', { item: { code: 'a&b=c/d' } })).toBe('/admin/history?client=a%26b%3Dc%2Fd&x=1');
  });
  it('fills the path as before, one encoded segment per value, without a query', () => {
    expect(fillRoute('/contrats/{item.n}', { item: { n: '../x' } })).toBe('/contrats/..%2Fx');
    expect(fillRoute('/admin', {})).toBe('/admin');
  });
});
