import { describe, expect, it } from 'vitest';
import { screens } from '../../../src/engine/registries/screens';

// Issue 14 budgets: the shell knows every route at start, but a screen's blocks load with it.
describe('screen registry', () => {
  it('holds each screen without its blocks, and loads the blocks on demand', async () => {
    const accueil = screens.find((screen) => screen.route === 'accueil');
    expect(accueil).toMatchObject({ file: 'screens/member/accueil.screen.json', pattern: '/accueil', title: 'Mon espace' });
    expect(accueil).not.toHaveProperty('blocks');
    const blocks = await accueil!.loadBlocks();
    expect(blocks.map((block) => block.type)).toEqual(['grid', 'link', 'help']);
    expect(screens.every((screen) => typeof screen.loadBlocks === 'function')).toBe(true);
  });
});
