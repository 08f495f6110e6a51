/**
 * Analyzer plugin: the styling API of Kurv's elements, which the analyzer reads only from `@cssprop`/`@csspart` tags.
 *
 * - cssProperties: the `--kurv-*` custom properties that the theme function (`themeCss`) sets on `:host` (default: the
 *   neutral preset's value; the chain presets are named in the description), then every other `var(--kurv-*, fallback)`
 *   in the shared widget styles and in the element's own styles: `defineElement`'s fourth argument and the constants
 *   rendered with `<ShadowStyle css={…} />` in the element's folder (`packages/elements/src/<tag>/`). The CSS is the
 *   `default` the analyzer reads for those constants, found by name among the analysed modules.
 * - cssParts: the `part="…"` JSX attributes in the analysed modules; there are none today, so each list is empty and
 *   the module's description says so (the elements are styled through the custom properties).
 */

import { lookup, record } from './define-element.mjs';

const VAR_PATTERN = /var\(\s*(--kurv-[a-z0-9-]+)\s*(?:,\s*([^)]*?))?\s*\)/g;

/** @param {string} message */
function fail(message) {
  throw new Error(`kurv-css plugin: ${message}`);
}

/** The folder of a module path (`packages/elements/src/cart-popup`). */
const folderOf = (/** @type {string} */ path) => path.slice(0, path.lastIndexOf('/'));

/**
 * @param {{ themeFunction: string, themes: string, neutralTheme: string, sharedStyles: string[] }} options the theme
 *   function, the presets object and its neutral key, and the style constants every element's shadow root gets
 * @returns {import('@custom-elements-manifest/analyzer').Plugin}
 */
export function kurvCssPlugin({ themeFunction, themes, neutralTheme, sharedStyles }) {
  /** `--kurv-*` name → token key, in the order the theme function writes them. */
  let themed = [];
  /** preset name → token → value */
  let presets = new Map();
  /** folder → style constant names, with the module path for a stable order */
  let styleUses = [];
  /** part name → where */
  let parts = new Map();

  /** The tokens of a preset: an object literal, a local constant naming one, and spreads of those. */
  const tokensOf = (ts, expression, constants) => {
    const value = ts.isIdentifier(expression) ? constants.get(expression.text) : expression;
    if (!value || !ts.isObjectLiteralExpression(value)) {
      fail(`a preset of ${themes} is not an object literal or a constant of one: ${expression.getText()}`);
    }
    const tokens = new Map();
    for (const property of value.properties) {
      if (ts.isSpreadAssignment(property)) {
        for (const [key, token] of tokensOf(ts, property.expression, constants)) {
          tokens.set(key, token);
        }
      } else if (ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer)) {
        tokens.set(property.name.getText().replace(/^['"]|['"]$/g, ''), property.initializer.text);
      }
    }
    return tokens;
  };

  return {
    name: 'kurv-css',
    initialize() {
      themed = [];
      presets = new Map();
      styleUses = [];
      parts = new Map();
    },
    analyzePhase({ ts, node, moduleDoc }) {
      if (ts.isFunctionDeclaration(node) && node.name?.text === themeFunction) {
        const visit = (child) => {
          if (ts.isTemplateExpression(child)) {
            let before = child.head.text;
            for (const span of child.templateSpans) {
              const name = before.match(/(--kurv-[a-z0-9-]+)\s*:\s*$/)?.[1];
              if (name && ts.isPropertyAccessExpression(span.expression)) {
                themed.push({ name, token: span.expression.name.text });
              }
              before = span.literal.text;
            }
          }
          ts.forEachChild(child, visit);
        };
        visit(node);
      }
      if (ts.isVariableDeclaration(node) && node.name.getText() === themes && node.initializer) {
        const constants = new Map();
        for (const statement of node.getSourceFile().statements) {
          for (const declaration of ts.isVariableStatement(statement) ? statement.declarationList.declarations : []) {
            constants.set(declaration.name.getText(), declaration.initializer);
          }
        }
        if (!ts.isObjectLiteralExpression(node.initializer)) {
          fail(`${themes} is not an object literal`);
        }
        for (const property of node.initializer.properties) {
          if (ts.isPropertyAssignment(property)) {
            presets.set(property.name.getText().replace(/^['"]|['"]$/g, ''), tokensOf(ts, property.initializer, constants));
          }
        }
      }
      const use = (expression) => {
        if (expression && ts.isIdentifier(expression)) {
          styleUses.push({ folder: folderOf(moduleDoc.path), path: moduleDoc.path, name: expression.text });
        }
      };
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineElement') {
        use(node.arguments[3]);
      }
      if (ts.isJsxAttribute(node) && node.initializer) {
        const name = node.name.getText();
        const owner = node.parent.parent;
        if (
          name === 'css' &&
          (ts.isJsxSelfClosingElement(owner) || ts.isJsxOpeningElement(owner)) &&
          owner.tagName.getText() === 'ShadowStyle'
        ) {
          use(ts.isJsxExpression(node.initializer) ? node.initializer.expression : undefined);
        }
        if (name === 'part' && ts.isStringLiteral(node.initializer)) {
          for (const part of node.initializer.text.split(/\s+/).filter(Boolean)) {
            parts.set(part, `\`part="${part}"\` in ${moduleDoc.path}.`);
          }
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const neutral = presets.get(neutralTheme) ?? fail(`${themes} has no ${neutralTheme} preset`);
      if (themed.length === 0) {
        fail(`no template of --kurv-* properties in a function ${themeFunction}`);
      }
      const css = new Map();
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.kind === 'variable' && declaration.default !== undefined) {
            record(css, declaration.name, declaration.default);
          }
        }
      }
      const cssOf = (name) => lookup(css, name, 'style constant');
      const themeProperties = themed.map(({ name, token }) => {
        const value = neutral.get(token);
        const chains = [...presets]
          .filter(([preset, tokens]) => preset !== neutralTheme && tokens.get(token) !== value)
          .map(([preset, tokens]) => `${preset}: \`${tokens.get(token)}\``);
        return {
          name,
          ...(value === undefined ? {} : { default: value }),
          description:
            `Chain theme token \`${token}\`, set on the element's \`:host\` by its chain's preset (the neutral default ` +
            `\`${value}\`${chains.length > 0 ? `; chain ${chains.join(', ')}` : '; the same in every chain preset'}). ` +
            'A host page overrides it on the tag: custom properties cross the shadow root.',
        };
      });
      const cssParts = [...parts].sort(([a], [b]) => a.localeCompare(b)).map(([name, description]) => ({ name, description }));
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement) {
            continue;
          }
          const own = styleUses
            .filter((entry) => entry.folder === folderOf(module.path))
            .sort((a, b) => a.path.localeCompare(b.path))
            .map((entry) => entry.name);
          const fallbacks = new Map();
          for (const name of new Set([...sharedStyles, ...own])) {
            for (const [, property = '', fallback] of cssOf(name).matchAll(VAR_PATTERN)) {
              if (themed.some((entry) => entry.name === property)) {
                continue;
              }
              const values = fallbacks.get(property) ?? new Set();
              if (fallback) {
                values.add(fallback.trim());
              }
              fallbacks.set(property, values);
            }
          }
          declaration.cssProperties = [
            ...themeProperties.map((property) => ({ ...property })),
            ...[...fallbacks].map(([name, values]) => {
              const sorted = [...values].sort();
              return {
                name,
                ...(sorted.length > 0 ? { default: sorted.join(' | ') } : {}),
                description:
                  `Read by the widget styles${sorted.length > 0 ? ` with the fallback \`${sorted.join('` or `')}\`` : ''}; ` +
                  'no chain preset sets it. A host page sets it on the tag.',
              };
            }),
          ];
          declaration.cssParts = cssParts.map((part) => ({ ...part }));
          if (cssParts.length === 0) {
            module.description =
              'cssParts is empty: the element’s shadow tree has no `part` attributes. Style it through the `--kurv-*` custom properties.';
          }
        }
      }
    },
  };
}
