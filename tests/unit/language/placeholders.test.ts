import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersIn } from '../../../src/language/placeholders';

describe('placeholders', () => {
  it('lists the names a text uses, once each, in order of first use', () => {
    expect(placeholdersIn('Bonjour {prenom} {nom}, {prenom} : {lien}')).toEqual(['prenom', 'nom', 'lien']);
    expect(placeholdersIn('Aucun ici, ni ^\\d{4}$')).toEqual([]);
  });

  it('fills the names that have a value and leaves the others as written', () => {
    expect(fillPlaceholders('Chiffre {n} sur {total}', { n: 2, total: 6 })).toBe('Chiffre 2 sur 6');
    expect(fillPlaceholders('Bonjour {prenom} {nom}', { prenom: 'Marie' })).toBe('Bonjour Marie {nom}');
    expect(fillPlaceholders('{constructor}', {})).toBe('{constructor}');
  });

  it('formats each value as the caller says (escaping for HTML…)', () => {
    const html = fillPlaceholders('Voir {lien} ({nom})', { lien: 'https://a/?x=1&y=2', nom: '<b>' }, (value, name) =>
      name === 'lien' ? `<a href="${value.replace(/&/g, '&amp;')}">lien</a>` : value.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    );
    expect(html).toBe('Voir <a href="https://a/?x=1&amp;y=2">lien</a> (&lt;b&gt;)');
  });
});
