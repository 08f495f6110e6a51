/**
 * Issue 37: whether a value is an EAN as an `<add-to-cart-button>`'s `ean` attribute takes it: 8 digits (EAN-8) or 13
 * (EAN-13), nothing around them. The check digit is not checked: the platform answers for the products it has.
 */
export function isEan(value: string): boolean {
  return /^(\d{8}|\d{13})$/.test(value);
}
