import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { screens } from '../../../../src/engine/registries/screens';
import { SCREEN_ROUTE_KEYS } from '../../../../scripts/vite/screenRoutes';

/**
 * Landing page JS budget (≤ 120 KB gzip): the shell holds only each screen file's route, access condition and
 * menu entry (scripts/vite/screenRoutes.ts); the rest of the file loads with its route.
 */
describe('screen registry', () => {
  const byFile = (file: string) => screens.find((screen) => screen.file === file)!;

  it('a screen comes with its route, access condition and menu entry only', () => {
    const profil = byFile('screens/member/profil.screen.json');
    const whole = JSON.parse(readFileSync(profil.file, 'utf8')) as Record<string, unknown>;
    const { file, pattern, ...kept } = profil;
    expect(Object.keys(kept).sort()).toEqual(SCREEN_ROUTE_KEYS.filter((key) => key in whole).sort());
    expect(kept.route).toBe(whole.route);
    expect(kept.access).toEqual(whole.access);
    expect(file).toBe('screens/member/profil.screen.json');
    expect(pattern).toBe('/profil');
    expect((profil as unknown as Record<string, unknown>).blocks).toBeUndefined();
  });

  it('every screen file is registered once', () => {
    const files = screens.map((screen) => screen.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toEqual(expect.arrayContaining(['screens/member/contrats.screen.json', 'screens/member/contrat.screen.json', 'screens/public/login.screen.json']));
  });
});
