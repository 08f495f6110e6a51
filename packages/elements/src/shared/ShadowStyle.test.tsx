import { createFixtureStore } from '@kurv/core/fixtures';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShadowStyle, StyleRootContext } from './ShadowStyle';
import { ShopStoreProvider } from './ShopStoreProvider';

/** A constructed sheet as the browser makes it: its CSS text after `replaceSync`. */
class FakeSheet {
  text = '';
  replaceSync(css: string) {
    this.text = css;
  }
}

/** A shadow root that adopts sheets (jsdom's has no `adoptedStyleSheets`). */
function adoptingRoot(): ShadowRoot {
  return { adoptedStyleSheets: [] as FakeSheet[] } as unknown as ShadowRoot;
}

const texts = (root: ShadowRoot) => (root.adoptedStyleSheets as unknown as FakeSheet[]).map((sheet) => sheet.text);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShadowStyle', () => {
  it('adopts one constructed sheet per CSS text, shared by the roots, in the order rendered, and takes it out on unmount', () => {
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    const first = adoptingRoot();
    const second = adoptingRoot();
    const view = (root: ShadowRoot, dialog: boolean) => (
      <StyleRootContext.Provider value={root}>
        <ShadowStyle css=".a {}" />
        <ShadowStyle css=".theme {}" />
        {dialog ? <ShadowStyle css=".dialog {}" /> : null}
      </StyleRootContext.Provider>
    );
    const { container, rerender } = render(view(first, false));
    render(view(second, true));
    expect(texts(first)).toEqual(['.a {}', '.theme {}']);
    expect(texts(second)).toEqual(['.a {}', '.theme {}', '.dialog {}']);
    expect(first.adoptedStyleSheets[0]).toBe(second.adoptedStyleSheets[0]);
    expect(container.querySelector('style')).toBeNull();

    rerender(view(first, true));
    expect(texts(first)).toEqual(['.a {}', '.theme {}', '.dialog {}']);
    rerender(view(first, false));
    expect(texts(first)).toEqual(['.a {}', '.theme {}']);
  });

  it('renders a <style> with the site’s nonce where the root cannot adopt sheets', () => {
    const { store } = createFixtureStore({ settings: { styleNonce: 'rAnd0m==' } });
    const { container } = render(
      <ShopStoreProvider store={store}>
        <StyleRootContext.Provider value={document.createElement('div')}>
          <ShadowStyle css=".a { color: red; }" />
        </StyleRootContext.Provider>
      </ShopStoreProvider>,
    );
    const style = container.querySelector('style');
    expect(style?.textContent).toBe('.a { color: red; }');
    expect(style?.nonce || style?.getAttribute('nonce')).toBe('rAnd0m==');
  });
});
