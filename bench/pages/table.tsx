/** The data block `table` with 500 rows, as the "Mes courriers" screen draws it (formats, a
 *  download per row). bench/table.ts calls window.__table.render() then .sort() and reads the times. */
import '@blueprintjs/core/lib/css/blueprint.css';
import '../../src/app/app.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createStore } from '../../src/app/store';
import { PortalContext, type PortalEnvironment } from '../../src/engine/PortalContext';
import { DataTable } from '../../src/engine/blocks/table/TableBlockView';
import type { TableBlock } from '../../src/engine/screenTypes';

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
const root = createRoot(document.getElementById('bench')!);
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

declare global {
  interface Window {
    __table: { render: () => Promise<number>; sort: (label: string) => Promise<number>; reset: () => void };
  }
}

window.__table = {
  /** Data arrived → table on screen (React commit, then the next paint). */
  async render() {
    const start = performance.now();
    flushSync(() =>
      root.render(
        <Provider store={store}>
          <PortalContext.Provider value={portal}>
            <DataTable block={block} rows={rows} />
          </PortalContext.Provider>
        </Provider>,
      ),
    );
    await nextPaint();
    return performance.now() - start;
  },
  /** A click on a sortable header → the sorted rows on screen. */
  async sort(label: string) {
    const button = [...document.querySelectorAll<HTMLButtonElement>('th button')].find((b) => b.textContent?.trim() === label)!;
    const start = performance.now();
    button.click();
    await nextPaint();
    return performance.now() - start;
  },
  reset() {
    flushSync(() => root.render(null));
  },
};
document.body.dataset.ready = '1';
