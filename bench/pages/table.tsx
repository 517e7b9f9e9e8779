/** The data block `table` with 500 rows, as the "Mes courriers" screen draws it (formats, a
 *  download per row). bench/table.ts calls window.__table.render() then .sort() and reads the times. */
import '@blueprintjs/core/lib/css/blueprint.css';
import '../../src/app/app.css';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createStore } from '../../src/app/store';
import { PortalContext, type PortalEnvironment } from '../../src/engine/PortalContext';
import { DataTable } from '../../src/engine/blocks/table/TableBlockView';
import type { TableBlock } from '../../src/language/screenTypes';
import type { SortState } from '../../src/engine/blocks/_data/sortRows';

const block: TableBlock = {
  type: 'table',
  label: 'Mes courriers',
  source: { resource: 'adherent/courriers', items: 'items' },
  columns: [
    { key: 'date', label: 'Date', format: 'date', sortable: true },
    { key: 'objet', label: 'Objet', sortable: true },
    { key: 'montant', label: 'Montant', format: 'montant', sortable: true },
    { key: 'lu', label: 'État', format: 'badge', labels: { true: 'Lu', false: 'Non lu' } },
  ],
  rowBlocks: [{ type: 'download', label: 'Télécharger', resource: 'adherent/courriers/{$item.id}/download' }],
};
const rows = Array.from({ length: 500 }, (_, i) => ({
  id: i + 1,
  date: `20${String(10 + (i % 16)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  objet: `Relevé de remboursements n° ${(i * 7919) % 1000}`,
  montant: ((i * 37) % 1000) + 0.5,
  lu: i % 3 === 0,
}));
const portal = { client: { fonctionnalites: {} }, config: {}, user: { roles: ['User'] }, contrat: null, production: true } as unknown as PortalEnvironment;
const store = createStore();

/** The table as its block holds it: the sort chosen by a header click, the rows sorted in the browser. */
function BenchTable() {
  const [sort, setSort] = useState<SortState | null>(null);
  return <DataTable block={block} rows={rows} sort={sort} onSort={setSort} />;
}
const root = createRoot(document.getElementById('bench')!);
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** ms from the call to the next paint (the rows on screen), and to the paint once every row is in the page. */
export interface TableTiming {
  screen: number;
  all: number;
}

declare global {
  interface Window {
    __table: {
      render: (untilAll?: boolean) => Promise<TableTiming>;
      sort: (label: string, untilAll?: boolean) => Promise<TableTiming>;
      reset: () => void;
    };
  }
}

/** A long table is drawn a screenful first, the rest in later frames (aria-busy meanwhile). */
async function timing(start: number, untilAll = true): Promise<TableTiming> {
  await nextPaint();
  const screen = performance.now() - start;
  if (!untilAll) return { screen, all: Number.NaN };
  while (document.querySelector('table[aria-busy="true"]')) await nextPaint();
  return { screen, all: performance.now() - start };
}

window.__table = {
  /** Data arrived → table on screen (React commit, then the next paint). */
  async render(untilAll) {
    const start = performance.now();
    flushSync(() =>
      root.render(
        <Provider store={store}>
          <PortalContext.Provider value={portal}>
            <BenchTable />
          </PortalContext.Provider>
        </Provider>,
      ),
    );
    return timing(start, untilAll);
  },
  /** A click on a sortable header → the sorted rows on screen. */
  async sort(label: string, untilAll) {
    const button = [...document.querySelectorAll<HTMLButtonElement>('th button')].find((b) => b.textContent?.trim() === label)!;
    const start = performance.now();
    button.click();
    return timing(start, untilAll);
  },
  reset() {
    flushSync(() => root.render(null));
  },
};
document.body.dataset.ready = '1';
