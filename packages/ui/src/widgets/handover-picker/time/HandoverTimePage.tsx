import type { HandoverType } from '@kurv/core/domain';
import { TIME_LIST_SCROLL_DELAY_MS, type TriggerBonusNotice } from '@kurv/core/handover';
import type { Texts } from '@kurv/core/texts';
import type { HandoverReservationView, HandoverTimeGroupView, HandoverWeekGridView } from '@kurv/core/view';
import { type CSSProperties, useEffect, useId, useRef } from 'react';
import { AlertBanner } from '../../../kit/AlertBanner';
import { Button } from '../../../kit/Button';
import { ReadNotShown } from '../../../kit/ReadNotShown';
import { Spinner } from '../../../kit/Spinner';
import { formatHandoverDay, formatWindowTimes } from '../handover-format';
import { StoreDeviationWarning } from '../StoreDeviationWarning';
import { HandoverCalendar } from './HandoverCalendar';
import { HandoverDayNotices } from './HandoverDayNotices';
import { HandoverWindowList } from './HandoverWindowList';
import { ReservationCountdown } from './ReservationCountdown';
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
  /** 'Avbryt': closes the picker; the store, the saved window and the reservation are as they were when it opened. */
  onCancel: () => void;
  /** 'Tilbake': back to the page before (shown when given). */
  onBack?: () => void;
  /** Shows the page title as a heading (off inside HandoverPickerView, where it is the dialog title). */
  showTitle?: boolean;
  /**
   * Whether the days and the chosen day's time list show (default true). HandoverPickerView passes false on the press
   * that brings the page, so the page's frame (title, countdown, buttons) paints at once and the days and windows
   * follow after that paint (useFilledAfterPaint, kit/modal-stack.ts): building a month of day buttons in the press
   * was most of its 100–150 ms at 4× CPU (issue 38).
   */
  daysShown?: boolean;
}

/** The title of the time page by handover type. */
export function handoverTimeTitle(texts: Texts, handoverType: HandoverType): string {
  return handoverType === 'Store' ? texts.handoverTimeTitleStore : texts.handoverTimeTitleDelivery;
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
  daysShown = true,
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
  // A day without a window that can be chosen says so (issue 34: a full day showed an empty list and no word).
  const hasFreeWindow = timeGroups.some((group) => group.items.some((slot) => slot.disabledReason === null));
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
      ) : hasDays && !daysShown ? (
        // The days' place for the frame before they come, about their height, so the buttons below barely move then. The
        // style prop is set through the CSSOM (a strict CSP's style-src allows it); the height is the stylesheet's.
        <div
          className="kurv-handover-time__pending"
          aria-hidden="true"
          style={{ '--_weeks': String(grid.weeks.length) } as CSSProperties}
        />
      ) : hasDays ? (
        <>
          <HandoverDayNotices notice={notice} />
          {bonusNotice === null ? null : <TriggerBonusNoticeView texts={texts} bonusProduct={bonusProduct} notice={bonusNotice} />}
          <HandoverCalendar grid={grid} selectedDate={selectedDate} onSelectDate={selectDate} texts={texts} bonusProduct={bonusProduct} />
          {selectedDate !== null && !hasFreeWindow ? <p className="kurv-handover-time__empty">{texts.dayNoFreeWindows}</p> : null}
          {selectedDate !== null && timeGroups.length > 0 ? (
            <HandoverWindowList
              texts={texts}
              timeGroups={timeGroups}
              selectedWindowId={selectedWindowId}
              onSelectWindow={onSelectWindow}
              bonusProduct={bonusProduct}
              name={timeName}
              listRef={timesRef}
            />
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
          {/* The button's name is its shown parts joined by a comma read, not shown, at the end of the label (inline, so
              no space comes before it): «Bekreft henting, tirsdag 24. november, 14.00–16.00». */}
          <span>
            {confirmLabel}
            {selectedSlot !== null && selectedDate !== null ? <ReadNotShown text="," /> : null}
          </span>
          {selectedSlot !== null && selectedDate !== null ? (
            <span className="kurv-handover-confirm__choice">{`${formatHandoverDay(selectedDate)}, ${formatWindowTimes(selectedSlot)}`}</span>
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
