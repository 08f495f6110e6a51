import type { SeedStore } from './seed-types';
import { DEFAULT_STORE_GLN, SEED_STORES } from './stores';
import type { SeedUser, SimConsent, SimCurrentMember, SimHandoverInfo, SimHousehold, SimUserKind } from './user-types';

const CHAIN_ID = '1300';

function seededStore(gln: string): SeedStore {
  const store = SEED_STORES.find((candidate) => candidate.gln === gln);
  if (!store) {
    throw new Error(`No seeded store ${gln}`);
  }
  return store;
}

const DEFAULT_STORE = seededStore(DEFAULT_STORE_GLN);

const MEMBERSHIP_CONSENT: SimConsent = {
  agreementId: 'trumf-medlemsavtale',
  chainId: CHAIN_ID,
  channel: 'email',
  type: 'membership',
  status: 'true',
};

/** Pickup at the default store, no window chosen yet: also the handover of a member new to a chain. */
export const PICKUP_AT_DEFAULT_STORE: SimHandoverInfo = {
  handoverType: 'BUTIKK',
  from: null,
  to: null,
  customerPickupFrom: null,
  customerPickupTo: null,
  deadline: null,
  supplierOrderDeadline: null,
  windowId: null,
  product: null,
  windowTags: [],
  deliveryInfo: null,
};

const MEMBER_DEFAULTS: Pick<
  SimCurrentMember,
  | 'media'
  | 'listUpdateMode'
  | 'hasEmail'
  | 'hasMobile'
  | 'needsToUpdateTrumfConsent'
  | 'productRelevancePreference'
  | 'hasTrumfInsurance'
  | 'phoneNumber'
  | 'membershipType'
> = {
  media: [],
  listUpdateMode: 'APPEND',
  hasEmail: true,
  hasMobile: true,
  needsToUpdateTrumfConsent: false,
  productRelevancePreference: 'NG',
  hasTrumfInsurance: false,
  phoneNumber: '',
  membershipType: 'primary',
};

/** Kari's household, shared with Lise (the associated member). */
const NORDMANN_HOUSEHOLD: SimHousehold = {
  householdId: 'H-200001',
  householdCryptoKey: 'hck-5d2b9e41a7c3f086',
  trumfBalance: 1234.5,
  address: 'Karl Johans gate 1',
  postalCode: '0154',
  city: 'OSLO',
  phoneNumber: '',
  deliveryComment: '',
  isOrganization: false,
  organizationName: null,
  organizationNumber: null,
  organizationDepartmentName: null,
  assortmentGroup: null,
  coordinates: { lat: 59.9111, lon: 10.7503 },
  children: [{ firstName: 'Emma', birthYear: 2016 }],
  members: ['M-100001', 'M-100004'],
  addresses: [
    {
      id: 'alt-1',
      firstName: 'Kari',
      lastName: 'Nordmann',
      address: 'Bryggen 1',
      postalCode: '5003',
      city: 'BERGEN',
      deliveryComment: '',
      coordinates: { lat: 60.3973, lon: 5.3237 },
    },
  ],
  alternativeFirstName: 'Kari',
  alternativeLastName: 'Nordmann',
  alternativeAddress: 'Bryggen 1',
  alternativePostalCode: '5003',
  alternativeCity: 'BERGEN',
  alternativeDeliveryComment: 'Ring på hos Nordmann',
  prefferedStoreId: DEFAULT_STORE.gln,
  pickupStoreId: DEFAULT_STORE.pickupGln,
};

/**
 * The seeded shoppers, one per kind, each with the full extended user the platform answers:
 * a Trumf member with a Trumf Visa card, a shopper with simplified login (acr "low"), a
 * corporate customer (a canteen, home delivery) and an associated member of the first household.
 * The update-order flag (`canUpdateOrder`, answered also as `canCurrentMemberUpdateOrder`) is set for the member and
 * the corporate customer only.
 */
export const SEED_USERS: Readonly<Record<SimUserKind, SeedUser>> = {
  member: {
    kind: 'member',
    subjectId: 'trumfid-3f6c1a52-kari',
    extendedUser: {
      chainId: CHAIN_ID,
      currentMember: {
        ...MEMBER_DEFAULTS,
        memberId: 'M-100001',
        memberCryptoKey: 'mck-8e1f4a7b2c9d3e60',
        customerNumber: '1000011',
        firstName: 'Kari',
        lastName: 'Nordmann',
        displayName: 'Kari Nordmann',
        email: 'kari.nordmann@example.no',
        mobile: '41234567',
        birthdate: '1985-04-17',
        gender: 'K',
        barCode: '2900000100013',
        media: [
          { type: 'BANKKORT', id: '**** **** **** 4821' },
          { type: 'MEDLEMSKORT', id: '2900000100013' },
        ],
        listUpdateMode: 'REPLACE',
        hasBankCard: true,
        hasTrumfVisa: true,
        canUpdateOrder: true,
        consents: [MEMBERSHIP_CONSENT],
      },
      household: NORDMANN_HOUSEHOLD,
      store: DEFAULT_STORE,
      handoverInfo: PICKUP_AT_DEFAULT_STORE,
    },
  },
  simplified: {
    kind: 'simplified',
    subjectId: 'trumfid-7b2e9d04-ola',
    extendedUser: {
      chainId: CHAIN_ID,
      currentMember: {
        ...MEMBER_DEFAULTS,
        memberId: 'M-100002',
        memberCryptoKey: 'mck-2a7c9e1b4d6f8a03',
        customerNumber: '1000028',
        firstName: 'Ola',
        lastName: 'Hansen',
        displayName: 'Ola Hansen',
        email: 'ola.hansen@example.no',
        mobile: '92345678',
        birthdate: '1992-11-03',
        gender: 'M',
        barCode: '2900000100020',
        hasBankCard: false,
        hasTrumfVisa: false,
        // Simplified login (assurance low) does not change placed orders: that needs a full (Trumf ID) login.
        canUpdateOrder: false,
        consents: [],
      },
      household: {
        householdId: 'H-200002',
        householdCryptoKey: 'hck-9c4e2f7a1b3d5e08',
        trumfBalance: 87.3,
        address: 'Storgata 1',
        postalCode: '9008',
        city: 'TROMSØ',
        phoneNumber: '',
        deliveryComment: '',
        isOrganization: false,
        organizationName: null,
        organizationNumber: null,
        organizationDepartmentName: null,
        assortmentGroup: null,
        coordinates: { lat: 69.6489, lon: 18.9551 },
        children: [],
        members: ['M-100002'],
        addresses: [],
        prefferedStoreId: DEFAULT_STORE.gln,
        pickupStoreId: DEFAULT_STORE.pickupGln,
      },
      store: DEFAULT_STORE,
      handoverInfo: PICKUP_AT_DEFAULT_STORE,
    },
  },
  corporate: {
    kind: 'corporate',
    subjectId: 'trumfid-c81d5e37-per',
    extendedUser: {
      chainId: CHAIN_ID,
      currentMember: {
        ...MEMBER_DEFAULTS,
        memberId: 'M-100003',
        memberCryptoKey: 'mck-6d3b8f2e9a1c7e45',
        customerNumber: '1000035',
        firstName: 'Per',
        lastName: 'Berg',
        displayName: 'Per Berg',
        email: 'per.berg@nordlyskantine.example.no',
        mobile: '48765432',
        birthdate: '1978-02-28',
        gender: 'M',
        barCode: '2900000100037',
        hasBankCard: true,
        hasTrumfVisa: false,
        canUpdateOrder: true,
        // A loyalty consent like a private member's: an organisation still gets no bonus badges or messages (spec
        // section 6), whatever its consents say.
        consents: [MEMBERSHIP_CONSENT],
      },
      household: {
        householdId: 'H-200003',
        householdCryptoKey: 'hck-1e8a6c3f5b7d9e24',
        trumfBalance: 0,
        address: 'Dronning Eufemias gate 16',
        postalCode: '0191',
        city: 'OSLO',
        // No goods-reception phone: handover options ask for it (validation `phoneNumber`).
        phoneNumber: '',
        deliveryComment: 'Varemottak i kjelleren',
        isOrganization: true,
        organizationName: 'Nordlys Kantine AS',
        organizationNumber: '916874324',
        organizationDepartmentName: 'Kantina',
        assortmentGroup: null,
        coordinates: { lat: 59.9075, lon: 10.76 },
        children: [],
        members: ['M-100003'],
        addresses: [],
        prefferedStoreId: DEFAULT_STORE.gln,
        pickupStoreId: DEFAULT_STORE.pickupGln,
      },
      store: DEFAULT_STORE,
      handoverInfo: {
        ...PICKUP_AT_DEFAULT_STORE,
        handoverType: 'HJEM',
        deliveryInfo: {
          carrierOrderId: null,
          carrierWindowId: null,
          firstName: 'Per',
          lastName: 'Berg',
          address: 'Dronning Eufemias gate 16',
          postalCode: '0191',
          city: 'OSLO',
          coordinates: { lat: 59.9075, lon: 10.76 },
          comment: 'Varemottak i kjelleren',
          stores: [DEFAULT_STORE.gln],
        },
      },
    },
  },
  associated: {
    kind: 'associated',
    subjectId: 'trumfid-4a9f0b61-lise',
    extendedUser: {
      chainId: CHAIN_ID,
      currentMember: {
        ...MEMBER_DEFAULTS,
        memberId: 'M-100004',
        memberCryptoKey: 'mck-3f9a1d7c5e2b8f61',
        customerNumber: '1000042',
        firstName: 'Lise',
        lastName: 'Nordmann',
        displayName: 'Lise Nordmann',
        email: 'lise.nordmann@example.no',
        mobile: '99887766',
        birthdate: '1987-09-09',
        gender: 'K',
        barCode: '2900000100044',
        hasBankCard: false,
        hasTrumfVisa: false,
        membershipType: 'associated',
        canUpdateOrder: false,
        consents: [MEMBERSHIP_CONSENT],
      },
      household: NORDMANN_HOUSEHOLD,
      store: DEFAULT_STORE,
      handoverInfo: PICKUP_AT_DEFAULT_STORE,
    },
  },
  noAddress: {
    kind: 'noAddress',
    subjectId: 'trumfid-5a9c3e17-nina',
    extendedUser: {
      chainId: CHAIN_ID,
      currentMember: {
        ...MEMBER_DEFAULTS,
        memberId: 'M-100005',
        memberCryptoKey: 'mck-4f1b7d9e2a6c8e51',
        customerNumber: '1000059',
        firstName: 'Nina',
        lastName: 'Dahl',
        displayName: 'Nina Dahl',
        email: 'nina.dahl@example.no',
        mobile: '41234560',
        birthdate: '1990-06-05',
        // Gender U: shown 'Annet'.
        gender: 'U',
        barCode: '2900000100051',
        hasBankCard: false,
        hasTrumfVisa: false,
        canUpdateOrder: true,
        consents: [MEMBERSHIP_CONSENT],
      },
      // Spec section 8: 'Du har ikke registrert noen adresse hos oss. Vennligst skriv inn adressen.'
      household: {
        householdId: 'H-200005',
        householdCryptoKey: 'hck-7e2c4a9f1b3d5e62',
        trumfBalance: 0,
        address: '',
        postalCode: '',
        city: '',
        phoneNumber: '',
        deliveryComment: '',
        isOrganization: false,
        organizationName: null,
        organizationNumber: null,
        organizationDepartmentName: null,
        assortmentGroup: null,
        coordinates: null,
        children: [],
        members: ['M-100005'],
        addresses: [],
        prefferedStoreId: DEFAULT_STORE.gln,
        pickupStoreId: DEFAULT_STORE.pickupGln,
      },
      store: DEFAULT_STORE,
      handoverInfo: PICKUP_AT_DEFAULT_STORE,
    },
  },
  addressProblems: {
    kind: 'addressProblems',
    subjectId: 'trumfid-9d2f6b41-jonas',
    extendedUser: {
      chainId: CHAIN_ID,
      currentMember: {
        ...MEMBER_DEFAULTS,
        memberId: 'M-100006',
        memberCryptoKey: 'mck-1c7e5a3f9b2d4e86',
        customerNumber: '1000066',
        firstName: 'Jonas',
        lastName: 'Lie',
        displayName: 'Jonas Lie',
        email: 'jonas.lie@example.no',
        mobile: '91234561',
        birthdate: '1983-09-14',
        // No gender given: shown 'Ikke oppgitt'.
        gender: null,
        barCode: '2900000100068',
        hasBankCard: true,
        hasTrumfVisa: false,
        canUpdateOrder: true,
        consents: [MEMBERSHIP_CONSENT],
      },
      // Spec section 8: the profile address has no house number and was never confirmed (no coordinates), so the
      // platform answers validation errors ('Husnummer mangler', 'Koordinater mangler'); of the alternative addresses,
      // Bergen is delivered to and Tromsø is not ('(ingen levering)').
      household: {
        householdId: 'H-200006',
        householdCryptoKey: 'hck-3b8d1f6a9c2e4e73',
        trumfBalance: 42,
        address: 'Karl Johans gate',
        postalCode: '0154',
        city: 'OSLO',
        phoneNumber: '',
        deliveryComment: '',
        isOrganization: false,
        organizationName: null,
        organizationNumber: null,
        organizationDepartmentName: null,
        assortmentGroup: null,
        coordinates: null,
        children: [],
        members: ['M-100006'],
        addresses: [
          {
            id: 'alt-bergen-jonas',
            firstName: 'Jonas',
            lastName: 'Lie',
            address: 'Bryggen 1',
            postalCode: '5003',
            city: 'BERGEN',
            deliveryComment: '',
            coordinates: { lat: 60.3973, lon: 5.3237 },
          },
          {
            id: 'alt-tromso-jonas',
            firstName: 'Jonas',
            lastName: 'Lie',
            address: 'Storgata 1',
            postalCode: '9008',
            city: 'TROMSØ',
            deliveryComment: '',
            coordinates: { lat: 69.6489, lon: 18.9551 },
          },
        ],
        prefferedStoreId: DEFAULT_STORE.gln,
        pickupStoreId: DEFAULT_STORE.pickupGln,
      },
      store: DEFAULT_STORE,
      handoverInfo: PICKUP_AT_DEFAULT_STORE,
    },
  },
};
