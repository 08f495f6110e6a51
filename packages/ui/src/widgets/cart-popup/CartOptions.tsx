import type { BagType, ServiceFeeType } from '@kurv/core/domain';
import type { Texts } from '@kurv/core/texts';
import type { PricedOptionView } from '@kurv/core/view';
import { useId } from 'react';
import { RadioGroup } from '../../kit/Radio';

/** The service fee radio's value for "no service fee" (null): no ServiceFeeType is empty. */
const NO_SERVICE_FEE = '';

export interface CartOptionsProps {
  bagType: BagType | null;
  /** The bag types with their labels (their prices in them once the calculator told them). */
  bagOptions: readonly PricedOptionView<BagType>[];
  serviceFeeType: ServiceFeeType | null;
  /** The service fee types the shopper may choose, with their prices; empty hides the group. */
  serviceFeeOptions: readonly PricedOptionView<ServiceFeeType>[];
  substituteComment: string;
  texts: Texts;
  onChangeBagType: (type: BagType) => void;
  onChangeServiceFeeType: (type: ServiceFeeType | null) => void;
  onChangeSubstituteComment: (text: string) => void;
}

/**
 * The order options of the cart (spec section 3, "Cart" and "Order"): the bag type, the service fee type (with
 * 'Ingen' for none) when any is offered, each with its price, what happens to a sold-out item, and the comment to the
 * picker. The substitute preference is stated, not asked: spec section 4 turns every preference but SIMILAR into SIMILAR
 * with substitution on for all items, so a choice of 'Ikke erstatt varer' would do the opposite of what it says. The
 * shopper refuses a substitute per line ('Godta erstatningsvare').
 */
export function CartOptions({
  bagType,
  bagOptions,
  serviceFeeType,
  serviceFeeOptions,
  substituteComment,
  texts,
  onChangeBagType,
  onChangeServiceFeeType,
  onChangeSubstituteComment,
}: CartOptionsProps) {
  const commentId = useId();
  const substitutesId = useId();
  return (
    <div className="kurv-cart-options">
      {bagOptions.length > 0 ? (
        <RadioGroup
          legend={texts.bagTypeLegend}
          value={bagType}
          onChange={(value) => onChangeBagType(value as BagType)}
          options={bagOptions.map((option) => ({ value: option.value, label: option.label }))}
        />
      ) : null}
      {serviceFeeOptions.length > 0 ? (
        <RadioGroup
          legend={texts.serviceFeeLegend}
          value={serviceFeeType ?? NO_SERVICE_FEE}
          onChange={(value) => onChangeServiceFeeType(value === NO_SERVICE_FEE ? null : (value as ServiceFeeType))}
          options={[
            { value: NO_SERVICE_FEE, label: texts.serviceFeeNone },
            ...serviceFeeOptions.map((option) => ({ value: option.value, label: option.label })),
          ]}
        />
      ) : null}
      <section className="kurv-cart-options__substitutes" aria-labelledby={substitutesId}>
        <h3 className="kurv-cart-options__heading" id={substitutesId}>
          {texts.substitutePreferenceLegend}
        </h3>
        <p className="kurv-cart-options__substitutes-text">{texts.substituteSimilarInfo}</p>
      </section>
      <div className="kurv-field kurv-cart-options__comment">
        <label className="kurv-field__label" htmlFor={commentId}>
          {texts.substituteComment}
        </label>
        <textarea
          id={commentId}
          className="kurv-field__input kurv-field__textarea"
          rows={3}
          value={substituteComment}
          onChange={(event) => onChangeSubstituteComment(event.target.value)}
        />
      </div>
    </div>
  );
}
