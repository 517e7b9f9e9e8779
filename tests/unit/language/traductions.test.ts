import { describe, expect, it } from 'vitest';
import { applyTraductions, isTextPointer, textAt } from '../../../src/language/traductions';

describe('traductions: overrides of screen texts by JSON pointer', () => {
  const screen = { route: '', title: 'Bienvenue', blocks: [{ type: 'text', text: 'Intro' }, { type: 'link', label: 'Créer', to: '/register', labels: { 'a/b': 'x' } }] };

  it('puts each override where a text is, on a copy', () => {
    const shown = applyTraductions(screen, { '/title': 'Bonjour', '/blocks/1/label': 'Créer mon espace', '/blocks/1/labels/a~1b': 'y' });
    expect(shown.title).toBe('Bonjour');
    expect(shown.blocks[1]).toEqual({ type: 'link', label: 'Créer mon espace', to: '/register', labels: { 'a/b': 'y' } });
    expect(screen.title).toBe('Bienvenue');
  });

  it('ignores a pointer that names no text (a stale override never breaks a screen)', () => {
    const shown = applyTraductions(screen, { '/blocks/0': 'x', '/blocks/9/text': 'x', '/route/x': 'x', title: 'x' });
    expect(shown).toEqual(screen);
    expect(textAt(screen, '/blocks/0/text')).toBe('Intro');
    expect(textAt(screen, '/blocks')).toBeUndefined();
  });

  it('changes words only: a link, a route, a type, a guard, a resource or a condition is never a text', () => {
    for (const pointer of ['/blocks/1/to', '/blocks/1/type', '/route']) expect(textAt(screen, pointer), pointer).toBeUndefined();
    for (const pointer of ['/guards/roles/0', '/blocks/0/source/resource', '/blocks/0/when/value/$user', '/blocks/0/href', '/blocks/0/call/body/label']) {
      expect(isTextPointer(pointer.slice(1).split('/')), pointer).toBe(false);
    }
    for (const pointer of ['/title', '/blocks/0/columns/3/labels/succes', '/blocks/0/filters/properties/acte/enumNames/2', '/blocks/5/call/successToast']) {
      expect(isTextPointer(pointer.slice(1).split('/')), pointer).toBe(true);
    }
  });
});
