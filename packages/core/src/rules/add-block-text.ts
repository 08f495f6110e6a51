import type { Product } from '../domain/product';
import type { Texts } from '../texts/nb';
import type { AddBlockReason } from './add-block-reason';

// Apart from addBlockReason: the button's view names the block from the availability code (blockReasonOf), so the
// page's first load carries the texts' choice without the cart's own test (which the cart's add fetches).

/** The text shown for a blocked product: its own not-for-sale text, else the spec's defaults. */
export function addBlockText(
  reason: AddBlockReason,
  product: Pick<Product, 'notForSaleText'> | null,
  texts: Pick<Texts, 'notForSale' | 'notInStore' | 'outOfStock'>,
): string {
  switch (reason) {
    case 'notForSale':
      return product?.notForSaleText ?? texts.notForSale;
    case 'notInCurrentStore':
      return texts.notInStore;
    case 'outOfStock':
      return texts.outOfStock;
    default:
      return reason satisfies never;
  }
}
