import type { RecapEntry } from '../../../src/language/recap';

/**
 * A recap as text lines, the way the tests compare its renderings: « # title » for a group,
 * « label : value » for a field, each level indented; French no-break spaces as plain ones.
 */
export function recapLines(entries: readonly RecapEntry[], depth = 0): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group'
      ? [`${'  '.repeat(depth)}# ${entry.title}`, ...recapLines(entry.entries, depth + 1)]
      : [`${'  '.repeat(depth)}${entry.label} : ${entry.value}`.replace(/[\u00a0\u202f]/g, ' ')],
  );
}

/** The « label : value » pairs of a recap, whatever their depth (a PDF or a page read as text keeps no indentation). */
export function recapPairs(entries: readonly RecapEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' ? [`# ${entry.title}`, ...recapPairs(entry.entries)] : [`${entry.label} : ${entry.value}`.replace(/[\u00a0\u202f]/g, ' ')],
  );
}
