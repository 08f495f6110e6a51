import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSteppedQuantity } from './use-stepped-quantity';

/** A change whose end the test decides (the cart's code arriving, or failing, on a slow network). */
function heldChanges() {
  const finishes: ((ok: boolean) => void)[] = [];
  const set = vi.fn(
    (_quantity: number) =>
      new Promise<void>((resolve, reject) => {
        finishes.push((ok) => (ok ? resolve() : reject(new Error('code not fetched'))));
      }),
  );
  return { set, finish: (index: number, ok: boolean) => act(async () => finishes[index]?.(ok)) };
}

const up = (from: number) => from + 1;
const down = (from: number) => Math.max(from - 1, 0);

describe('useSteppedQuantity', () => {
  it('asks for two steps when «Øk antall» is pressed twice before the cart has answered the first', () => {
    const { set } = heldChanges();
    const { result } = renderHook(() => useSteppedQuantity(1));
    act(() => result.current.step(up, set));
    act(() => result.current.step(up, set));
    expect(set.mock.calls.map(([quantity]) => quantity)).toEqual([2, 3]);
  });

  it('shows the quantity asked for at once, while the cart has not answered', () => {
    const { set } = heldChanges();
    const { result } = renderHook(() => useSteppedQuantity(1));
    act(() => result.current.step(up, set));
    act(() => result.current.step(up, set));
    expect(result.current.shown).toBe(3);
  });

  it('steps down from the quantity asked for, not from the cart’s', () => {
    const { set } = heldChanges();
    const { result } = renderHook(() => useSteppedQuantity(2));
    act(() => result.current.step(up, set));
    act(() => result.current.step(down, set));
    act(() => result.current.step(down, set));
    expect(set.mock.calls.map(([quantity]) => quantity)).toEqual([3, 2, 1]);
  });

  it('steps from the cart again once the asked quantity has reached it', () => {
    const { set } = heldChanges();
    const { result, rerender } = renderHook(({ quantity }) => useSteppedQuantity(quantity), { initialProps: { quantity: 1 } });
    act(() => result.current.step(up, set));
    rerender({ quantity: 2 });
    // Another tab, or the cart's own limit, sets the line; the next press starts from what the cart shows.
    rerender({ quantity: 5 });
    expect(result.current.shown).toBe(5);
    act(() => result.current.step(up, set));
    expect(set).toHaveBeenLastCalledWith(6);
  });

  it('steps from the cart after a change that failed or was clamped by a limit', async () => {
    const { set, finish } = heldChanges();
    const { result } = renderHook(() => useSteppedQuantity(1));
    act(() => result.current.step(up, set));
    await finish(0, false);
    expect(result.current.shown).toBe(1);
    act(() => result.current.step(up, set));
    expect(set.mock.calls.map(([quantity]) => quantity)).toEqual([2, 2]);
  });

  it('keeps a later press’s asked quantity when an earlier change ends after it', async () => {
    const { set, finish } = heldChanges();
    const { result } = renderHook(() => useSteppedQuantity(1));
    act(() => result.current.step(up, set));
    act(() => result.current.step(up, set));
    await finish(0, true);
    act(() => result.current.step(up, set));
    expect(set.mock.calls.map(([quantity]) => quantity)).toEqual([2, 3, 4]);
  });
});
