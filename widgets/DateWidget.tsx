import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, InputGroup, Popover } from '@blueprintjs/core';
import { DatePicker } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import type { WidgetProps } from '@rjsf/utils';
import {
  DATE_MESSAGES,
  DATE_PLACEHOLDER,
  clampDate,
  dateErrorMessage,
  formatDateFr,
  isDisabledDate,
  isMonthSelectable,
  isoToFr,
  makeDate,
  maskDateInput,
  normalizeDateRange,
  parseDateFr,
  selectableDaysOfMonth,
  toDay,
  toIsoDate,
  validateDate,
  type DateConstraints,
  type DateErrorCode,
} from '../src/domain/dates';
import { widgetTexts } from '../src/i18n/widgets';
import { WidgetErrors, errorsId, useHasErrors } from './WidgetErrors';

const T = widgetTexts.date;
/** Years the calendar navigates before/after today when no bound is given. */
const CALENDAR_YEARS = 120;

/** Options of the date widget, as read from ui:options (dates ISO, JJ/MM/AAAA, or 'today'). */
export interface DateWidgetOptions {
  minDate?: string;
  maxDate?: string;
  /** Days that cannot be picked. */
  disabledDates?: string[];
  /** 'day' (default) or 'month': the calendar opens on a 3×4 month grid. */
  mode?: 'day' | 'month';
  /** Month mode: the day of month every picked date is forced to. */
  fixedDay?: number;
  /** Month the calendar opens on when there is no value. */
  startDate?: string;
}

function dateOption(v: unknown): Date | null {
  if (v === 'today') return toDay(new Date());
  return typeof v === 'string' || v instanceof Date ? toDay(v) : null;
}

/** The picker's constraints from ui:options, with the spec's clamping of min/max (domain). */
export function readDateConstraints(options: Record<string, unknown>): DateConstraints & { minDate: Date | null; maxDate: Date } {
  const range = normalizeDateRange({ minDate: dateOption(options.minDate), maxDate: dateOption(options.maxDate) });
  const disabled = Array.isArray(options.disabledDates)
    ? options.disabledDates.map((d) => dateOption(d)).filter((d): d is Date => d !== null)
    : [];
  return { ...range, disabledDates: disabled };
}

/** Month mode: day `fixedDay` of the date's month (last day when the month is shorter). */
function forceDay(date: Date, fixedDay: number | undefined): Date {
  if (!fixedDay) return date;
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
  return makeDate(date.getFullYear(), date.getMonth() + 1, Math.min(fixedDay, last)) ?? date;
}

/**
 * Date input (spec §4, §5, §9): text JJ/MM/AAAA with an automatic mask (slashes after the 2nd
 * and 4th digits, 8 digits at most) and a Blueprint calendar in French. The form data holds the
 * ISO day `YYYY-MM-DD`; unfinished or impossible text is kept as typed, so that the schema's
 * `format: "date"` refuses it. Errors (domain texts): invalid, minDate, maxDate, disabledDate.
 *
 * ui:options: `minDate`, `maxDate` (ISO, JJ/MM/AAAA or 'today'; min > max is clamped as the spec
 * says; max never beyond 31/12/9999), `disabledDates`, `mode` ('day' | 'month'), `fixedDay`,
 * `startDate`, `messages` ({ invalid?, minDate?, maxDate?, disabledDate? }, '{date}' = the bound).
 */
export default function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, disabled, readonly, autofocus, options, rawErrors } = props;
  const o = options as Record<string, unknown>;
  const constraintsKey = JSON.stringify([o.minDate, o.maxDate, o.disabledDates]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const constraints = useMemo(() => readDateConstraints(o), [constraintsKey]);
  const monthMode = o.mode === 'month';
  const fixedDay = typeof o.fixedDay === 'number' && o.fixedDay >= 1 && o.fixedDay <= 31 ? o.fixedDay : undefined;

  const toText = (v: unknown) => (typeof v === 'string' ? isoToFr(v) ?? v : '');
  const [text, setText] = useState<string>(() => toText(value));
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'day' | 'month'>(monthMode ? 'month' : 'day');
  const lastEmitted = useRef<unknown>(value);

  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      setText(toText(value));
    }
  }, [value]);

  const emit = (next: unknown) => {
    lastEmitted.current = next;
    onChange(next);
  };

  const selected = parseDateFr(text);
  const complete = text.length === 10;

  const commitText = (masked: string) => {
    let shown = masked;
    let date = parseDateFr(masked);
    if (date && monthMode && fixedDay) {
      date = forceDay(date, fixedDay);
      shown = formatDateFr(date);
    }
    setText(shown);
    emit(shown === '' ? undefined : date ? toIsoDate(date) : shown);
  };

  const pick = (date: Date | null, close: boolean) => {
    if (!date) return;
    const day = clampDate(monthMode ? forceDay(date, fixedDay) : date, constraints);
    if (!day) return;
    setText(formatDateFr(day));
    setTouched(true);
    emit(toIsoDate(day));
    if (close) {
      setOpen(false);
      onBlur(id, toIsoDate(day));
    }
  };

  // --- errors -----------------------------------------------------------------------------
  // ui:options.messages lets a caller word the errors its own way (the date-effet picker does).
  const custom = (o.messages ?? {}) as Partial<Record<DateErrorCode, string>>;
  const messageFor = (code: DateErrorCode) => {
    const text = custom[code];
    if (!text) return dateErrorMessage(code, constraints);
    const bound = code === 'minDate' ? constraints.minDate : code === 'maxDate' ? constraints.maxDate : null;
    return text.replace('{date}', formatDateFr(bound));
  };
  let localError: string | null = null;
  if (text !== '') {
    if (!selected) {
      if (complete || touched) localError = custom.invalid ?? DATE_MESSAGES.invalid;
    } else {
      const code = validateDate(selected, constraints);
      if (code) localError = messageFor(code);
    }
  }
  const hasError = useHasErrors(id, Boolean(localError), rawErrors);
  const locked = Boolean(disabled || readonly);

  // --- calendar ---------------------------------------------------------------------------
  const initialMonth = selected ?? clampDate(dateOption(o.startDate) ?? new Date(), constraints) ?? new Date();
  const [shownYear, setShownYear] = useState(initialMonth.getFullYear());
  const [dayViewMonth, setDayViewMonth] = useState<Date>(initialMonth);
  const disabledDay = (d: Date) => isDisabledDate(d, constraints.disabledDates);
  // The calendar's month/year menus list every year between its bounds: without explicit
  // bounds, 1900 to 9999 would mean 8 000 options. Navigation is therefore kept within
  // CALENDAR_YEARS around today (and the value); typing still accepts up to 31/12/9999.
  const calendarMin = constraints.minDate ?? makeDate(Math.min(new Date().getFullYear() - CALENDAR_YEARS, initialMonth.getFullYear()), 1, 1)!;
  const softMax = makeDate(Math.max(new Date().getFullYear() + CALENDAR_YEARS, initialMonth.getFullYear()), 12, 31)!;
  const calendarMax = constraints.maxDate < softMax ? constraints.maxDate : softMax;

  const openCalendar = () => {
    if (locked) return;
    const base = selected ?? initialMonth;
    setShownYear(base.getFullYear());
    setDayViewMonth(base);
    setView(monthMode ? 'month' : 'day');
    setOpen(true);
  };

  const pickMonth = (month: number) => {
    const first = new Date(shownYear, month, 1);
    if (fixedDay) {
      pick(forceDay(first, fixedDay), true);
      return;
    }
    const days = selectableDaysOfMonth(first, constraints);
    if (days.length === 0) return;
    // Spec §4: picking a month selects its first enabled day; with a single one, done.
    pick(days[0], days.length === 1);
    if (days.length > 1) {
      setDayViewMonth(first);
      setView('day');
    }
  };

  // The calendar is built only while it is open: a closed widget pays nothing for it (the month
  // grid checks 12 months day by day — 2 ms per widget, 250 ms for a form of 95 dates).
  const renderMonthGrid = () => (
    <div className="ea-date__months" style={{ padding: 8, width: 240 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <Button
          variant="minimal"
          icon={<ChevronLeftIcon />}
          aria-label={T.previousYear}
          disabled={constraints.minDate !== null && shownYear <= constraints.minDate.getFullYear()}
          onClick={() => setShownYear((y) => y - 1)}
        />
        <strong aria-live="polite">{shownYear}</strong>
        <Button
          variant="minimal"
          icon={<ChevronRightIcon />}
          aria-label={T.nextYear}
          disabled={shownYear >= constraints.maxDate.getFullYear()}
          onClick={() => setShownYear((y) => y + 1)}
        />
      </div>
      <div role="grid" aria-label={T.chooseMonth} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4 }}>
        {Array.from({ length: 4 }, (_, row) => (
          <div role="row" key={row} style={{ display: 'contents' }}>
            {Array.from({ length: 3 }, (_, col) => {
              const month = row * 3 + col;
              const first = new Date(shownYear, month, 1);
              const label = format(first, 'LLLL', { locale: fr });
              const isSelected = selected !== null && selected.getFullYear() === shownYear && selected.getMonth() === month;
              return (
                <Button
                  key={month}
                  role="gridcell"
                  variant={isSelected ? 'solid' : 'minimal'}
                  intent={isSelected ? 'primary' : 'none'}
                  aria-selected={isSelected}
                  disabled={!isMonthSelectable(first, constraints)}
                  text={label.charAt(0).toUpperCase() + label.slice(1)}
                  onClick={() => pickMonth(month)}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );

  const renderDayPicker = () => (
    <DatePicker
      key={`${dayViewMonth.getFullYear()}-${dayViewMonth.getMonth()}`}
      locale={fr}
      value={selected && validateDate(selected, { minDate: constraints.minDate, maxDate: constraints.maxDate }) === null ? selected : null}
      initialMonth={dayViewMonth}
      minDate={calendarMin}
      maxDate={calendarMax}
      highlightCurrentDay
      canClearSelection={false}
      dayPickerProps={{ disabled: disabledDay, showOutsideDays: true }}
      onChange={(date, isUserChange) => {
        if (isUserChange && date) pick(date, true);
      }}
    />
  );

  return (
    <div className="ea-date">
      <Popover
        isOpen={open}
        onInteraction={(next) => {
          if (!next) setOpen(false);
        }}
        placement="bottom-start"
        autoFocus={false}
        enforceFocus={false}
        content={<div className="ea-date__popover">{open ? (view === 'month' ? renderMonthGrid() : renderDayPicker()) : null}</div>}
        renderTarget={({ ref, isOpen: _isOpen, ...targetProps }) => (
          <div ref={ref} {...targetProps} style={{ display: 'inline-block' }}>
            <InputGroup
              id={id}
              value={text}
              placeholder={DATE_PLACEHOLDER}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              intent={hasError ? 'danger' : 'none'}
              disabled={disabled}
              readOnly={readonly}
              autoFocus={autofocus}
              aria-required={required || undefined}
              aria-invalid={hasError || undefined}
              aria-describedby={hasError ? errorsId(id) : undefined}
              style={{ width: '9em' }}
              onChange={(e) => commitText(maskDateInput(e.target.value))}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown' && e.altKey) openCalendar();
                if (e.key === 'Escape') setOpen(false);
              }}
              onBlur={() => {
                setTouched(true);
                onBlur(id, lastEmitted.current);
              }}
              onFocus={() => onFocus(id, lastEmitted.current)}
              rightElement={
                <Button
                  variant="minimal"
                  icon={<CalendarIcon />}
                  aria-label={T.openCalendar}
                  aria-expanded={open}
                  aria-haspopup="dialog"
                  disabled={locked}
                  onClick={() => (open ? setOpen(false) : openCalendar())}
                />
              }
            />
          </div>
        )}
      />
      <WidgetErrors id={errorsId(id)} errors={[localError]} rawErrors={rawErrors} />
    </div>
  );
}
