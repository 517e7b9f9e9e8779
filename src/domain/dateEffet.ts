/**
 * Date-effet rule engine: the rule, the offered intervals and the error messages.
 *
 * A rule (`DateEffetRule`) offers one or more ranges (`plages`), each shown to the member with
 * its `libelle`. A plage is bounded by its `contraintes`: each one computes a reference day from
 * `detail` and says how the date d'effet compares to it (`borne`). A plage's interval is the
 * intersection of its contraintes; a plage whose intersection is empty is not offered.
 *
 * Reference codes (`detail.dateReference`), all evaluated against the context's "today":
 *   CDEB    contract start date (context.dateDebutContrat).
 *   CFIN    contract end date (context.dateFinContrat). A contract without an end date is
 *           open-ended: an upper bound ('<', '<=') on CFIN is then simply dropped, any other
 *           operator on a missing CFIN makes the plage unavailable.
 *   AUJ     today.
 *   RADEVT  date of the event behind the radiation reason (context.dateRadiation), e.g. the
 *           date of death, of marriage, of new employer cover.
 *   CANN    next contract anniversary: the first CDEB + n years (n ≥ 1) strictly after today
 *           (on the anniversary itself the contract has just renewed: next one is a year on).
 *           A 29/02 start has its anniversary on 28/02 in common years.
 *   FIXE    a fixed day, given in `dateRelative` as 'YYYY-MM-DD' or 'JJ/MM/AAAA'.
 *   UNAN    next New Year: 1 January of the year after today's (even on 1 January).
 *   UNMOIS  first of the next month: 1st of the month after today's (even on the 1st).
 *           (With modificateurMois −1 it gives the 1st of the current month.)
 *   XMOIS   next "day X": day X of the current month if that day is today or later, else day
 *           X of the next month.
 *   XMOISC  day X of the current ("Courant") month, even if already past.
 *   XMOISS  day X of the next ("Suivant") month.
 *   XYAN    day X of month Y of the current year ("X Y ANnée"), even if already past.
 *   XYPAN   day X of month Y of the next year ("X Y Prochaine ANnée").
 *   For the X codes, X is `dateRelative`: a day number 1-31 for XMOIS*, 'JJ/MM' for XY*AN.
 *   A day X that the month lacks falls on its last day (X = 31 in April → 30 April; 29/02 in a
 *   common year → 28/02).
 *
 * Modifiers (`modificateurAnnee`, `modificateurMois`, `modificateurJour`, signed integers) are
 * applied to the reference day in that order: years and months first, then days (date-fns
 * `add`). Adding months to a day the target month lacks lands on its last day: 31/01 + 1 month
 * = 29/02 in 2024, 28/02 in 2023. For the X codes the months and years move the month first and
 * day X is placed afterwards (XMOISS X=31 with +1 month in January → 31 March, not 29 March).
 *
 * Operators (`borne`), date d'effet compared to the reference day D, all turned into inclusive
 * day bounds: '>=' min D; '>' min D + 1 day; '<=' max D; '<' max D − 1 day; '=' min = max = D.
 *
 * Conditions: a contrainte applies only when its `when` holds; otherwise it is ignored (it does not
 * remove the plage). `when` is a condition of the file language, on the data (`{ "$form": "motif" }`
 * reads `context.donnees.motif`), evaluated by `context.evaluateCondition` — the file language's
 * evaluator, which this module cannot import (it is below it).
 *
 * Result: the offered intervals; when there is exactly one it is auto-selected; an
 * interval whose bounds are equal imposes its date (read-only); the default date of an interval
 * is the later of today and its lower bound, capped by its upper bound.
 */
import { add, addDays, addMonths, addYears, getDaysInMonth, isValid, startOfDay } from 'date-fns';
import type { Condition } from '../generated/screenTypes';
import { compareDays, formatDateFr, getMaxDate, makeDate, toDay, type DateInput } from './dates';

export const DATE_REFERENCE_CODES = [
  'CDEB',
  'CFIN',
  'AUJ',
  'RADEVT',
  'CANN',
  'FIXE',
  'UNAN',
  'UNMOIS',
  'XMOIS',
  'XMOISC',
  'XMOISS',
  'XYAN',
  'XYPAN',
] as const;
export type DateReferenceCode = (typeof DATE_REFERENCE_CODES)[number];

export const BORNE_OPERATORS = ['<', '<=', '=', '>=', '>'] as const;
export type BorneOperator = (typeof BORNE_OPERATORS)[number];

export interface ContrainteDetail {
  dateReference: DateReferenceCode;
  /** Parameter of the reference: the day for FIXE, X for XMOIS*, 'JJ/MM' for XYAN/XYPAN. */
  dateRelative?: string | number | null;
  modificateurJour?: number | null;
  modificateurMois?: number | null;
  modificateurAnnee?: number | null;
  borne: BorneOperator;
}

export interface DateEffetContrainte {
  /** The contrainte applies when this holds (a condition of the file language on the data). */
  when?: Condition | null;
  detail: ContrainteDetail;
}

export interface DateEffetPlage {
  libelle: string;
  contraintes: readonly DateEffetContrainte[];
}

export interface DateEffetRule {
  id: string | number;
  plages: readonly DateEffetPlage[];
}

export interface DateEffetContext {
  /** Default: the current day. */
  today?: Date;
  /** CDEB (and the base of CANN). */
  dateDebutContrat?: DateInput | null;
  /** CFIN; absent for an open-ended contract. */
  dateFinContrat?: DateInput | null;
  /** RADEVT. */
  dateRadiation?: DateInput | null;
  /** Data the conditions look at (form data, contract…). */
  donnees?: Readonly<Record<string, unknown>>;
  /** The file language's evaluator for the contraintes' `when` (required when a contrainte has one). */
  evaluateCondition?: (when: Condition, context: DateEffetContext) => boolean;
}

export interface DateEffetInterval {
  /** Index of the plage in rule.plages. */
  plageIndex: number;
  libelle: string;
  /** Inclusive lower bound; null when unbounded. */
  minDate: Date | null;
  /** Inclusive upper bound; null when unbounded (the picker still stops at 31/12/9999). */
  maxDate: Date | null;
  /** Set when minDate and maxDate are the same day: the date is imposed, read-only. */
  imposedDate: Date | null;
  /** Later of today and minDate, capped by maxDate. */
  defaultDate: Date;
}

export type UnavailableReason = 'empty' | 'missingReference' | 'invalidRule';

export interface DateEffetResult {
  ruleId: string | number;
  intervals: DateEffetInterval[];
  /** Plages not offered, and why (for logs and tests; not shown to the member). */
  unavailable: { plageIndex: number; libelle: string; reason: UnavailableReason }[];
  /** The auto-selected interval: set when exactly one interval is offered. */
  selected: DateEffetInterval | null;
  /** The selected interval's imposed date, if any. */
  imposedDate: Date | null;
  /** True when the date is imposed: the picker is read-only. */
  readOnly: boolean;
  /** The selected interval's default date, if an interval is selected. */
  defaultDate: Date | null;
}

export type DateEffetErrorCode = 'required' | 'invalid' | 'minDate' | 'maxDate';

export const DATE_EFFET_MESSAGES = {
  /** The product's wording, verbatim. */
  required: "La date d'effet est obligatoire",
  /** The product's wording, verbatim; {date} in dd/MM/yyyy. */
  minDate: "La date d'effet doit être postérieure ou égale au {date}",
  /** The product's wording, verbatim; {date} in dd/MM/yyyy. */
  maxDate: "La date d'effet doit être antérieure ou égale au {date}",
  // Our wording, to be confirmed by the product owner.
  invalid: "La date d'effet doit être au format JJ/MM/AAAA",
} as const satisfies Record<DateEffetErrorCode, string>;

// ---------------------------------------------------------------------------------------------
// Reference days

type Resolution = { date: Date } | { missing: 'reference' | 'rule' };

/** The reference day of a detail, modifiers applied; null when it cannot be computed. */
export function computeReferenceDate(detail: ContrainteDetail, context: DateEffetContext = {}): Date | null {
  const resolved = resolve(detail, context);
  return 'date' in resolved ? resolved.date : null;
}

function resolve(detail: ContrainteDetail, context: DateEffetContext): Resolution {
  const today = startOfDay(context.today ?? new Date());
  const years = modifier(detail.modificateurAnnee);
  const months = modifier(detail.modificateurMois);
  const days = modifier(detail.modificateurJour);
  if (years === null || months === null || days === null) return { missing: 'rule' };

  const shift = (base: Date | null, missing: 'reference' | 'rule' = 'reference'): Resolution =>
    base ? { date: add(base, { years, months, days }) } : { missing };
  // X codes: move the month first, then put day X in it, then add the days.
  const onDayOf = (monthStart: Date, day: number): Resolution => {
    const month = add(monthStart, { years, months });
    const placed = new Date(month);
    placed.setDate(Math.min(day, getDaysInMonth(month)));
    return { date: addDays(placed, days) };
  };

  switch (detail.dateReference) {
    case 'CDEB':
      return shift(toDay(context.dateDebutContrat));
    case 'CFIN':
      return shift(toDay(context.dateFinContrat));
    case 'RADEVT':
      return shift(toDay(context.dateRadiation));
    case 'AUJ':
      return shift(today);
    case 'CANN': {
      const start = toDay(context.dateDebutContrat);
      return shift(start && nextAnniversary(start, today));
    }
    case 'FIXE': {
      const fixed = typeof detail.dateRelative === 'string' ? toDay(detail.dateRelative) : null;
      return shift(fixed, 'rule');
    }
    case 'UNAN':
      return shift(makeDate(today.getFullYear() + 1, 1, 1));
    case 'UNMOIS':
      return shift(addMonths(firstOfMonth(today), 1));
    case 'XMOIS':
    case 'XMOISC':
    case 'XMOISS': {
      const x = dayNumber(detail.dateRelative);
      if (x === null) return { missing: 'rule' };
      const thisMonth = firstOfMonth(today);
      const xThisMonth = Math.min(x, getDaysInMonth(thisMonth));
      const next =
        detail.dateReference === 'XMOISS' || (detail.dateReference === 'XMOIS' && xThisMonth < today.getDate());
      return onDayOf(next ? addMonths(thisMonth, 1) : thisMonth, x);
    }
    case 'XYAN':
    case 'XYPAN': {
      const dayMonth = parseDayMonth(detail.dateRelative);
      if (!dayMonth) return { missing: 'rule' };
      const year = today.getFullYear() + (detail.dateReference === 'XYPAN' ? 1 : 0);
      const monthStart = makeDate(year, dayMonth.month, 1);
      return monthStart ? onDayOf(monthStart, dayMonth.day) : { missing: 'rule' };
    }
    default:
      return { missing: 'rule' };
  }
}

function modifier(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return 0;
  return Number.isInteger(value) ? value : null;
}

function firstOfMonth(day: Date): Date {
  const first = new Date(day);
  first.setDate(1);
  return startOfDay(first);
}

/** First CDEB + n years (n ≥ 1) strictly after today. */
export function nextAnniversary(start: Date, today: Date): Date {
  let n = Math.max(1, today.getFullYear() - start.getFullYear());
  // addYears from the start each time, so a 29/02 start comes back to 29/02 in leap years.
  while (compareDays(addYears(start, n), today) <= 0) n++;
  return startOfDay(addYears(start, n));
}

function dayNumber(value: string | number | null | undefined): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 31 ? n : null;
}

/** 'JJ/MM' (a day that exists in a leap year: 29/02 yes, 30/02 no). */
function parseDayMonth(value: string | number | null | undefined): { day: number; month: number } | null {
  const match = typeof value === 'string' ? /^(\d{2})\/(\d{2})$/.exec(value.trim()) : null;
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  return makeDate(2024, month, day) ? { day, month } : null;
}

// ---------------------------------------------------------------------------------------------
// Conditions

export function conditionHolds(when: Condition | null | undefined, context: DateEffetContext = {}): boolean {
  if (!when) return true;
  if (!context.evaluateCondition) throw new Error('dateEffet : une contrainte a une condition (when) mais le contexte ne donne pas evaluateCondition');
  return context.evaluateCondition(when, context);
}

// ---------------------------------------------------------------------------------------------
// Intervals

/** Inclusive day bounds given by one operator on a reference day D. */
export function boundsOf(borne: BorneOperator, reference: Date): { minDate: Date | null; maxDate: Date | null } {
  switch (borne) {
    case '>=':
      return { minDate: reference, maxDate: null };
    case '>':
      return { minDate: addDays(reference, 1), maxDate: null };
    case '<=':
      return { minDate: null, maxDate: reference };
    case '<':
      return { minDate: null, maxDate: addDays(reference, -1) };
    case '=':
      return { minDate: reference, maxDate: reference };
  }
}

type PlageOutcome =
  | { ok: true; minDate: Date | null; maxDate: Date | null }
  | { ok: false; reason: UnavailableReason };

function plageBounds(plage: DateEffetPlage, context: DateEffetContext): PlageOutcome {
  let minDate: Date | null = null;
  let maxDate: Date | null = null;
  for (const contrainte of plage.contraintes ?? []) {
    if (!conditionHolds(contrainte.when, context)) continue;
    const { detail } = contrainte;
    if (!(BORNE_OPERATORS as readonly string[]).includes(detail.borne)) return { ok: false, reason: 'invalidRule' };
    const resolved = resolve(detail, context);
    if (!('date' in resolved)) {
      const openEnded = detail.dateReference === 'CFIN' && resolved.missing === 'reference' && (detail.borne === '<' || detail.borne === '<=');
      if (openEnded) continue;
      return { ok: false, reason: resolved.missing === 'rule' ? 'invalidRule' : 'missingReference' };
    }
    const bounds = boundsOf(detail.borne, resolved.date);
    if (bounds.minDate && (!minDate || compareDays(bounds.minDate, minDate) > 0)) minDate = bounds.minDate;
    if (bounds.maxDate && (!maxDate || compareDays(bounds.maxDate, maxDate) < 0)) maxDate = bounds.maxDate;
  }
  const ceiling = getMaxDate();
  if (maxDate && compareDays(maxDate, ceiling) > 0) maxDate = ceiling;
  if (minDate && compareDays(minDate, maxDate ?? ceiling) > 0) return { ok: false, reason: 'empty' };
  return { ok: true, minDate, maxDate };
}

/** Later of today and the lower bound, capped by the upper bound. */
export function defaultDateEffet(minDate: Date | null, maxDate: Date | null, today: Date = new Date()): Date {
  let day = startOfDay(today);
  if (minDate && compareDays(minDate, day) > 0) day = minDate;
  if (maxDate && compareDays(day, maxDate) > 0) day = maxDate;
  return new Date(day);
}

/** Intervals, imposed date and default date of a rule in a context. */
export function computeDateEffet(rule: DateEffetRule, context: DateEffetContext = {}): DateEffetResult {
  const today = startOfDay(context.today ?? new Date());
  const ctx: DateEffetContext = { ...context, today };
  const intervals: DateEffetInterval[] = [];
  const unavailable: DateEffetResult['unavailable'] = [];
  (rule.plages ?? []).forEach((plage, plageIndex) => {
    const outcome = plageBounds(plage, ctx);
    if (!outcome.ok) {
      unavailable.push({ plageIndex, libelle: plage.libelle, reason: outcome.reason });
      return;
    }
    const { minDate, maxDate } = outcome;
    const imposed = minDate && maxDate && compareDays(minDate, maxDate) === 0 ? new Date(minDate) : null;
    intervals.push({
      plageIndex,
      libelle: plage.libelle,
      minDate,
      maxDate,
      imposedDate: imposed,
      defaultDate: defaultDateEffet(minDate, maxDate, today),
    });
  });
  const selected = intervals.length === 1 ? intervals[0] : null;
  return {
    ruleId: rule.id,
    intervals,
    unavailable,
    selected,
    imposedDate: selected?.imposedDate ?? null,
    readOnly: !!selected?.imposedDate,
    defaultDate: selected?.defaultDate ?? null,
  };
}

/** The first offered interval containing the day, or null. */
export function findDateEffetInterval(date: DateInput | null | undefined, intervals: readonly DateEffetInterval[]): DateEffetInterval | null {
  const day = toDay(date);
  if (!day) return null;
  return intervals.find((interval) => validateDateEffet(day, interval) === null) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Validation

/** Error of a date d'effet against the chosen interval, or null. */
export function validateDateEffet(
  value: DateInput | null | undefined,
  interval: Pick<DateEffetInterval, 'minDate' | 'maxDate'> | null | undefined,
): DateEffetErrorCode | null {
  if (value === null || value === undefined || value === '') return 'required';
  const day = toDay(value);
  if (!day || !isValid(day)) return 'invalid';
  if (interval?.minDate && compareDays(day, interval.minDate) < 0) return 'minDate';
  if (interval?.maxDate && compareDays(day, interval.maxDate) > 0) return 'maxDate';
  return null;
}

/** The French message of an error code, the bound written dd/MM/yyyy. */
export function dateEffetErrorMessage(
  code: DateEffetErrorCode,
  interval?: Pick<DateEffetInterval, 'minDate' | 'maxDate'> | null,
): string {
  if (code === 'minDate') return DATE_EFFET_MESSAGES.minDate.replace('{date}', formatDateFr(interval?.minDate));
  if (code === 'maxDate') return DATE_EFFET_MESSAGES.maxDate.replace('{date}', formatDateFr(interval?.maxDate));
  return DATE_EFFET_MESSAGES[code];
}

/**
 * The message for a date d'effet checked against every interval of a rule (the server's check),
 * or null when one interval holds it. Outside them all, the message names the bound
 * of the nearest interval: the first one's lower bound for a date before it, else the last
 * one's upper bound (or the next interval's lower bound for a date between two).
 */
export function dateEffetRefusal(value: DateInput | null | undefined, intervals: readonly DateEffetInterval[]): string | null {
  if (value === null || value === undefined || value === '') return dateEffetErrorMessage('required');
  if (findDateEffetInterval(value, intervals)) return null;
  const day = toDay(value);
  if (!day || !isValid(day)) return dateEffetErrorMessage('invalid');
  if (intervals.length === 0) return dateEffetErrorMessage('invalid');
  const following = intervals.find((interval) => interval.minDate && compareDays(day, interval.minDate) < 0);
  if (following) return dateEffetErrorMessage('minDate', following);
  return dateEffetErrorMessage('maxDate', intervals[intervals.length - 1]);
}
