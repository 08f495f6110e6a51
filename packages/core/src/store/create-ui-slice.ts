import type { ShopSliceCreator } from './shop-state';

/** Which of Kurv's dialogs or popups is open; one at a time. */
export type OpenDialog = 'cart' | null;

export interface UiSlice {
  ui: { openDialog: OpenDialog };
  openCartPopup: () => void;
  closeCartPopup: () => void;
}

export const createUiSlice: ShopSliceCreator<UiSlice> = (set) => ({
  ui: { openDialog: null },
  openCartPopup: () =>
    set((state) => {
      state.ui.openDialog = 'cart';
    }),
  closeCartPopup: () =>
    set((state) => {
      if (state.ui.openDialog === 'cart') {
        state.ui.openDialog = null;
      }
    }),
});
