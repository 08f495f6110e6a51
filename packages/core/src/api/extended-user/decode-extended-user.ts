import {
  type AlternativeAddress,
  type Coordinates,
  type DeliveryInfo,
  EMPTY_HANDOVER_INFO,
  type HandoverInfo,
  type WindowTag,
} from '../../domain/extended-user';
import { array, boolean, type Decoder, idString, nullable, number, object, string, withDefault } from '../decode';
import { decodeHandoverType } from '../stores/decode-store';

/** A text field; missing is ''. */
export const text = withDefault(string, '');
/** An id that may be missing (null). */
export const optionalId = nullable(idString);
/** A flag; missing is false. */
export const flag = withDefault(boolean, false);

export const decodeCoordinates: Decoder<Coordinates | null> = nullable(object<Coordinates>({ lat: number, lon: number }));

export const decodeAlternativeAddress: Decoder<AlternativeAddress> = object<AlternativeAddress>({
  id: optionalId,
  firstName: text,
  lastName: text,
  address: text,
  postalCode: withDefault(idString, ''),
  city: text,
  deliveryComment: text,
  coordinates: decodeCoordinates,
});

const decodeWindowTag: Decoder<WindowTag> = object<WindowTag>({ type: string, guaranteed: flag, bonusPercent: nullable(number) });

const decodeDeliveryInfo: Decoder<DeliveryInfo> = object<DeliveryInfo>({
  carrierOrderId: optionalId,
  carrierWindowId: optionalId,
  firstName: text,
  lastName: text,
  address: text,
  postalCode: withDefault(idString, ''),
  city: text,
  coordinates: decodeCoordinates,
  comment: text,
  stores: withDefault(array(idString), []),
});

/** handoverInfo as the platform answers it; a missing one is the order default. */
export const decodeHandoverInfo: Decoder<HandoverInfo> = (value, path) => {
  if (value === null || value === undefined) {
    return EMPTY_HANDOVER_INFO;
  }
  return object<HandoverInfo>({
    handoverType: withDefault(decodeHandoverType, EMPTY_HANDOVER_INFO.handoverType),
    from: nullable(string),
    to: nullable(string),
    customerPickupFrom: nullable(string),
    customerPickupTo: nullable(string),
    deadline: nullable(string),
    supplierOrderDeadline: nullable(string),
    windowId: optionalId,
    product: optionalId,
    windowTags: withDefault(array(decodeWindowTag), []),
    deliveryInfo: nullable(decodeDeliveryInfo),
  })(value, path);
};
