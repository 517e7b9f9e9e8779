/**
 * Placeholders of the mail templates: `{prenom}`, `{lien}`… (the syntax of every text's
 * placeholders, src/language/placeholders.ts). A template may only use the names its catalogue
 * entry lists (templateCatalogue.ts), so an administrator's typo is refused when saved rather than
 * sent to members as a literal « {prenon} ».
 */
import { placeholdersIn } from '../../language/placeholders';

/** The names used by the text that are not allowed. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !allowed.includes(name));
}
