import { Classes } from '@blueprintjs/core';
import { errorId, type FieldErrorProps, type FormContextType, type RJSFSchema, type StrictRJSFSchema } from '@rjsf/utils';
import { useErrorsVisible } from '../../FormState';

/**
 * The errors of one field, under it. Its id is RJSF's `errorId`, which every widget lists in
 * `aria-describedby`. Rendered only once the field was left or a submit was attempted, and
 * announced when it appears (`role="alert"`).
 */
export default function FieldErrorTemplate<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: FieldErrorProps<T, S, F>,
) {
  const { errors = [], fieldPathId } = props;
  const visible = useErrorsVisible(fieldPathId.$id);
  const messages = errors.filter((error) => !!error);
  if (!visible || messages.length === 0) {
    return null;
  }
  return (
    <div id={errorId(fieldPathId)} className={`${Classes.FORM_HELPER_TEXT} ea-field-errors`} role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className="ea-field-errors-list">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
