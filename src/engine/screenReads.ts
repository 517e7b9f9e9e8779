import type { ReadArgs } from '../api/readResource';
import type { DataSource } from '../language/screenTypes';
import { evaluateCondition, type ConditionScope } from '../language/conditions';
import { sourceReadArgs } from './blocks/_data/sourceArgs';
import { forEachBlockOnArrival } from '../language/screenArrival';

/** Values only known once a block is drawn: its container's reads, its row, a form's data, a check. */
const KNOWN_LATER = /"\$(read|item|form|response|check)"|\{(read|item|form|response|check)\./;
const knownNow = (value: unknown) => value === undefined || !KNOWN_LATER.test(JSON.stringify(value));
/** Blocks whose `source` is read through useDataSource (filters, page, sort on top of its params). */
const LIST_SOURCES = new Set(['cards', 'list', 'table', 'chart']);

/**
 * The reads a screen's blocks make as soon as it shows (they can start as soon as the
 * screen and the contract are known, not once the blocks' code has arrived and drawn), with the
 * very arguments the blocks give the API slice — NamedReads (`reads`), SummaryBlockView and
 * useDataSource (`source`: no filter, first page, the server's order) —, so each read travels once.
 * Left out: a dialog's content, a closed tab, rows' blocks, a block whose `when` does not hold, and
 * anything that depends on what only a drawn block knows (a container's reads, a row, a check).
 */
export function screenReadsOnArrival(blocks: unknown, scope: ConditionScope): ReadArgs[] {
  const reads = new Map<string, ReadArgs>();
  const add = (args: ReadArgs) => reads.set(JSON.stringify(args), args);
  forEachBlockOnArrival(blocks, (block, { inItems }) => {
    if (inItems || !knownNow(block.when) || !evaluateCondition(block.when as Parameters<typeof evaluateCondition>[0], scope)) return false;
    for (const source of Object.values((block.reads ?? {}) as Record<string, DataSource>)) {
      if (knownNow(source)) add(sourceReadArgs(source, scope));
    }
    const source = block.source as DataSource | undefined;
    if (source && knownNow(source) && (block.type === 'summary' || LIST_SOURCES.has(block.type))) {
      // A list's first page, no filter, the server's order: what useDataSource asks for on arrival.
      add(sourceReadArgs(source, scope, block.type === 'summary' ? undefined : 1));
    }
    return true;
  });
  return [...reads.values()];
}
