import { dayStatusLabel } from '@kurv/core/handover';
import { formatText, type Texts } from '@kurv/core/texts';
import type { HandoverDayView, HandoverWeekGridView } from '@kurv/core/view';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { ReadNotShown } from '../../../kit/ReadNotShown';
import { handoverDayParts } from '../handover-format';
import { dateGridTabStop, dateGridTarget, isDateGridKey } from './date-grid-keys';

let weekdayNames: { long: string; short: string }[] | undefined;

/**
 * The grid's column heads, Monday first, made on the first render of a grid: not when the picker's module loads, where
 * making the two formatters was part of the picker's opening press (issue 38; a formatter is costly to make).
 */
function weekdays(): { long: string; short: string }[] {
  if (weekdayNames === undefined) {
    const longWeekday = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', timeZone: 'UTC' });
    const shortWeekday = new Intl.DateTimeFormat('nb-NO', { weekday: 'short', timeZone: 'UTC' });
    weekdayNames = Array.from({ length: 7 }, (_, index) => {
      const date = new Date(Date.UTC(2024, 0, 1 + index)); // 2024-01-01 is a Monday.
      return { long: longWeekday.format(date), short: shortWeekday.format(date).replace('.', '') };
    });
  }
  return weekdayNames;
}

/** Only a day with status default can be chosen; closed, full and preparation days are disabled. */
function isSelectable(day: HandoverDayView): boolean {
  return day.status === 'default';
}

export interface HandoverCalendarProps {
  /** The date picker's weeks (core's weekGrid result fits), Monday to Sunday, null where a week has no day. */
  grid: HandoverWeekGridView;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  texts: Texts;
  /** The loyalty programme's name in a triple-bonus day's name ({product}, e.g. 'Trumf'). */
  bonusProduct: string;
}

/**
 * Spec section 2, HandoverTime: 'Velg dato', the week grid of days, each a button named by its date, status and triple
 * bonus; a day that cannot be chosen is disabled. One Tab stop: the arrow keys, Home, End, PageUp and PageDown move
 * through the days that can be chosen (roving tabindex, `date-grid-keys.ts`).
 */
export function HandoverCalendar({ grid, selectedDate, onSelectDate, texts, bonusProduct }: HandoverCalendarProps) {
  const id = useId();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const cells = grid.weeks.flat();
  const gridCells = cells.map((day) => (day === null ? null : { date: day.date, selectable: isSelectable(day) }));
  // The day the arrow keys moved to: it keeps the grid's one Tab stop (roving tabindex).
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const tabStop = dateGridTabStop(gridCells, focusedDate, selectedDate);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!isDateGridKey(event.key)) {
      return;
    }
    event.preventDefault();
    const target = dateGridTarget(gridCells, index, event.key);
    const day = cells[target];
    if (target !== index && day) {
      setFocusedDate(day.date);
      buttons.current.get(target)?.focus();
    }
  };

  return (
    <div className="kurv-handover-dates">
      <h3 className="kurv-handover-page__subtitle" id={`${id}-title`}>
        {texts.chooseDate}
      </h3>
      <table className="kurv-handover-week" aria-labelledby={`${id}-title ${id}-caption`}>
        <caption id={`${id}-caption`} className="kurv-handover-week__caption">
          {grid.monthRange}
        </caption>
        <thead>
          <tr>
            {weekdays().map((weekday) => (
              <th key={weekday.long} scope="col">
                <span aria-hidden="true">{weekday.short}</span>
                <span className="kurv-visually-hidden">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week, weekIndex) => (
            <tr key={week.find((day) => day !== null)?.date ?? weekIndex}>
              {week.map((day, column) => {
                const index = weekIndex * 7 + column;
                if (day === null) {
                  return <td key={column} />;
                }
                const label = dayStatusLabel(day, texts);
                const selected = day.date === selectedDate;
                return (
                  <td key={day.date}>
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) {
                          buttons.current.set(index, element);
                        } else {
                          buttons.current.delete(index);
                        }
                      }}
                      className={[
                        'kurv-handover-day',
                        `kurv-handover-day--${day.status}`,
                        selected ? 'kurv-handover-day--selected' : null,
                        day.isToday ? 'kurv-handover-day--today' : null,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      aria-pressed={selected}
                      disabled={!isSelectable(day)}
                      tabIndex={index === tabStop ? 0 : -1}
                      onFocus={() => setFocusedDate(day.date)}
                      onClick={() => onSelectDate(day.date)}
                      onKeyDown={(event) => onKeyDown(event, index)}
                    >
                      <DayName
                        date={day.date}
                        status={label}
                        tripleBonus={day.isTripleBonus ? formatText(texts.tripleBonus, { product: bonusProduct }) : null}
                      />
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A day button's content, and so its name (WCAG 2.5.3: the name holds what the button shows, in order, and no label
 * that says otherwise): «mandag 15. desember, Stengt, Trippel-Trumf». The shown parts are the day of month, the status
 * and the triple-bonus mark; the weekday, the month and the commas are read, not shown (the month and the commas
 * inline, so no space comes before a comma). The mark «3×» is read as its words.
 */
function DayName({ date, status, tripleBonus }: { date: string; status: string | null; tripleBonus: string | null }) {
  const { before, day, after } = handoverDayParts(date);
  return (
    <>
      <span className="kurv-handover-day__number">
        {/* The weekday is out of the flow, so the space after it is at the line's start and takes no room. */}
        <span className="kurv-visually-hidden">{before.trim()}</span> {day}
        <ReadNotShown text={`${after}${status !== null || tripleBonus !== null ? ',' : ''}`} />
      </span>
      {status !== null ? (
        <>
          {' '}
          <span className="kurv-handover-day__status">
            {status}
            {tripleBonus !== null ? <ReadNotShown text="," /> : null}
          </span>
        </>
      ) : null}
      {tripleBonus !== null ? (
        <>
          {' '}
          <span className="kurv-handover-day__bonus">
            <span aria-hidden="true">3×</span>
            <ReadNotShown text={tripleBonus} />
          </span>
        </>
      ) : null}
    </>
  );
}
