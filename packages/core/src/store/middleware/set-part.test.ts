import { describe, expect, it, vi } from 'vitest';
import type { SetShopState, ShopState } from '../shop-state';
import { partSetter } from './set-part';

function state(): ShopState {
  return {
    ui: { openDialog: null, loginPromptEan: null, editOrder: null, editOrderDialogs: 0 },
    session: { status: 'idle', loginLevel: 0, token: null, error: null, willBeLoggedOutAt: null },
  } as unknown as ShopState;
}

describe('partSetter: the first-load code’s plain updates', () => {
  it('sets the fields of one part as a plain partial: a new object for the part, the other parts as they were', () => {
    let current = state();
    const set = vi.fn<SetShopState>((partial) => {
      current = { ...current, ...partial };
    });
    const before = current;

    partSetter(set, () => current)('ui', { openDialog: 'cart', editOrderDialogs: 1 });

    expect(set).toHaveBeenCalledWith({ ui: { openDialog: 'cart', loginPromptEan: null, editOrder: null, editOrderDialogs: 1 } });
    expect(current.ui).not.toBe(before.ui);
    expect(current.session).toBe(before.session);
  });

  it('sets nothing when every field already has its value, as a recipe writing the same values under immer', () => {
    const current = state();
    const set = vi.fn<SetShopState>();

    partSetter(set, () => current)('session', { status: 'idle', error: null });
    partSetter(set, () => current)('ui', {});

    expect(set).not.toHaveBeenCalled();
  });

  it('takes a new object as a change even when it looks the same', () => {
    let current = state();
    const set = vi.fn<SetShopState>((partial) => {
      current = { ...current, ...partial };
    });

    partSetter(set, () => current)('session', { error: { operation: 'login', message: 'Feil' } });
    partSetter(set, () => current)('session', { error: { operation: 'login', message: 'Feil' } });

    expect(set).toHaveBeenCalledTimes(2);
  });
});
