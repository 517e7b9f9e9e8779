import type { ReactNode } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useReadQuery } from '../../../api/readEndpoint';
import { resolveValues, type ValueScope } from '../../../language/values';
import { Loader } from '../../ui/Loader';
import { toastTexts } from '../../../i18n/messages';
import { dataBlockTexts } from '../../../i18n/dataBlocks';

/**
 * Data a form needs before it can draw: the block's `reads` (a referentiel for a
 * list, the date-effet rules of the acte for this client…) go through the slice's generic
 * `read`, one after the other, and reach the UI schema as `{ "$read": "<name>.<path>" }`.
 */
export interface FormRead {
  resource: string;
  params?: Record<string, unknown>;
  /** The name shown in the load error « Le chargement d'une source de données a échoué (…) ». */
  label?: string;
}

type Reads = Record<string, unknown>;

export default function FormReads({ reads, scope, children }: { reads: Record<string, FormRead> | undefined; scope: ValueScope; children: (reads: Reads) => ReactNode }) {
  return <ReadChain entries={Object.entries(reads ?? {})} scope={scope} done={{}} render={children} />;
}

/** One read, then the rest (hooks stay in a fixed order: the block's reads never change). */
function ReadChain({ entries, scope, done, render }: { entries: Array<[string, FormRead]>; scope: ValueScope; done: Reads; render: (reads: Reads) => ReactNode }) {
  if (entries.length === 0) return <>{render(done)}</>;
  const [[name, read], ...rest] = entries;
  return <OneRead name={name} read={read} scope={scope} next={(data) => <ReadChain entries={rest} scope={scope} done={{ ...done, [name]: data }} render={render} />} />;
}

function OneRead({ name, read, scope, next }: { name: string; read: FormRead; scope: ValueScope; next: (data: unknown) => ReactNode }) {
  const result = useReadQuery({ resource: read.resource, params: resolveValues(read.params as never, scope) });
  if (result.isError && !result.isFetching) {
    return (
      <Callout intent="danger" role="alert">
        {toastTexts.dataSourceFailed(read.label ?? name)}{' '}
        <Button variant="minimal" text={dataBlockTexts.retry} onClick={() => void result.refetch()} />
      </Callout>
    );
  }
  if (result.currentData === undefined) return <Loader />;
  return <>{next(result.currentData)}</>;
}
