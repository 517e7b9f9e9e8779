import type { ReactNode } from 'react';
import { useReadQuery } from '../../../api/readEndpoint';
import type { DataSource } from '../../../language/screenTypes';
import { ScopeLayerProvider, useScreenScope } from '../../ScreenData';
import { readPath } from '../../../language/values';
import { DataError, DataSkeleton } from './DataStates';
import { sourceReadArgs } from './sourceArgs';

/**
 * Named reads of a container (`"reads": { "amf": { "resource": "amf/get-encrypted-view-data" } }`):
 * each is one cached read of the API slice, given to the blocks inside as `{ "$read": "amf.path" }`
 * (values, `when`, text templates). The blocks show once every read has answered; a failed read
 * is the load error with a retry. A refetch (after an outcome's `invalidates`) keeps them shown.
 */
export function NamedReads({ reads, label, children }: { reads: Record<string, DataSource> | undefined; label: string; children: ReactNode }) {
  const entries = Object.entries(reads ?? {});
  if (entries.length === 0) return <>{children}</>;
  return (
    <ReadLayer entries={entries} label={label}>
      {children}
    </ReadLayer>
  );
}

function ReadLayer({ entries, label, children }: { entries: Array<[string, DataSource]>; label: string; children: ReactNode }) {
  const [[name, source], ...rest] = entries;
  const scope = useScreenScope();
  const read = useReadQuery(sourceReadArgs(source, scope));
  if (read.isError && !read.isFetching) return <DataError label={label} onRetry={() => void read.refetch()} />;
  if (read.currentData === undefined) return <DataSkeleton rows={2} />;
  const value = source.items ? readPath(read.currentData, source.items) : read.currentData;
  return (
    <ScopeLayerProvider value={{ reads: { [name]: value } }}>
      {rest.length > 0 ? (
        <ReadLayer entries={rest} label={label}>
          {children}
        </ReadLayer>
      ) : (
        children
      )}
    </ScopeLayerProvider>
  );
}
