import { useMemo, useState } from 'react';
import { useReadQuery } from '../../../api/readEndpoint';
import type { DataSource } from '../../screenTypes';
import { useScreenScope } from '../../ScreenData';
import { readPath, resolveValues } from '../../values';
import { fillResourcePath } from './itemScope';
import type { FilterValues } from './Filters';

export interface DataSourceState {
  rows: unknown[];
  /** Rows on the server for the current filters (the page count comes from it); null before the first answer. */
  total: number | null;
  page: number;
  pages: number;
  setPage: (page: number) => void;
  filters: FilterValues;
  setFilters: (values: FilterValues) => void;
  /** No answer yet for these parameters (first load, or a new page/filter not in the cache). */
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The read behind a list, table or cards block: the source's parameters (route values), the
 * filters and the page become query parameters of one cached read of the API slice.
 */
export function useDataSource(source: DataSource): DataSourceState {
  const scope = useScreenScope();
  const [filters, setFilterValues] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const paged = source.pageSize !== undefined;
  const readArgs = useMemo(
    () => ({
      // A resource may name values of the route ('adherent/demandes/{$param.id}'), each segment encoded.
      resource: fillResourcePath(source.resource, scope),
      params: {
        ...resolveValues(source.params, scope),
        ...filters,
        ...(paged ? { [source.pageParam ?? 'page']: page, [source.sizeParam ?? 'taille']: source.pageSize } : {}),
      },
    }),
    [source, scope, filters, page, paged],
  );
  const read = useReadQuery(readArgs);
  const data = read.currentData;
  const rows = useMemo(() => {
    const found = source.items ? readPath(data, source.items) : data;
    return Array.isArray(found) ? found : [];
  }, [data, source.items]);
  const totalValue = source.total ? readPath(data, source.total) : undefined;
  const total = data === undefined ? null : typeof totalValue === 'number' ? totalValue : rows.length;
  const pages = paged && total !== null ? Math.max(1, Math.ceil(total / source.pageSize!)) : 1;
  return {
    rows,
    total,
    page,
    pages,
    setPage,
    filters,
    setFilters: (values) => {
      // A new filter starts again at the first page.
      setFilterValues(values);
      setPage(1);
    },
    loading: read.isFetching && data === undefined,
    failed: read.isError && !read.isFetching,
    retry: () => void read.refetch(),
  };
}
