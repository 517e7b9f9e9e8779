import { httpMessages, shellTexts } from './messages';

/**
 * Traductions of the catalogue: a client may reword the shell's own French texts
 * — the header, footer and shell messages (`shellTexts`) and the error messages (`httpMessages`) —
 * not only those of the screen files. A text is named by its key, `<part>.<name>` ('shellTexts.login').
 * The client read carries the client's overrides; the browser loads this module only when there
 * are some (src/api/catalogueTraductions.ts) and writes them into the catalogue objects before the
 * shell draws, so every component that reads `shellTexts.login` shows the client's text. The server
 * lists the same keys for the back office and refuses any other.
 */
export const OVERRIDABLE_CATALOGUE = { shellTexts, httpMessages } as const;

export interface CatalogueEntry {
  cle: string;
  original: string;
}

// The product's wording of every text already replaced, to put back when an override goes.
const originals = new Map<string, string>();

/** Every text of the overridable parts (strings only: a text built from values is not a key), with the product's wording. */
export function catalogueEntries(): CatalogueEntry[] {
  return Object.entries(OVERRIDABLE_CATALOGUE).flatMap(([part, texts]) =>
    Object.entries(texts as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, text]) => ({ cle: `${part}.${name}`, original: originals.get(`${part}.${name}`) ?? text })),
  );
}

/** Puts the client's overrides in place (and the product's wording back where the client has none). */
export function applyCatalogueTraductions(overrides: Readonly<Record<string, string>>): void {
  for (const { cle, original } of catalogueEntries()) {
    originals.set(cle, original);
    const [part, name] = cle.split('.') as [keyof typeof OVERRIDABLE_CATALOGUE, string];
    (OVERRIDABLE_CATALOGUE[part] as Record<string, string>)[name] = overrides[cle] ?? original;
  }
}

// What the browser loads lazily (src/api/catalogueTraductions.ts).
export default applyCatalogueTraductions;
