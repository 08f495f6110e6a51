import type { CartItem } from '@kurv/core/domain';

/** A cart line for stories of the presentational views. */
export function cartItemFixture(line: {
  ean: string;
  title: string;
  subtitle: string;
  quantity: number;
  lineTotal: number;
  lineTotalOriginal?: number;
}): CartItem {
  return {
    id: line.ean,
    ean: line.ean,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
    lineTotalOriginal: line.lineTotalOriginal ?? null,
    product: {
      ean: line.ean,
      title: line.title,
      subtitle: line.subtitle,
      brand: '',
      vendor: '',
      categoryName: '',
      price: line.lineTotal / line.quantity,
      priceOriginal: line.lineTotalOriginal ? line.lineTotalOriginal / line.quantity : null,
      pricePerUnit: line.lineTotal / line.quantity,
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
      isOffer: line.lineTotalOriginal !== undefined,
      promotionDisplayName: null,
      notForSaleText: null,
      imageUrl: null,
    },
  };
}
