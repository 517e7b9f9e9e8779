import { Classes, InputGroup, Intent } from '@blueprintjs/core';
import { SchemaExamples } from '@rjsf/core';
import {
  ariaDescribedByIds,
  examplesId,
  getInputProps,
  type BaseInputTemplateProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';
import { useCallback, type ChangeEvent, type FocusEvent, type MouseEvent } from 'react';
import { decimalFromInput } from '../../../../src/domain/decimal';
import { useDeferredChange } from '../../utils/useDeferredChange';
import { useInvalid } from '../../utils/useInvalid';

/**
 * Every single-line input (text, password, email, url, number/updown, range, date…): a
 * Blueprint `InputGroup` labelled by the field's `<label for>`, described by its description,
 * help and — once shown — error, and `aria-invalid` only while an error is shown.
 * Typing is shown at once and reaches RJSF right after the frame (`useDeferredChange`).
 * A plain `<input class="bp6-input">` (one node, nothing measured on mount); Blueprint's
 * `InputGroup` only when the field offers a clear button (`allowClearTextInputs`).
 */
export default function BaseInputTemplate<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: BaseInputTemplateProps<T, S, F>,
) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    placeholder,
    required,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    registry,
    rawErrors,
    hideError,
    type,
  } = props;
  const invalid = useInvalid(id, rawErrors, hideError);
  const { ClearButton } = registry.templates.ButtonTemplates;
  // A decimal field is a text input: a browser's `type=number` reads « 420,50 » by its own
  // language (42050 in English). Here both « , » and « . » are the decimal point.
  const isDecimal = schema.type === 'number' && !type && !options.inputType;
  const inputProps = isDecimal
    ? { ...getInputProps<T, S, F>(schema, type, options), type: 'text', step: undefined, inputMode: 'decimal' as const }
    : getInputProps<T, S, F>(schema, type, options);

  const isNumber = isDecimal || inputProps.type === 'number' || inputProps.type === 'integer';
  const deferred = useDeferredChange(value, onChange);
  const inputValue = deferred.shown ?? (isNumber ? (value || value === 0 ? value : '') : value == null ? '' : value);

  const { change, flush } = deferred;
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) =>
      change(target.value, target.value === '' ? options.emptyValue : isDecimal ? decimalFromInput(target.value) : target.value),
    [change, options.emptyValue, isDecimal],
  );
  const handleBlur = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => {
      flush();
      onBlur(id, target.value);
    },
    [flush, onBlur, id],
  );
  const handleFocus = useCallback(({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value), [onFocus, id]);
  const handleClear = useCallback(
    (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      onChange(options.emptyValue);
    },
    [onChange, options.emptyValue],
  );
  const canClear = !!options.allowClearTextInputs && !readonly && !disabled;
  const intent = invalid ? Intent.DANGER : Intent.NONE;
  const common = {
    id,
    name: htmlName || id,
    ...inputProps,
    value: String(inputValue),
    placeholder,
    required,
    readOnly: readonly,
    disabled,
    autoFocus: autofocus,
    'aria-invalid': invalid || undefined,
    'aria-describedby': ariaDescribedByIds(id, !!schema.examples),
    list: schema.examples ? examplesId(id) : undefined,
    onChange: onChangeOverride || handleChange,
    onBlur: handleBlur,
    onFocus: handleFocus,
  };

  return (
    <>
      {canClear ? (
        <InputGroup
          {...common}
          intent={intent}
          rightElement={inputValue !== '' ? <ClearButton registry={registry} onClick={handleClear} /> : undefined}
        />
      ) : (
        <input {...common} className={invalid ? `${Classes.INPUT} ${Classes.INTENT_DANGER}` : Classes.INPUT} />
      )}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
