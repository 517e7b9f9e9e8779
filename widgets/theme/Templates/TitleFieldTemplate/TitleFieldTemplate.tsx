import { Classes } from '@blueprintjs/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, TitleFieldProps } from '@rjsf/utils';
import RequiredMark from '../RequiredMark/RequiredMark';
import { Heading } from '../../../blocks/headingLevel';

/**
 * Title of an object or array, as a heading (screen-reader users navigate by headings). The
 * fieldset around the group takes its name from it with `aria-labelledby`: a `<legend>` would
 * be wrong where RJSF renders titles outside a fieldset (layout grids).
 */
export default function TitleFieldTemplate<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: TitleFieldProps<T, S, F>,
) {
  const { id, title, required, optionalDataControl } = props;
  return (
    <Heading id={id} className={`${Classes.HEADING} ea-title`}>
      {title}
      {required && <RequiredMark />}
      {optionalDataControl && <span className="ea-title-control">{optionalDataControl}</span>}
    </Heading>
  );
}
