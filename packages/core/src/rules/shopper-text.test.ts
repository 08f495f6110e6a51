import { describe, expect, it } from 'vitest';
import { readsAsShopperText } from './shopper-text';

describe('readsAsShopperText (spec section 8: no internal English message reaches a shopper)', () => {
  it.each([
    ['Butikken tar ikke imot bestillinger nå', true],
    ['Det har skjedd en feil. Vennligst prøv igjen senere.', true],
    ['Vinduet er dessverre fullt', true],
    ['Tidspunktet er ikke lenger tilgjengelig', true],
    ['Ukjent kunde', true],
    ['Ugyldig postnummer', true],
    ['Missing store', false],
    ['Missing store-pickupGln', false],
    ['Missing postalcode', false],
    ['Invalid cart', false],
    ['The window is fully booked', false],
    ['The window is temporarily disabled', false],
    ['Invalid input, «storeGln» and «handoverInfo» are both required', false],
    ['Could not find store/pickup point 7080001150488', false],
    ['Failed to fetch', false],
    ['Unauthorized', false],
    ['Internal Server Error', false],
    ['ERR_42', false],
    ['', false],
  ])('«%s» → %s', (message, expected) => {
    expect(readsAsShopperText(message)).toBe(expected);
  });
});
