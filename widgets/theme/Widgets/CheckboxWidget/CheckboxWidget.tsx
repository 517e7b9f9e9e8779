import { Checkbox } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  descriptionId,
  getTemplate,
  getUiOptions,
  labelValue,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';
import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import RequiredMark from '../../Templates/RequiredMark/RequiredMark';
import { useInvalid } from '../../utils/useInvalid';

/** A yes/no box (e.g. accepting the CGU): Blueprint `Checkbox`, its label after the box. */
export default function CheckboxWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const {
    schema,
    uiSchema,
    options,
    id,
    htmlName,
    value,
    disabled,
    readonly,
    label,
    hideLabel,
    autofocus = false,
    required,
    rawErrors,
    hideError,
    onBlur,
    onFocus,
    onChange,
    registry,
  } = props;
  const invalid = useInvalid(id, rawErrors, hideError);
  const DescriptionFieldTemplate = getTemplate<'DescriptionFieldTemplate', T, S, F>(
    'DescriptionFieldTemplate',
    registry,
    options,
  );
  const handleChange = useCallback((event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked), [onChange]);
  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.checked), [onBlur, id]);
  const handleFocus = useCallback((event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.checked), [onFocus, id]);
  // With `ui:widget: checkbox` the field template already shows the description.
  const description = getUiOptions(uiSchema).widget === 'checkbox' ? undefined : (options.description ?? schema.description);

  return (
    <>
      {!hideLabel && description && (
        <DescriptionFieldTemplate
          id={descriptionId(id)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      <Checkbox
        id={id}
        name={htmlName || id}
        checked={typeof value === 'undefined' ? false : Boolean(value)}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
        labelElement={labelValue(
          <span>
            {label}
            {required && <RequiredMark />}
          </span>,
          hideLabel,
        )}
      />
    </>
  );
}
