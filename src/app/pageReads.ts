import { readApi } from '../api/readEndpoint';
import type { ReadArgs } from '../api/readResource';
import { storageKeys } from '../api/storageKeys';
import type { AppStore } from './store';

/** The server's drawing shows the contract this browser reads: the one it remembers, or with none remembered the server's choice by the same rule. */
export function drawnForThisBrowser(drawing: HTMLElement): boolean {
  const shown = drawing.dataset.contrat;
  const remembered = localStorage.getItem(storageKeys.currentContrat);
  return Boolean(shown) && (remembered === null || remembered === shown);
}

/**
 * The reads the server drew the page with (src/server/page/pagePreview.ts: the screen's blocks,
 * with their own arguments, and the menu's counts) start the app's cache before its first render:
 * nothing the page brought is asked for again, and the blocks draw as soon as their code is there.
 * Only when the drawing shows the contract this browser reads (drawnForThisBrowser). Part of the
 * shell: it must run before any block asks.
 */
export function seedPageReads(store: AppStore): void {
  const drawing = document.querySelector<HTMLElement>('.ea-apercu');
  if (!drawing || !drawnForThisBrowser(drawing)) return;
  try {
    const reads = JSON.parse(drawing.querySelector('.ea-apercu-lectures')?.textContent ?? '[]') as { args: ReadArgs; data: unknown }[];
    store.dispatch(readApi.util.upsertQueryEntries(reads.map(({ args, data }) => ({ endpointName: 'read' as const, arg: args, value: data }))));
  } catch {
    // Unreadable: the app reads them itself.
  }
}
