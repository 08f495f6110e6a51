import { createFixtureStore } from '@kurv/core/fixtures';
import { SHOP_STORE_KEY } from '@kurv/core/page';
import { LIBRARY_VERSION } from '@kurv/core/version';
import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountElement } from './element-root';

const host = globalThis as unknown as Record<symbol, unknown>;

beforeEach(() => {
  host[SHOP_STORE_KEY] = { version: LIBRARY_VERSION, store: createFixtureStore().store };
});
afterEach(() => {
  delete host[SHOP_STORE_KEY];
  document.body.innerHTML = '';
});

function shadowHost(): ShadowRoot {
  const element = document.createElement('div');
  document.body.append(element);
  return element.attachShadow({ mode: 'open' });
}

const inside = (root: ShadowRoot) => within(root as unknown as HTMLElement);

function Greeting({ name }: { name: string }) {
  return <button type="button">Hei, {name}</button>;
}

function Broken(): never {
  throw new Error('this element cannot render');
}

describe('mountElement: the loader’s elements in one React tree', () => {
  it('renders each element into its own shadow root and adds nothing to the page', async () => {
    const first = shadowHost();
    const second = shadowHost();
    const mount = mountElement('test-greeting', Greeting);

    await act(async () => {
      mount(first, { name: 'Kari' });
      mount(second, { name: 'Ola' });
    });

    expect(inside(first).getByRole('button', { name: 'Hei, Kari' })).toBeInTheDocument();
    expect(inside(second).getByRole('button', { name: 'Hei, Ola' })).toBeInTheDocument();
    expect(document.body.children).toHaveLength(2);
  });

  it('makes no element a React root of its own: fifteen elements are one tree', async () => {
    const roots = Array.from({ length: 15 }, shadowHost);
    const mount = mountElement('test-greeting', Greeting);

    await act(async () => {
      for (const [index, root] of roots.entries()) {
        mount(root, { name: `kunde ${index + 1}` });
      }
    });

    expect(inside(roots[14] as ShadowRoot).getByRole('button', { name: 'Hei, kunde 15' })).toBeInTheDocument();
    // createRoot marks its container with a `__reactContainer$…` key; a portal's container gets none.
    const markedAsRoot = roots.filter((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$')));
    expect(markedAsRoot.length).toBe(0);
  });

  it('changes only the element whose attributes changed', async () => {
    const renders: string[] = [];
    function Counted({ name }: { name: string }) {
      renders.push(name);
      return <p>{name}</p>;
    }
    const first = shadowHost();
    const second = shadowHost();
    const mount = mountElement('test-counted', Counted);
    let firstMount: ReturnType<typeof mount> | undefined;

    await act(async () => {
      firstMount = mount(first, { name: 'Kari' });
      mount(second, { name: 'Ola' });
    });
    renders.length = 0;
    await act(async () => {
      firstMount?.update({ name: 'Kari Nordmann' });
    });

    expect(inside(first).getByText('Kari Nordmann')).toBeInTheDocument();
    expect(inside(second).getByText('Ola')).toBeInTheDocument();
    expect(renders).toEqual(['Kari Nordmann']);
  });

  it('empties the shadow root of an element that leaves the page and keeps the others', async () => {
    const leaving = shadowHost();
    const staying = shadowHost();
    const mount = mountElement('test-greeting', Greeting);
    let leavingMount: ReturnType<typeof mount> | undefined;

    await act(async () => {
      leavingMount = mount(leaving, { name: 'Kari' });
      mount(staying, { name: 'Ola' });
    });
    await act(async () => {
      leavingMount?.unmount();
    });

    expect(leaving.childNodes).toHaveLength(0);
    expect(inside(staying).getByRole('button', { name: 'Hei, Ola' })).toBeInTheDocument();
  });

  it('shows the default error in an element that fails, and the others go on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = shadowHost();
    const working = shadowHost();

    await act(async () => {
      mountElement('test-broken', Broken)(broken, {});
      mountElement('test-greeting', Greeting)(working, { name: 'Ola' });
    });

    expect(inside(broken).getByRole('alert')).toHaveTextContent('Det har skjedd en feil. Vennligst prøv igjen senere.');
    expect(inside(working).getByRole('button', { name: 'Hei, Ola' })).toBeInTheDocument();
  });
});
