import { EMPTY_HANDOVER_INFO, type HandoverInfo } from './extended-user';
import { ORDER_STATUS, type Order } from './order';

/** A placed order, open for changes until its deadline, for tests and stories of the views. */
export function orderFixture(order: Partial<Omit<Order, 'handoverInfo'>> & { handoverInfo?: Partial<HandoverInfo> } = {}): Order {
  const { handoverInfo, ...rest } = order;
  return {
    ngOrderId: 'NG-1',
    mwOrderId: null,
    pickupCode: '483920',
    status: ORDER_STATUS.Open,
    store: { name: 'MENY Storo', gln: '7080000000001', pickupGln: null },
    substitutePreference: 'SIMILAR',
    substituteComment: '',
    bagType: null,
    serviceFeeType: null,
    paymentMethod: null,
    originalCart: { items: [] },
    totals: { calculatorTotal: 0, totalWeight: 0, totalQuantity: 0, totalToPay: 0 },
    customer: { firstName: 'Kari', lastName: 'Nordmann', mobile: '', email: '' },
    invoice: null,
    isPendingProcessing: false,
    ...rest,
    handoverInfo: { ...EMPTY_HANDOVER_INFO, handoverType: 'Store', ...handoverInfo },
  };
}
