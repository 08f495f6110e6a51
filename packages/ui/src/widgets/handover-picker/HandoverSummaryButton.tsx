import type { HandoverType } from '@kurv/core/domain';
import type { Texts } from '@kurv/core/texts';
import { Button } from '../../kit/Button';
import { ReadNotShown } from '../../kit/ReadNotShown';
import { formatHandoverDay, formatWindowTimes } from './handover-format';

/** The texts of the summary: texts a page shows before any interaction (`PageTexts`). */
type HandoverSummaryTexts = Pick<Texts, 'handoverNothingChosen' | 'handoverTypeStore' | 'handoverTypeDelivery'>;

export interface HandoverSummaryButtonProps {
  texts: HandoverSummaryTexts;
  /** The chosen type; null when nothing is chosen yet. */
  handoverType: HandoverType | null;
  /** The pickup store's name or the delivery address; null when not chosen. */
  place: string | null;
  /** The chosen window: its yyyy-MM-dd date and ISO instants; null when not chosen. */
  window: { date: string; from: string; to: string } | null;
  /** Whether the picker is open (aria-expanded). */
  expanded?: boolean;
  /** The picker was asked for and its code is on its way (a slow network): aria-busy, and a turning mark after 300 ms. */
  waiting?: boolean;
  onClick: () => void;
}

/** The current handover in words: the type, the store or address, and the window's day and times, as chosen so far. */
export function handoverSummaryParts(
  texts: HandoverSummaryTexts,
  handoverType: HandoverType | null,
  place: string | null,
  window: { date: string; from: string; to: string } | null,
): string[] {
  if (handoverType === null) {
    return [texts.handoverNothingChosen];
  }
  return [
    handoverType === 'Store' ? texts.handoverTypeStore : texts.handoverTypeDelivery,
    place,
    window === null ? null : `${formatHandoverDay(window.date)}, ${formatWindowTimes(window)}`,
  ].filter((part): part is string => part !== null && part !== '');
}

/**
 * The handover-picker element's trigger: the current choice as its text and accessible name; opens the picker. Its box
 * is fixed (handover-summary-styles.ts): a text longer than it is cut with an ellipsis, and the `title` shows it whole.
 */
export function HandoverSummaryButton({
  texts,
  handoverType,
  place,
  window,
  expanded = false,
  waiting = false,
  onClick,
}: HandoverSummaryButtonProps) {
  const parts = handoverSummaryParts(texts, handoverType, place, window);
  return (
    <Button
      variant="secondary"
      className="kurv-handover-summary kurv-waits"
      title={parts.join(', ')}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-busy={waiting || undefined}
      onClick={onClick}
    >
      <span className="kurv-handover-summary__text">
        {parts.map((part, index) => (
          <span key={part} className={index === 0 ? 'kurv-handover-summary__type' : 'kurv-handover-summary__detail'}>
            {part}
            {/* The comma ends its part, read and not shown: a name that joined the parts with a space before a comma
                would read «Hente selv , MENY Storo» (WCAG 2.5.3). */}
            {index < parts.length - 1 ? <ReadNotShown text=", " /> : null}
          </span>
        ))}
      </span>
    </Button>
  );
}
