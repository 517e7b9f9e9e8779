import { Classes } from '@blueprintjs/core';
import { DoubleCaretVertical } from '@blueprintjs/icons';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  TranslatableString,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';
import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { useInvalid } from '../../utils/useInvalid';

// The oneOf/anyOf variant chooser (RJSF's MultiSchemaField) has no `<label for>` of its own: the
// field's label points at the field, not at this select, so the select is named by `label`.
const VARIANT_SELECT_ID = /__(?:oneof|anyof)_select$/;

function selectedValues(select: HTMLSelectElement, multiple: boolean): string | string[] {
  return multiple ? Array.from(select.options).filter((o) => o.selected).map((o) => o.value) : select.value;
}

/**
 * A list of choices: a native `<select>` in Blueprint's `HTMLSelect` markup (so keyboard and
 * screen readers behave as everywhere), written out so that the caret is a bare decorative
 * `<svg>` (the component wraps it in a span with a title: 2 more nodes per select). Multiple choice keeps a native multi-select, which
 * `HTMLSelect` does not support, with Blueprint's input style.
 */
export default function SelectWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { schema, id, htmlName, options, value, required, disabled, readonly, multiple = false, autofocus = false, placeholder, rawErrors, hideError, label, registry, onChange, onBlur, onFocus } =
    props;
  const { enumOptions, enumDisabled, emptyValue: optionsEmptyValue } = options;
  const optionValueFormat = getOptionValueFormat(options);
  const invalid = useInvalid(id, rawErrors, hideError);

  const decode = useCallback(
    (select: HTMLSelectElement) =>
      enumOptionValueDecoder<S>(selectedValues(select, multiple), enumOptions, optionValueFormat, optionsEmptyValue),
    [multiple, enumOptions, optionValueFormat, optionsEmptyValue],
  );
  const handleChange = useCallback((event: ChangeEvent<HTMLSelectElement>) => onChange(decode(event.target)), [onChange, decode]);
  const handleBlur = useCallback((event: FocusEvent<HTMLSelectElement>) => onBlur(id, decode(event.target)), [onBlur, id, decode]);
  const handleFocus = useCallback((event: FocusEvent<HTMLSelectElement>) => onFocus(id, decode(event.target)), [onFocus, id, decode]);

  const selectValue = enumOptionSelectedValue<S>(value, enumOptions, multiple, optionValueFormat, multiple ? [] : '');
  const choices = Array.isArray(enumOptions)
    ? enumOptions.map(({ value: optionValue, label }, index) => (
        <option
          key={index} // option values may be objects: String() would repeat "[object Object]"
          value={String(enumOptionValueEncoder(optionValue, index, optionValueFormat))}
          disabled={Array.isArray(enumDisabled) && enumDisabled.includes(optionValue)}
        >
          {label}
        </option>
      ))
    : null;
  const common = {
    id,
    name: htmlName || id,
    required,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    'aria-invalid': invalid || undefined,
    'aria-describedby': ariaDescribedByIds(id),
    'aria-label': VARIANT_SELECT_ID.test(id) ? label || registry.translateString(TranslatableString.Type) : undefined,
    onChange: handleChange,
    onBlur: handleBlur,
    onFocus: handleFocus,
  };

  if (multiple) {
    return (
      <select {...common} multiple className={`${Classes.INPUT} ${Classes.FILL}`} value={selectValue as string[]} style={{ height: 'auto' }}>
        {choices}
      </select>
    );
  }
  return (
    <div className={`${Classes.HTML_SELECT} ${Classes.FILL}${common.disabled ? ` ${Classes.DISABLED}` : ''}`}>
      <select {...common} value={selectValue as string}>
        {schema.default === undefined && <option value="">{placeholder}</option>}
        {choices}
      </select>
      <DoubleCaretVertical tagName={null} className={Classes.ICON} color="currentColor" aria-hidden />
    </div>
  );
}
