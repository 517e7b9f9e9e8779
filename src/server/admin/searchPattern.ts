/** Texts typed under 3 characters are searched at the start, not anywhere (searchPattern). */
export const SHORT_SEARCH_LENGTH = 3;

/**
 * The LIKE pattern of a search typed by staff (an account's name or identifier, an identifier in
 * the connection log), its own % and _ taken literally, or null when nothing was typed. From three
 * characters the text is found anywhere; one or two characters find the texts that start with
 * them: anywhere, two letters match a large part of a million accounts, and a trigram index (which
 * serves both forms) cannot find a piece shorter than three characters inside a text.
 */
export function searchPattern(typed: string | undefined): string | null {
  const text = typed?.trim();
  if (!text) return null;
  const literal = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return [...text].length < SHORT_SEARCH_LENGTH ? `${literal}%` : `%${literal}%`;
}
