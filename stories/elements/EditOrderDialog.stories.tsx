import type { ShopStore } from '@kurv/core/store';
import { AddToCartButton, EditOrderDialog } from '@kurv/elements';
import { SEED_OPEN_ORDER, seedProductNamed, startSimSession } from '@kurv/platform-sim';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementArgTypes } from '../custom-elements';
import { resetSimulator, StoryShop, simulatorParameters, storySim } from '../story-shop';

const bananas = seedProductNamed('Bananer').ean;

/** Kari, the seeded loyalty member with the open order 4100001 (pickup code 483920). */
async function logInKari(store: ShopStore): Promise<void> {
  await store.getState().ensureUser();
  await store.getState().login(startSimSession(storySim.state, { kind: 'member' }).token);
  // The dialog below is mounted once the story renders; the store learns it here so the add waits for the question.
  store.getState().mountEditOrderDialog();
}

const meta = {
  title: 'Elements/edit-order-dialog',
  // The controls and the attribute, event and custom-property tables come from custom-elements.json.
  argTypes: elementArgTypes('edit-order-dialog'),
  component: EditOrderDialog,
  parameters: simulatorParameters,
  beforeEach: () => resetSimulator(),
} satisfies Meta<typeof EditOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with an editable order adds a product: 'Vil du legge til varer på eksisterende bestilling?'. */
export const AskedAfterAdd: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await logInKari(store);
        await store.getState().addItem(bananas);
      }}
    >
      <AddToCartButton ean={bananas} />
      <EditOrderDialog />
    </StoryShop>
  ),
};

/** The host page's change-order action: 'Vil du endre bestillingen?' with 'Avbryt'. */
export const AskedByHostPage: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await logInKari(store);
        await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
      }}
    >
      <EditOrderDialog />
    </StoryShop>
  ),
};

/** 'Endre bestilling' while the order loads (the simulator holds the answer): 'Forbereder endring'. */
export const PreparingEdit: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await logInKari(store);
        await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
        storySim.state.faults.push({ route: 'GET /api/order/:chainId/:memberId/:orderId', delayMs: 600_000, times: 1 });
        void store.getState().startOrderEdit();
      }}
    >
      <EditOrderDialog />
    </StoryShop>
  ),
};

/** The order could not be loaded (500): 'Beklager, denne bestillingen kan ikke endres akkurat nå.' with OK. */
export const LoadFailed: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await logInKari(store);
        await store.getState().requestOrderChange(SEED_OPEN_ORDER.ngOrderId);
        storySim.state.faults.push({ route: 'GET /api/order/:chainId/:memberId/:orderId', status: 500, times: 1 });
        await store.getState().startOrderEdit();
      }}
    >
      <EditOrderDialog />
    </StoryShop>
  ),
};
