/**
 * The blocks a screen draws as soon as it shows: nested ones, but not a dialog's content
 * (drawn when it opens), not a closed tab's (only the first tab shows), not a closed accordion
 * item's. `visit` is called for each, parents first; it returns false to skip what is inside (a
 * block whose `when` does not hold). Used at build time (scripts/vite/routeChunks.ts: the chunks a
 * route draws) and in the browser (screenReads.ts: the reads its blocks make).
 */
export interface ArrivalBlock {
  type?: unknown;
  acte?: unknown;
  when?: unknown;
  reads?: unknown;
  source?: unknown;
  blocks?: unknown;
  itemBlocks?: unknown;
  items?: { blocks?: unknown; open?: boolean }[];
}

export function forEachBlockOnArrival(blocks: unknown, visit: (block: ArrivalBlock & { type: string }, options: { inItems: boolean }) => boolean, inItems = false): void {
  if (!Array.isArray(blocks)) return;
  for (const block of blocks as ArrivalBlock[]) {
    if (typeof block?.type !== 'string') continue;
    if (!visit(block as ArrivalBlock & { type: string }, { inItems }) || block.type === 'dialog') continue;
    forEachBlockOnArrival(block.blocks, visit, inItems);
    // drawn once per row of the block's data
    forEachBlockOnArrival(block.itemBlocks, visit, true);
    if (block.type === 'tabs') forEachBlockOnArrival(block.items?.[0]?.blocks, visit, inItems);
    if (block.type === 'accordion') for (const item of block.items ?? []) if (item.open) forEachBlockOnArrival(item.blocks, visit, inItems);
  }
}
