import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePendingAdd } from './use-pending-add';

/** An add whose end the test decides (the cart's code arriving, or failing, on a slow network). */
function heldAdd() {
  let finish: (ok: boolean) => void = () => {};
  const add = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = (ok) => (ok ? resolve() : reject(new Error('code not fetched')));
      }),
  );
  return { add, finish: (ok: boolean) => act(async () => finish(ok)) };
}

describe('usePendingAdd', () => {
  it('adds once when the button is pressed again before the first add has reached the cart', () => {
    const { add } = heldAdd();
    const { result } = renderHook(() => usePendingAdd(0));
    act(() => result.current.addOnce(add));
    act(() => result.current.addOnce(add));
    expect(add).toHaveBeenCalledTimes(1);
    expect(result.current.adding).toBe(true);
  });

  it('is done once the product is in the cart, though the add itself has not ended (its calculation)', () => {
    const { add } = heldAdd();
    const { result, rerender } = renderHook(({ quantity }) => usePendingAdd(quantity), { initialProps: { quantity: 0 } });
    act(() => result.current.addOnce(add));
    rerender({ quantity: 1 });
    expect(result.current.adding).toBe(false);
  });

  it('takes another press after an add that failed or was refused', async () => {
    const first = heldAdd();
    const second = heldAdd();
    const { result } = renderHook(() => usePendingAdd(0));
    act(() => result.current.addOnce(first.add));
    await first.finish(false);
    expect(result.current.adding).toBe(false);
    act(() => result.current.addOnce(second.add));
    expect(second.add).toHaveBeenCalledTimes(1);
  });
});
