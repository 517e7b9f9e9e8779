/**
 * Placeholders of the mail templates: `{prenom}`, `{lien}`… A template may only use the names its
 * catalogue entry lists (templateCatalogue.ts), so an administrator's typo is refused when saved
 * rather than sent to members as a literal « {prenon} ».
 */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/** The names used by the text that are not allowed. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !allowed.includes(name));
}

/** Replaces each known placeholder by its value, formatted by `format` (escaping for HTML…). */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  format: (value: string, name: string) => string = (value) => value,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? format(values[name], name) : whole));
}
