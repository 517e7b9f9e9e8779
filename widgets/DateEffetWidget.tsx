import { useEffect, useMemo, useRef, useState } from 'react';
import { Callout, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { formatDateFr, fromIsoDate, toIsoDate } from '../src/domain/dates';
import {
  DATE_EFFET_MESSAGES,
  computeDateEffet,
  dateEffetErrorMessage,
  findDateEffetInterval,
  validateDateEffet,
  type DateEffetInterval,
  type DateEffetRule,
} from '../src/domain/dateEffet';
import { fillPlaceholders as fillTemplate } from '../src/language/placeholders';
import { widgetTexts } from '../src/i18n/widgets';
import DateWidget from './DateWidget';
import { WidgetErrors, errorsId, useHasErrors } from './WidgetErrors';
import type { WidgetsFormContext } from './WidgetContext';
import { dateEffetCondition } from '../src/language/conditions';

const T = widgetTexts.dateEffet;

/** "Du 01/02/2025 au 31/12/2025", "À partir du …", "Jusqu'au …". */
export function intervalText(interval: DateEffetInterval): string {
  const min = formatDateFr(interval.minDate);
  const max = formatDateFr(interval.maxDate);
  if (interval.imposedDate) return fillTemplate(T.imposed, { date: formatDateFr(interval.imposedDate) });
  if (interval.minDate && interval.maxDate) return fillTemplate(T.intervalLabel, { min, max });
  if (interval.minDate) return fillTemplate(T.intervalFrom, { min });
  if (interval.maxDate) return fillTemplate(T.intervalUntil, { max });
  return '';
}

/**
 * Date-effet picker on `computeDateEffet` of src/domain/dateEffet.ts.
 * One interval: auto-selected; equal bounds: the date is imposed and shown read-only; several:
 * the member picks a period, then a date inside it. The default date (later of today and the
 * lower bound, capped by the upper bound) fills an empty value. Value: ISO `YYYY-MM-DD`.
 *
 * ui:options: `rule` (a DateEffetRule) or `ruleId` (looked up in formContext.dateEffetRules);
 * the reference dates come from `context` (ui:options) or formContext.dateEffetContext
 * (dateDebutContrat, dateFinContrat, dateRadiation, donnees) and "today" from `today`
 * (ui:options) or formContext.today (default: now). A screen passes the rule stored for the
 * acte with the form block's `reads` (GET /api/forms/<acte>/date-effet).
 */
export default function DateEffetWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, required, disabled, readonly, options, rawErrors, registry } = props;
  const formContext = (registry?.formContext ?? {}) as WidgetsFormContext;
  const rule = (options.rule ?? (typeof options.ruleId === 'string' ? formContext.dateEffetRules?.[options.ruleId] : undefined)) as
    | DateEffetRule
    | undefined;
  // A rule read from the server comes with its reference dates and "today" (ui:options).
  const todayIso = typeof options.today === 'string' ? options.today : formContext.today;
  // The screen's reference dates (ui:options) with the form's data, which the rule's conditions test.
  const dateContext = (
    options.context ? { donnees: formContext.dateEffetContext?.donnees, ...(options.context as object) } : formContext.dateEffetContext
  ) as WidgetsFormContext['dateEffetContext'];
  const ctxKey = JSON.stringify([rule, dateContext, todayIso]);
  const result = useMemo(
    () =>
      rule
        ? computeDateEffet(rule, { ...dateContext, today: (todayIso && fromIsoDate(todayIso)) || new Date(), evaluateCondition: dateEffetCondition })
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ctxKey holds rule, dateContext and todayIso by content
    [ctxKey],
  );
  const intervals = result?.intervals ?? [];

  const [chosen, setChosen] = useState<number | null>(() => {
    const found = findDateEffetInterval(typeof value === 'string' ? value : null, intervals);
    if (found) return found.plageIndex;
    return result?.selected?.plageIndex ?? null;
  });
  const interval = intervals.find((i) => i.plageIndex === chosen) ?? null;
  const [touched, setTouched] = useState(false);

  // Fill the default (or imposed) date when the field is empty, outside the chosen period, or
  // still the default of before (the form's data moved the rule's bounds: the date follows them).
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!interval || readonly || disabled) return;
    const target = toIsoDate(interval.imposedDate ?? interval.defaultDate);
    const current = typeof value === 'string' ? value : '';
    const outside = current !== '' && findDateEffetInterval(current, [interval]) === null;
    if (current === '' || outside || current === filled.current || (interval.imposedDate && current !== target)) {
      filled.current = target;
      if (current !== target) onChange(target);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fills when the period or the rule's inputs change, never while the member edits the date
  }, [chosen, ctxKey]);

  const choose = (index: number) => {
    const next = intervals.find((i) => i.plageIndex === index);
    setChosen(index);
    if (next) onChange(toIsoDate(next.imposedDate ?? next.defaultDate));
  };

  // Bounds and format are checked by the date input itself (with the date-effet wording);
  // here only the required message.
  const missing = validateDateEffet(typeof value === 'string' ? value : null, interval) === 'required';
  const localError = required && touched && missing ? dateEffetErrorMessage('required') : null;
  const hasError = useHasErrors(id, Boolean(localError), rawErrors);

  if (!rule || intervals.length === 0) {
    return (
      <Callout id={id} intent="warning" compact>
        {T.none}
      </Callout>
    );
  }

  const picker = !interval ? null : interval.imposedDate ? (
    <InputGroup
      id={intervals.length === 1 ? id : `${id}__date`}
      value={formatDateFr(interval.imposedDate)}
      readOnly
      aria-readonly
      aria-describedby={`${id}__imposed`}
      style={{ width: '9em' }}
    />
  ) : (
    <DateWidget
      {...props}
      id={intervals.length === 1 ? id : `${id}__date`}
      rawErrors={undefined}
      options={{
        ...options,
        minDate: interval.minDate ? toIsoDate(interval.minDate) : undefined,
        maxDate: interval.maxDate ? toIsoDate(interval.maxDate) : undefined,
        messages: { minDate: DATE_EFFET_MESSAGES.minDate, maxDate: DATE_EFFET_MESSAGES.maxDate, invalid: DATE_EFFET_MESSAGES.invalid },
      }}
      onBlur={(_, v) => {
        setTouched(true);
        onBlur(id, v);
      }}
    />
  );

  return (
    <div className="ea-date-effet" aria-invalid={hasError || undefined}>
      {intervals.length > 1 && (
        <RadioGroup
          name={`${id}__plage`}
          label={T.chooseInterval}
          disabled={disabled || readonly}
          selectedValue={chosen === null ? undefined : String(chosen)}
          onChange={(e) => choose(Number(e.currentTarget.value))}
        >
          {intervals.map((i) => (
            <Radio key={i.plageIndex} id={i === intervals[0] ? id : `${id}__plage${i.plageIndex}`} value={String(i.plageIndex)} label={`${i.libelle} (${intervalText(i)})`} />
          ))}
        </RadioGroup>
      )}
      {picker}
      {interval?.imposedDate && (
        <div id={`${id}__imposed`} className="bp6-form-helper-text">
          {intervalText(interval)}
        </div>
      )}
      <WidgetErrors id={errorsId(id)} errors={[localError]} rawErrors={rawErrors} />
    </div>
  );
}
