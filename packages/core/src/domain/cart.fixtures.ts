import type { CartItem } from './cart';
import type { Product } from './product';

/** A product with the platform's defaults, for tests and stories of the views. */
export function productFixture(product: Pick<Product, 'ean' | 'title'> & Partial<Product>): Product {
  return {
    subtitle: '',
    brand: '',
    vendor: '',
    categoryName: '',
    price: 10,
    priceOriginal: null,
    pricePerUnit: 10,
    pricePerUnitOriginal: null,
    unit: 'stk',
    unitRule: 1,
    productSoldByWeight: false,
    weight: 0.5,
    isForSale: true,
    isOutOfStock: false,
    availableInventory: null,
    maxQuantityPerOrder: null,
    maxQuantityPerOrderFrom: null,
    maxQuantityPerOrderTo: null,
    drug: null,
    isOffer: false,
    isBreadAndCanSlice: false,
    existsInStore: true,
    coupon: null,
    bonusPercent: null,
    mustOrderFromSupplier: false,
    leadTime: null,
    ageLimit: null,
    containsAlcohol: false,
    promotionDisplayName: null,
    notForSaleText: null,
    imageUrl: null,
    ...product,
  };
}

/** A calculated cart line, for tests and stories of the views. */
export function cartItemFixture(line: {
  ean: string;
  title: string;
  subtitle?: string;
  quantity: number;
  lineTotal: number;
  lineTotalOriginal?: number;
  substitute?: boolean;
  shouldSlice?: boolean;
  doesNotExistInCurrentStore?: boolean;
  product?: Partial<Product>;
}): CartItem {
  return {
    id: line.ean,
    ean: line.ean,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
    lineTotalOriginal: line.lineTotalOriginal ?? null,
    calculatedQuantity: line.quantity,
    unitPrice: null,
    substitute: line.substitute ?? true,
    shouldSlice: line.shouldSlice ?? false,
    doesNotExistInCurrentStore: line.doesNotExistInCurrentStore ?? false,
    product: productFixture({
      ean: line.ean,
      title: line.title,
      subtitle: line.subtitle ?? '',
      price: line.lineTotal / line.quantity,
      priceOriginal: line.lineTotalOriginal ? line.lineTotalOriginal / line.quantity : null,
      isOffer: line.lineTotalOriginal !== undefined,
      ...line.product,
    }),
  };
}
