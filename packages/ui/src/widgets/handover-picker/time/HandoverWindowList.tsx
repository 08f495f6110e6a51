import { formatPrice, timeOfDayLabel } from '@kurv/core/format';
import { formatText, type Texts } from '@kurv/core/texts';
import type { HandoverTimeGroupView, HandoverTimeSlotView, HandoverWindowTagView } from '@kurv/core/view';
import { Fragment, type Ref } from 'react';
import { RadioGroup } from '../../../kit/Radio';
import { ReadNotShown } from '../../../kit/ReadNotShown';
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

/**
 * A window's label: its times, price, tags and campaign. WCAG 2.5.3: the radio's name is these shown parts in order,
 * joined by a comma that is read, not shown, at the end of each part but the last («08.00–10.00, Fra 99,00 kr, Litt
 * grønnere»): inline, so no space comes before it.
 */
function slotLabel(slot: HandoverTimeSlotView, texts: Texts, bonusProduct: string) {
  const parts: { key: string; className: string; text: string }[] = [
    { key: 'time', className: 'kurv-handover-slot__time', text: formatWindowTimes(slot) },
    ...(slot.priceFrom !== null
      ? [
          {
            key: 'price',
            className: 'kurv-handover-slot__price',
            text: formatText(texts.priceFrom, { price: formatPrice(slot.priceFrom) }),
          },
        ]
      : []),
    ...slot.tags.map((tag) => ({
      key: tag.kind,
      className: `kurv-handover-tag kurv-handover-tag--${tag.kind}`,
      text: tagText(tag, texts, bonusProduct),
    })),
    ...(slot.campaignText ? [{ key: 'campaign', className: 'kurv-handover-slot__campaign', text: slot.campaignText }] : []),
  ];
  return (
    <span className="kurv-handover-slot">
      {parts.map((part, index) => (
        <Fragment key={part.key}>
          {index > 0 ? ' ' : null}
          <span className={part.className}>
            {part.text}
            {index < parts.length - 1 ? <ReadNotShown text="," /> : null}
          </span>
        </Fragment>
      ))}
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
