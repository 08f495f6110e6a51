import type { Texts } from '@kurv/core/texts';
import type { HandoverLocationGroupView } from '@kurv/core/view';
import { useId } from 'react';
import { Accordion, AccordionItem } from '../../kit/Accordion';
import { Button } from '../../kit/Button';
import { RadioGroup } from '../../kit/Radio';
import { SafeHtml } from '../../kit/SafeHtml';
import { StoreDeviationWarning } from './StoreDeviationWarning';

export interface HandoverLocationPageProps {
  texts: Texts;
  /** The locations grouped by county, in the order shown. */
  groups: readonly HandoverLocationGroupView[];
  /** The id of the selected location; null when none. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  confirmDisabled?: boolean;
  confirmBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The chosen store's deviation warning (platform markup, spec section 8); null or left out hides it. */
  deviation?: string | null;
  /** The chosen pickup point's description (platform markup); null or left out hides it. */
  pickupPointDescription?: string | null;
  /** Shows the page title as a heading (off inside HandoverPickerView, where it is the dialog title). */
  showTitle?: boolean;
}

/**
 * Spec section 2, HandoverLocation: the stores grouped by county, each group collapsible and open at first when it
 * holds the selected store. The whole list is one fieldset 'Velg hvor du vil hente varene'; each county is a nested
 * radio group (legend: the county, visually hidden under the accordion heading). All radios share one name, so
 * there is one Tab stop and the arrow keys move between the stores of the open groups.
 */
export function HandoverLocationPage({
  texts,
  groups,
  selectedId,
  onSelect,
  confirmDisabled = false,
  confirmBusy = false,
  onConfirm,
  onCancel,
  deviation = null,
  pickupPointDescription = null,
  showTitle = false,
}: HandoverLocationPageProps) {
  const name = useId();
  return (
    <div className="kurv-handover-page kurv-handover-location">
      {showTitle ? <h2 className="kurv-handover-page__title">{texts.handoverLocationTitle}</h2> : null}
      <p className="kurv-handover-page__intro">{texts.handoverLocationIntro}</p>
      <StoreDeviationWarning texts={texts} html={deviation} />
      <fieldset className="kurv-handover-location__list">
        <legend className="kurv-radio-group__legend">{texts.handoverLocationGroupLabel}</legend>
        <Accordion>
          {groups.map((group) => (
            <AccordionItem
              key={group.county}
              title={group.county}
              defaultExpanded={group.locations.some((location) => location.id === selectedId)}
            >
              <RadioGroup
                legend={group.county}
                hideLegend
                name={name}
                value={selectedId}
                onChange={onSelect}
                options={group.locations.map((location) => ({
                  value: location.id,
                  label: (
                    <span className="kurv-handover-location__label">
                      <span className="kurv-handover-location__name">
                        {location.hasStore ? location.name : `${location.name} ${texts.noDeliverySuffix}`}
                      </span>
                      {location.address ? (
                        <span className="kurv-handover-location__address">
                          <span className="kurv-visually-hidden">, </span>
                          {location.address}
                        </span>
                      ) : null}
                    </span>
                  ),
                  disabled: !location.hasStore,
                  description: location.deviationText ?? undefined,
                }))}
              />
            </AccordionItem>
          ))}
        </Accordion>
      </fieldset>
      {pickupPointDescription === null ? null : <SafeHtml html={pickupPointDescription} className="kurv-handover-location__description" />}
      <div className="kurv-handover-page__footer">
        <Button variant="primary" disabled={confirmDisabled || selectedId === null} busy={confirmBusy} onClick={onConfirm}>
          {texts.confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </div>
  );
}
