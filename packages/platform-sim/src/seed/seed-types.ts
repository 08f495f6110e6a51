/** A product as seeded: the platform's product fields; absent ones take the platform's defaults. */
export interface SeedProduct {
  ean: string;
  title: string;
  subtitle: string;
  brand: string;
  vendor: string;
  categoryName: string;
  price: number;
  priceOriginal: number | null;
  pricePerUnit: number;
  pricePerUnitOriginal: number | null;
  unit: string;
  weight: number;
  unitRule?: number;
  productSoldByWeight?: boolean;
  isForSale?: boolean;
  isOutOfStock?: boolean;
  availableInventory?: number;
  maxQuantityPerOrder?: number;
  maxQuantityPerOrderFrom?: string;
  maxQuantityPerOrderTo?: string;
  drug?: { isForChildren: boolean; atcCode: string; restriction: number };
  isOffer?: boolean;
  isBreadAndCanSlice?: boolean;
  promotionDisplayName?: string;
  notForSaleText?: string;
}

/** A seeded store, in the platform's mapped store format. */
export interface SeedStore {
  gln: string;
  pickupGln: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  county: string;
  municipality: string;
  location: { lat: number; lon: number };
  phoneNumber: string;
  chainId: string;
  type: 'STORE';
}
