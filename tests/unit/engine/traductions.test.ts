import { describe, expect, it } from 'vitest';
import { applyTraductions, textAt } from '../../../src/engine/traductions';

describe('traductions: overrides of screen texts by JSON pointer', () => {
  const screen = { route: '', title: 'Bienvenue', blocks: [{ type: 'text', text: 'Intro' }, { type: 'link', label: 'Créer', 'a/b': 'x' }] };

  it('puts each override where a text is, on a copy', () => {
    const shown = applyTraductions(screen, { '/title': 'Bonjour', '/blocks/1/label': 'Créer mon espace', '/blocks/1/a~1b': 'y' });
    expect(shown.title).toBe('Bonjour');
    expect(shown.blocks[1]).toEqual({ type: 'link', label: 'Créer mon espace', 'a/b': 'y' });
    expect(screen.title).toBe('Bienvenue');
  });

  it('ignores a pointer that names no text (a stale override never breaks a screen)', () => {
    const shown = applyTraductions(screen, { '/blocks/0': 'x', '/blocks/9/text': 'x', '/route/x': 'x', title: 'x' });
    expect(shown).toEqual(screen);
    expect(textAt(screen, '/blocks/0/text')).toBe('Intro');
    expect(textAt(screen, '/blocks')).toBeUndefined();
  });
});
