import { useEffect, useMemo } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { Classes } from '@blueprintjs/core';
import { useReadQuery } from '../../api/readEndpoint';
import RequiredMark from '../../../widgets/theme/Templates/RequiredMark/RequiredMark';
import { labelId } from '../../../widgets/theme/utils/ids';

/** Texts of the reference-list field (our own wording: the product gives none). */
export const REFERENTIEL_FIELD_TEXTS = {
  loading: 'Chargement en cours...',
  choose: 'Choisissez…',
  waitFor: (label: string) => `Saisissez d'abord : ${label}`,
  empty: 'Aucune valeur ne correspond.',
} as const;

interface Options {
  /** The reference list (GET /api/referentiel/<list>). */
  list?: string;
  /** Or another read answering a list of { code, libelle } (adherent/beneficiaires). */
  resource?: string;
  /** The value kept: a key of the item (default `code`). */
  valueKey?: string;
  /** What the member reads: a key of the item (default `libelle`). */
  labelKey?: string;
  /** A sibling field whose value filters the list (`?q=`), e.g. the postal code for communes. */
  filterFrom?: string;
  /** The sibling's rule: the list is read only once it matches (e.g. 5 digits). */
  filterPattern?: string;
  /**
   * The query parameter that carries the sibling's value (default `q`). With it, the server's
   * answer is the list as is: the beneficiaries covered at the care date (`date`).
   */
  filterParam?: string;
  /** What to ask for while the sibling is not there yet. */
  filterLabel?: string;
  /** A boolean sibling that turns the choice into free text (a town abroad is in no French list). */
  textWhen?: string;
}

type Item = Record<string, unknown> & { code: string; libelle: string };

/**
 * "ui:field": "referentiel" on a string: a choice among a reference list of the server
 * (/referentiel/*: pays, nature-voie, code-postal…), drawn by the theme's select. With
 * `filterFrom`, the list follows a sibling field of the same "adresse" object: the communes of the
 * typed postal code; a single match is chosen at once. With `resource`, any read in that shape
 * (the beneficiaries of the current contract).
 */
export function ReferentielField(props: FieldProps<string>) {
  const { registry, uiSchema, fieldPathId, formData, onChange, required, disabled, readonly, rawErrors, schema, name } = props;
  const options = (uiSchema?.['ui:options'] ?? {}) as unknown as Options;
  const siblings = (registry.formContext as { siblings?: Record<string, unknown> } | undefined)?.siblings ?? {};
  const freeText = options.textWhen !== undefined && siblings[options.textWhen] === true;
  const filter = options.filterFrom ? String(siblings[options.filterFrom] ?? '') : undefined;
  const waiting = freeText || (filter !== undefined && !new RegExp(options.filterPattern ?? '.+').test(filter));
  const { data, isFetching, isError } = useReadQuery(
    { resource: options.resource ?? `referentiel/${options.list}`, params: filter !== undefined ? { [options.filterParam ?? 'q']: filter } : undefined },
    { skip: waiting },
  );
  const valueKey = options.valueKey ?? 'code';
  const labelKey = options.labelKey ?? 'libelle';
  const items = useMemo(() => {
    const all = Array.isArray(data) ? (data as Item[]) : [];
    // The server filters by prefix or word; the sibling must match exactly (75011, not 750110).
    const kept = filter !== undefined && options.filterFrom && !options.filterParam ? all.filter((item) => String(item[options.filterFrom!] ?? item.code) === filter) : all;
    const seen = new Set<string>();
    return kept
      .map((item) => ({ value: String(item[valueKey] ?? item.code), label: String(item[labelKey] ?? item.libelle) }))
      .filter((option) => !seen.has(option.value) && seen.add(option.value));
  }, [data, filter, options.filterFrom, options.filterParam, valueKey, labelKey]);

  // One commune for the postal code: chosen for the member (they may still see it).
  useEffect(() => {
    if (!waiting && !isFetching && items.length === 1 && formData !== items[0].value) onChange(items[0].value, fieldPathId.path);
  }, [waiting, isFetching, items, formData, onChange, fieldPathId.path]);

  const label = typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : (schema.title ?? name);
  const common = {
    id: fieldPathId.$id,
    htmlName: fieldPathId.name,
    name,
    schema,
    uiSchema,
    value: formData ?? '',
    required,
    readonly,
    autofocus: false,
    label,
    hideLabel: true,
    rawErrors,
    registry,
    onChange: (value: unknown) => onChange(value === '' || value === undefined ? undefined : String(value), fieldPathId.path),
    onBlur: () => undefined,
    onFocus: () => undefined,
  };
  // RJSF leaves the label of a "ui:field" to the field: the theme's label markup (FieldTemplate).
  const labelTag = (
    <label className={Classes.LABEL} htmlFor={fieldPathId.$id} id={labelId(fieldPathId.$id)}>
      {label}
      {required && <RequiredMark />}
    </label>
  );
  if (freeText) {
    const TextWidget = registry.widgets.TextWidget;
    return (
      <>
        {labelTag}
        <TextWidget {...common} disabled={disabled} placeholder="" options={{}} />
      </>
    );
  }
  const SelectWidget = registry.widgets.SelectWidget;
  const placeholder = waiting
    ? REFERENTIEL_FIELD_TEXTS.waitFor(options.filterLabel ?? options.filterFrom ?? '')
    : isFetching
      ? REFERENTIEL_FIELD_TEXTS.loading
      : items.length === 0 || isError
        ? REFERENTIEL_FIELD_TEXTS.empty
        : REFERENTIEL_FIELD_TEXTS.choose;
  return (
    <>
      {labelTag}
      <SelectWidget {...common} disabled={disabled || waiting || items.length === 0} placeholder={placeholder} options={{ enumOptions: items }} />
    </>
  );
}
