import { Classes } from '@blueprintjs/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, TitleFieldProps } from '@rjsf/utils';
import RequiredMark from '../RequiredMark/RequiredMark';

/** Title of an object or array: the `<legend>` of its fieldset, with the required asterisk. */
export default function TitleFieldTemplate<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: TitleFieldProps<T, S, F>,
) {
  const { id, title, required, optionalDataControl } = props;
  return (
    <legend id={id} className={`${Classes.HEADING} ea-title`}>
      {title}
      {required && <RequiredMark />}
      {optionalDataControl && <span className="ea-title-control">{optionalDataControl}</span>}
    </legend>
  );
}
