import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Classes, Spinner } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import type { WidgetProps } from '@rjsf/utils';
import {
  DATE_MESSAGES,
  DATE_PLACEHOLDER,
  clampDate,
  dateErrorMessage,
  formatDateFr,
  isNonexistentDateFr,
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
import type DateCalendarComponent from './DateCalendar';
import { widgetTexts } from '../src/i18n/widgets';
import { WidgetErrors, errorsDescribedBy, errorsId, useHasErrors } from './WidgetErrors';

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

/** The picker's constraints from ui:options, with min/max clamped (domain). */
export function readDateConstraints(options: Record<string, unknown>): DateConstraints & { minDate: Date | null; maxDate: Date } {
  const range = normalizeDateRange({ minDate: dateOption(options.minDate), maxDate: dateOption(options.maxDate) });
  const disabled = Array.isArray(options.disabledDates)
    ? options.disabledDates.map((d) => dateOption(d)).filter((d): d is Date => d !== null)
    : [];
  return { ...range, disabledDates: disabled };
}

type DateCalendarType = typeof DateCalendarComponent;
let calendarLoaded: DateCalendarType | null = null;
let calendarLoading: Promise<DateCalendarType> | null = null;

/**
 * The calendar (@blueprintjs/datetime2, react-day-picker, date-fns: ~50 KB gzip) is its own chunk,
 * fetched when a member heads for it (pointer over / focus on the calendar button, Alt+↓) and kept
 * once loaded: a form with date fields does not download it until a calendar is wanted.
 */
export function loadDateCalendar(): Promise<DateCalendarType> {
  calendarLoading ??= import('./DateCalendar').then((module) => (calendarLoaded = module.default));
  return calendarLoading;
}

/** Month mode: day `fixedDay` of the date's month (last day when the month is shorter). */
function forceDay(date: Date, fixedDay: number | undefined): Date {
  if (!fixedDay) return date;
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
  return makeDate(date.getFullYear(), date.getMonth() + 1, Math.min(fixedDay, last)) ?? date;
}

/**
 * Date input: text JJ/MM/AAAA with an automatic mask (slashes after the 2nd
 * and 4th digits, 8 digits at most) and a Blueprint calendar in French. The form data holds the
 * ISO day `YYYY-MM-DD`; unfinished or impossible text is kept as typed, so that the schema's
 * `format: "date"` refuses it. Errors (domain texts): invalid, minDate, maxDate, disabledDate.
 *
 * ui:options: `minDate`, `maxDate` (ISO, JJ/MM/AAAA or 'today', else 'today' from the schema's
 * `notBeforeToday` / `notAfterToday`, which the server checks too; min > max is clamped, the bound
 * set last giving way; max never beyond 31/12/9999), `disabledDates`, `mode` ('day' | 'month'), `fixedDay`,
 * `startDate`, `messages` ({ invalid?, minDate?, maxDate?, disabledDate? }, '{date}' = the bound).
 */
export default function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, disabled, readonly, autofocus, options, rawErrors, schema } = props;
  // The schema's notBeforeToday / notAfterToday (checked by the server too) bound the picker unless ui:options say otherwise.
  const todayBounds = { ...(schema?.notBeforeToday === true ? { minDate: 'today' } : {}), ...(schema?.notAfterToday === true ? { maxDate: 'today' } : {}) };
  const o: Record<string, unknown> = { ...todayBounds, ...(options as Record<string, unknown>) };
  const constraintsKey = JSON.stringify([o.minDate, o.maxDate, o.disabledDates]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- constraintsKey holds the options read, by content
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
      // The picked day goes away with the calendar: the focus goes back to the field it filled.
      inputRef.current?.focus();
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
      // Well formed but no such day (29/02/2001): say so, not 'au format JJ/MM/AAAA'.
      if (isNonexistentDateFr(text)) localError = T.nonexistent.replace('{date}', text);
      else if (complete || touched) localError = custom.invalid ?? DATE_MESSAGES.invalid;
    } else {
      const code = validateDate(selected, constraints);
      if (code) localError = messageFor(code);
    }
  }
  const hasError = useHasErrors(id, Boolean(localError), rawErrors);
  const locked = Boolean(disabled || readonly);

  // --- calendar ---------------------------------------------------------------------------
  // Its month and bounds are worked out when it opens, not at every render of every date field
  // (a long acte has dozens: bench/typing.ts first render).
  const [shownYear, setShownYear] = useState(0);
  const [dayViewMonth, setDayViewMonth] = useState<Date>(() => new Date());
  const [bounds, setBounds] = useState<{ min: Date; max: Date } | null>(null);

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [Calendar, setCalendar] = useState<DateCalendarType | null>(() => calendarLoaded);
  useEffect(() => {
    if (!open || Calendar) return;
    let live = true;
    void loadDateCalendar().then((loaded) => live && setCalendar(() => loaded));
    return () => void (live = false);
  }, [open, Calendar]);
  // Closes on a press outside the widget (as the popover did), Escape closes from inside.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const openCalendar = () => {
    if (locked) return;
    void loadDateCalendar();
    const base = selected ?? clampDate(dateOption(o.startDate) ?? new Date(), constraints) ?? new Date();
    setShownYear(base.getFullYear());
    setDayViewMonth(base);
    // The calendar's month/year menus list every year between its bounds: without explicit
    // bounds, 1900 to 9999 would mean 8 000 options. Navigation is therefore kept within
    // CALENDAR_YEARS around today (and the value); typing still accepts up to 31/12/9999.
    const softMax = makeDate(Math.max(new Date().getFullYear() + CALENDAR_YEARS, base.getFullYear()), 12, 31)!;
    setBounds({
      min: constraints.minDate ?? makeDate(Math.min(new Date().getFullYear() - CALENDAR_YEARS, base.getFullYear()), 1, 1)!,
      max: constraints.maxDate < softMax ? constraints.maxDate : softMax,
    });
    setView(monthMode ? 'month' : 'day');
    setOpen(true);
  };

  // Escape (from the input, the button or inside the calendar) and 'Fermer' close the calendar
  // and put the focus back in the input.
  const closeCalendar = () => {
    setOpen(false);
    inputRef.current?.focus();
  };

  const pickMonth = (month: number) => {
    const first = new Date(shownYear, month, 1);
    if (fixedDay) {
      pick(forceDay(first, fixedDay), true);
      return;
    }
    const days = selectableDaysOfMonth(first, constraints);
    if (days.length === 0) return;
    // Picking a month selects its first enabled day; with a single one, done.
    pick(days[0], days.length === 1);
    if (days.length > 1) {
      setDayViewMonth(first);
      setView('day');
    }
  };

  const prefetch = () => void loadDateCalendar();

  // The open calendar is modal: Tab and Shift+Tab go round its controls (Escape or « Fermer » leave it).
  const keepTabInside = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), select:not(:disabled), [tabindex="0"]'));
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  // A plain Blueprint-styled input group: no InputGroup (it measures its right element on
  // mount, a forced layout per date field) and no Popover until the calendar is open.
  const groupClass = [Classes.INPUT_GROUP, Classes.intentClass(hasError ? 'danger' : 'none'), disabled && Classes.DISABLED, readonly && Classes.READ_ONLY]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className="ea-date"
      ref={rootRef}
      style={{ position: 'relative' }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          // Only the calendar closes, not a dialog around the form.
          e.stopPropagation();
          closeCalendar();
        }
      }}
    >
      <div className={groupClass} style={{ display: 'inline-block' }}>
        <input
          type="text"
          className={Classes.INPUT}
          id={id}
          ref={inputRef}
          value={text}
          placeholder={DATE_PLACEHOLDER}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          disabled={disabled}
          aria-disabled={disabled || undefined}
          readOnly={readonly}
          autoFocus={autofocus}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={errorsDescribedBy(id, hasError)}
          // Room for « JJ/MM/AAAA » with larger letter spacing (0.12em) beside the calendar button.
          style={{ width: 'calc(9em + 30px)', paddingRight: 30 }}
          onChange={(e) => commitText(maskDateInput(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && e.altKey) openCalendar();
          }}
          onBlur={() => {
            setTouched(true);
            onBlur(id, lastEmitted.current);
          }}
          onFocus={() => onFocus(id, lastEmitted.current)}
        />
        {/* Blueprint's minimal icon button, written out: the Button component costs ids, refs and
            class computations per date field of a large acte. */}
        <button
          type="button"
          className={`${Classes.BUTTON} ${Classes.MINIMAL}${locked ? ` ${Classes.DISABLED}` : ''}`}
          aria-label={T.openCalendar}
          aria-expanded={open}
          aria-haspopup="dialog"
          disabled={locked}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => (open ? setOpen(false) : openCalendar())}
        >
          <CalendarIcon tagName={null} className={Classes.ICON} color="currentColor" aria-hidden />
        </button>
      </div>
      {open && (
        <div
          className={`ea-date__popover ${Classes.POPOVER} ${Classes.MINIMAL}`}
          role="dialog"
          aria-modal="true"
          aria-label={T.calendar}
          onKeyDown={keepTabInside}
          style={{ position: 'absolute', top: '100%', left: 0, zIndex: 20, marginTop: 4 }}
        >
          <div className={Classes.POPOVER_CONTENT}>
            {Calendar && bounds ? (
              <Calendar
                view={view}
                constraints={constraints}
                selected={selected}
                shownYear={shownYear}
                onShownYear={setShownYear}
                onPickMonth={pickMonth}
                dayViewMonth={dayViewMonth}
                calendarMin={bounds.min}
                calendarMax={bounds.max}
                onPickDay={(date) => pick(date, true)}
                onClose={closeCalendar}
              />
            ) : (
              <Spinner size={20} style={{ padding: 16 }} />
            )}
          </div>
        </div>
      )}
      <WidgetErrors id={errorsId(id)} errors={[localError]} rawErrors={rawErrors} />
    </div>
  );
}
