import type { Product } from '../domain/product';
import type { Texts } from '../texts/nb';
import { formatText } from '../texts/texts';
import { AVAILABILITY, type Availability, isMaxQuantityPerOrderActive } from './availability';

type AvailabilityTextKeys =
  | 'lowStock'
  | 'lowStockNamed'
  | 'onlyAvailable'
  | 'quantityLimit'
  | 'drugLimitChild'
  | 'drugLimitAdult'
  | 'drugSamePerson'
  | 'maxPerCustomer'
  | 'orderProduct';

/** What the add-to-cart button says about a product's availability, beside the blocked texts of codes 3–5. */
export interface AvailabilityTexts {
  /** The message under the stepper (stock, per-order or drug limit); null for none. */
  notice: string | null;
  /** Short labels on the product ('Kun 3 tilgjengelig', 'Maks antall per kunde', 'Bestillingsvare'). */
  labels: string[];
}

/**
 * Spec section 8, stock messages: "low stock 'Det er bare {n} av denne varen igjen på lager.' (or with name); label
 * 'Kun {n} tilgjengelig'; limit 'Du kan kun kjøpe {n} av denne varen per handel.'; drug 'Du kan kun kjøpe {n}
 * barneprodukt/voksenprodukt ... per handel.' plus 'Merk at bestiller og mottaker må være samme person.' when name not
 * shown. Labels 'Maks antall per kunde', 'Bestillingsvare'."
 * Our readings: the low-stock message goes with codes 6 (more wanted than in stock) and 8 (the inventory notice), the
 * 'Kun {n} tilgjengelig' label with 8; 'Maks antall per kunde' labels a product whose per-order maximum is in force;
 * 'Bestillingsvare' one ordered from the supplier.
 */
export function availabilityTexts(
  availability: Pick<Availability, 'code' | 'limit' | 'inventory'>,
  product: Pick<
    Product,
    'title' | 'drug' | 'maxQuantityPerOrder' | 'maxQuantityPerOrderFrom' | 'maxQuantityPerOrderTo' | 'mustOrderFromSupplier'
  >,
  context: {
    showsName: boolean;
    now: Date;
    /**
     * Say the per-order limit once: while the notice says it ('Du kan kun kjøpe {n} av denne varen per handel.'), the
     * label 'Maks antall per kunde' that says the same is left out. The cart line asks for it: both stood in one line.
     */
    limitOnce?: boolean;
  },
  texts: Pick<Texts, AvailabilityTextKeys>,
): AvailabilityTexts {
  const labels: string[] = [];
  const count = availability.limit ?? availability.inventory ?? 0;
  let notice: string | null = null;
  const lowStock = () =>
    context.showsName ? formatText(texts.lowStockNamed, { count, title: product.title }) : formatText(texts.lowStock, { count });
  switch (availability.code) {
    case AVAILABILITY.drugLimit: {
      const limit = formatText(product.drug?.isForChildren ? texts.drugLimitChild : texts.drugLimitAdult, { count });
      notice = context.showsName ? limit : `${limit} ${texts.drugSamePerson}`;
      break;
    }
    case AVAILABILITY.quantityLimit:
      notice = formatText(texts.quantityLimit, { count });
      break;
    case AVAILABILITY.lowInventory:
      notice = lowStock();
      break;
    case AVAILABILITY.inventoryNotice:
      notice = lowStock();
      labels.push(formatText(texts.onlyAvailable, { count }));
      break;
    case AVAILABILITY.none:
    case AVAILABILITY.editing:
    case AVAILABILITY.notForSale:
    case AVAILABILITY.outOfStock:
    case AVAILABILITY.notInCurrentStore:
      break;
    default:
      availability.code satisfies never;
  }
  const limitSaid = context.limitOnce === true && availability.code === AVAILABILITY.quantityLimit;
  if (isMaxQuantityPerOrderActive(product, context.now) && !limitSaid) {
    labels.push(texts.maxPerCustomer);
  }
  if (product.mustOrderFromSupplier) {
    labels.push(texts.orderProduct);
  }
  return { notice, labels };
}
