/**
 * « vouliez-vous dire « maximum » ? » — the nearest known name to a misspelt one, for the check
 * messages (keywords, widgets, UI keys, field names). Optimal string alignment distance (Levenshtein
 * plus the swap of two neighbours, the commonest typo); a name too far from every candidate gets no
 * suggestion rather than a misleading one.
 */

/** Edits (insert, delete, replace, swap two neighbours) turning `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidate nearest to `word` (case ignored), when close enough: at most a third of the word's
 * length in edits (at least one). Ties go to the first candidate given.
 */
export function closestName(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** « : vouliez-vous dire « maximum » ? » to append to a message, or '' without a close name. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const closest = closestName(word, candidates);
  return closest === undefined ? '' : ` : vouliez-vous dire « ${closest} » ?`;
}
