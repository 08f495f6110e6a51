import { CartPopup } from '@kurv/elements';
import { STORE_WITHOUT_SOME_PRODUCTS, seedProductNamed, startSimSession } from '@kurv/platform-sim';
import { cartStyles } from '@kurv/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { elementArgTypes } from '../custom-elements';
import { resetSimulator, STATE_TIMEOUT_MS, StoryShop, simulatorParameters, storySim, untilState } from '../story-shop';

/** The cart styles are not in widgetStyles: the `<cart-popup>` element adds them to its shadow root, the stories here. */
const withCartStyles: Decorator = (Story) => (
  <>
    <style>{cartStyles}</style>
    <Story />
  </>
);

const meta = {
  title: 'Elements/cart-popup',
  // The controls and the attribute, event and custom-property tables come from custom-elements.json.
  argTypes: elementArgTypes('cart-popup'),
  component: CartPopup,
  decorators: [withCartStyles],
  parameters: simulatorParameters,
  beforeEach: () => resetSimulator(),
} satisfies Meta<typeof CartPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  render: () => (
    <StoryShop>
      <CartPopup />
    </StoryShop>
  ),
};

export const WithItems: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean, 2);
        await store.getState().addItem(seedProductNamed('Grandiosa Original').ean);
        await store.getState().addItem(seedProductNamed('Kims Potetgull Salt').ean, 3);
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

export const OpenWithItems: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean, 2);
        await store.getState().addItem(seedProductNamed('Grandiosa Original').ean);
        store.getState().openCartPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

export const OpenAfterCalculatorFailure: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean);
        storySim.state.faults.push({ route: 'POST /api/cart/calculator/*', status: 500, times: 1 });
        await store.getState().addItem(seedProductNamed('Grandiosa Original').ean);
        store.getState().openCartPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

/**
 * Spec section 8, restricted cart: four restricted lines (more than two) collapse into 'Noen av varene dine har
 * begrenset levering', expanded here. Hansa Pilsner (age limit, alcohol) and Bløtkake (ordered from the baker) are
 * restricted by their own fields; Gudbrandsdalsost (lead time) and Norvegia (supplier product) by the default store's
 * handover windows, which prepare loads as the picker's time page would. Tine Lettmelk is not restricted.
 */
export const OpenWithRestrictedNotices: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().ensureUser();
        store.getState().chooseHandoverType('Store');
        await store.getState().confirmHandoverType();
        await store.getState().confirmHandoverLocation();
        store.getState().closeHandoverPicker();
        await untilState(store, ({ handover }) => handover.windows.days.length > 0, 'the handover windows');
        for (const title of ['Tine Lettmelk 1 %', 'Hansa Pilsner', 'Bløtkake med jordbær', 'Gudbrandsdalsost', 'Norvegia 26 %']) {
          await store.getState().addItem(seedProductNamed(title).ean);
        }
        store.getState().openCartPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
  play: async ({ canvasElement }) => {
    // The container renders once prepare is done (windows and five calculations): wait for it.
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Handlevogn' }, { timeout: STATE_TIMEOUT_MS });
    // The lines and notices follow the sheet's first paint.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Noen av varene dine har begrenset levering' }));
    await waitFor(() => expect(within(dialog).getByText('Aldersbestemt vare')).toBeVisible(), { timeout: STATE_TIMEOUT_MS });
  },
};

/** Spec section 8: Grandiosa just removed: 'Fjernet 1 stk Grandiosa Original' with 'Angre'. */
export const OpenWithRemovedItem: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean, 2);
        await store.getState().addItem(seedProductNamed('Grandiosa Original').ean);
        await store.getState().addItem(seedProductNamed('Kneippbrød').ean);
        await store.getState().removeItem(seedProductNamed('Grandiosa Original').ean);
        store.getState().openCartPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

/** Spec sections 8 and 9: three bananas (about 180 g each) just removed: 'Fjernet 540 g Bananer', in the line's unit. */
export const OpenWithRemovedWeightItem: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean);
        await store.getState().addItem(seedProductNamed('Bananer').ean, 3);
        await store.getState().removeItem(seedProductNamed('Bananer').ean);
        store.getState().openCartPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

/** Cart sharing on (spec section 9, default off): 'Del handlevognen' links to delt-handlevogn?id= with the cart's id. */
export const OpenWithSharedCartLink: Story = {
  render: () => (
    <StoryShop
      settings={{ features: { sharingCart: true } }}
      prepare={async (store) => {
        await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean, 2);
        store.getState().openCartPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

/** Spec section 8: one milk is under pickup's 100 kr: 'Du må handle for minst 100 kr for å kunne hente i butikk'. */
export const OpenBelowMinimumPurchase: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean);
        store.getState().openCartPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

/** A corporate user (the seeded canteen): the service fee choices, 'Oppskjæring' chosen and priced in the totals. */
export const OpenForCorporateUser: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().ensureUser();
        await store.getState().login(startSimSession(storySim.state, { kind: 'corporate' }).token);
        await store.getState().addItem(seedProductNamed('Norvegia 26 %').ean, 3);
        await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean, 4);
        await store.getState().setServiceFeeType('OPPSKJAERING');
        store.getState().openCartPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

/** 'Til kassen' without a chosen time and under the minimum: the checkout popup 'Klar for kassen?'. */
export const CheckoutPopupOpen: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean);
        await store.getState().addItem(seedProductNamed('Kneippbrød').ean);
        store.getState().openCheckoutPopup();
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};

/**
 * Spec section 2: the shopper picks up in MENY Solsiden, which does not sell Kneippbrød or Grandiosa: the
 * unavailable-products dialog 'Noen varer er ikke tilgjengelig' names them and the store.
 */
export const UnavailableProductsDialogOpen: Story = {
  render: () => (
    <StoryShop
      prepare={async (store) => {
        await store.getState().ensureUser();
        await store.getState().addItem(seedProductNamed('Tine Lettmelk 1 %').ean);
        await store.getState().addItem(seedProductNamed('Kneippbrød').ean);
        await store.getState().addItem(seedProductNamed('Grandiosa Original').ean);
        const handoverInfo = store.getState().user.extendedUser?.handoverInfo ?? null;
        await store.getState().saveStoreAndHandover({
          storeGln: STORE_WITHOUT_SOME_PRODUCTS.gln,
          pickupPointGln: STORE_WITHOUT_SOME_PRODUCTS.gln,
          handoverInfo,
        });
        await untilState(
          store,
          ({ cart }) => cart.unavailableEans.length === 2 && cart.status === 'idle',
          'the unavailable products of MENY Solsiden',
        );
      }}
    >
      <CartPopup />
    </StoryShop>
  ),
};
