/**
 * Placeholders in texts: `{prenom}`, `{lien}`, `{count}`, `{item.libelle}`… One syntax for every
 * text that takes values (catalogue texts, mail templates, an acte's acknowledgement sentence,
 * screen texts, where a dotted name is a value source and its path). What a value looks like is
 * the caller's business (escaping for HTML mail, dates in French…): `format` says it.
 */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)*)\}/g;

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
  return fillPlaceholdersWith(text, (name) => (Object.hasOwn(values, name) ? format(values[name], name) : undefined));
}

/** Replaces each placeholder by what `lookup` gives for its name; a name it does not know (undefined) stays as written. */
export function fillPlaceholdersWith(text: string, lookup: (name: string) => string | undefined): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => lookup(name) ?? whole);
}
