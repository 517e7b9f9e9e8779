import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Classes } from '@blueprintjs/core';
// The design card names @blueprintjs/datetime2 (3.x re-exports @blueprintjs/datetime 6's picker as
// DatePicker3). Its styles are @blueprintjs/datetime's: datetime2's own CSS is a subset of that file.
import { DatePicker3 as DatePicker } from '@blueprintjs/datetime2';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { isDisabledDate, isMonthSelectable, validateDate, type DateConstraints } from '../src/domain/dates';
import { widgetTexts } from '../src/i18n/widgets';

const T = widgetTexts.date;

export interface DateCalendarProps {
  view: 'day' | 'month';
  constraints: DateConstraints & { minDate: Date | null; maxDate: Date };
  selected: Date | null;
  /** month grid: the year shown */
  shownYear: number;
  onShownYear: (year: number) => void;
  onPickMonth: (month: number) => void;
  /** day view: the month it opens on, and its navigation bounds */
  dayViewMonth: Date;
  calendarMin: Date;
  calendarMax: Date;
  onPickDay: (date: Date) => void;
  /** The 'Fermer' button. */
  onClose: () => void;
}

/** react-day-picker's accessible names, in French. */
const DAY_PICKER_LABELS = {
  labelMonthDropdown: () => T.monthSelect,
  labelYearDropdown: () => T.yearSelect,
  labelPrevious: () => T.previousMonth,
  labelNext: () => T.nextMonth,
};

/**
 * A day of the grid: its number shown, its full date read (« jeudi 26 novembre 2026 »): a number
 * alone says no month, and the days of the next month shown at the end would repeat it.
 */
function DayContent({ date }: { date: Date }) {
  return (
    <>
      <span aria-hidden="true">{date.getDate()}</span>
      <span className="rdp-vhidden">{format(date, 'EEEE d MMMM yyyy', { locale: fr })}</span>
    </>
  );
}

/** The control the calendar gives the focus to when it opens: the day (or month) that would be picked. */
const FOCUS_ON_OPEN = ['.rdp-day[tabindex="0"]', '.ea-date__months [aria-selected="true"]:not(:disabled)', '.ea-date__months [role=gridcell]:not(:disabled)'];

/**
 * The date widget's calendar (Blueprint `DatePicker` in French, or the 3×4 month grid). Its own
 * chunk: @blueprintjs/datetime2 (and the @blueprintjs/datetime it re-exports), react-day-picker and date-fns load the first time a member opens
 * a calendar, not with every form that has a date field.
 */
export default function DateCalendar(props: DateCalendarProps) {
  const root = useRef<HTMLDivElement>(null);
  // Opening moves the focus into the calendar (the arrows then walk the days).
  useEffect(() => {
    for (const selector of FOCUS_ON_OPEN) {
      const target = root.current?.querySelector<HTMLElement>(selector);
      if (target) return void target.focus();
    }
  }, [props.view]);
  return (
    <div ref={root}>
      <CalendarView {...props} />
      <div className="ea-date__footer" style={{ display: 'flex', justifyContent: 'flex-end', padding: '0 8px 8px' }}>
        <Button variant="minimal" size="small" text={T.close} onClick={props.onClose} />
      </div>
    </div>
  );
}

function CalendarView(props: DateCalendarProps) {
  const { view, constraints, selected, shownYear, onShownYear, onPickMonth } = props;
  const dayView = useRef<HTMLDivElement>(null);
  // Blueprint's HTMLSelect titles its caret icon "Open dropdown" (not configurable): the caret is
  // decoration beside a labelled select, so it is hidden from assistive technologies.
  useLayoutEffect(() => {
    dayView.current?.querySelectorAll(`.${Classes.HTML_SELECT} > .${Classes.ICON}`).forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
  });
  if (view === 'month') {
    return (
      <div className="ea-date__months" style={{ padding: 8, width: 240 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
          <Button
            variant="minimal"
            icon={<ChevronLeftIcon />}
            aria-label={T.previousYear}
            disabled={constraints.minDate !== null && shownYear <= constraints.minDate.getFullYear()}
            onClick={() => onShownYear(shownYear - 1)}
          />
          <strong aria-live="polite">{shownYear}</strong>
          <Button
            variant="minimal"
            icon={<ChevronRightIcon />}
            aria-label={T.nextYear}
            disabled={shownYear >= constraints.maxDate.getFullYear()}
            onClick={() => onShownYear(shownYear + 1)}
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
                    onClick={() => onPickMonth(month)}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
    );
  }
  const { dayViewMonth, calendarMin, calendarMax, onPickDay } = props;
  return (
    <div ref={dayView}>
      <DatePicker
        key={`${dayViewMonth.getFullYear()}-${dayViewMonth.getMonth()}`}
        locale={fr}
        value={selected && validateDate(selected, { minDate: constraints.minDate, maxDate: constraints.maxDate }) === null ? selected : null}
        initialMonth={dayViewMonth}
        minDate={calendarMin}
        maxDate={calendarMax}
        highlightCurrentDay
        canClearSelection={false}
        dayPickerProps={{
          disabled: (d: Date) => isDisabledDate(d, constraints.disabledDates),
          showOutsideDays: true,
          labels: DAY_PICKER_LABELS,
          components: { DayContent },
        }}
        onChange={(date, isUserChange) => {
          if (isUserChange && date) onPickDay(date);
        }}
      />
    </div>
  );
}
