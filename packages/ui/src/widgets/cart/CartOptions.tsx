import type { BagType, ServiceFeeType, SubstitutePreference } from '@kurv/core/domain';
import { SUBSTITUTE_PREFERENCES } from '@kurv/core/domain';
import type { Texts } from '@kurv/core/texts';
import { useId } from 'react';
import { RadioGroup } from '../../kit/Radio';

/** The service fee radio's value for "no service fee" (null): no ServiceFeeType is empty. */
const NO_SERVICE_FEE = '';

export interface CartOptionsProps {
  bagType: BagType | null;
  bagTypes: readonly BagType[];
  serviceFeeType: ServiceFeeType | null;
  /** The service fee types the shopper may choose; empty hides the group. */
  serviceFeeTypes: readonly ServiceFeeType[];
  substitutePreference: SubstitutePreference;
  substituteComment: string;
  texts: Texts;
  onChangeBagType: (type: BagType) => void;
  onChangeServiceFeeType: (type: ServiceFeeType | null) => void;
  onChangeSubstitutePreference: (preference: SubstitutePreference) => void;
  onChangeSubstituteComment: (text: string) => void;
}

const bagTypeLabel = (type: BagType, texts: Texts): string => texts[`bagType${type}`];
const serviceFeeLabel = (type: ServiceFeeType, texts: Texts): string => texts[`serviceFee${type}`];
const substitutePreferenceLabel = (preference: SubstitutePreference, texts: Texts): string => texts[`substitutePreference${preference}`];

/**
 * The order options of the cart (spec section 3, "Cart" and "Order"): the bag type, the service fee type (with
 * 'Ingen' for none) when any is offered, the substitute preference and the comment to the picker.
 */
export function CartOptions({
  bagType,
  bagTypes,
  serviceFeeType,
  serviceFeeTypes,
  substitutePreference,
  substituteComment,
  texts,
  onChangeBagType,
  onChangeServiceFeeType,
  onChangeSubstitutePreference,
  onChangeSubstituteComment,
}: CartOptionsProps) {
  const commentId = useId();
  return (
    <div className="kurv-cart-options">
      {bagTypes.length > 0 ? (
        <RadioGroup
          legend={texts.bagTypeLegend}
          value={bagType}
          onChange={(value) => onChangeBagType(value as BagType)}
          options={bagTypes.map((type) => ({ value: type, label: bagTypeLabel(type, texts) }))}
        />
      ) : null}
      {serviceFeeTypes.length > 0 ? (
        <RadioGroup
          legend={texts.serviceFeeLegend}
          value={serviceFeeType ?? NO_SERVICE_FEE}
          onChange={(value) => onChangeServiceFeeType(value === NO_SERVICE_FEE ? null : (value as ServiceFeeType))}
          options={[
            { value: NO_SERVICE_FEE, label: texts.serviceFeeNone },
            ...serviceFeeTypes.map((type) => ({ value: type, label: serviceFeeLabel(type, texts) })),
          ]}
        />
      ) : null}
      <RadioGroup
        legend={texts.substitutePreferenceLegend}
        value={substitutePreference}
        onChange={(value) => onChangeSubstitutePreference(value as SubstitutePreference)}
        options={SUBSTITUTE_PREFERENCES.map((preference) => ({ value: preference, label: substitutePreferenceLabel(preference, texts) }))}
      />
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
