import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { ReferentielItemRow } from './referentielItems';

/**
 * The countries: ISO 3166-1 alpha-2 codes with their French names (package i18n-iso-countries),
 * France and Monaco first (the members' own), then the others in French alphabetical order.
 */
const FIRST = ['FR', 'MC'];

let items: ReferentielItemRow[] | undefined;

export function paysItems(): ReferentielItemRow[] {
  if (!items) {
    countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/fr.json') as countries.LocaleData);
    const names = countries.getNames('fr', { select: 'official' });
    const collator = new Intl.Collator('fr');
    const codes = Object.keys(names).sort((a, b) => {
      const rank = (code: string) => (FIRST.includes(code) ? FIRST.indexOf(code) : FIRST.length);
      return rank(a) - rank(b) || collator.compare(names[a], names[b]);
    });
    items = codes.map((code) => ({ code, libelle: names[code], extra: null }));
  }
  return items;
}
