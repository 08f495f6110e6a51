import { describe, expect, it } from 'vitest';
import { handoverSummaryStyles } from '../widgets/handover-picker/handover-summary-styles';
import { BREAKPOINTS } from './breakpoints';
import { RESERVED_SIZES, RESERVED_TAGS, reserveCss, reservedHostStyles } from './reserved-sizes';
import { widgetStyles } from './widget-styles';

/** The declarations of the first rule of `css` whose selector list is exactly `selector`, inside `media` or at the top. */
function declarationsOf(css: string, selector: string, media?: string): string {
  const scope = media === undefined ? (css.split('@media')[0] ?? '') : css.slice(css.indexOf(`@media ${media}`));
  const start = scope.indexOf(`${selector} {`);
  if (start < 0) {
    throw new Error(`no rule for ${selector}${media === undefined ? '' : ` in ${media}`}`);
  }
  return scope.slice(scope.indexOf('{', start) + 1, scope.indexOf('}', start)).trim();
}

describe('the tags’ reserved sizes (issue 38)', () => {
  const css = reserveCss();
  const panel = `(min-width: ${BREAKPOINTS.panelMin}px)`;

  it.each([
    ['handover-picker::before', undefined, `width: ${RESERVED_SIZES.pickerTrigger.mobileWidth}px;`],
    ['cart-popup::before', undefined, `width: ${RESERVED_SIZES.cartButton.mobileWidth}px;`],
    ['handover-picker::before', panel, `width: ${RESERVED_SIZES.pickerTrigger.panelWidth}px;`],
    ['cart-popup::before', panel, `width: ${RESERVED_SIZES.cartButton.panelWidth}px;`],
    [
      'handover-picker::before, cart-popup::before, add-to-cart-button::before',
      undefined,
      `content: ""; display: block; height: ${RESERVED_SIZES.controlHeight}px;`,
    ],
  ])('the reserve stylesheet gives %s (%s) %s', (selector, media, declarations) => {
    expect(declarationsOf(css, selector, media)).toBe(declarations);
  });

  it('shows each tag as the widgets’ :host does until its code is here, under :where so that any page rule wins', () => {
    expect(declarationsOf(css, `:where(${RESERVED_TAGS.map((tag) => `${tag}:not(:defined)`).join(', ')})`)).toBe('display: inline-block;');
  });

  it('takes other sizes when given them', () => {
    const other = reserveCss({
      controlHeight: 48,
      pickerTrigger: { mobileWidth: 100, panelWidth: 200 },
      cartButton: { mobileWidth: 60, panelWidth: 150 },
    });
    expect(declarationsOf(other, 'handover-picker::before', panel)).toBe('width: 200px;');
    expect(other).toContain('height: 48px;');
  });

  it.each([
    [
      'the cart button',
      widgetStyles,
      '.kurv-cart-badge',
      [`width: ${RESERVED_SIZES.cartButton.panelWidth}px`, `height: ${RESERVED_SIZES.controlHeight}px`],
    ],
    ['the cart button on a phone', widgetStyles, `.kurv-cart-badge { width: ${RESERVED_SIZES.cartButton.mobileWidth}px`, []],
    [
      'the cart’s element’s default error',
      widgetStyles,
      ':host(cart-popup) .kurv-element-error',
      [`width: ${RESERVED_SIZES.cartButton.panelWidth}px`],
    ],
    [
      'the cart’s element’s default error on a phone',
      widgetStyles,
      `:host(cart-popup) .kurv-element-error { width: ${RESERVED_SIZES.cartButton.mobileWidth}px`,
      [],
    ],
    ['an element’s default error', widgetStyles, '.kurv-element-error {', [`height: ${RESERVED_SIZES.controlHeight}px`]],
    ['the add button', widgetStyles, '.kurv-add-to-cart__button', [`height: ${RESERVED_SIZES.controlHeight}px`]],
    ['the stepper', widgetStyles, '.kurv-stepper', [`height: ${RESERVED_SIZES.controlHeight}px`]],
    [
      'the picker’s trigger',
      handoverSummaryStyles,
      '.kurv-handover-summary',
      [`width: ${RESERVED_SIZES.pickerTrigger.panelWidth}px`, `height: ${RESERVED_SIZES.controlHeight}px`],
    ],
    [
      'the picker’s trigger on a phone',
      handoverSummaryStyles,
      `.kurv-handover-summary { width: ${RESERVED_SIZES.pickerTrigger.mobileWidth}px`,
      [],
    ],
    [
      'the picker’s element’s default error',
      handoverSummaryStyles,
      '.kurv-element-error {',
      [`width: ${RESERVED_SIZES.pickerTrigger.panelWidth}px`],
    ],
    [
      'the picker’s element’s default error on a phone',
      handoverSummaryStyles,
      `.kurv-element-error { width: ${RESERVED_SIZES.pickerTrigger.mobileWidth}px`,
      [],
    ],
  ])('%s renders at the reserved size', (_name, styles, selector, declarations) => {
    const rule = styles.slice(styles.indexOf(`${selector}`));
    expect(styles).toContain(selector);
    for (const declaration of declarations) {
      expect(rule.slice(0, rule.indexOf('}'))).toContain(declaration);
    }
  });

  it('hides the reserved room once the widget’s own styles are in its shadow root', () => {
    expect(widgetStyles.trim().startsWith(reservedHostStyles)).toBe(true);
  });
});
