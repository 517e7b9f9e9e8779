import { Card } from '@blueprintjs/core';
import type { FormContextType, MultiSchemaFieldTemplateProps, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';

/** oneOf / anyOf: the choice of variant, then the fields of the chosen one, in a compact card. */
export default function MultiSchemaFieldTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps<T, S, F>) {
  return (
    <Card compact className="ea-multi-schema">
      <div className="ea-multi-schema-selector">{selector}</div>
      {optionSchemaField}
    </Card>
  );
}
