import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { screenBlocks, screens } from '../../../src/engine/registries/screens';

/**
 * Landing page JS budget (≤ 120 KB gzip): public screens come whole, the blocks of member and admin
 * screens load with their route (scripts/screenMetaPlugin.ts), everything else of them at once.
 */
describe('screen registry', () => {
  const byFile = (file: string) => screens.find((screen) => screen.file === file)!;

  it('public screens come with their blocks', () => {
    const landing = byFile('screens/public/landing.screen.json');
    expect(landing.blocks).toEqual(JSON.parse(readFileSync(landing.file, 'utf8')).blocks);
  });

  it('a member screen comes without its blocks but with every other key, and loads its blocks on demand', async () => {
    const profil = byFile('screens/member/profil.screen.json');
    const { blocks, ...meta } = JSON.parse(readFileSync(profil.file, 'utf8'));
    expect(profil.blocks).toBeUndefined();
    expect(profil).toMatchObject(meta);
    expect(profil.pattern).toBe('/profil');
    expect(await screenBlocks(profil)).toEqual(blocks);
  });

  it('the developer screens (public/dev-*) load their blocks on demand too', async () => {
    const gallery = byFile('screens/public/dev-widgets.screen.json');
    expect(gallery.blocks).toBeUndefined();
    expect(gallery.guards).toEqual({ devOnly: true });
    expect((await screenBlocks(gallery)).length).toBeGreaterThan(0);
  });

  it('every screen file is registered once', () => {
    const files = screens.map((screen) => screen.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toEqual(expect.arrayContaining(['screens/member/contrats.screen.json', 'screens/member/contrat.screen.json', 'screens/public/login.screen.json']));
  });
});
