import { readApi } from '../api/readEndpoint';
import type { ReadArgs } from '../api/readResource';
import { storageKeys } from '../api/storageKeys';
import type { AppStore } from './store';

/**
 * The reads the server drew the page with (src/server/page/pagePreview.ts: the screen's blocks,
 * with their own arguments, and the menu's counts) start the app's cache before its first render:
 * nothing the page brought is asked for again, and the blocks draw as soon as their code is there.
 * Only when the drawing shows the contract this browser reads (none remembered: the server chose by
 * the browser's own rule, src/app/pagePreview.ts keeps it). Part of the shell: it must run before
 * any block asks.
 */
export function seedPageReads(store: AppStore): void {
  const drawing = document.querySelector<HTMLElement>('.ea-apercu');
  const remembered = localStorage.getItem(storageKeys.currentContrat);
  if (!drawing || (remembered !== null && remembered !== drawing.dataset.contrat)) return;
  try {
    const reads = JSON.parse(drawing.querySelector('.ea-apercu-lectures')?.textContent ?? '[]') as { args: ReadArgs; data: unknown }[];
    store.dispatch(readApi.util.upsertQueryEntries(reads.map(({ args, data }) => ({ endpointName: 'read' as const, arg: args, value: data }))));
  } catch {
    // Unreadable: the app reads them itself.
  }
}
