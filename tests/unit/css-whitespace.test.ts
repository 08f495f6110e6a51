import { describe, expect, it } from 'vitest';
import { compactCss, cssWhitespace } from '../../scripts/rollup/css-whitespace.mjs';

describe('compactCss: the styles without what a browser does not read', () => {
  it.each([
    ['\n.a { color: red; }\n', '.a{color:red}'],
    ['.a { padding: 0 var(--s, 8px); }', '.a{padding:0 var(--s,8px)}'],
    ["/* why, it's so */\n.a { x: 1; }", '.a{x:1}'],
    // A space before ':' is a descendant's pseudo-class, not the element's own.
    ['.a :hover, .b:focus-visible { x: 1; }', '.a :hover,.b:focus-visible{x:1}'],
    ['.a > .b { x: 1 !important; }', '.a > .b{x:1!important}'],
    // Quoted strings are left as written.
    [
      '.a { grid-template-areas: "text  price" "a, b"; font-family: "Segoe UI", sans-serif; }',
      '.a{grid-template-areas:"text  price" "a, b";font-family:"Segoe UI",sans-serif}',
    ],
    ['@media (max-width: 767px) { .a { x: 1; } }', '@media (max-width:767px){.a{x:1}}'],
  ])('%j → %j', (css, compacted) => {
    expect(compactCss(css)).toBe(compacted);
  });

  it('keeps the space beside an interpolation that does not start or end the stylesheet', () => {
    expect(compactCss('\n.a { x: 1; }\n@media ', { last: false })).toBe('.a{x:1}@media ');
    expect(compactCss(' { .a { x: 1; } }\n', { first: false })).toBe('{.a{x:1}}');
  });
});

describe('cssWhitespace: the build compacts the ui package’s `…Styles` literals', () => {
  const transform = (code: string, id: string) =>
    (cssWhitespace.transform as (code: string, id: string) => { code: string } | null)(code, id);

  // The source's interpolation, written without one here.
  const media = '$' + '{MEDIA.mobile}';

  it('compacts around interpolations and leaves other code alone', () => {
    const source = `const x = \`a  b\`;\nexport const widgetStyles = \`\n.a { x: 1; }\n@media ${media} { .a { y: 2; } }\n\`;\n`;
    expect(transform(source, '/repo/packages/ui/src/styles/widget-styles.ts')?.code).toBe(
      `const x = \`a  b\`;\nexport const widgetStyles = \`.a{x:1}@media ${media}{.a{y:2}}\`;\n`,
    );
  });

  it('touches no module outside the ui package', () => {
    expect(transform('export const fooStyles = `\n.a { x: 1; }\n`;', '/repo/packages/core/src/x.ts')).toBeNull();
  });
});
