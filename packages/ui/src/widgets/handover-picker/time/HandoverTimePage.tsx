import type { HandoverType } from '@kurv/core/domain';
import { formatPrice, timeOfDayLabel } from '@kurv/core/format';
import { dayStatusLabel, TIME_LIST_SCROLL_DELAY_MS, type TriggerBonusNotice } from '@kurv/core/handover';
import { formatText, type Texts } from '@kurv/core/texts';
import type {
  HandoverDayView,
  HandoverReservationView,
  HandoverTimeGroupView,
  HandoverTimeSlotView,
  HandoverWeekGridView,
  HandoverWindowTagView,
} from '@kurv/core/view';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { AlertBanner } from '../../../kit/AlertBanner';
import { Button } from '../../../kit/Button';
import { RadioGroup } from '../../../kit/Radio';
import { Spinner } from '../../../kit/Spinner';
import { dayOfMonth, formatHandoverDay, formatWindowTimes } from '../handover-format';
import { StoreDeviationWarning } from '../StoreDeviationWarning';
import { dateGridTabStop, dateGridTarget, isDateGridKey } from './date-grid-keys';
import { TriggerBonusNoticeView } from './TriggerBonusNoticeView';

export interface HandoverTimePageProps {
  texts: Texts;
  /** Decides the title and the confirm button: 'Bekreft levering' (Delivery) or 'Bekreft henting' (Store). */
  handoverType: HandoverType;
  /** The date picker's weeks (core's weekGrid result fits); null or no weeks while there are none. */
  grid: HandoverWeekGridView | null;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  /** The selected day's windows by part of the day (core's groupByTimeOfDay result fits). */
  timeGroups: readonly HandoverTimeGroupView[];
  selectedWindowId: string | null;
  onSelectWindow: (windowId: string) => void;
  loading: boolean;
  /** The window load error's message; null for none. */
  errorText: string | null;
  onRetry?: () => void;
  /** The empty-day-list message (core's emptyDaysMessage); shown when there are no days. */
  emptyDaysText: string | null;
  /** The loyalty programme's name in the bonus texts ({product}, e.g. 'Trumf'). */
  bonusProduct: string;
  /** Messages about the days (the triple-bonus day text); null for none. */
  notice: string | readonly string[] | null;
  /** The member's trigger bonus: its reminder with info dialog, or the campaign-expiry message; null or left out for none. */
  bonusNotice?: TriggerBonusNotice | null;
  /** The reservation countdown; null hides it. */
  reservation: HandoverReservationView | null;
  /** The store's deviation warning (platform markup, spec section 8); null or left out hides it. */
  deviation?: string | null;
  confirmDisabled?: boolean;
  confirmBusy?: boolean;
  onConfirm: () => void;
  /** 'Avbryt': closes the picker; the saved window and reservation stay as they were. */
  onCancel: () => void;
  /** 'Tilbake': back to the page before (shown when given). */
  onBack?: () => void;
  /** Shows the page title as a heading (off inside HandoverPickerView, where it is the dialog title). */
  showTitle?: boolean;
}

/** The title of the time page by handover type. */
export function handoverTimeTitle(texts: Texts, handoverType: HandoverType): string {
  return handoverType === 'Store' ? texts.handoverTimeTitleStore : texts.handoverTimeTitleDelivery;
}

function tagText(tag: HandoverWindowTagView, texts: Texts, product: string): string {
  switch (tag.kind) {
    case 'tripleBonus':
      return formatText(texts.tripleBonus, { product });
    case 'bonusPercent':
      return `${tag.percent}${formatText(texts.bonusPercentSuffix, { product })}`;
    default:
      return texts.littleGreener;
  }
}

const longWeekday = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', timeZone: 'UTC' });
const shortWeekday = new Intl.DateTimeFormat('nb-NO', { weekday: 'short', timeZone: 'UTC' });
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => {
  const date = new Date(Date.UTC(2024, 0, 1 + index)); // 2024-01-01 is a Monday.
  return { long: longWeekday.format(date), short: shortWeekday.format(date).replace('.', '') };
});

/** Only a day with status default can be chosen; closed, full and preparation days are disabled. */
function isSelectable(day: HandoverDayView): boolean {
  return day.status === 'default';
}

function WeekGrid({
  grid,
  selectedDate,
  onSelectDate,
  texts,
  bonusProduct,
}: {
  grid: HandoverWeekGridView;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  texts: Texts;
  bonusProduct: string;
}) {
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
            {WEEKDAYS.map((weekday) => (
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
                      aria-label={[
                        formatHandoverDay(day.date),
                        label,
                        day.isTripleBonus ? formatText(texts.tripleBonus, { product: bonusProduct }) : null,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                      aria-pressed={selected}
                      disabled={!isSelectable(day)}
                      tabIndex={index === tabStop ? 0 : -1}
                      onFocus={() => setFocusedDate(day.date)}
                      onClick={() => onSelectDate(day.date)}
                      onKeyDown={(event) => onKeyDown(event, index)}
                    >
                      <span className="kurv-handover-day__number">{dayOfMonth(day.date)}</span>
                      {label !== null ? <span className="kurv-handover-day__status">{label}</span> : null}
                      {day.isTripleBonus ? <span className="kurv-handover-day__bonus">3×</span> : null}
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

function slotLabel(slot: HandoverTimeSlotView, texts: Texts, bonusProduct: string) {
  return (
    <span className="kurv-handover-slot">
      <span className="kurv-handover-slot__time">{formatWindowTimes(slot)}</span>
      {slot.priceFrom !== null ? (
        <span className="kurv-handover-slot__price">
          <span className="kurv-visually-hidden">, </span>
          {formatText(texts.priceFrom, { price: formatPrice(slot.priceFrom) })}
        </span>
      ) : null}
      {slot.tags.map((tag) => (
        <span key={tag.kind} className={`kurv-handover-tag kurv-handover-tag--${tag.kind}`}>
          <span className="kurv-visually-hidden">, </span>
          {tagText(tag, texts, bonusProduct)}
        </span>
      ))}
      {slot.campaignText ? (
        <span className="kurv-handover-slot__campaign">
          <span className="kurv-visually-hidden">, </span>
          {slot.campaignText}
        </span>
      ) : null}
    </span>
  );
}

function ReservationCountdown({
  reservation,
  texts,
}: {
  reservation: HandoverReservationView;
  texts: Pick<Texts, 'reservationRing' | 'reservationMinutesLeft'>;
}) {
  const radius = 16;
  const circumference = 2 * Math.PI * radius;
  const fraction = reservation.maxMinutes > 0 ? Math.min(1, Math.max(0, reservation.minutesLeft / reservation.maxMinutes)) : 0;
  return (
    <div className="kurv-handover-reservation">
      <div
        className="kurv-handover-reservation__ring"
        role="progressbar"
        aria-label={texts.reservationRing}
        aria-valuemin={0}
        aria-valuemax={reservation.maxMinutes}
        aria-valuenow={reservation.minutesLeft}
        aria-valuetext={`${reservation.minutesLeft} min`}
      >
        <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
          <circle className="kurv-handover-reservation__track" cx="20" cy="20" r={radius} />
          <circle
            className="kurv-handover-reservation__value"
            cx="20"
            cy="20"
            r={radius}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - fraction)}
            transform="rotate(-90 20 20)"
          />
          {/* Spec section 4: the ring shows the minutes left; as text too, not as the arc alone. */}
          <text className="kurv-handover-reservation__minutes" x="20" y="20" textAnchor="middle" dominantBaseline="central">
            {reservation.minutesLeft}
          </text>
        </svg>
      </div>
      <p className="kurv-handover-reservation__text">{formatText(texts.reservationMinutesLeft, { minutes: reservation.minutesLeft })}</p>
    </div>
  );
}

/** Spec section 2, HandoverTime: the week grid 'Velg dato', the time list 'Velg tid', the reservation, confirm. */
export function HandoverTimePage({
  texts,
  handoverType,
  grid,
  selectedDate,
  onSelectDate,
  timeGroups,
  selectedWindowId,
  onSelectWindow,
  loading,
  errorText,
  onRetry,
  emptyDaysText,
  bonusProduct,
  notice,
  bonusNotice = null,
  reservation,
  deviation = null,
  confirmDisabled = false,
  confirmBusy = false,
  onConfirm,
  onCancel,
  onBack,
  showTitle = false,
}: HandoverTimePageProps) {
  const timeName = useId();
  const timesRef = useRef<HTMLFieldSetElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (scrollTimer.current !== null) {
        clearTimeout(scrollTimer.current);
      }
    },
    [],
  );
  // Whether a pointer is down on the page: a press under way, which the time list must not move under.
  const pressing = useRef(false);
  const startPress = () => {
    pressing.current = true;
    const release = () => {
      pressing.current = false;
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };
  // Spec section 9: the time list comes into view 250 ms after a date pick (the list has rendered by then); the focus
  // stays on the day. A window that moves between a press's down and up gets no click, so the shopper's choice would be
  // lost: the list is not moved while a press is under way, and it moves at once, not animated (the spec asks for the
  // scroll, not for an animation; an animated list is a moving target for a quarter of a second or more).
  const selectDate = (date: string) => {
    onSelectDate(date);
    if (scrollTimer.current !== null) {
      clearTimeout(scrollTimer.current);
    }
    scrollTimer.current = setTimeout(() => {
      scrollTimer.current = null;
      if (!pressing.current) {
        timesRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'instant' });
      }
    }, TIME_LIST_SCROLL_DELAY_MS);
  };
  const hasDays = grid !== null && grid.weeks.length > 0;
  const selectedSlot = timeGroups.flatMap((group) => group.items).find((slot) => slot.windowId === selectedWindowId) ?? null;
  const confirmLabel = handoverType === 'Store' ? texts.confirmPickup : texts.confirmDelivery;

  return (
    <div className="kurv-handover-page kurv-handover-time" onPointerDown={startPress}>
      {showTitle ? <h2 className="kurv-handover-page__title">{handoverTimeTitle(texts, handoverType)}</h2> : null}
      {reservation !== null ? <ReservationCountdown reservation={reservation} texts={texts} /> : null}
      <StoreDeviationWarning texts={texts} html={deviation} />
      {errorText !== null ? (
        <AlertBanner title={texts.alertTitleError} variant="error" retryLabel={texts.retry} onRetry={onRetry}>
          {errorText}
        </AlertBanner>
      ) : null}
      {loading ? (
        <div className="kurv-handover-time__loading">
          <Spinner label={texts.loadingWindows} />
        </div>
      ) : hasDays ? (
        <>
          {(typeof notice === 'string' ? [notice] : (notice ?? [])).map((text) => (
            <p key={text} className="kurv-handover-notice">
              {text}
            </p>
          ))}
          {bonusNotice === null ? null : <TriggerBonusNoticeView texts={texts} bonusProduct={bonusProduct} notice={bonusNotice} />}
          <WeekGrid grid={grid} selectedDate={selectedDate} onSelectDate={selectDate} texts={texts} bonusProduct={bonusProduct} />
          {selectedDate !== null && timeGroups.length > 0 ? (
            <fieldset className="kurv-handover-times" ref={timesRef}>
              <legend className="kurv-handover-page__subtitle">{texts.chooseTime}</legend>
              {timeGroups.map((group) => (
                <RadioGroup
                  key={group.timeOfDay}
                  legend={timeOfDayLabel(group.timeOfDay, texts)}
                  name={timeName}
                  value={selectedWindowId}
                  onChange={onSelectWindow}
                  options={group.items.map((slot) => ({
                    value: slot.windowId,
                    label: slotLabel(slot, texts, bonusProduct),
                    disabled: slot.disabledReason !== null,
                    description: slot.disabledReason ?? undefined,
                  }))}
                />
              ))}
            </fieldset>
          ) : null}
        </>
      ) : errorText === null && emptyDaysText !== null ? (
        <p className="kurv-handover-time__empty">{emptyDaysText}</p>
      ) : null}
      <div className="kurv-handover-page__footer">
        <Button
          variant="primary"
          className="kurv-handover-confirm"
          disabled={confirmDisabled || loading || selectedSlot === null || selectedDate === null}
          busy={confirmBusy}
          onClick={onConfirm}
        >
          <span>{confirmLabel}</span>
          {selectedSlot !== null && selectedDate !== null ? (
            <span className="kurv-handover-confirm__choice">
              <span className="kurv-visually-hidden">, </span>
              {`${formatHandoverDay(selectedDate)}, ${formatWindowTimes(selectedSlot)}`}
            </span>
          ) : null}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {texts.back}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
