import type { ShopStore } from '@kurv/core/store';
import { allTexts } from '@kurv/core/texts';
import { handoverCalendarView } from '@kurv/core/view';
import { ElementErrorBoundary, HandoverPicker } from '@kurv/elements';
import {
  CHAIN_DEFAULT_STORE_GLNS,
  DEFAULT_STORE_GLN,
  handoverDays,
  SEED_ADDRESSES,
  SEED_STORES,
  type SeedAddress,
  startSimSession,
} from '@kurv/platform-sim';
import { handoverSummaryStyles } from '@kurv/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { elementArgTypes } from '../custom-elements';
import { resetSimulator, STATE_TIMEOUT_MS, StoryShop, simulatorParameters, storySim, untilState } from '../story-shop';
import { withHandoverStyles } from '../ui/handover/decorators';

/** Every window request of the picker (delivery, store and pickup point). */
const WINDOWS_ROUTE = 'POST /api/handoverwindows/**';
/** Longest delay a fault takes: the spinner stays for the whole look at the story. */
const LONG_DELAY_MS = 120_000;

function seedAddress(street: string, number: string, city: string): SeedAddress {
  const address = SEED_ADDRESSES.find((candidate) => candidate.street === street && candidate.number === number && candidate.city === city);
  if (!address) {
    throw new Error(`No seeded address ${street} ${number}, ${city}`);
  }
  return address;
}

const KARL_JOHANS_GATE_1 = seedAddress('Karl Johans gate', '1', 'OSLO');
const STORGATA_1_TROMSO = seedAddress('Storgata', '1', 'TROMSØ');

/** The seeded default store of the story's chain (MENY Storo, SPAR Grünerløkka, Joker Tøyen). */
const defaultStoreGln = (store: ShopStore) => CHAIN_DEFAULT_STORE_GLNS[store.getState().settings.chainId] ?? DEFAULT_STORE_GLN;

const defaultStore = (shop: ShopStore) => {
  const gln = defaultStoreGln(shop);
  const store = SEED_STORES.find((candidate) => candidate.gln === gln && candidate.pickupGln === gln);
  if (!store) {
    throw new Error('No seeded default store');
  }
  return store;
};

/** The picker open on the type page with delivery chosen and the address search answered. */
async function searchDeliveryAddress(store: ShopStore, address: SeedAddress): Promise<void> {
  await store.getState().ensureUser();
  store.getState().openHandoverPicker();
  store.getState().chooseHandoverType('Delivery');
  store.getState().searchAddress(`${address.street} ${address.number}`);
  await untilState(
    store,
    ({ handover }) => handover.address.status === 'idle' && handover.address.suggestions.length > 0,
    'address suggestions',
  );
}

/** An anonymous shopper on the location page, the seeded default store chosen. */
async function openLocationPage(store: ShopStore): Promise<void> {
  await store.getState().ensureUser();
  store.getState().openHandoverPicker();
  store.getState().chooseHandoverType('Store');
  await store.getState().confirmHandoverType();
  const storeOption = store.getState().handover.options.list.find((option) => option.handoverType === 'Store');
  const location = storeOption?.locations.find((candidate) => candidate.store?.pickupGln === defaultStoreGln(store));
  if (!location) {
    throw new Error('The handover options have no location for the seeded default store');
  }
  store.getState().chooseLocation(location);
}

/** The first window the time page lets the shopper choose, on the first day that has one. */
function firstChoosableWindowId(store: ShopStore): string {
  const { settings } = store.getState();
  const calendar = handoverCalendarView(store.getState(), 'Store', new Date(), allTexts(settings));
  const day = calendar.days.find((candidate) => candidate.status === 'default');
  const evaluation = day?.evaluations.find((candidate) => candidate.disabledReason === null);
  if (!evaluation) {
    throw new Error('The simulator offered no choosable window');
  }
  return evaluation.window.windowId;
}

const meta = {
  title: 'Elements/handover-picker',
  // The controls and the attribute, event and custom-property tables come from custom-elements.json.
  argTypes: elementArgTypes('handover-picker'),
  args: { open: false },
  component: HandoverPicker,
  decorators: [withHandoverStyles],
  parameters: simulatorParameters,
  beforeEach: () => resetSimulator(),
} satisfies Meta<typeof HandoverPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary button of an anonymous shopper: pickup in the default store, nothing else chosen. The `open` control opens it. */
export const Closed: Story = {
  render: (args) => (
    <StoryShop prepare={(store) => store.getState().ensureUser()}>
      <HandoverPicker {...args} />
    </StoryShop>
  ),
};

/**
 * The picker's handover code could not be fetched when the shopper pressed the trigger (offline, a file refused by its
 * integrity): the element's default error, in the trigger's box.
 */
export const CodeFailed: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().ensureUser();
        const { handover } = store.getState();
        store.setState({ handover: { ...handover, picker: { ...handover.picker, codeFailed: true } } });
      }}
    >
      <style>{handoverSummaryStyles}</style>
      <ElementErrorBoundary tagName="handover-picker">
        <HandoverPicker />
      </ElementErrorBoundary>
    </StoryShop>
  ),
};

/** Opened by the element's `open` attribute: the type page with the login prompt. */
export const TypePageAnonymous: Story = {
  render: () => (
    <StoryShop
      prepare={(store) => {
        // A chain site with a login page: the login prompt shows (without one it is left out, rules/login-route.ts).
        const { settings } = store.getState();
        store.setState({ settings: { ...settings, paths: { ...settings.paths, login: '/logg-inn' } } });
        return store.getState().ensureUser();
      }}
    >
      <HandoverPicker open />
    </StoryShop>
  ),
};

/** Delivery chosen and 'Karl Johans gate 1' typed: the address suggestions, the list open in the focused field. */
export const TypePageDeliveryAddressSearch: Story = {
  render: () => (
    <StoryShop prepare={(store) => searchDeliveryAddress(store, KARL_JOHANS_GATE_1)}>
      <HandoverPicker />
    </StoryShop>
  ),
  play: async ({ canvasElement }) => {
    // As long as the other states may take on a busy machine (the browser tests run in parallel): the default second
    // ran out there before the dialog had its focus, and the field was never focused.
    const dialog = await within(canvasElement).findByRole('dialog', {}, { timeout: STATE_TIMEOUT_MS });
    // The suggestion list shows only while the field has focus; the dialog first focuses its close button.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), { timeout: STATE_TIMEOUT_MS });
    within(dialog).getByRole('combobox').focus();
  },
};

/** Storgata 1, 9008 TROMSØ chosen: no delivery there, so the shopper is moved to pickup with the coverage message. */
export const TypePageNotCovered: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await searchDeliveryAddress(store, STORGATA_1_TROMSO);
        const suggestion = store
          .getState()
          .handover.address.suggestions.find(
            (candidate) => candidate.postalCode === STORGATA_1_TROMSO.postalCode && candidate.number === STORGATA_1_TROMSO.number,
          );
        if (!suggestion) {
          throw new Error('The address search did not suggest Storgata 1, 9008 TROMSØ');
        }
        await store.getState().chooseAddress(suggestion);
      }}
    >
      <HandoverPicker />
    </StoryShop>
  ),
};

/** A logged-in member (the seeded Kari Nordmann): no login prompt, no address search. */
export const TypePageMember: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().ensureUser();
        await store.getState().login(startSimSession(storySim.state, { kind: 'member' }).token);
        store.getState().openHandoverPicker();
      }}
    >
      <HandoverPicker />
    </StoryShop>
  ),
};

/**
 * A member whose profile address the platform refuses (the seeded Jonas Lie): delivery chosen, the missing-data error
 * with each server error, the unverified-address text, 'Rediger adresser på profilsiden' and '(ingen levering)'.
 */
export const TypePageMemberAddressProblems: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().ensureUser();
        await store.getState().login(startSimSession(storySim.state, { kind: 'addressProblems' }).token);
        store.getState().openHandoverPicker();
        await store.getState().loadHandoverOptions();
        store.getState().chooseHandoverType('Delivery');
      }}
    >
      <HandoverPicker />
    </StoryShop>
  ),
};

/** A member with no address registered (the seeded Nina Dahl): delivery chosen, the no-address text and the form. */
export const TypePageMemberWithoutAddress: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().ensureUser();
        await store.getState().login(startSimSession(storySim.state, { kind: 'noAddress' }).token);
        store.getState().openHandoverPicker();
        await store.getState().loadHandoverOptions();
        store.getState().chooseHandoverType('Delivery');
      }}
    >
      <HandoverPicker />
    </StoryShop>
  ),
};

/** Pickup chosen: the stores grouped by county, the default store's county open and the store selected. */
export const LocationPage: Story = {
  render: () => (
    <StoryShop prepare={openLocationPage}>
      <HandoverPicker />
    </StoryShop>
  ),
};

/** The windows request held back by the simulator: the spinner. */
export const TimePageLoading: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await openLocationPage(store);
        storySim.state.faults.push({ route: WINDOWS_ROUTE, delayMs: LONG_DELAY_MS });
        void store.getState().confirmHandoverLocation();
        await untilState(
          store,
          ({ handover }) => handover.picker.page === 'time' && handover.windows.status === 'loading',
          'windows loading',
        );
      }}
    >
      <HandoverPicker />
    </StoryShop>
  ),
};

/** The windows request answered 500: the error banner with 'Prøv igjen'. */
export const TimePageError: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await openLocationPage(store);
        storySim.state.faults.push({ route: WINDOWS_ROUTE, status: 500 });
        await store.getState().confirmHandoverLocation();
      }}
    >
      <HandoverPicker />
    </StoryShop>
  ),
};

/** The platform answered no days: 'Vi klarte dessverre ikke hente utleveringstider. Vennligst prøv igjen senere.' */
export const TimePageEmptyDays: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await openLocationPage(store);
        storySim.state.faults.push({ route: WINDOWS_ROUTE, body: { days: [] } });
        await store.getState().confirmHandoverLocation();
      }}
    >
      <HandoverPicker />
    </StoryShop>
  ),
};

/** Every window of the simulator's days fully booked (capacity 0): each day 'Fullt'. */
export const TimePageFullDays: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await openLocationPage(store);
        const days = handoverDays(storySim.state, 'store', defaultStore(store)).map((day) => ({
          ...day,
          handoverWindows: day.handoverWindows.map((window) => ({ ...window, capacity: 0 })),
        }));
        storySim.state.faults.push({ route: WINDOWS_ROUTE, body: { days } });
        await store.getState().confirmHandoverLocation();
      }}
    >
      <HandoverPicker />
    </StoryShop>
  ),
};

/** The simulator's windows for the default store, the first choosable one chosen. */
export const TimePageWithWindows: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await openLocationPage(store);
        await store.getState().confirmHandoverLocation();
        await store.getState().chooseHandoverWindow(firstChoosableWindowId(store));
      }}
    >
      <HandoverPicker />
    </StoryShop>
  ),
};

/** A member's chosen window is reserved in the simulator: the reservation countdown. */
export const TimePageMemberReservation: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().ensureUser();
        await store.getState().login(startSimSession(storySim.state, { kind: 'member' }).token);
        store.getState().openHandoverPicker();
        store.getState().chooseHandoverType('Store');
        await store.getState().confirmHandoverType();
        await store.getState().confirmHandoverLocation();
        await store.getState().chooseHandoverWindow(firstChoosableWindowId(store));
        await untilState(store, ({ handover }) => handover.reservation.current !== null, 'the reservation');
      }}
    >
      <HandoverPicker />
    </StoryShop>
  ),
};
