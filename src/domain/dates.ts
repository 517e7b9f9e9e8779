/**
 * Calendar dates: the date input, its constants and the wire format of CONTRIBUTING.md.
 *
 * A date here is a calendar day, never an instant: it is held as a `Date` at local midnight
 * and converted to text field by field (never through toISOString / UTC), so '2024-02-29'
 * stays the 29th whatever the time zone of the browser or the server. Screens show and accept
 * JJ/MM/AAAA; the wire carries YYYY-MM-DD. Years run from 0001 to 9999 (max date 31/12/9999).
 *
 * Functions that depend on "today" take it as an optional last parameter (default: now).
 * Date maths go through date-fns.
 */
// One module per function: the package's index loads all of date-fns (half a second in `npm run check`).
import addDays from 'date-fns/addDays';
import differenceInCalendarDays from 'date-fns/differenceInCalendarDays';
import format from 'date-fns/format';
import getDaysInMonth from 'date-fns/getDaysInMonth';
import isValid from 'date-fns/isValid';
import startOfDay from 'date-fns/startOfDay';
import startOfMonth from 'date-fns/startOfMonth';

export const DATE_FORMAT_FR = 'dd/MM/yyyy';
export const DATE_FORMAT_ISO = 'yyyy-MM-dd';
export const DATE_PLACEHOLDER = 'JJ/MM/AAAA';
export const MAX_DATE_ISO = '9999-12-31';
export const MAX_DATE_FR = '31/12/9999';
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

/** A date as callers hold it: a Date, or text in ISO (YYYY-MM-DD) or French (JJ/MM/AAAA) form. */
export type DateInput = Date | string;

/** Error codes of the date input. */
export type DateErrorCode = 'invalid' | 'minDate' | 'maxDate' | 'disabledDate';

/** Disabled days: a list of days, or a predicate (called with local-midnight dates). */
export type DisabledDates = readonly Date[] | ((date: Date) => boolean);

export interface DateConstraints {
  minDate?: Date | null;
  maxDate?: Date | null;
  disabledDates?: DisabledDates | null;
}

export const BIRTH_DATE_MESSAGES = {
  /** The product's wording, verbatim. */
  required: 'La date de naissance est obligatoire',
  /** The product's wording, verbatim. */
  invalid: 'La date de naissance doit être au format JJ/MM/AAAA',
  // Our wording for a birth date after today, to be confirmed by the product owner.
  maxDate: 'La date de naissance ne peut pas être postérieure à la date du jour',
} as const;

// Our wording for the generic date input's error codes, to be confirmed by the product owner.
// {date} is replaced by the bound in dd/MM/yyyy (see dateErrorMessage).
export const DATE_MESSAGES = {
  invalid: 'La date doit être au format JJ/MM/AAAA',
  minDate: 'La date doit être postérieure ou égale au {date}',
  maxDate: 'La date doit être antérieure ou égale au {date}',
  disabledDate: "Cette date n'est pas sélectionnable",
} as const satisfies Record<DateErrorCode, string>;

// ---------------------------------------------------------------------------------------------
// Building, parsing, formatting

/**
 * The local-midnight Date of a calendar day, or null when the day does not exist
 * (31/04, 29/02 of a common year, month 13, year 0 or 10000). month is 1-12.
 */
export function makeDate(year: number, month: number, day: number): Date | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return null;
  // setFullYear, not new Date(y, m, d): the constructor maps years 0-99 to 1900-1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return startOfDay(date);
}

/** 31/12/9999, a fresh object each call (Dates are mutable). */
export function getMaxDate(): Date {
  return makeDate(MAX_YEAR, 12, 31) as Date;
}

/** Today's calendar day. */
export function getToday(now: Date = new Date()): Date {
  return startOfDay(now);
}

/**
 * 'JJ/MM/AAAA' → local-midnight Date, or null when the text is not exactly two digits, '/',
 * two digits, '/', four digits, or is not a real calendar day. Surrounding spaces are ignored.
 * Single digits ('1/2/2024') are refused: the input mask always produces two.
 */
export function parseDateFr(text: string | null | undefined): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((text ?? '').trim());
  return match ? makeDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** Written as JJ/MM/AAAA but no calendar day ('29/02/2001', '31/04/2024', '12/13/2024'). */
export function isNonexistentDateFr(text: string | null | undefined): boolean {
  return /^\d{2}\/\d{2}\/\d{4}$/.test((text ?? '').trim()) && parseDateFr(text) === null;
}

/** 'YYYY-MM-DD' → local-midnight Date, or null (strict: no time part, real calendar day). */
export function fromIsoDate(iso: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((iso ?? '').trim());
  return match ? makeDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** dd/MM/yyyy of the date's local calendar day; '' for null, undefined or an invalid Date. */
export function formatDateFr(date: Date | null | undefined): string {
  return date && isValid(date) ? format(date, DATE_FORMAT_FR) : '';
}

/** YYYY-MM-DD of the date's local calendar day (no UTC conversion); '' when invalid. */
export function toIsoDate(date: Date | null | undefined): string {
  if (!date || !isValid(date)) return '';
  const year = date.getFullYear();
  // date-fns' format reads its pattern again at every call (~10 µs): the server writes a date for
  // every page of remboursements. Same local-time fields; years outside 1–9999 keep format's rules.
  if (year < 1 || year > 9999) return format(date, DATE_FORMAT_ISO);
  return `${String(year).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** 'JJ/MM/AAAA' → 'YYYY-MM-DD', or null. */
export function frToIso(text: string | null | undefined): string | null {
  const date = parseDateFr(text);
  return date ? toIsoDate(date) : null;
}

/** 'YYYY-MM-DD' → 'JJ/MM/AAAA', or null. */
export function isoToFr(iso: string | null | undefined): string | null {
  const date = fromIsoDate(iso);
  return date ? formatDateFr(date) : null;
}

/**
 * Any accepted form → local-midnight Date, or null. A Date keeps its local calendar day
 * (its time is dropped); strings may be ISO or French.
 */
export function toDay(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return isValid(input) ? startOfDay(input) : null;
  return fromIsoDate(input) ?? parseDateFr(input);
}

/** Negative, zero or positive as a's calendar day is before, the same as, or after b's. */
export function compareDays(a: Date, b: Date): number {
  return Math.sign(differenceInCalendarDays(a, b));
}

/** The date's calendar day is today or earlier. False for an invalid Date. */
export function isNotAfterToday(date: Date | null | undefined, today: Date = new Date()): boolean {
  return !!date && isValid(date) && compareDays(date, today) <= 0;
}

/** The date's calendar day is today or later. False for an invalid Date. */
export function isNotBeforeToday(date: Date | null | undefined, today: Date = new Date()): boolean {
  return !!date && isValid(date) && compareDays(date, today) >= 0;
}

// ---------------------------------------------------------------------------------------------
// Input mask

/**
 * Automatic mask of the date input: keeps digits only (8 at most) and puts a '/'
 * after the 2nd and the 4th digit, i.e. at positions 2 and 5 of the text.
 * Choice: a slash is added only once a digit follows it ('12' stays '12', '123' → '12/3'), so
 * that backspacing over a slash is not undone by the mask.
 */
export function maskDateInput(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

// ---------------------------------------------------------------------------------------------
// Range, disabled days, clamping

export interface DateRange {
  minDate: Date | null;
  maxDate: Date;
}

/**
 * Effective bounds of a date picker: days only, max defaults to and never exceeds
 * 31/12/9999. When min > max the bound set last gives way to the other, as the
 * setters say: "minDate clamped to maxDate if greater" (lastSet 'minDate', the default) and
 * "maxDate clamped to minDate if smaller" (lastSet 'maxDate').
 */
export function normalizeDateRange(
  range: Pick<DateConstraints, 'minDate' | 'maxDate'>,
  lastSet: 'minDate' | 'maxDate' = 'minDate',
): DateRange {
  const ceiling = getMaxDate();
  let minDate = range.minDate && isValid(range.minDate) ? startOfDay(range.minDate) : null;
  let maxDate = range.maxDate && isValid(range.maxDate) ? startOfDay(range.maxDate) : ceiling;
  if (compareDays(maxDate, ceiling) > 0) maxDate = ceiling;
  if (minDate && compareDays(minDate, ceiling) > 0) minDate = ceiling;
  if (minDate && compareDays(minDate, maxDate) > 0) {
    if (lastSet === 'minDate') minDate = new Date(maxDate);
    else maxDate = new Date(minDate);
  }
  return { minDate, maxDate };
}

/** The day is in the disabled list (same calendar day) or matches the predicate. */
export function isDisabledDate(date: Date, disabled: DisabledDates | null | undefined): boolean {
  if (!disabled) return false;
  if (typeof disabled === 'function') return disabled(startOfDay(date));
  return disabled.some((d) => compareDays(d, date) === 0);
}

/** Inside the (normalized) range and not disabled. */
export function isSelectableDate(date: Date, constraints: DateConstraints = {}): boolean {
  return validateDate(date, constraints) === null;
}

/** Predicates may disable runs of days: never look further than this from the clamped day. */
export const MAX_DISABLED_RUN_DAYS = 3660;

/**
 * The picked date brought into the range, then moved off disabled days.
 * Choice: from the clamped day we look forward (later days) first, up to the upper bound, then
 * backward down to the lower bound; null when no day of the range is selectable (or when none
 * is found within MAX_DISABLED_RUN_DAYS with a predicate).
 */
export function clampDate(date: Date | null | undefined, constraints: DateConstraints = {}): Date | null {
  if (!date || !isValid(date)) return null;
  const { minDate, maxDate } = normalizeDateRange(constraints);
  let day = startOfDay(date);
  if (minDate && compareDays(day, minDate) < 0) day = minDate;
  if (compareDays(day, maxDate) > 0) day = new Date(maxDate);
  const disabled = constraints.disabledDates;
  if (!isDisabledDate(day, disabled)) return day;
  const limit = typeof disabled === 'function' ? MAX_DISABLED_RUN_DAYS : (disabled?.length ?? 0) + 1;
  for (let step = 1; step <= limit; step++) {
    const later = addDays(day, step);
    if (compareDays(later, maxDate) > 0) break;
    if (!isDisabledDate(later, disabled)) return later;
  }
  for (let step = 1; step <= limit; step++) {
    const earlier = addDays(day, -step);
    if (minDate && compareDays(earlier, minDate) < 0) break;
    if (earlier.getFullYear() < MIN_YEAR) break;
    if (!isDisabledDate(earlier, disabled)) return earlier;
  }
  return null;
}

/** Every selectable day of the month containing `month`, in order. */
export function selectableDaysOfMonth(month: Date, constraints: DateConstraints = {}): Date[] {
  const first = startOfMonth(month);
  const days: Date[] = [];
  for (let i = 0; i < getDaysInMonth(first); i++) {
    const day = addDays(first, i);
    if (isSelectableDate(day, constraints)) days.push(day);
  }
  return days;
}

/** Picking a month selects its first selectable day; null when it has none. */
export function firstSelectableDayOfMonth(month: Date, constraints: DateConstraints = {}): Date | null {
  return selectableDaysOfMonth(month, constraints)[0] ?? null;
}

/** A month with no selectable day cannot be selected. */
export function isMonthSelectable(month: Date, constraints: DateConstraints = {}): boolean {
  return firstSelectableDayOfMonth(month, constraints) !== null;
}

// ---------------------------------------------------------------------------------------------
// Validation

/**
 * Error of a date value against constraints, or null. Emptiness (null, undefined, '') is the
 * form's business ("required") and gives null. Text must be ISO or JJ/MM/AAAA.
 */
export function validateDate(value: DateInput | null | undefined, constraints: DateConstraints = {}): DateErrorCode | null {
  if (value === null || value === undefined || value === '') return null;
  const day = toDay(value);
  if (!day) return 'invalid';
  const { minDate, maxDate } = normalizeDateRange(constraints);
  if (minDate && compareDays(day, minDate) < 0) return 'minDate';
  if (compareDays(day, maxDate) > 0) return 'maxDate';
  if (isDisabledDate(day, constraints.disabledDates)) return 'disabledDate';
  return null;
}

/** The (proposed) message of a date error code, bounds written dd/MM/yyyy. */
export function dateErrorMessage(code: DateErrorCode, constraints: DateConstraints = {}): string {
  const { minDate, maxDate } = normalizeDateRange(constraints);
  if (code === 'minDate') return DATE_MESSAGES.minDate.replace('{date}', formatDateFr(minDate));
  if (code === 'maxDate') return DATE_MESSAGES.maxDate.replace('{date}', formatDateFr(maxDate));
  return DATE_MESSAGES[code];
}

export type BirthDateErrorCode = 'required' | 'invalid' | 'maxDate';

/** Birth date typed as JJ/MM/AAAA: required, a real calendar day, not after today. */
export function validateBirthDate(text: string | null | undefined, today: Date = new Date()): BirthDateErrorCode | null {
  if (!text || text.trim() === '') return 'required';
  const date = parseDateFr(text);
  if (!date) return 'invalid';
  return isNotAfterToday(date, today) ? null : 'maxDate';
}
