/** A range of postal codes that the listed stores deliver to (the first is the area's default). */
export interface SeedDeliveryArea {
  name: string;
  /** Inclusive, 4 digits. */
  fromPostalCode: string;
  toPostalCode: string;
  glns: readonly string[];
  /**
   * The area's delivery minimum purchase in kroner, when it has one of its own: the handover options' delivery price
   * intervals start there (spec section 4, 'Handle for X kr til …') and the cart calculator answers it for the area's
   * stores. Other areas: intervals from 0 and DELIVERY_THRESHOLD.
   */
  minimumPurchase?: number;
}

/**
 * Home-delivery coverage of chain 1300: the Oslo, Bærum, Lillestrøm, Bergen, Stavanger, Sandnes
 * and Trondheim areas. Tromsø (9xxx) and everything else is not covered. SPAR (1210) delivers in Oslo and Bergen,
 * Joker (1220) in Oslo and Trondheim, Kiwi (1100) in Oslo: coverage only counts the asking chain's stores of an area.
 */
export const SEED_DELIVERY_AREAS: readonly SeedDeliveryArea[] = [
  {
    name: 'Oslo',
    fromPostalCode: '0001',
    toPostalCode: '1299',
    glns: [
      '7080001150015',
      '7080001150488',
      '7080001150101',
      '7080001210016',
      '7080001210023',
      '7080001220015',
      '7080001220022',
      '7080001100013',
      '7080001100020',
    ],
  },
  { name: 'Bærum', fromPostalCode: '1300', toPostalCode: '1369', glns: ['7080001150118'] },
  { name: 'Lillestrøm', fromPostalCode: '2000', toPostalCode: '2019', glns: ['7080001150125'] },
  { name: 'Stavanger', fromPostalCode: '4000', toPostalCode: '4099', glns: ['7080001150149', '7080001150156'], minimumPurchase: 400 },
  { name: 'Sandnes', fromPostalCode: '4300', toPostalCode: '4329', glns: ['7080001150156', '7080001150149'], minimumPurchase: 400 },
  { name: 'Bergen', fromPostalCode: '5003', toPostalCode: '5099', glns: ['7080001150022', '7080001150132', '7080001210047'] },
  { name: 'Fana', fromPostalCode: '5200', toPostalCode: '5259', glns: ['7080001150132', '7080001150022'] },
  { name: 'Trondheim', fromPostalCode: '7000', toPostalCode: '7099', glns: ['7080001150039', '7080001150163', '7080001220039'] },
];

/** Price-interval upper bound that means "no upper bound" (spec section 9). */
export const OPEN_UPPER_BOUND = 20_000_000_000;

/** One line of a price table: the price for a cart total in [from, to). */
export interface SeedPriceInterval {
  ean: string;
  title: string;
  price: number;
  from: number;
  to: number;
}

/**
 * Home delivery: 99 kr under 1000 kr, 49 kr from 1000, free from 2000. Windows 16–20 cost 20 kr
 * more where not free. The minimum purchase (DELIVERY_THRESHOLD) is a checkout rule shown by the
 * cart ('Du må handle for minst X kr …'), not a window rule: windows can be chosen with any cart.
 */
export const DELIVERY_PRICES: readonly SeedPriceInterval[] = [
  { ean: '7040510000018', title: 'Hjemlevering', price: 99, from: 0, to: 1000 },
  { ean: '7040510000025', title: 'Hjemlevering', price: 49, from: 1000, to: 2000 },
  { ean: '7040510000032', title: 'Hjemlevering', price: 0, from: 2000, to: OPEN_UPPER_BOUND },
];

/** Extra price of delivery windows starting 16:00 and 18:00, on the priced intervals. */
export const DELIVERY_PEAK_SURCHARGE = 20;

/**
 * The delivery minimum purchase in kroner: the cart calculator answers it as `minimumPurchase` for handover type
 * Delivery ('Du må handle for minst 300 kr for å få varene levert på døren').
 */
export const DELIVERY_THRESHOLD = 300;

/** The cart total from which delivery is free. */
export const DELIVERY_FREE_FROM = 2000;

/**
 * The pickup-in-store minimum purchase in kroner (the spec gives the message, not the figure): the cart calculator
 * answers it as `minimumPurchase` for handover type Store ('… for å kunne hente i butikk'). Lower than delivery's.
 */
export const STORE_THRESHOLD = 100;

/** Pickup in store: 29 kr under 500 kr, free from 500. */
export const STORE_PRICES: readonly SeedPriceInterval[] = [
  { ean: '7040510000049', title: 'Hent i butikk', price: 29, from: 0, to: 500 },
  { ean: '7040510000056', title: 'Hent i butikk', price: 0, from: 500, to: OPEN_UPPER_BOUND },
];

/** Pickup at a pickup point (parcel locker): 39 kr under 500 kr, 19 kr from 500. */
export const PICKUP_POINT_PRICES: readonly SeedPriceInterval[] = [
  { ean: '7040510000063', title: 'Hentepunkt', price: 39, from: 0, to: 500 },
  { ean: '7040510000070', title: 'Hentepunkt', price: 19, from: 500, to: OPEN_UPPER_BOUND },
];

/**
 * Seeded products that some windows cannot hand over (spec: unavailable products): Kneippbrød
 * not on Mondays (DAY), Avokado not on the simulator's day 3 and 4 (DATE), Gudbrandsdalsost
 * needs two days' lead time (LEADTIMEPRODUCT), Norvegia comes from a supplier with a deadline
 * two days ahead at 12:00 (SUPPLIERPRODUCT).
 */
export const UNAVAILABLE_PRODUCT_EANS = {
  day: '7083443858387',
  date: '7025733097960',
  leadTime: '7008274999832',
  supplier: '7038551135202',
} as const;
