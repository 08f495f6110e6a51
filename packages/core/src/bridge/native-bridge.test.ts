import { describe, expect, it, vi } from 'vitest';
import { createBridgeEventSink, createNativeBridge } from './native-bridge';

describe('createNativeBridge', () => {
  it('posts objects to the iOS message handler', () => {
    const postMessage = vi.fn();
    const bridge = createNativeBridge({ webkit: { messageHandlers: { kurv: { postMessage } } } });
    expect(bridge.post({ type: 'navigation', url: '/kassen' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'navigation', url: '/kassen' });
  });

  it('posts JSON to the Android interface', () => {
    const postMessage = vi.fn();
    const bridge = createNativeBridge({ KurvAndroid: { postMessage } });
    bridge.post({ type: 'payment', orderId: 'o-1', amount: 109.7, paymentMethod: 'VIPPS', requestId: 'r-1' });
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({
      type: 'payment',
      orderId: 'o-1',
      amount: 109.7,
      paymentMethod: 'VIPPS',
      requestId: 'r-1',
    });
  });

  it('answers false without an app, and survives an app that throws', () => {
    expect(createNativeBridge({}).post({ type: 'pushConsent', requestId: 'r-1' })).toBe(false);
    const throwing = createNativeBridge({
      KurvAndroid: {
        postMessage: () => {
          throw new Error('app crashed');
        },
      },
    });
    expect(throwing.post({ type: 'pushConsent', requestId: 'r-1' })).toBe(false);
  });

  it('mirrors Kurv events to the app', () => {
    const postMessage = vi.fn();
    createBridgeEventSink(createNativeBridge({ webkit: { messageHandlers: { kurv: { postMessage } } } })).emit('kurv:logged-out', {
      reason: 'user',
    });
    expect(postMessage).toHaveBeenCalledWith({ type: 'event', name: 'kurv:logged-out', detail: { reason: 'user' } });
  });
});
