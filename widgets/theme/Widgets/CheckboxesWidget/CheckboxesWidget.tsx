import { Checkbox } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';
import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { labelId } from '../../utils/ids';
import { useInvalid } from '../../utils/useInvalid';

/** Several choices: a group of Blueprint `Checkbox`es named by the field's label. */
export default function CheckboxesWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { id, htmlName, disabled, options, value, autofocus = false, readonly, rawErrors, hideError, onChange, onBlur, onFocus } =
    props;
  const { inline = false, enumOptions, enumDisabled, emptyValue } = options;
  const optionValueFormat = getOptionValueFormat(options);
  const invalid = useInvalid(id, rawErrors, hideError);
  const selected: any[] = Array.isArray(value) ? value : [value];

  const decode = useCallback(
    (raw: string) => enumOptionValueDecoder<S>(raw, enumOptions, optionValueFormat, emptyValue),
    [enumOptions, optionValueFormat, emptyValue],
  );
  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement>) => onBlur(id, decode(event.target.value)), [onBlur, id, decode]);
  const handleFocus = useCallback((event: FocusEvent<HTMLInputElement>) => onFocus(id, decode(event.target.value)), [onFocus, id, decode]);

  return (
    <div id={id} role="group" aria-labelledby={labelId(id)} aria-describedby={ariaDescribedByIds(id)}>
      {Array.isArray(enumOptions) &&
        enumOptions.map((option, index) => {
          const itemDisabled = Array.isArray(enumDisabled) && enumDisabled.includes(option.value);
          const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
            onChange(
              event.target.checked
                ? enumOptionsSelectValue<S>(index, selected, enumOptions)
                : enumOptionsDeselectValue<S>(index, selected, enumOptions),
            );
          return (
            <Checkbox
              key={index} // option values may be objects: String() would repeat "[object Object]"
              id={optionId(id, index)}
              name={htmlName || id}
              inline={inline}
              label={option.label}
              value={String(enumOptionValueEncoder(option.value, index, optionValueFormat))}
              checked={enumOptionsIsSelected<S>(option.value, selected)}
              disabled={disabled || itemDisabled || readonly}
              autoFocus={autofocus && index === 0}
              aria-invalid={invalid || undefined}
              onChange={handleChange}
              onBlur={handleBlur}
              onFocus={handleFocus}
            />
          );
        })}
    </div>
  );
}
