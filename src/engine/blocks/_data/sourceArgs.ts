import type { ReadArgs } from '../../../api/readResource';
import type { DataSource } from '../../../language/screenTypes';
import { resolveValues, type ValueScope } from '../../../language/values';
import { fillResourcePath } from './itemScope';

/**
 * The API slice's arguments for a block's read: the resource with the route's values (each
 * segment encoded: 'v2/adherent/contrats/{param.numero}') and the source's parameters, plus —
 * for a paged list — the page asked for. One place, so that a read prefetched before its block
 * is drawn (screenReads.ts) has the very cache key the block then uses.
 */
export function sourceReadArgs(source: Pick<DataSource, 'resource' | 'params'> & Partial<DataSource>, scope: ValueScope, page?: number): ReadArgs {
  const paged = page !== undefined && source.pageSize !== undefined;
  return {
    resource: fillResourcePath(source.resource, scope),
    params: {
      ...resolveValues(source.params, scope),
      ...(paged ? { [source.pageParam ?? 'page']: page, [source.sizeParam ?? 'taille']: source.pageSize } : {}),
    },
  };
}
