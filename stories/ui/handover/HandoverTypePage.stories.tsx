import { nb } from '@kurv/core/texts';
import { HandoverTypePage } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  ADDRESS_SUGGESTIONS,
  AVAILABLE,
  DELIVERY_BELOW_MINIMUM,
  DELIVERY_UNAVAILABLE,
  MINIMUM_PURCHASE_REMINDER,
  PICKUP_UNAVAILABLE,
} from '../../../packages/ui/src/widgets/handover-picker/handover.fixtures';
import { withHandoverStyles } from './decorators';

const meta = {
  title: 'UI/Handover/TypePage',
  component: HandoverTypePage,
  decorators: [withHandoverStyles],
  args: {
    texts: nb,
    handoverType: 'Delivery',
    onHandoverTypeChange: fn(),
    delivery: AVAILABLE,
    store: AVAILABLE,
    showLoginPrompt: true,
    onLogin: fn(),
    addressForm: { value: '', suggestions: [], searching: false, errorText: null, submit: 'use' },
    onAddressInputChange: fn(),
    onAddressSelect: fn(),
    onAddressSubmit: fn(),
    reminder: MINIMUM_PURCHASE_REMINDER,
    hasTimePage: true,
    confirmDisabled: false,
    onConfirm: fn(),
    onClose: fn(),
    showTitle: true,
  },
} satisfies Meta<typeof HandoverTypePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {};
export const AnonymousWithSuggestions: Story = {
  args: { addressForm: { value: 'Karl Johans gate', suggestions: ADDRESS_SUGGESTIONS, searching: false, errorText: null, submit: 'use' } },
};
export const Member: Story = {
  args: {
    showLoginPrompt: false,
    reminder: null,
    addressForm: { value: 'Kirkeveien 140, 0361 OSLO', suggestions: [], searching: false, errorText: null, submit: 'save' },
  },
};
export const MemberPickup: Story = { args: { showLoginPrompt: false, handoverType: 'Store', reminder: null, hasTimePage: false } };
export const DisabledOptions: Story = {
  args: { handoverType: null, delivery: DELIVERY_UNAVAILABLE, store: PICKUP_UNAVAILABLE, confirmDisabled: true, reminder: null },
};
export const BelowMinimumPurchase: Story = { args: { handoverType: 'Store', delivery: DELIVERY_BELOW_MINIMUM } };
export const AddressError: Story = {
  args: {
    confirmDisabled: true,
    addressForm: {
      value: 'Fjellveien 1, 9990 BÅTSFJORD',
      suggestions: [],
      searching: false,
      errorText: nb.coverageUnavailable,
      submit: 'use',
    },
  },
};
/** Text typed in the field and not picked from the suggestions: no 'Bruk adresse', 'Fortsett' disabled. */
export const AddressNotPicked: Story = {
  args: {
    handoverType: 'Delivery',
    confirmDisabled: true,
    addressForm: { value: 'qwzx blørg 999', suggestions: [], searching: false, errorText: null, submit: null },
  },
};
/** The saved address shown in the field when the picker opens again. */
export const SavedAddressShown: Story = {
  args: {
    handoverType: 'Delivery',
    confirmDisabled: false,
    addressForm: { value: 'Karl Johans gate 1, 0154 OSLO', suggestions: [], searching: false, errorText: null, submit: null },
  },
};
/** A member whose profile address the platform refuses: each server error, the unverified text, '(ingen levering)'. */
export const MemberAddressProblems: Story = {
  args: {
    showLoginPrompt: false,
    addressForm: null,
    reminder: null,
    confirmDisabled: true,
    optionsBlock: {
      kind: 'deliveryLocations',
      locations: [
        { id: 'home', label: 'Karl Johans gate, 0154 OSLO', hasStore: true },
        { id: 'bergen', label: 'Bryggen 1, 5003 BERGEN', hasStore: true },
        { id: 'tromso', label: 'Storgata 1, 9008 TROMSØ', hasStore: false },
      ],
      selectedId: 'home',
    },
    validation: {
      severity: 'error',
      messages: [
        'Vi mangler informasjon for adressen din Karl Johans gate. Vennligst oppdater kontaktdetaljene på profilen din for å fortsette.',
        'Husnummer mangler',
        'Koordinater mangler',
      ],
    },
    addressNotice: 'Din profiladresse Karl Johans gate er ikke bekreftet. Vennligst skriv inn adressen på nytt under.',
    contactDetailsLink: { href: '/profil/bestilling/#/kontaktdetaljer', label: nb.editAddressesOnProfile },
  },
};
/** A member with no address registered types one. */
export const MemberWithoutAddress: Story = {
  args: {
    showLoginPrompt: false,
    reminder: null,
    confirmDisabled: true,
    addressForm: { value: '', suggestions: [], searching: false, errorText: null, submit: null },
    addressNotice: nb.noAddressRegistered,
    contactDetailsLink: { href: '/profil/bestilling/#/kontaktdetaljer', label: nb.editAddressesOnProfile },
  },
};
/** Neither delivery nor pickup can be chosen. */
export const NoValidOptions: Story = {
  args: {
    handoverType: null,
    delivery: DELIVERY_UNAVAILABLE,
    store: PICKUP_UNAVAILABLE,
    confirmDisabled: true,
    reminder: null,
    noValidOptionsText: nb.noValidHandoverOptions,
  },
};
