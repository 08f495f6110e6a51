import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFilledAfterPaint } from './modal-stack';
import { stubIntersectionObserver } from './painted-observer.fixtures';

describe('useFilledAfterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is false on the render that opens, true after the frame painted, and false again once closed', () => {
    const frames = stubIntersectionObserver();
    const { result, rerender } = renderHook(({ open }) => useFilledAfterPaint(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    act(() => rerender({ open: true }));
    expect(result.current).toBe(false);
    act(() => frames.paint());
    expect(result.current).toBe(true);
    act(() => rerender({ open: false }));
    expect(result.current).toBe(false);
    act(() => rerender({ open: true }));
    expect(result.current).toBe(false);
    act(() => frames.paint());
    expect(result.current).toBe(true);
  });

  it('fills on a page whose timers and frame callbacks are held (a paused clock), once the frame painted', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const frames = stubIntersectionObserver();
    const { result, rerender } = renderHook(({ open }) => useFilledAfterPaint(open), { initialProps: { open: true } });
    expect(result.current).toBe(false);
    act(() => frames.paint());
    expect(result.current).toBe(true);
    act(() => rerender({ open: false }));
    expect(frames.waiting()).toBe(0);
  });

  it('closed before the frame painted, it stops waiting', () => {
    const frames = stubIntersectionObserver();
    const { result, rerender } = renderHook(({ open }) => useFilledAfterPaint(open), { initialProps: { open: true } });
    expect(frames.waiting()).toBe(1);
    act(() => rerender({ open: false }));
    expect(frames.waiting()).toBe(0);
    expect(result.current).toBe(false);
  });
});
