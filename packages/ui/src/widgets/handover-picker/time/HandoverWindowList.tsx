import { formatPrice, timeOfDayLabel } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import type { HandoverTimeGroupView, HandoverTimeSlotView, HandoverWindowTagView } from '@kurv/core/view';
import type { Ref } from 'react';
import { RadioGroup } from '../../../kit/Radio';
import { formatWindowTimes } from '../handover-format';

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

export interface HandoverWindowListProps {
  texts: Texts;
  /** The selected day's windows by part of the day (core's groupByTimeOfDay result fits). */
  timeGroups: readonly HandoverTimeGroupView[];
  selectedWindowId: string | null;
  onSelectWindow: (windowId: string) => void;
  /** The loyalty programme's name in the windows' bonus tags ({product}, e.g. 'Trumf'). */
  bonusProduct: string;
  /** The radios' name, one for every part of the day: the page's, so that its ids stay as they were. */
  name: string;
  /** The list's fieldset: the page brings it into view after a date pick. */
  listRef: Ref<HTMLFieldSetElement>;
}

/**
 * Spec section 2, HandoverTime: 'Velg tid', the selected day's windows as radios by part of the day, each with its
 * times, price, tags and campaign; a window that cannot be chosen is disabled, its reason as its description.
 */
export function HandoverWindowList({
  texts,
  timeGroups,
  selectedWindowId,
  onSelectWindow,
  bonusProduct,
  name,
  listRef,
}: HandoverWindowListProps) {
  return (
    <fieldset className="kurv-handover-times" ref={listRef}>
      <legend className="kurv-handover-page__subtitle">{texts.chooseTime}</legend>
      {timeGroups.map((group) => (
        <RadioGroup
          key={group.timeOfDay}
          legend={timeOfDayLabel(group.timeOfDay, texts)}
          name={name}
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
  );
}
