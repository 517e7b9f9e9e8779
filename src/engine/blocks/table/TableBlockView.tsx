import { memo, useMemo, useState } from 'react';
import { HTMLTable, Icon } from '@blueprintjs/core';
import type { TableBlock } from '../../screenTypes';
import { BlockView } from '../../BlockView';
import { ScopeLayerProvider } from '../../ScreenData';
import { readPath } from '../../values';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';
import { DataEmpty, DataError, DataSkeleton, DataStatus } from '../_data/DataStates';
import { Filters, type FilterSchema, type FilterValues } from '../_data/Filters';
import { Pagination } from '../_data/Pagination';
import { FormattedCell } from '../_data/FormattedCell';
import { nextSort, sortRows, type SortState } from '../_data/sortRows';
import { useDataSource } from '../_data/useDataSource';
import '../_data/dataBlocks.css';

/** Rows of a read in an accessible table (caption, column headers, aria-sort on sortable ones). */
export function TableBlockView({ block }: { block: TableBlock }) {
  const data = useDataSource(block.source);
  return (
    <section className="ea-data ea-data--table" aria-label={block.label}>
      {block.filters && <Filters schema={block.filters as FilterSchema} values={data.filters} onApply={data.setFilters} />}
      {block.toolbarBlocks && <TableToolbar blocks={block.toolbarBlocks} filters={data.filters} />}
      <DataStatus loading={data.loading} count={data.failed ? null : data.total} />
      {data.failed ? (
        <DataError label={block.label} onRetry={data.retry} />
      ) : data.loading ? (
        <DataSkeleton />
      ) : data.rows.length === 0 ? (
        <DataEmpty text={block.empty} />
      ) : (
        <DataTable block={block} rows={data.rows} />
      )}
      <Pagination label={block.label} page={data.page} pages={data.pages} onPage={data.setPage} />
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

/** The table itself: sorting is local to the rows shown (the server gives them newest first). */
export const DataTable = memo(function DataTable({ block, rows }: { block: TableBlock; rows: unknown[] }) {
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const rowBlocks = block.rowBlocks ?? [];
  return (
    // On a phone a wide table scrolls inside its own box (reachable by keyboard), never the page.
    <div className="ea-data-table__scroll" tabIndex={0} role="group" aria-label={block.label}>
      <HTMLTable className="ea-data-table" striped compact>
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
                  <button type="button" className="ea-data-table__sort" onClick={() => setSort(nextSort(sort, column.key))} title={T.sortBy(column.label)}>
                    {column.label}
                    <Icon icon={sort?.key !== column.key ? 'double-caret-vertical' : sort.direction === 'ascending' ? 'caret-up' : 'caret-down'} size={12} aria-hidden />
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
            {rowBlocks.length > 0 && <th scope="col">{block.rowBlocksLabel ?? T.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row, index) => (
            <TableRow key={rowKey(row, index)} block={block} row={row} />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
});

/**
 * One row, memoised on its data: a sort only moves the rows (keyed by id), it does not draw
 * them again — the 500-row budget of issue 14.
 */
const TableRow = memo(function TableRow({ block, row }: { block: TableBlock; row: unknown }) {
  const rowBlocks = block.rowBlocks ?? [];
  return (
    <tr>
      {block.columns.map((column) => (
        <td key={column.key}>
          <FormattedCell column={column} row={row} />
        </td>
      ))}
      {rowBlocks.length > 0 && (
        <td className="ea-data-table__actions">
          <ScopeLayerProvider value={{ item: row }}>
            {rowBlocks.map((child, childIndex) => (
              <BlockView key={childIndex} block={child} />
            ))}
          </ScopeLayerProvider>
        </td>
      )}
    </tr>
  );
});

function rowKey(row: unknown, index: number): string {
  const id = readPath(row, 'id');
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}
