import { Radio } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  enumOptionsIsSelected,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';
import { useCallback, type FocusEvent } from 'react';
import { labelId } from '../../utils/ids';
import { useInvalid } from '../../utils/useInvalid';

/** One choice among few: Blueprint `Radio`s in a `radiogroup` named by the field's label. */
export default function RadioWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { id, htmlName, options, value, required, disabled, readonly, autofocus = false, rawErrors, hideError, onChange, onBlur, onFocus } =
    props;
  const { enumOptions, enumDisabled, inline = false, emptyValue } = options;
  const optionValueFormat = getOptionValueFormat(options);
  const invalid = useInvalid(id, rawErrors, hideError);

  const decode = useCallback(
    (raw: string) => enumOptionValueDecoder<S>(raw, enumOptions, optionValueFormat, emptyValue),
    [enumOptions, optionValueFormat, emptyValue],
  );
  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement>) => onBlur(id, decode(event.target.value)), [onBlur, id, decode]);
  const handleFocus = useCallback((event: FocusEvent<HTMLInputElement>) => onFocus(id, decode(event.target.value)), [onFocus, id, decode]);

  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={labelId(id)}
      aria-describedby={ariaDescribedByIds(id)}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
    >
      {Array.isArray(enumOptions) &&
        enumOptions.map((option, index) => {
          const itemDisabled = Array.isArray(enumDisabled) && enumDisabled.includes(option.value);
          return (
            <Radio
              key={index} // option values may be objects: String() would repeat "[object Object]"
              id={optionId(id, index)}
              name={htmlName || id}
              inline={inline}
              label={option.label}
              value={String(enumOptionValueEncoder(option.value, index, optionValueFormat))}
              checked={enumOptionsIsSelected<S>(option.value, value)}
              required={required}
              disabled={disabled || itemDisabled || readonly}
              autoFocus={autofocus && index === 0}
              onChange={() => onChange(option.value)}
              onBlur={handleBlur}
              onFocus={handleFocus}
            />
          );
        })}
    </div>
  );
}
