import { Classes } from '@blueprintjs/core';
import { RichHelp } from '@rjsf/core';
import { helpId, type FieldHelpProps, type FormContextType, type RJSFSchema, type StrictRJSFSchema } from '@rjsf/utils';

/** Help text under a field, in Blueprint's helper-text style; its id is in the input's `aria-describedby`. */
export default function FieldHelpTemplate<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: FieldHelpProps<T, S, F>,
) {
  const { fieldPathId, help, uiSchema, registry } = props;
  if (!help) {
    return null;
  }
  return (
    <div id={helpId(fieldPathId)} className={`${Classes.FORM_HELPER_TEXT} ea-field-help`}>
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </div>
  );
}
