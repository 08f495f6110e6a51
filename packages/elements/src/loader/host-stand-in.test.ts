import { HOST_PROFILE_METHODS, type KurvHostApi } from '@kurv/core/page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installHostStandIn } from './host-stand-in';

type Host = typeof globalThis & { kurv?: KurvHostApi };

afterEach(() => {
  delete (globalThis as Host).kurv;
});

describe('the loader’s window.kurv stand-in', () => {
  it.each(HOST_PROFILE_METHODS)('loads the host API on %s and calls the real method with the page’s input', async (method) => {
    const real = vi.fn().mockResolvedValue({ firstName: 'Kari' });
    const api = { [method]: real } as unknown as KurvHostApi;
    const load = vi.fn().mockImplementation(async () => {
      (globalThis as Host).kurv = api;
      return { hostApi: () => api };
    });
    installHostStandIn(load, vi.fn());
    const standIn = (globalThis as Host).kurv as unknown as Record<string, (input?: unknown) => Promise<unknown>>;
    expect(standIn.version).toBe('loader');
    await expect(standIn[method]?.({ mobile: '91234567' })).resolves.toEqual({ firstName: 'Kari' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledWith({ mobile: '91234567' });
  });

  it('passes the real method’s rejection on to the page', async () => {
    const refusal = Object.assign(new TypeError('kurv.updateProfile: mobile: …'), { fields: [{ field: 'mobile' }] });
    const api = { updateProfile: vi.fn().mockRejectedValue(refusal) } as unknown as KurvHostApi;
    installHostStandIn(async () => ({ hostApi: () => api }), vi.fn());
    await expect((globalThis as Host).kurv?.updateProfile({} as never)).rejects.toBe(refusal);
  });
});
