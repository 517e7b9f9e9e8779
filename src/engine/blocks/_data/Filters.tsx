import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { PortalSelect } from '../../ui/PortalSelect';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';
import { useReadQuery } from '../../../api/readEndpoint';
import { readPath } from '../../../language/values';
import { FilterDate } from './FilterDate';
import { DEMANDE_STATUTS, DEMANDE_STATUT_LABELS } from '../../../domain/demandeStatut';

/** The filters of a data block: a small JSON schema whose values become query parameters. */
export interface FilterSchema {
  properties: Record<string, FilterField>;
}
export interface FilterField {
  type: 'string' | 'integer' | 'object';
  title: string;
  /** A hint under a text field, linked to it for screen readers. */
  description?: string;
  /**
   * 'date': one date (ISO); 'periode' (an object): two dates, its properties, start then end;
   * 'statut-demande': a choice among a demande's statuses, named as every reader names them.
   */
  format?: 'date' | 'periode' | 'statut-demande';
  /** A period's two dates: their names are the query parameters ('du', 'au'). */
  properties?: Record<string, { type: 'string'; format: 'date'; title: string }>;
  enum?: Array<string | number>;
  enumNames?: string[];
  /** The choices are the rows of a read: each row's value and label by key. */
  options?: { resource: string; value: string; label: string };
  minimum?: number;
  maximum?: number;
}

export type FilterValues = Record<string, string>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The choices of a field written as a list (enum and its names) or named by its format. */
function choicesOf(field: FilterField): Array<{ value: string; label: string }> | undefined {
  if (field.format === 'statut-demande') return DEMANDE_STATUTS.map((statut) => ({ value: statut, label: DEMANDE_STATUT_LABELS[statut] }));
  return field.enum?.map((option, index) => ({ value: String(option), label: field.enumNames?.[index] ?? String(option) }));
}

/** The two query parameters of a period field (start, end), in the order of its properties. */
function periodParts(field: FilterField): Array<[string, { title: string }]> {
  return Object.entries(field.properties ?? {}).slice(0, 2);
}

/**
 * What stops the filters from applying: a period that ends before it starts (the French message,
 * shown under it), or a date still being typed (its widget already says what is wrong).
 */
function filterErrors(schema: FilterSchema, draft: FilterValues): { periods: Record<string, string>; blocked: boolean } {
  const periods: Record<string, string> = {};
  let blocked = false;
  for (const [name, field] of Object.entries(schema.properties)) {
    const dates = field.format === 'periode' ? periodParts(field).map(([key]) => key) : field.format === 'date' ? [name] : [];
    if (dates.some((key) => draft[key] && !ISO_DATE.test(draft[key]))) blocked = true;
    if (field.format === 'periode' && dates.length === 2) {
      const [from, to] = dates.map((key) => draft[key] ?? '');
      if (ISO_DATE.test(from) && ISO_DATE.test(to) && to < from) periods[name] = T.periodOrder;
    }
  }
  return { periods, blocked: blocked || Object.keys(periods).length > 0 };
}

/**
 * One control per property (a select for an enum, the date widget for a date, two for a period,
 * a text or number field otherwise), applied together by 'Filtrer' so each change does not fire
 * a request; a wrong period is said in French and not applied.
 */
export function Filters({ schema, values, onApply }: { schema: FilterSchema; values: FilterValues; onApply: (values: FilterValues) => void }) {
  const [draft, setDraft] = useState<FilterValues>(values);
  const [shownErrors, setShownErrors] = useState<Record<string, string>>({});
  const idPrefix = useId();
  const set = (name: string, next: string) => {
    setDraft((current) => ({ ...current, [name]: next }));
    setShownErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = filterErrors(schema, draft);
    setShownErrors(errors.periods);
    if (!errors.blocked) onApply(draft);
  };
  const reset = () => {
    setDraft({});
    setShownErrors({});
    onApply({});
  };
  return (
    <form className="ea-data-filters" onSubmit={submit} role="search">
      {Object.entries(schema.properties).map(([name, field]) => {
        const id = `${idPrefix}-${name}`;
        const value = draft[name] ?? '';
        if (field.format === 'periode') {
          const errorId = `${id}-erreur`;
          return (
            <fieldset key={name} className="ea-data-filters__period" aria-describedby={shownErrors[name] ? errorId : undefined}>
              <legend>{field.title}</legend>
              {periodParts(field).map(([key, part]) => (
                <FilterDate key={key} id={`${id}-${key}`} label={part.title} value={draft[key] ?? ''} onChange={(next) => set(key, next)} />
              ))}
              {shownErrors[name] && (
                <div id={errorId} role="alert" className="ea-data-filters__error">
                  {shownErrors[name]}
                </div>
              )}
            </fieldset>
          );
        }
        if (field.format === 'date') return <FilterDate key={name} id={id} label={field.title} value={value} onChange={(next) => set(name, next)} />;
        const choices = choicesOf(field);
        return (
          <FormGroup key={name} label={field.title} labelFor={id} inline helperText={field.description && <span id={`${id}-aide`}>{field.description}</span>}>
            {choices || field.options ? (
              <PortalSelect id={id} value={value} onChange={(event) => set(name, event.currentTarget.value)}>
                <option value="">{T.anyOption}</option>
                {field.options ? (
                  <ReadOptions options={field.options} />
                ) : (
                  choices!.map((choice) => (
                    <option key={choice.value} value={choice.value}>{choice.label}</option>
                  ))
                )}
              </PortalSelect>
            ) : (
              <InputGroup
                id={id}
                value={value}
                type={field.type === 'integer' ? 'number' : 'text'}
                inputMode={field.type === 'integer' ? 'numeric' : undefined}
                min={field.minimum}
                max={field.maximum}
                aria-describedby={field.description ? `${id}-aide` : undefined}
                onValueChange={(next) => set(name, next)}
              />
            )}
          </FormGroup>
        );
      })}
      <Button type="submit" intent="primary" text={T.filter} />
      <Button variant="minimal" text={T.resetFilters} onClick={reset} />
    </form>
  );
}

/** The choices of a filter read from the server: only what the visitor may see (a beneficiary, himself). */
function ReadOptions({ options }: { options: NonNullable<FilterField['options']> }) {
  const { data } = useReadQuery({ resource: options.resource, params: {} });
  const rows = Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
  return (
    <>
      {rows.map((row) => {
        const value = String(readPath(row, options.value) ?? '');
        return <option key={value} value={value}>{String(readPath(row, options.label) ?? value)}</option>;
      })}
    </>
  );
}
