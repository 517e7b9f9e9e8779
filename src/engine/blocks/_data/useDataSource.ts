import { useMemo, useState } from 'react';
import { useReadQuery } from '../../../api/readEndpoint';
import type { DataSource } from '../../../language/screenTypes';
import { useScreenScope } from '../../ScreenData';
import { readPath } from '../../../language/values';
import type { FilterValues } from './Filters';
import type { SortState } from './sortRows';
import { sourceReadArgs } from './sourceArgs';

export interface DataSourceState {
  rows: unknown[];
  /** Rows on the server for the current filters (the page count comes from it); null before the first answer. */
  total: number | null;
  /** `total` is a lower bound (the source's `totalAtLeast`): the server stopped counting there. */
  totalAtLeast: boolean;
  page: number;
  pages: number;
  setPage: (page: number) => void;
  filters: FilterValues;
  setFilters: (values: FilterValues) => void;
  /** The order the member chose (a header click); null: the server's order. */
  sort: SortState | null;
  setSort: (sort: SortState) => void;
  /** The source sorts on the server (`serverSort`): the rows come sorted, the browser never sorts them. */
  sortedByServer: boolean;
  /** No answer yet for these parameters (first load, or a new page/filter not in the cache). */
  loading: boolean;
  /** A read is under way while rows are shown (a new server-side order). */
  refreshing: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The read behind a list, table or cards block: the source's parameters (route values), the
 * filters, the page and — when the resource sorts itself (`serverSort`) — the sort become query
 * parameters of one cached read of the API slice.
 */
export function useDataSource(source: DataSource): DataSourceState {
  const scope = useScreenScope();
  const [filters, setFilterValues] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState<SortState | null>(null);
  const paged = source.pageSize !== undefined;
  const sortedByServer = source.serverSort === true;
  const readArgs = useMemo(
    () => {
      const args = sourceReadArgs(source, scope, page);
      return { ...args, params: { ...args.params, ...filters, ...(sortedByServer && sort ? sortParams(source, sort) : {}) } };
    },
    [source, scope, filters, page, sortedByServer, sort],
  );
  const read = useReadQuery(readArgs);
  // Sorted on the server, the rows shown stay (aria-busy) while a new order is read: the table and
  // the header the member just pressed stay in place (focus, scroll) instead of a skeleton.
  const data = read.currentData ?? (sortedByServer && read.isFetching ? read.data : undefined);
  const rows = useMemo(() => {
    const found = source.items ? readPath(data, source.items) : data;
    return Array.isArray(found) ? found : [];
  }, [data, source.items]);
  const totalValue = source.total ? readPath(data, source.total) : undefined;
  const total = data === undefined ? null : typeof totalValue === 'number' ? totalValue : rows.length;
  const totalAtLeast = Boolean(source.totalAtLeast && readPath(data, source.totalAtLeast) === true);
  // Past a count « at least », the page asked is known to exist too.
  const pages = paged && total !== null ? Math.max(1, Math.ceil(total / source.pageSize!), totalAtLeast ? page : 1) : 1;
  return {
    rows,
    total,
    totalAtLeast,
    page,
    pages,
    setPage,
    filters,
    setFilters: (values) => {
      // A new filter starts again at the first page.
      setFilterValues(values);
      setPage(1);
    },
    sort,
    setSort: (next) => {
      setSortState(next);
      // Sorted on the server, a new order starts again at the first page of it.
      if (sortedByServer) setPage(1);
    },
    sortedByServer,
    loading: read.isFetching && data === undefined,
    refreshing: read.isFetching && data !== undefined,
    failed: read.isError && !read.isFetching,
    retry: () => void read.refetch(),
  };
}

/** The sort as query parameters: `tri=<column key>&ordre=asc|desc` unless the source names them otherwise. */
export function sortParams(source: DataSource, sort: SortState): Record<string, string> {
  return {
    [source.sortParam ?? 'tri']: sort.key,
    [source.orderParam ?? 'ordre']: sort.direction === 'ascending' ? 'asc' : 'desc',
  };
}
