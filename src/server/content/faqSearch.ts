// Words that carry no meaning in a question; never used for the substring match.
const STOP_WORDS = new Set(
  ('a au aux avec ce ces cette comment dans de des du elle en est et il je la le les leur ma mais me mes mon ne ' +
    'nos notre nous on ou par pas pour qu que quel quelle quelles quels qui sa se ses son sur ta te tes ton tu un une ' +
    'vos votre vous y est-ce puis-je dois-je')
    .split(' '),
);

/** Same folding as SQL content_fold: no accents, lower case, œ/æ spelled out. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/’/g, "'");
}

/** The words of a query used for the substring match. */
export function searchWords(query: string): string[] {
  const words = foldText(query).split(/[^a-z0-9]+/).filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, 10);
}
