import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { dataBlockTexts as T } from '../../../i18n/dataBlocks';

/** The filters of a data block: a small JSON schema whose values become query parameters. */
export interface FilterSchema {
  properties: Record<string, FilterField>;
}
export interface FilterField {
  type: 'string' | 'integer';
  title: string;
  enum?: Array<string | number>;
  enumNames?: string[];
  minimum?: number;
  maximum?: number;
}

export type FilterValues = Record<string, string>;

/**
 * One control per property (a select for an enum, a text or number field otherwise), applied
 * together by 'Filtrer' so each change does not fire a request.
 */
export function Filters({ schema, values, onApply }: { schema: FilterSchema; values: FilterValues; onApply: (values: FilterValues) => void }) {
  const [draft, setDraft] = useState<FilterValues>(values);
  const idPrefix = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    setDraft({});
    onApply({});
  };
  return (
    <form className="ea-data-filters" onSubmit={submit} role="search">
      {Object.entries(schema.properties).map(([name, field]) => {
        const id = `${idPrefix}-${name}`;
        const value = draft[name] ?? '';
        const set = (next: string) => setDraft((current) => ({ ...current, [name]: next }));
        return (
          <FormGroup key={name} label={field.title} labelFor={id} inline>
            {field.enum ? (
              <HTMLSelect id={id} value={value} onChange={(event) => set(event.currentTarget.value)}>
                <option value="">{T.anyOption}</option>
                {field.enum.map((option, index) => (
                  <option key={String(option)} value={String(option)}>{field.enumNames?.[index] ?? String(option)}</option>
                ))}
              </HTMLSelect>
            ) : (
              <InputGroup
                id={id}
                value={value}
                type={field.type === 'integer' ? 'number' : 'text'}
                inputMode={field.type === 'integer' ? 'numeric' : undefined}
                min={field.minimum}
                max={field.maximum}
                onValueChange={set}
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
