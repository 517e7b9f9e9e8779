import { Button, Classes } from '@blueprintjs/core';
import {
  ariaDescribedByIds,
  dateRangeOptions,
  TranslatableString,
  useAltDateWidgetProps,
  type DateElementProp,
  type DateObject,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from '@rjsf/utils';
import { themeTexts } from '../../../../src/i18n/theme';

/**
 * `alt-date` / `alt-datetime` (RJSF's date as lists: year, month, day, and the time): RJSF's
 * own widget is a bulleted list of bare selects and grey native buttons. Here each part is the
 * theme's select, named by a small French label above it, in a row that wraps, then Blueprint
 * buttons 'Maintenant' and 'Effacer' (`ui:options.hideNowButton` / `hideClearButton`).
 * RJSF's `alt-datetime` renders this widget with `time`.
 */
export default function AltDateWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { disabled = false, readonly = false, autofocus = false, options, id, name, registry, onBlur, onFocus } = props;
  const { translateString } = registry;
  const { SelectWidget } = registry.widgets;
  const { elements, handleChange, handleClear, handleSetNow } = useAltDateWidgetProps(props);
  const locked = disabled || readonly;

  return (
    <div className="ea-alt-date" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}>
      {elements.map((element: DateElementProp, index) => {
        const part = element.type as keyof DateObject;
        return (
        <label key={element.type} className="ea-alt-date__part" style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: '5.5em' }}>
          <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{themeTexts.dateParts[part]}</span>
          <SelectWidget
            schema={{ type: 'integer' } as S}
            id={`${id}_${element.type}`}
            name={name}
            options={{ enumOptions: dateRangeOptions<S>(element.range[0], element.range[1]) }}
            placeholder=""
            value={element.value}
            disabled={disabled}
            readonly={readonly}
            autofocus={autofocus && index === 0}
            onChange={(next: any) => handleChange(part, next)}
            onBlur={onBlur}
            onFocus={onFocus}
            registry={registry}
            label=""
            aria-describedby={ariaDescribedByIds(id)}
          />
        </label>
        );
      })}
      {!options.hideNowButton && (
        <Button className="ea-alt-date__now" text={translateString(TranslatableString.NowLabel)} onClick={handleSetNow} disabled={locked} />
      )}
      {!options.hideClearButton && (
        <Button
          className="ea-alt-date__clear"
          variant="minimal"
          text={translateString(TranslatableString.ClearLabel)}
          onClick={handleClear}
          disabled={locked}
        />
      )}
    </div>
  );
}
