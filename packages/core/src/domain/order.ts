import type { BagType, ServiceFeeType, SubstitutePreference } from './cart';
import type { HandoverInfo } from './extended-user';

/** Spec section 3: the order status enumeration (Unknown and PaymentCancelled share 900). */
export const ORDER_STATUS = {
  User: -1,
  Local: 0,
  Created: 10,
  Open: 20,
  Cancelled: 30,
  Processing: 35,
  PickStarted: 40,
  PickPaused: 45,
  Picked: 50,
  PaymentSuccess: 55,
  PlacedInStorage: 56,
  PaymentFailed: 58,
  ReadyForPickup: 59,
  Collected: 60,
  PickedUpByCourier: 61,
  ArrivedAtPickupPoint: 64,
  ReadyAtPickupPoint: 65,
  PartiallyDelivered: 68,
  Delivered: 69,
  ShouldNeverOccur: 80,
  Deleted: 99,
  Unknown: 900,
  PaymentCancelled: 900,
  Error: 999,
} as const;

/** One line of an order's cart. */
export interface OrderLine {
  ean: string;
  quantity: number;
  substitute: boolean;
  shouldSlice: boolean;
}

/** Spec section 3: a placed order. */
export interface Order {
  ngOrderId: string | null;
  mwOrderId: string | null;
  pickupCode: string;
  /** A value of ORDER_STATUS (the platform may send others). */
  status: number;
  store: { name: string; gln: string; pickupGln: string | null };
  handoverInfo: HandoverInfo;
  substitutePreference: SubstitutePreference;
  substituteComment: string;
  bagType: BagType | null;
  serviceFeeType: ServiceFeeType | null;
  paymentMethod: string | null;
  originalCart: { items: OrderLine[] };
  totals: { calculatorTotal: number; totalWeight: number; totalQuantity: number; totalToPay: number };
  customer: { firstName: string; lastName: string; mobile: string; email: string };
  invoice: { costCenter: string; reference: string } | null;
  isPendingProcessing: boolean;
}
