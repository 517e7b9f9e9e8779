import { readPath } from '../../../language/values';
import { compareValues } from '../../../language/formatValue';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/**
 * The rows in the order the member asked for (a copy; stable, so equal values keep their order).
 * `valueOf` gives the value a row compares for the sort's key (its path in the row by default;
 * the table passes the values it computed once per answer, rowModel.ts).
 */
export function sortRows<T>(rows: readonly T[], sort: SortState | null, valueOf: (row: T, key: string) => unknown = (row, key) => readPath(row, key)): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(valueOf(a, sort.key), valueOf(b, sort.key)));
}

/** A click on a header: first ascending, then descending, then ascending again. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key && current.direction === 'ascending') return { key, direction: 'descending' };
  return { key, direction: 'ascending' };
}
