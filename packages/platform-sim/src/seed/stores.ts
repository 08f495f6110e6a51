import type { SeedStore } from './seed-types';

/** The seeded stores of chain 1300; the first is the anonymous default. */
export const SEED_STORES: readonly SeedStore[] = [
  {
    gln: '7080001150015',
    pickupGln: '7080001150015',
    name: 'MENY Storo',
    address: 'Vitaminveien 7',
    postalCode: '0485',
    city: 'OSLO',
    county: 'Oslo',
    municipality: 'Oslo',
    location: { lat: 59.9463, lon: 10.7787 },
    phoneNumber: '22 02 56 00',
    chainId: '1300',
    type: 'STORE',
  },
  {
    gln: '7080001150022',
    pickupGln: '7080001150022',
    name: 'MENY Bergen Storsenter',
    address: 'Strømgaten 8',
    postalCode: '5015',
    city: 'BERGEN',
    county: 'Vestland',
    municipality: 'Bergen',
    location: { lat: 60.3889, lon: 5.3326 },
    phoneNumber: '55 55 11 00',
    chainId: '1300',
    type: 'STORE',
  },
  {
    gln: '7080001150039',
    pickupGln: '7080001150039',
    name: 'MENY Solsiden',
    address: 'Beddingen 10',
    postalCode: '7042',
    city: 'TRONDHEIM',
    county: 'Trøndelag',
    municipality: 'Trondheim',
    location: { lat: 63.4343, lon: 10.4121 },
    phoneNumber: '73 80 15 00',
    chainId: '1300',
    type: 'STORE',
  },
];

export const DEFAULT_STORE_GLN = '7080001150015';
