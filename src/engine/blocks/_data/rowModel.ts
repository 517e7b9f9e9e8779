import type { DataColumn } from '../../../language/screenTypes';
import type { ScopeLayer } from '../../ScreenData';
import { readPath } from '../../../language/values';
import { formatValue, type FormattedValue, type ValueFormat } from '../../../language/formatValue';
import { sortRows, type SortState } from './sortRows';

/**
 * One row of a data table, computed once when the rows arrive (budget: 500 rows drawn
 * in ≤ 100 ms, sorted in ≤ 50 ms): its formatted cells, the raw values its sortable columns
 * compare, a key that stays with the row whatever the order, and the `$item` scope of its blocks.
 * Rendering and sorting then read these; nothing is formatted or looked up again per render.
 */
export interface RowModel {
  key: string;
  cells: FormattedValue[];
  /** Raw value of each column (sorting compares these: ISO dates, numbers, French text). */
  values: unknown[];
  scope: ScopeLayer;
}

export function rowModels(rows: readonly unknown[], columns: readonly DataColumn[]): RowModel[] {
  return rows.map((row, index) => {
    const values = columns.map((column) => readPath(row, column.key));
    const id = readPath(row, 'id');
    return {
      // The row's id, else its place in the answer (not in the sorted order): keys never move between rows.
      key: typeof id === 'string' || typeof id === 'number' ? `id:${id}` : `at:${index}`,
      cells: values.map((value, at) => formatValue(value, columns[at].format as ValueFormat | undefined, columns[at].labels)),
      values,
      scope: { item: row },
    };
  });
}

/** The models in the order asked (a copy; stable), comparing the values computed beforehand. */
export function sortModels(models: readonly RowModel[], columns: readonly DataColumn[], sort: SortState | null): RowModel[] {
  const at = sort ? columns.findIndex((column) => column.key === sort.key) : -1;
  if (!sort || at < 0) return [...models];
  return sortRows(models, sort, (model) => model.values[at]);
}
