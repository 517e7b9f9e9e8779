import { memo, useMemo } from 'react';
import { HTMLTable, Icon } from '@blueprintjs/core';
import type { TableBlock } from '../../../language/screenTypes';
import { BlockView } from '../../BlockView';
import { ScopeLayerProvider, useScreenScope } from '../../ScreenData';
import { fillText, namesValues } from '../../../language/values';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';
import { DataEmpty, DataError, DataSkeleton, DataStatus } from '../_data/DataStates';
import { Filters, type FilterSchema, type FilterValues } from '../_data/Filters';
import { Pagination } from '../_data/Pagination';
import { valueNode } from '../_data/FormattedCell';
import { rowModels, sortModels, type RowModel } from '../_data/rowModel';
import { nextSort, type SortState } from '../_data/sortRows';
import { useDataSource } from '../_data/useDataSource';
import { useProgressiveRows } from '../_data/useProgressiveRows';
import { RowNameContext } from '../_data/rowName';
import { TableCards } from './TableCards';
import { useNarrowerThan } from './useNarrowerThan';
import '../_data/dataBlocks.css';

/** Rows of a read in an accessible table (caption, column headers, aria-sort on sortable ones). */
export function TableBlockView({ block: declared }: { block: TableBlock }) {
  // In a list item or a row's dialog, the caption may name the item (« Droits du rôle {item.libelle} »).
  const scope = useScreenScope();
  const block = useMemo(() => (namesValues(declared.label) ? { ...declared, label: fillText(declared.label, scope) } : declared), [declared, scope]);
  const data = useDataSource(block.source);
  return (
    <section className="ea-data ea-data--table" aria-label={block.label}>
      {block.filters && <Filters schema={block.filters as FilterSchema} values={data.filters} onApply={data.setFilters} />}
      {block.toolbarBlocks && <TableToolbar blocks={block.toolbarBlocks} filters={data.filters} />}
      <DataStatus loading={data.loading} count={data.failed ? null : data.total} atLeast={data.totalAtLeast} />
      {data.failed ? (
        <DataError label={block.label} onRetry={data.retry} />
      ) : data.loading ? (
        <DataSkeleton />
      ) : data.rows.length === 0 ? (
        <DataEmpty text={block.empty} />
      ) : (
        <DataTable block={block} rows={data.rows} sort={data.sort} onSort={data.setSort} sortedByServer={data.sortedByServer} busy={data.refreshing} />
      )}
      <Pagination label={block.label} page={data.page} pages={data.pages} more={data.totalAtLeast} onPage={data.setPage} />
    </section>
  );
}

/** Blocks above the rows (export, relevé): they read the filters applied to the rows as $read.filters. */
function TableToolbar({ blocks, filters }: { blocks: NonNullable<TableBlock['toolbarBlocks']>; filters: FilterValues }) {
  const layer = useMemo(() => ({ reads: { filters } }), [filters]);
  return (
    <div className="ea-data-toolbar">
      <ScopeLayerProvider value={layer}>
        {blocks.map((child, index) => (
          <BlockView key={index} block={child} />
        ))}
      </ScopeLayerProvider>
    </div>
  );
}

export interface DataTableProps {
  block: TableBlock;
  rows: unknown[];
  sort: SortState | null;
  onSort: (sort: SortState) => void;
  /** The rows come in the order asked (server-side sort): they are drawn as they are. */
  sortedByServer?: boolean;
  /** Rows of a new order or page are being read (the table says aria-busy). */
  busy?: boolean;
}

/**
 * The table itself. The rows' cells are formatted once when the rows arrive (rowModels); a local
 * sort compares the values computed then and only moves the rows (memoised, keyed by id).
 */
export const DataTable = memo(function DataTable({ block, rows, sort, onSort, sortedByServer = false, busy = false }: DataTableProps) {
  const models = useMemo(() => rowModels(rows, block.columns), [rows, block.columns]);
  const sorted = useMemo(() => (sortedByServer ? models : sortModels(models, block.columns, sort)), [models, block.columns, sort, sortedByServer]);
  const { shown, complete, settling } = useProgressiveRows(sorted);
  const hasRowBlocks = (block.rowBlocks?.length ?? 0) > 0;
  // Under the width the screen file sets, a card per row: no column cut off past a phone's edge.
  const asCards = useNarrowerThan(block.cards?.below);
  if (asCards && block.cards) return <TableCards block={block} cards={block.cards} models={sorted} busy={busy} />;
  return (
    // On a phone a wide table scrolls inside its own box (reachable by keyboard), never the page.
    <div className="ea-data-table__scroll" tabIndex={0} role="group" aria-label={block.label}>
      <HTMLTable className={settling ? 'ea-data-table ea-data-table--settling' : 'ea-data-table'} striped compact aria-busy={complete && !settling && !busy ? undefined : true}>
        <caption className="ea-data-table__caption">{block.label}</caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sortable ? (sort?.key === column.key ? sort.direction : 'none') : undefined}
              >
                {column.sortable ? (
                  <button type="button" className="ea-data-table__sort" onClick={() => onSort(nextSort(sort, column.key))} title={T.sortBy(column.label)}>
                    {column.label}
                    <Icon icon={sort?.key !== column.key ? 'double-caret-vertical' : sort.direction === 'ascending' ? 'caret-up' : 'caret-down'} size={12} aria-hidden />
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
            {hasRowBlocks && <th scope="col">{block.rowBlocksLabel ?? T.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {shown.map((model) => (
            <TableRow key={model.key} block={block} model={model} />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
});

/**
 * One row, memoised on its model: a sort only moves the rows, it does not draw them again; its
 * blocks get the row as `$item` through the model's scope (one object per row, made once).
 */
const TableRow = memo(function TableRow({ block, model }: { block: TableBlock; model: RowModel }) {
  const rowBlocks = block.rowBlocks ?? [];
  return (
    <tr>
      {model.cells.map((cell, at) => (
        <td key={block.columns[at].key}>{valueNode(cell, block.columns[at].className)}</td>
      ))}
      {rowBlocks.length > 0 && (
        <td className="ea-data-table__actions">
          <ScopeLayerProvider value={model.scope}>
            {/* The row's first cell names its actions. */}
            <RowNameContext.Provider value={model.cells[0]?.text || undefined}>
              {rowBlocks.map((child, childIndex) => (
                <BlockView key={childIndex} block={child} />
              ))}
            </RowNameContext.Provider>
          </ScopeLayerProvider>
        </td>
      )}
    </tr>
  );
});
