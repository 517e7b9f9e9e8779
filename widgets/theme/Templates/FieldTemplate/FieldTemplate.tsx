import { Classes } from '@blueprintjs/core';
import {
  getTemplate,
  getUiOptions,
  type FieldTemplateProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';
import { useErrorsVisible } from '../../FormState';
import RequiredMark from '../RequiredMark/RequiredMark';
import { labelId } from '../../utils/ids';
import { REQUIRED_MESSAGE } from '../../../../src/language/validation/localize';

/**
 * One field: Blueprint `FormGroup` with a real `<label for>` on the input, the required
 * asterisk, description, input, errors (shown by `FieldErrorTemplate` only once the field was
 * left or the form submitted) and help. The danger intent follows the same rule.
 * Blueprint's form-group markup written out flat (the `FormGroup` component adds a content
 * wrapper and an empty label-info span per field: 3 nodes × every field of a large acte).
 */
export default function FieldTemplate<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: FieldTemplateProps<T, S, F>,
) {
  const {
    id,
    label,
    children,
    classNames,
    style,
    errors,
    help,
    description,
    hidden,
    required,
    disabled,
    displayLabel,
    rawErrors,
    registry,
    uiSchema,
    formData,
  } = props;
  const errorsVisible = useErrorsVisible(id);
  if (hidden) {
    return <div hidden>{children}</div>;
  }
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate<'WrapIfAdditionalTemplate', T, S, F>(
    'WrapIfAdditionalTemplate',
    registry,
    uiOptions,
  );
  // A checkbox carries its own label, after the box.
  const showLabel = displayLabel && uiOptions.widget !== 'checkbox' && !!label;
  // « * saisie obligatoire » said before the field was filled is no longer true once it holds a
  // value (validation runs again only as the field is left): it goes at once.
  const filled = formData !== undefined && formData !== null && formData !== '';
  const staleRequired = filled && !!rawErrors && rawErrors.length > 0 && rawErrors.every((error) => error === REQUIRED_MESSAGE);
  const hasVisibleErrors = errorsVisible && !!rawErrors && rawErrors.length > 0 && !staleRequired;

  return (
    <WrapIfAdditionalTemplate {...props}>
      <div
        className={`${Classes.FORM_GROUP}${hasVisibleErrors ? ` ${Classes.INTENT_DANGER}` : ''}${disabled ? ` ${Classes.DISABLED}` : ''}${classNames ? ` ${classNames}` : ''}`}
        style={style}
      >
        {showLabel && (
          <label className={Classes.LABEL} htmlFor={id} id={labelId(id)}>
            {label}
            {/* `ui:options.requiredMark: false`: the one field of its form needs no asterisk. */}
            {required && uiOptions.requiredMark !== false && <RequiredMark />}
          </label>
        )}
        {displayLabel && description ? description : null}
        {children}
        {!staleRequired && errors}
        {help}
      </div>
    </WrapIfAdditionalTemplate>
  );
}
