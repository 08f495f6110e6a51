import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFilledAfterPaint } from './modal-stack';

describe('useFilledAfterPaint', () => {
  it('is false on the render that opens, true after the next paint, and false again once closed', async () => {
    const { result, rerender } = renderHook(({ open }) => useFilledAfterPaint(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    act(() => rerender({ open: true }));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    act(() => rerender({ open: false }));
    expect(result.current).toBe(false);
    act(() => rerender({ open: true }));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
