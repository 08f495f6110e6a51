import { createFixtureStore } from '@kurv/core/fixtures';
import type { ShopStore } from '@kurv/core/store';
import { createPlatformSim, resetSimState } from '@kurv/platform-sim';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShopStoreProvider } from '../shared/index';
import { HandoverPicker } from './HandoverPicker';

/** How often the picker's own module was imported (once per test file: the module map keeps it). */
const panelImports = vi.hoisted(() => ({ count: 0 }));
vi.mock('./HandoverPickerPanel', async (importOriginal) => {
  panelImports.count += 1;
  return importOriginal();
});

/** The Oslo formatter's warm-up, watched: the container makes it in the page's first idle moment (issue 38). */
const oslo = vi.hoisted(() => ({ prepared: 0 }));
vi.mock('@kurv/core/time', async (importOriginal) => {
  const time = await importOriginal<typeof import('@kurv/core/time')>();
  return {
    ...time,
    prepareOsloTime: () => {
      oslo.prepared += 1;
      time.prepareOsloTime();
    },
  };
});

const sim = createPlatformSim();
const server = setupServer(...sim.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState(sim.state));
afterAll(() => server.close());

const TYPE_PAGE = 'Hvordan ønsker du å få varene?';

/** The element's container on a fresh store, once the anonymous shopper's user is loaded. */
async function renderPicker(open: boolean | 'true' | 'false' = false): Promise<{ store: ShopStore; trigger: HTMLElement }> {
  const { store } = createFixtureStore();
  render(
    <ShopStoreProvider store={store}>
      <HandoverPicker open={open} />
    </ShopStoreProvider>,
  );
  await waitFor(() => expect(store.getState().user.extendedUser).not.toBeNull());
  return { store, trigger: await screen.findByRole('button', { name: /^Hente selv/ }) };
}

describe('<handover-picker> container', () => {
  // First in the file: the picker's module is not imported yet.
  it('loads the picker’s pages on the shopper’s intent, before the click, and not while the picker stays closed', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderPicker();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(panelImports.count).toBe(0);

    await user.hover(trigger);
    await waitFor(() => expect(panelImports.count).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: TYPE_PAGE })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('makes Oslo’s date formatter in the page’s first idle moment, not while it renders, so the first opening need not', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const before = oslo.prepared;
      await renderPicker();
      expect(oslo.prepared).toBe(before);
      expect(idle.length).toBeGreaterThan(0);
      for (const callback of idle) {
        callback();
      }
      expect(oslo.prepared).toBe(before + 1);
    } finally {
      // Unmounted while the stand-ins are there: the container cancels its idle wait as it leaves.
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('gives the focus back to the trigger when the picker closes', async () => {
    const user = userEvent.setup();
    const { store, trigger } = await renderPicker();
    await user.click(trigger);
    const picker = await screen.findByRole('dialog', { name: TYPE_PAGE });
    await waitFor(() => expect(picker).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().handover.picker.open).toBe(false);
    expect(trigger).toHaveFocus();
  });

  it('opens at once with the open attribute', async () => {
    await renderPicker(true);
    expect(await screen.findByRole('dialog', { name: TYPE_PAGE })).toBeInTheDocument();
  });

  it('stays closed when a host framework sets open to the string "false" (Vue), and opens with "true"', async () => {
    const { store } = await renderPicker('false');
    expect(store.getState().handover.picker.open).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();

    await renderPicker('true');
    expect(await screen.findByRole('dialog', { name: TYPE_PAGE })).toBeInTheDocument();
  });

  it('opens when the host page asks (window.kurv.openHandoverPicker)', async () => {
    const { store } = await renderPicker();
    act(() => store.getState().openHandoverPicker());
    expect(await screen.findByRole('dialog', { name: TYPE_PAGE })).toBeInTheDocument();
  });

  it('shows the login error without any interaction when a login fails', async () => {
    const user = userEvent.setup();
    const { store } = await renderPicker();
    await act(() =>
      store
        .getState()
        .login('not-a-token')
        .catch(() => undefined),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Det skjedde en feil ved innlogging — prøv igjen' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
