import type { SimCoordinates } from './user-types';

/** An address as the national address register answers it. */
export interface SeedAddress {
  street: string;
  number: string;
  letter: string;
  postalCode: string;
  city: string;
  coordinates: SimCoordinates;
}

/**
 * Real streets with house numbers in Oslo, Akershus, Bergen, Trondheim, Stavanger/Sandnes and
 * Tromsø. The last two are incomplete register entries (no city, no street) that address search
 * leaves out.
 */
export const SEED_ADDRESSES: readonly SeedAddress[] = [
  { street: 'Karl Johans gate', number: '1', letter: '', postalCode: '0154', city: 'OSLO', coordinates: { lat: 59.9111, lon: 10.7503 } },
  { street: 'Karl Johans gate', number: '2', letter: '', postalCode: '0154', city: 'OSLO', coordinates: { lat: 59.9112, lon: 10.7508 } },
  { street: 'Karl Johans gate', number: '10', letter: '', postalCode: '0154', city: 'OSLO', coordinates: { lat: 59.9119, lon: 10.7466 } },
  { street: 'Karl Johans gate', number: '22', letter: '', postalCode: '0159', city: 'OSLO', coordinates: { lat: 59.9133, lon: 10.741 } },
  { street: 'Karl Johans gate', number: '31', letter: '', postalCode: '0159', city: 'OSLO', coordinates: { lat: 59.9139, lon: 10.7378 } },
  { street: 'Storgata', number: '1', letter: '', postalCode: '0155', city: 'OSLO', coordinates: { lat: 59.9125, lon: 10.7513 } },
  { street: 'Storgata', number: '20', letter: '', postalCode: '0184', city: 'OSLO', coordinates: { lat: 59.9145, lon: 10.7545 } },
  { street: 'Bogstadveien', number: '1', letter: '', postalCode: '0355', city: 'OSLO', coordinates: { lat: 59.9245, lon: 10.7255 } },
  { street: 'Bogstadveien', number: '30', letter: '', postalCode: '0355', city: 'OSLO', coordinates: { lat: 59.9268, lon: 10.7215 } },
  {
    street: 'Thorvald Meyers gate',
    number: '50',
    letter: '',
    postalCode: '0555',
    city: 'OSLO',
    coordinates: { lat: 59.9225, lon: 10.759 },
  },
  { street: 'Markveien', number: '35', letter: 'B', postalCode: '0554', city: 'OSLO', coordinates: { lat: 59.921, lon: 10.757 } },
  { street: 'Trondheimsveien', number: '2', letter: '', postalCode: '0560', city: 'OSLO', coordinates: { lat: 59.917, lon: 10.76 } },
  { street: 'Kirkeveien', number: '64', letter: '', postalCode: '0364', city: 'OSLO', coordinates: { lat: 59.929, lon: 10.718 } },
  {
    street: 'Dronning Eufemias gate',
    number: '16',
    letter: '',
    postalCode: '0191',
    city: 'OSLO',
    coordinates: { lat: 59.9075, lon: 10.76 },
  },
  { street: 'Vitaminveien', number: '7', letter: '', postalCode: '0485', city: 'OSLO', coordinates: { lat: 59.9463, lon: 10.7787 } },
  { street: 'Nydalsveien', number: '28', letter: '', postalCode: '0484', city: 'OSLO', coordinates: { lat: 59.9495, lon: 10.7655 } },
  { street: 'Sognsveien', number: '75', letter: '', postalCode: '0855', city: 'OSLO', coordinates: { lat: 59.947, lon: 10.7325 } },
  { street: 'Østensjøveien', number: '27', letter: '', postalCode: '0661', city: 'OSLO', coordinates: { lat: 59.9085, lon: 10.8155 } },
  { street: 'Bryggen', number: '1', letter: '', postalCode: '5003', city: 'BERGEN', coordinates: { lat: 60.3973, lon: 5.3237 } },
  { street: 'Torgallmenningen', number: '1', letter: '', postalCode: '5014', city: 'BERGEN', coordinates: { lat: 60.3929, lon: 5.3245 } },
  { street: 'Strandgaten', number: '1', letter: '', postalCode: '5013', city: 'BERGEN', coordinates: { lat: 60.3955, lon: 5.322 } },
  { street: 'Strømgaten', number: '8', letter: '', postalCode: '5015', city: 'BERGEN', coordinates: { lat: 60.3889, lon: 5.3326 } },
  { street: 'Olav Kyrres gate', number: '20', letter: '', postalCode: '5014', city: 'BERGEN', coordinates: { lat: 60.3905, lon: 5.325 } },
  { street: 'Kong Oscars gate', number: '1', letter: '', postalCode: '5017', city: 'BERGEN', coordinates: { lat: 60.3965, lon: 5.3265 } },
  { street: 'Christies gate', number: '10', letter: '', postalCode: '5015', city: 'BERGEN', coordinates: { lat: 60.3895, lon: 5.3255 } },
  { street: 'Nygårdsgaten', number: '1', letter: '', postalCode: '5015', city: 'BERGEN', coordinates: { lat: 60.387, lon: 5.332 } },
  { street: 'Fjellveien', number: '1', letter: '', postalCode: '5019', city: 'BERGEN', coordinates: { lat: 60.399, lon: 5.333 } },
  { street: 'Nesttunvegen', number: '100', letter: '', postalCode: '5221', city: 'NESTTUN', coordinates: { lat: 60.3195, lon: 5.355 } },
  { street: 'Munkegata', number: '1', letter: '', postalCode: '7011', city: 'TRONDHEIM', coordinates: { lat: 63.428, lon: 10.396 } },
  { street: 'Kongens gate', number: '1', letter: '', postalCode: '7011', city: 'TRONDHEIM', coordinates: { lat: 63.4305, lon: 10.395 } },
  {
    street: 'Olav Tryggvasons gate',
    number: '1',
    letter: '',
    postalCode: '7011',
    city: 'TRONDHEIM',
    coordinates: { lat: 63.4335, lon: 10.399 },
  },
  { street: 'Nordre gate', number: '10', letter: '', postalCode: '7011', city: 'TRONDHEIM', coordinates: { lat: 63.4325, lon: 10.3985 } },
  {
    street: 'Dronningens gate',
    number: '10',
    letter: '',
    postalCode: '7011',
    city: 'TRONDHEIM',
    coordinates: { lat: 63.4318, lon: 10.3945 },
  },
  { street: 'Prinsens gate', number: '1', letter: '', postalCode: '7011', city: 'TRONDHEIM', coordinates: { lat: 63.429, lon: 10.3905 } },
  { street: 'Beddingen', number: '10', letter: '', postalCode: '7042', city: 'TRONDHEIM', coordinates: { lat: 63.4343, lon: 10.4121 } },
  { street: 'Innherredsveien', number: '7', letter: '', postalCode: '7014', city: 'TRONDHEIM', coordinates: { lat: 63.433, lon: 10.411 } },
  { street: 'Elgeseter gate', number: '10', letter: '', postalCode: '7030', city: 'TRONDHEIM', coordinates: { lat: 63.4225, lon: 10.395 } },
  { street: 'Moholt allé', number: '10', letter: '', postalCode: '7050', city: 'TRONDHEIM', coordinates: { lat: 63.414, lon: 10.433 } },
  { street: 'Klubbgata', number: '5', letter: '', postalCode: '4006', city: 'STAVANGER', coordinates: { lat: 58.97, lon: 5.7331 } },
  { street: 'Kirkegata', number: '1', letter: '', postalCode: '4006', city: 'STAVANGER', coordinates: { lat: 58.9695, lon: 5.732 } },
  { street: 'Torget', number: '1', letter: '', postalCode: '4006', city: 'STAVANGER', coordinates: { lat: 58.971, lon: 5.7325 } },
  { street: 'Breigata', number: '1', letter: '', postalCode: '4006', city: 'STAVANGER', coordinates: { lat: 58.9705, lon: 5.7345 } },
  { street: 'Kongsgata', number: '1', letter: '', postalCode: '4005', city: 'STAVANGER', coordinates: { lat: 58.969, lon: 5.7335 } },
  { street: 'Pedersgata', number: '10', letter: '', postalCode: '4013', city: 'STAVANGER', coordinates: { lat: 58.969, lon: 5.742 } },
  { street: 'Løkkeveien', number: '10', letter: '', postalCode: '4008', city: 'STAVANGER', coordinates: { lat: 58.9725, lon: 5.7245 } },
  { street: 'Langgata', number: '40', letter: '', postalCode: '4306', city: 'SANDNES', coordinates: { lat: 58.851, lon: 5.737 } },
  { street: 'Storgata', number: '1', letter: '', postalCode: '9008', city: 'TROMSØ', coordinates: { lat: 69.6489, lon: 18.9551 } },
  { street: 'Storgata', number: '42', letter: '', postalCode: '9008', city: 'TROMSØ', coordinates: { lat: 69.6505, lon: 18.955 } },
  { street: 'Grønnegata', number: '10', letter: '', postalCode: '9008', city: 'TROMSØ', coordinates: { lat: 69.6495, lon: 18.953 } },
  { street: 'Sjøgata', number: '1', letter: '', postalCode: '9008', city: 'TROMSØ', coordinates: { lat: 69.648, lon: 18.9575 } },
  { street: 'Strandgata', number: '1', letter: '', postalCode: '9008', city: 'TROMSØ', coordinates: { lat: 69.649, lon: 18.958 } },
  { street: 'Fredrik Langes gate', number: '1', letter: '', postalCode: '9008', city: 'TROMSØ', coordinates: { lat: 69.65, lon: 18.956 } },
  { street: 'Nerstranda', number: '9', letter: '', postalCode: '9008', city: 'TROMSØ', coordinates: { lat: 69.6483, lon: 18.957 } },
  { street: 'Hansjordnesgata', number: '1', letter: '', postalCode: '9009', city: 'TROMSØ', coordinates: { lat: 69.656, lon: 18.954 } },
  { street: 'Heiloveien', number: '14', letter: '', postalCode: '9016', city: 'TROMSØ', coordinates: { lat: 69.676, lon: 18.924 } },
  { street: 'Sandviksveien', number: '176', letter: '', postalCode: '1337', city: 'SANDVIKA', coordinates: { lat: 59.891, lon: 10.523 } },
  { street: 'Storgata', number: '6', letter: '', postalCode: '2000', city: 'LILLESTRØM', coordinates: { lat: 59.956, lon: 11.049 } },
  { street: 'Torvet', number: '1', letter: '', postalCode: '2000', city: 'LILLESTRØM', coordinates: { lat: 59.9555, lon: 11.0495 } },
  { street: 'Karl Johans gate', number: '1', letter: 'B', postalCode: '0154', city: '', coordinates: { lat: 59.9111, lon: 10.7503 } },
  { street: '', number: '12', letter: '', postalCode: '9060', city: 'LYNGSEIDET', coordinates: { lat: 69.576, lon: 20.215 } },
];
