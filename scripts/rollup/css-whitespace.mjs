/**
 * The styles' CSS without what a browser does not read: their comments, line breaks and the spaces beside `{ } ; , :` and before `!important`
 * (about 0.15 KB gzip of a page's first load). The sources keep them readable. Only the text outside quoted strings is
 * changed; a space before `:` stays (`a :hover` is not `a:hover`), and so does one beside an interpolation (`${…}`),
 * which the caller keeps out of `css`. `first` and `last`: whether the text starts or ends the whole stylesheet.
 */
export function compactCss(css, { first = true, last = true } = {}) {
  const parts = css.replace(/\/\*[\s\S]*?\*\//g, '').split(/("[^"]*"|'[^']*')/);
  const compact = parts
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,]) ?/g, '$1')
            .replace(/: /g, ':')
            .replace(/ !important/g, '!important')
            .replace(/;}/g, '}'),
    )
    .join('');
  return (first ? compact.trimStart() : compact).replace(last ? /\s+$/ : /$^/, '');
}

/** The modules whose `export const <name>Styles = \`…\`` template literals are CSS (the ui package's styles). */
const STYLE_SOURCES = /[/\\]packages[/\\]ui[/\\]src[/\\].+\.tsx?$/;
const STYLE_LITERAL = /(export const \w+Styles = )`([^`]*)`/g;

/** Compacts the CSS of the ui package's `…Styles` template literals in the build, around their interpolations. */
export const cssWhitespace = {
  name: 'kurv-css-whitespace',
  transform(code, id) {
    if (!STYLE_SOURCES.test(id) || !code.includes('Styles = `')) {
      return null;
    }
    const compacted = code.replace(STYLE_LITERAL, (_match, declaration, body) => {
      const pieces = body.split(/(\$\{[^}]*\})/);
      const last = pieces.length - 1;
      const css = pieces.map((piece, index) => (index % 2 === 1 ? piece : compactCss(piece, { first: index === 0, last: index === last })));
      return `${declaration}\`${css.join('')}\``;
    });
    return compacted === code ? null : { code: compacted, map: null };
  },
};
