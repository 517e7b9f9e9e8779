import { useMemo, type ReactNode } from 'react';
import { RecapView } from './RecapView';
import { useReadQuery } from '../../../api/readEndpoint';
import { recapModel, referenceKey, referencesOf, type RecapInput, type ReferenceLabels, type ReferenceSource } from '../../../language/recap';

/**
 * The recap step: the recap model of what was typed, the codes of reference fields (a
 * beneficiary) named by the same reads their fields chose them from — answers the form already has.
 */
export function RecapStep({ schema, uiSchema, data, scope }: RecapInput) {
  const sources = useMemo(() => referencesOf({ schema, uiSchema, data, scope }).map((reference) => reference.source), [schema, uiSchema, data, scope]);
  return <WithLabels sources={sources}>{(labels) => <RecapView sections={recapModel({ schema, uiSchema, data, scope, labels })} />}</WithLabels>;
}

interface LabelsProps {
  sources: ReferenceSource[];
  labels?: ReferenceLabels;
  children: (labels: ReferenceLabels) => ReactNode;
}

/** One read per source, one component each (a hook per component, however many sources). */
function WithLabels({ sources, labels = {}, children }: LabelsProps) {
  if (sources.length === 0) return <>{children(labels)}</>;
  return (
    <ReadLabels source={sources[0]} rest={sources.slice(1)} labels={labels}>
      {children}
    </ReadLabels>
  );
}

function ReadLabels({
  source,
  rest,
  labels,
  children,
}: {
  source: ReferenceSource;
  rest: ReferenceSource[];
  labels: ReferenceLabels;
  children: LabelsProps['children'];
}) {
  const { data } = useReadQuery({ resource: source.resource ?? `referentiel/${source.list}` });
  const found = useMemo(() => {
    const items = Array.isArray(data) ? (data as Array<Record<string, unknown>>) : [];
    return Object.fromEntries(items.map((item) => [String(item[source.valueKey ?? 'code']), String(item[source.labelKey ?? 'libelle'])]));
  }, [data, source]);
  return (
    <WithLabels sources={rest} labels={{ ...labels, [referenceKey(source)]: found }}>
      {children}
    </WithLabels>
  );
}
