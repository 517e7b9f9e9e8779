import { Radio, RadioGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { widgetTexts } from '../src/i18n/widgets';
import { WidgetErrors, errorsDescribedBy, errorsId, useHasErrors } from './WidgetErrors';

/** A radio option has a label `libelle` and a value `code`. */
export interface RadioOption {
  libelle: string;
  code: unknown;
}

/** A yes/no radio group defaults to Oui (true) / Non (false). */
export const OUI_NON: RadioOption[] = [
  { libelle: widgetTexts.common.oui, code: true },
  { libelle: widgetTexts.common.non, code: false },
];

/**
 * The options, from (first match): `ui:options.sourceValues` + `sourceLabels` (same length,
 * else the mismatch error is thrown), `ui:options.items` ([{ libelle, code }]), the schema's
 * enum/oneOf (`enumOptions`), else Oui/Non.
 */
export function radioOptions(options: WidgetProps['options']): RadioOption[] {
  const { sourceValues, sourceLabels, items, enumOptions } = options as Record<string, unknown> & { enumOptions?: WidgetProps['options']['enumOptions'] };
  if (sourceValues !== undefined || sourceLabels !== undefined) {
    const values = Array.isArray(sourceValues) ? sourceValues : [];
    const labels = Array.isArray(sourceLabels) ? sourceLabels : [];
    if (values.length !== labels.length) throw new Error(widgetTexts.radio.mismatch);
    return values.map((code, i) => ({ code, libelle: String(labels[i]) }));
  }
  if (Array.isArray(items)) {
    return items.map((item: { libelle?: unknown; code?: unknown }) => ({ libelle: String(item.libelle ?? item.code), code: item.code }));
  }
  if (enumOptions && enumOptions.length > 0) return enumOptions.map((o) => ({ libelle: o.label, code: o.value }));
  return OUI_NON;
}

/**
 * Radio group. ui:options: `sourceValues`/`sourceLabels`, or `items`
 * ([{ libelle, code }]); `inline` (default true). The stored value is the chosen `code`.
 */
export default function RadioGroupWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, options, label, rawErrors, required } = props;
  const choices = radioOptions(options);
  const selectedIndex = choices.findIndex((c) => c.code === value);
  const hasError = useHasErrors(id, false, rawErrors);
  return (
    <div id={id} className="ea-radio-group" onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}>
      <RadioGroup
        name={id}
        inline={options.inline !== false}
        disabled={disabled || readonly}
        selectedValue={selectedIndex >= 0 ? String(selectedIndex) : undefined}
        onChange={(e) => {
          if (readonly) return;
          onChange(choices[Number(e.currentTarget.value)]?.code);
        }}
        aria-label={label || undefined}
        aria-required={required || undefined}
        aria-invalid={hasError || undefined}
        aria-describedby={errorsDescribedBy(id, hasError)}
      >
        {choices.map((c, i) => (
          <Radio key={`${i}-${String(c.code)}`} id={`${id}-${i}`} value={String(i)} label={c.libelle} />
        ))}
      </RadioGroup>
      <WidgetErrors id={errorsId(id)} errors={[]} rawErrors={rawErrors} />
    </div>
  );
}
