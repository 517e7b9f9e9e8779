import { Classes } from '@blueprintjs/core';
import { RichDescription } from '@rjsf/core';
import type { DescriptionFieldProps, FormContextType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';

/** Description of a field or group, muted; its id is in the input's `aria-describedby`. */
export default function DescriptionFieldTemplate<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(props: DescriptionFieldProps<T, S, F>) {
  const { id, description, registry, uiSchema } = props;
  if (!description) {
    return null;
  }
  return (
    <div id={id} className={`${Classes.TEXT_MUTED} ea-description`}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </div>
  );
}
