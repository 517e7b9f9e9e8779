import { Intent, TextArea } from '@blueprintjs/core';
import { ariaDescribedByIds, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';
import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { useDeferredChange } from '../../utils/useDeferredChange';
import { useInvalid } from '../../utils/useInvalid';

/** Multi-line text: Blueprint `TextArea`, filling the width; `ui:options.rows` sets its height. */
export default function TextareaWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { id, htmlName, options, placeholder, value, required, disabled, readonly, autofocus = false, rawErrors, hideError, onChange, onBlur, onFocus } =
    props;
  const invalid = useInvalid(id, rawErrors, hideError);
  const { shown, change, flush } = useDeferredChange(value, onChange);
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLTextAreaElement>) => change(target.value, target.value === '' ? options.emptyValue : target.value),
    [change, options.emptyValue],
  );
  const handleBlur = useCallback(
    ({ target }: FocusEvent<HTMLTextAreaElement>) => {
      flush();
      onBlur(id, target.value);
    },
    [flush, onBlur, id],
  );
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLTextAreaElement>) => onFocus(id, target.value), [onFocus, id]);
  return (
    <TextArea
      id={id}
      name={htmlName || id}
      fill
      value={shown ?? value ?? ''}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      rows={options.rows}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  );
}
