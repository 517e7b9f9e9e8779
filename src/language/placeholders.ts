/**
 * Placeholders in texts: `{prenom}`, `{lien}`, `{count}`… One syntax for every text that takes
 * them (catalogue texts, mail templates, an acte's acknowledgement sentence). What a value looks
 * like is the caller's business (escaping for HTML mail, dates in French…): `format` says it.
 */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/** Replaces each placeholder that has a value by that value, formatted by `format`; the others stay as written. */
export function fillPlaceholders<V = string | number>(
  text: string,
  values: Readonly<Record<string, V>>,
  format: (value: V, name: string) => string = String,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? format(values[name], name) : whole));
}
