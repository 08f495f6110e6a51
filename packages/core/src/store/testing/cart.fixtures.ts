import { seedProductNamed } from '@kurv/platform-sim';

// The seeded products the cart's tests add.
export const milk = seedProductNamed('Tine Lettmelk 1 %');
export const pizza = seedProductNamed('Grandiosa Original');
export const crisps = seedProductNamed('Kims Potetgull Salt');
export const outOfStock = seedProductNamed('Pepsi Max');
export const notForSale = seedProductNamed('Engangsgrill');
