import { describe, expect, it } from 'vitest';
import { parentRoute } from '../../../src/engine/registries/screens';

// "Retour" on a page opened first goes up, never out of the site.
describe('parentRoute', () => {
  it('a first-level route goes to the landing page', () => {
    expect(parentRoute('/register')).toBe('/');
    expect(parentRoute('/communication-mail')).toBe('/');
  });

  it('a deeper route goes to the nearest shorter path a screen answers, else the landing page', () => {
    // 'page' alone is no screen ('page/:pageName' needs its name).
    expect(parentRoute('/page/cgu')).toBe('/');
    expect(parentRoute('/redirect-to-mobile/x')).toBe('/');
  });
});
