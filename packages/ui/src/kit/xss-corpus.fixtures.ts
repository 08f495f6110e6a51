/**
 * Hostile and benign inputs for the safe-HTML renderer. Every hostile payload that would run
 * script calls `__xss.push('<its name>')` (in a frame: `parent.__xss.push(…)`) instead of alert,
 * so a browser test can define `window.__xss = []`, insert the sanitised outputs and see that the
 * array stays empty.
 */

export interface CorpusEntry {
  /** Unique, `[a-z0-9-]` only (it is written into the payload's script). */
  name: string;
  html: string;
}

export interface BenignEntry extends CorpusEntry {
  /** The exact sanitised output. */
  expected: string;
}

/** The global array the payloads push their names to. */
export const XSS_SINK = '__xss';

/** The script a payload runs: records its name. */
export function xssCall(name: string, from: 'self' | 'parent' = 'self'): string {
  return `${from === 'parent' ? 'parent.' : ''}${XSS_SINK}.push('${name}')`;
}

type Build = (call: string, name: string) => string;

const hostile: CorpusEntry[] = [];

function add(name: string, build: Build) {
  hostile.push({ name, html: build(xssCall(name), name) });
}

const decimal = (text: string, options: { semicolon?: boolean; pad?: number } = {}) =>
  [...text]
    .map((char) => `&#${String(char.codePointAt(0)).padStart(options.pad ?? 0, '0')}${options.semicolon === false ? '' : ';'}`)
    .join('');

const hex = (text: string, options: { semicolon?: boolean; pad?: number; upper?: boolean } = {}) =>
  [...text]
    .map((char) => {
      const digits = (char.codePointAt(0) ?? 0).toString(16).padStart(options.pad ?? 0, '0');
      return `&#${options.upper ? 'X' : 'x'}${options.upper ? digits.toUpperCase() : digits}${options.semicolon === false ? '' : ';'}`;
    })
    .join('');

const base64 = (text: string) => btoa(text);

// --- Script elements ------------------------------------------------------------------------

add('script-plain', (c) => `<script>${c}</script>`);
add('script-upper', (c) => `<SCRIPT>${c}</SCRIPT>`);
add('script-mixed-case', (c) => `<ScRiPt>${c}</sCrIpT>`);
add('script-unclosed', (c) => `<p>tekst</p><script>${c}`);
add('script-src-data', (c) => `<script src="data:text/javascript,${c}"></script>`);
add('script-type-module', (c) => `<script type="module">${c}</script>`);
add('script-slash-attr', (c) => `<script/x>${c}</script>`);
add('script-newline-in-tag', (c) => `<script\n>${c}</script\n>`);
add('script-split-name', (c) => `<scr<script>ipt>${c}</scr</script>ipt>`);
add('script-double-open', (c) => `<<script>${c};//<</script>`);
add('script-in-paragraph', (c) => `<p>Hei <script>${c}</script> på deg</p>`);
add('script-in-list', (c) => `<ul><li><script>${c}</script></li></ul>`);
add('script-in-link', (c) => `<a href="/tilbud"><script>${c}</script>tilbud</a>`);
add('script-attribute-breakout', (c) => `"><script>${c}</script>`);
add('script-after-closing-p', (c) => `</p><script>${c}</script>`);
add('script-in-comment-trick', (c) => `<!--><script>${c}</script>-->`);
add('script-in-cdata', (c) => `<![CDATA[<script>${c}</script>]]>`);
add('script-in-svg', (c) => `<svg><script>${c}</script></svg>`);
add('script-svg-href', (c) => `<svg><script href="data:text/javascript,${c}"/></svg>`);
add('script-in-math', (c) => `<math><script>${c}</script></math>`);
add('script-entity-tag', (c) => `&lt;script&gt;${c}&lt;/script&gt;<script>${c}</script>`);
add('script-for-event', (c) => `<script for="window" event="onload">${c}</script>`);

// --- Event handlers on every kind of element -----------------------------------------------

const handlers: [string, (c: string) => string][] = [
  ['img-onerror', (c) => `<img src=x onerror="${c}">`],
  ['img-onerror-unquoted', (c) => `<img src=x onerror=${c}>`],
  ['img-onerror-slashes', (c) => `<img/src=x/onerror=${c}>`],
  ['img-onerror-upper', (c) => `<IMG SRC=x ONERROR="${c}">`],
  ['img-onerror-mixed', (c) => `<iMg sRc=x oNeRrOr="${c}">`],
  ['img-onerror-newline', (c) => `<img\nsrc=x\nonerror="${c}">`],
  ['img-onerror-backtick', (c) => `<img src=\`x\` onerror=${c}>`],
  ['img-onload-data', (c) => `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="${c}">`],
  ['image-onerror', (c) => `<image src=x onerror="${c}">`],
  ['svg-onload', (c) => `<svg onload="${c}">`],
  ['svg-onload-slash', (c) => `<svg/onload=${c}>`],
  ['svg-image-onerror', (c) => `<svg><image href="x" onerror="${c}"/></svg>`],
  ['svg-animate-onbegin', (c) => `<svg><animate onbegin="${c}" attributeName="x" dur="1s"/></svg>`],
  ['svg-set-onbegin', (c) => `<svg><set onbegin="${c}" attributeName="x" to="1"/></svg>`],
  ['svg-animate-onend', (c) => `<svg><animate onend="${c}" attributeName="x" dur="0.01s"/></svg>`],
  ['svg-rect-onclick', (c) => `<svg><rect width="100" height="100" onclick="${c}"/></svg>`],
  ['body-onload', (c) => `<body onload="${c}">`],
  ['body-onpageshow', (c) => `<body onpageshow="${c}">`],
  ['body-onfocus', (c) => `<body onfocus="${c}">`],
  ['frameset-onload', (c) => `<frameset onload="${c}">`],
  ['details-ontoggle', (c) => `<details open ontoggle="${c}"><summary>x</summary></details>`],
  ['video-onerror', (c) => `<video src=x onerror="${c}"></video>`],
  ['video-source-onerror', (c) => `<video><source src=x onerror="${c}"></video>`],
  ['video-poster-onerror', (c) => `<video poster=x onerror="${c}"></video>`],
  ['audio-onerror', (c) => `<audio src=x onerror="${c}"></audio>`],
  ['track-onerror', (c) => `<video><track src=x onerror="${c}"></video>`],
  ['iframe-onload', (c) => `<iframe onload="${c}"></iframe>`],
  ['object-onerror', (c) => `<object data=x onerror="${c}"></object>`],
  ['embed-onload', (c) => `<embed src=x onload="${c}">`],
  ['input-autofocus-onfocus', (c) => `<input autofocus onfocus="${c}">`],
  ['input-image-onerror', (c) => `<input type=image src=x onerror="${c}">`],
  ['input-onblur', (c) => `<input onblur="${c}" autofocus><input autofocus>`],
  ['select-autofocus-onfocus', (c) => `<select autofocus onfocus="${c}"></select>`],
  ['textarea-autofocus-onfocus', (c) => `<textarea autofocus onfocus="${c}"></textarea>`],
  ['button-autofocus-onfocus', (c) => `<button autofocus onfocus="${c}">x</button>`],
  ['keygen-autofocus-onfocus', (c) => `<keygen autofocus onfocus="${c}">`],
  ['marquee-onstart', (c) => `<marquee onstart="${c}">x</marquee>`],
  ['style-onload', (c) => `<style onload="${c}"></style>`],
  ['link-onload', (c) => `<link rel="stylesheet" href="data:text/css," onload="${c}">`],
  ['form-onsubmit', (c) => `<form onsubmit="${c}"><button>x</button></form>`],
  ['html-onmouseover', (c) => `<html onmouseover="${c}">`],
  ['div-onpointerenter', (c) => `<div onpointerenter="${c}">x</div>`],
  ['div-onanimationstart', (c) => `<div style="animation: spin 1s" onanimationstart="${c}">x</div>`],
  ['table-td-onmouseover', (c) => `<table><tr><td onmouseover="${c}">x</td></tr></table>`],
  ['custom-element-onclick', (c) => `<x-kurv onclick="${c}">x</x-kurv>`],
  ['unknown-element-onfocus', (c) => `<xss tabindex=1 autofocus onfocus="${c}">x</xss>`],
  ['a-onclick', (c) => `<a href="/tilbud" onclick="${c}">tilbud</a>`],
  ['a-onmouseover', (c) => `<a onmouseover="${c}">x</a>`],
  ['a-onfocus-autofocus', (c) => `<a href="#" autofocus onfocus="${c}">x</a>`],
  ['p-onclick', (c) => `<p onclick="${c}">tekst</p>`],
  ['b-onmouseover', (c) => `<b onmouseover="${c}">fet</b>`],
  ['i-onmouseenter', (c) => `<i onmouseenter="${c}">kursiv</i>`],
  ['strong-onfocus', (c) => `<strong tabindex=0 autofocus onfocus="${c}">x</strong>`],
  ['em-onclick', (c) => `<em onclick="${c}">x</em>`],
  ['h1-onclick', (c) => `<h1 onclick="${c}">Tittel</h1>`],
  ['h3-onpointerdown', (c) => `<h3 onpointerdown="${c}">x</h3>`],
  ['hr-onmouseover', (c) => `<hr onmouseover="${c}">`],
  ['br-onload', (c) => `<br onload="${c}">`],
  ['ul-onclick', (c) => `<ul onclick="${c}"><li>x</li></ul>`],
  ['ol-onauxclick', (c) => `<ol onauxclick="${c}"><li>x</li></ol>`],
  ['li-onclick', (c) => `<ul><li onclick="${c}">x</li></ul>`],
  ['p-onclick-entity', (c) => `<p onclick="${c.replace(/'/g, '&#39;')}">x</p>`],
  ['p-handler-no-space', (c) => `<p/onclick="${c}"/>x</p>`],
  ['p-handler-duplicate-attr', (c) => `<p style="color: red" style="x" onclick="${c}">x</p>`],
];
for (const [name, build] of handlers) {
  add(`on-${name}`, build);
}

// --- Dangerous URLs -------------------------------------------------------------------------

const scheme = 'javascript:';
const urlVariants: [string, (c: string) => string][] = [
  ['plain', (c) => `javascript:${c}`],
  ['upper', (c) => `JAVASCRIPT:${c}`],
  ['mixed-case', (c) => `JaVaScRiPt:${c}`],
  ['leading-space', (c) => ` javascript:${c}`],
  ['leading-newlines', (c) => `\n\n  javascript:${c}`],
  ['leading-entity-space', (c) => `&#32;javascript:${c}`],
  ['leading-nbsp', (c) => `\u00a0javascript:${c}`],
  ['leading-control', (c) => `\u0001\u0002\u0010javascript:${c}`],
  ['leading-nul', (c) => `\u0000javascript:${c}`],
  ['leading-entity-control', (c) => `&#14;javascript:${c}`],
  ['nul-inside', (c) => `java\u0000script:${c}`],
  ['control-inside', (c) => `java\u0008scr\u001fipt:${c}`],
  ['tab-inside', (c) => `jav\tascript:${c}`],
  ['newline-inside', (c) => `jav\nascript:${c}`],
  ['cr-inside', (c) => `jav\rascript:${c}`],
  ['tab-entity-hex', (c) => `jav&#x09;ascript:${c}`],
  ['tab-entity-hex-no-semicolon', (c) => `jav&#x09ascript:${c}`],
  ['tab-entity-named', (c) => `jav&Tab;ascript:${c}`],
  ['newline-entity-named', (c) => `jav&NewLine;ascript:${c}`],
  ['newline-entity-decimal', (c) => `jav&#10;ascript:${c}`],
  ['cr-entity-hex', (c) => `java&#x0D;script:${c}`],
  ['decimal', (c) => `${decimal(scheme)}${c}`],
  ['decimal-no-semicolon', (c) => `${decimal(scheme, { semicolon: false })}${c}`],
  ['decimal-zero-padded', (c) => `${decimal(scheme, { pad: 7 })}${c}`],
  ['decimal-zero-padded-no-semicolon', (c) => `${decimal(scheme, { pad: 7, semicolon: false })}${c}`],
  ['hex', (c) => `${hex(scheme)}${c}`],
  ['hex-no-semicolon', (c) => `${hex(scheme, { semicolon: false })}${c}`],
  ['hex-zero-padded', (c) => `${hex(scheme, { pad: 6 })}${c}`],
  ['hex-upper', (c) => `${hex(scheme, { upper: true })}${c}`],
  ['one-letter-decimal', (c) => `javas&#99;ript:${c}`],
  ['first-letter-hex', (c) => `&#x6A;avascript:${c}`],
  ['colon-named', (c) => `javascript&colon;${c}`],
  ['colon-decimal', (c) => `javascript&#58;${c}`],
  ['colon-hex-padded', (c) => `javascript&#x00003A${c}`],
  ['double-encoded', (c) => `&amp;#106;avascript:${c}`],
  ['double-encoded-colon', (c) => `javascript&amp;colon;${c}`],
  ['percent-encoded-colon', (c) => `javascript%3A${c}`],
  ['percent-encoded-letters', (c) => `%6A%61vascript:${c}`],
  ['comment-newline', (c) => `javascript://%0a${c}`],
  ['mixed-everything', (c) => ` \t&#x0A;J&#x41;v&#97\tS\u0000cRiPt&colon;${c}`],
];
for (const [variant, build] of urlVariants) {
  add(`href-javascript-${variant}`, (c) => `<a href="${build(c)}">lenke</a>`);
}
add('href-javascript-unquoted', (c) => `<a href=javascript:${c}>lenke</a>`);
add('href-javascript-single-quoted', (c) => `<a href='javascript:${c.replace(/'/g, '"')}'>lenke</a>`);
add('href-javascript-target-blank', (c) => `<a href="javascript:${c}" target="_blank">lenke</a>`);
add('href-javascript-on-paragraph', (c) => `<p href="javascript:${c}">x</p>`);
add('src-javascript-paragraph', (c) => `<p src="javascript:${c}">x</p>`);
add('src-javascript-entity-paragraph', (c) => `<b src="${hex(scheme)}${c}">x</b>`);
add('src-javascript-img', (c) => `<img src="javascript:${c}">`);
add('src-javascript-iframe', (c) => `<iframe src="javascript:${c}"></iframe>`);
add('src-javascript-iframe-entities', (c) => `<iframe src="${decimal(scheme, { pad: 4 })}${c}"></iframe>`);
add('href-vbscript', () => `<a href="vbscript:msgbox(1)">lenke</a>`);
add('href-vbscript-mixed-case', () => `<a href="VbScRiPt:msgbox(1)">lenke</a>`);
add('href-vbscript-entities', () => `<a href="${hex('vbscript:')}msgbox(1)">lenke</a>`);
add('href-vbscript-tab', () => `<a href="vb\tscript:msgbox(1)">lenke</a>`);
add('href-data-html', (c) => `<a href="data:text/html,<script>${c}</script>">lenke</a>`);
add('href-data-html-base64', (c) => `<a href="data:text/html;base64,${base64(`<script>${c}</script>`)}">lenke</a>`);
add('href-data-upper', (c) => `<a href="DATA:text/html,<script>${c}</script>">lenke</a>`);
add('href-data-entities', (c) => `<a href="${decimal('data:')}text/html,&lt;script&gt;${c}&lt;/script&gt;">lenke</a>`);
add('href-data-leading-control', (c) => `<a href="\u0003data:text/html,<script>${c}</script>">lenke</a>`);
add('href-data-svg', (c) => `<a href="data:image/svg+xml,<svg onload='${c.replace(/'/g, '&quot;')}'/>">lenke</a>`);
add('src-data-paragraph', (c) => `<p src="data:text/html,<script>${c}</script>">x</p>`);
add(
  'src-data-img-svg',
  (c) => `<img src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${c}"/>`)}">`,
);
add('href-mailto', () => `<a href="mailto:kundeservice@example.no">e-post</a>`);
add('href-mailto-upper', () => `<a href="MAILTO:kundeservice@example.no">e-post</a>`);
add('href-file', () => `<a href="file:///etc/passwd">fil</a>`);
add('href-file-entities', () => `<a href="&#102;ile:///C:/Windows/win.ini">fil</a>`);
add('href-blob', () => `<a href="blob:https://www.example.no/8f4c1c2e-0000-4000-8000-000000000000">blob</a>`);
add('href-tel', () => `<a href="tel:+4722000000">ring</a>`);
add('href-ftp', () => `<a href="ftp://ftp.example.no/">ftp</a>`);
add('href-unknown-scheme', () => `<a href="intent://scan/#Intent;scheme=zxing;end">app</a>`);
add('svg-a-xlink-href', (c) => `<svg><a xlink:href="javascript:${c}"><text x="20" y="20">klikk</text></a></svg>`);
add('svg-a-href', (c) => `<svg><a href="javascript:${c}"><text x="20" y="20">klikk</text></a></svg>`);
add(
  'svg-animate-href',
  (c) => `<svg><a><animate attributeName="href" values="javascript:${c}"/><text x="20" y="20">klikk</text></a></svg>`,
);
add('svg-set-href', (c) => `<svg><a><set attributeName="href" to="javascript:${c}"/><text x="20" y="20">klikk</text></a></svg>`);
add(
  'svg-use-data',
  (c) =>
    `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='${c.replace(/'/g, '&quot;')}'/&gt;&lt;/svg&gt;#x"/></svg>`,
);
add('math-href', (c) => `<math href="javascript:${c}"><mi>klikk</mi></math>`);
add('math-xlink-href', (c) => `<math><maction actiontype="statusline" xlink:href="javascript:${c}">klikk</maction></math>`);
add('form-action', (c) => `<form action="javascript:${c}"><button type="submit">send</button></form>`);
add('button-formaction', (c) => `<form><button formaction="javascript:${c}">send</button></form>`);
add('input-formaction', (c) => `<form><input type="submit" formaction="javascript:${c}" value="send"></form>`);
add('isindex-action', (c) => `<isindex action="javascript:${c}" type="image">`);
add('object-data-javascript', (c) => `<object data="javascript:${c}"></object>`);
add('object-data-html', (_c, name) => `<object data="data:text/html,<script>${xssCall(name, 'parent')}</script>"></object>`);
add('embed-src-javascript', (c) => `<embed src="javascript:${c}">`);
add('embed-src-data', (_c, name) => `<embed src="data:text/html,<script>${xssCall(name, 'parent')}</script>">`);
add('frameset-frame-src', (c) => `<frameset><frame src="javascript:${c}"></frameset>`);
add('a-ping', (c) => `<a href="/tilbud" ping="javascript:${c}">x</a>`);

// --- Base, meta, link, srcdoc -----------------------------------------------------------------

add('base-href-evil', () => `<base href="https://evil.example/"><a href="/tilbud">tilbud</a>`);
add('base-href-javascript', (c) => `<base href="javascript:${c}//"><a href="/">x</a>`);
add('meta-refresh-javascript', (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`);
add(
  'meta-refresh-data',
  (_c, name) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(`<script>${xssCall(name)}</script>`)}">`,
);
add('meta-charset', () => `<meta charset="x-imap4-modified-utf7"><p>+ADw-script+AD4-</p>`);
add('link-import', (_c, name) => `<link rel="import" href="data:text/html,&lt;script&gt;${xssCall(name)}&lt;/script&gt;">`);
add('link-stylesheet-javascript', (c) => `<link rel="stylesheet" href="javascript:${c}">`);
add('iframe-srcdoc', (_c, name) => `<iframe srcdoc="<script>${xssCall(name, 'parent')}</script>"></iframe>`);
add('iframe-srcdoc-entities', (_c, name) => `<iframe srcdoc="&lt;img src=x onerror=${xssCall(name, 'parent')}&gt;"></iframe>`);
add('p-srcdoc', (_c, name) => `<p srcdoc="&lt;script&gt;${xssCall(name, 'parent')}&lt;/script&gt;">x</p>`);

// --- Namespaces, raw-text elements and mutation XSS -----------------------------------------

add('mxss-math-mglyph-style', (c) => `<math><mtext><table><mglyph><style><img src=x onerror="${c}">`);
add(
  'mxss-math-mglyph-style-comment',
  (c) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${c}&gt;">`,
);
add('mxss-noscript-title', (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`);
add('mxss-svg-p-style', (c) => `<svg></p><style><a id="</style><img src=1 onerror=${c}>">`);
add('mxss-svg-style-img', (c) => `<svg><style><img src=x onerror="${c}"></style></svg>`);
add('mxss-form-math-mglyph', (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${c}>`);
add('mxss-math-mi-textarea', (c) => `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${c} src=1>">`);
add('mxss-math-annotation-xml', (c) => `<math><annotation-xml encoding="text/html"><img src=x onerror="${c}"></annotation-xml></math>`);
add(
  'mxss-math-annotation-style',
  (c) => `<math><annotation-xml encoding="text/html"><style><img src=x onerror="${c}"></style></annotation-xml></math>`,
);
add('mxss-svg-foreignobject', (c) => `<svg><foreignObject><img src=x onerror="${c}"></foreignObject></svg>`);
add('mxss-svg-desc', (c) => `<svg><desc><img src=x onerror="${c}"></desc></svg>`);
add('mxss-svg-title', (c) => `<svg><title><img src=x onerror="${c}"></title></svg>`);
add('mxss-svg-cdata', (c) => `<svg><![CDATA[</svg><img src=x onerror="${c}">]]></svg>`);
add('mxss-template', (c) => `<template><img src=x onerror="${c}"></template>`);
add('mxss-template-script', (c) => `<template><script>${c}</script></template>`);
add('mxss-template-in-p', (c) => `<p><template><img src=x onerror="${c}"></template>tekst</p>`);
add('mxss-xmp', (c) => `<xmp><p title="</xmp><img src=x onerror=${c}>">`);
add('mxss-style-element', (c) => `<style><img src=x onerror="${c}"></style>`);
add('mxss-style-import', (c) => `<style>@import 'javascript:${c}';</style>`);
add('mxss-style-close-in-attr', (c) => `<style><p title="</style><img src=x onerror=${c}>"></style>`);
add('mxss-iframe-content', (c) => `<iframe><img title="</iframe><img src=x onerror=${c}>"></iframe>`);
add('mxss-noembed', (c) => `<noembed><img title="</noembed><img src=x onerror=${c}>"></noembed>`);
add('mxss-noframes', (c) => `<noframes><img title="</noframes><img src=x onerror=${c}>"></noframes>`);
add('mxss-title', (c) => `<title><img title="</title><img src=x onerror=${c}>"></title>`);
add('mxss-textarea', (c) => `<textarea><img title="</textarea><img src=x onerror=${c}>"></textarea>`);
add('mxss-plaintext', (c) => `<plaintext><img src=x onerror="${c}">`);
add('mxss-comment-abrupt', (c) => `<!--><img src=x onerror="${c}">-->`);
add('mxss-comment-in-attr', (c) => `<!--<img src="--><img src=x onerror=${c}//">`);
add('mxss-comment-bang', (c) => `<!--!><img src=x onerror=${c}>-->`);
add('mxss-processing-instruction', (c) => `<?xml-stylesheet ><img src=x onerror="${c}">?>`);
add('mxss-p-title-close', (c) => `<p title="</p><img src=x onerror=${c}>">x</p>`);
add('mxss-select-template', (c) => `<select><template><img src=x onerror="${c}"></template></select>`);
add('mxss-table-style', (c) => `<table><td><style><img src=x onerror="${c}"></style></td></table>`);
add('mxss-svg-in-a', (c) => `<a href="/"><svg><style>&lt;img src=x onerror=${c}&gt;</style></svg></a>`);
add('mxss-math-style-in-li', (c) => `<ul><li><math><mtext><table><mglyph><style><img src=x onerror="${c}"></li></ul>`);
add('mxss-dom-clobbering', (c) => `<a id="__xss" name="__xss" href="javascript:${c}">x</a><form id="x" name="body"></form>`);
add('mxss-is-attribute', (c) => `<p is="x-evil" onclick="${c}">x</p>`);
add('mxss-shadowroot-template', (c) => `<div><template shadowrootmode="open"><img src=x onerror="${c}"></template></div>`);
add('mxss-attribute-value-breakout', (c) => `<p style="color:red" rel="</p><img src=x onerror=${c}>">x</p>`);
add('mxss-self-close-in-attr', (c) => `<a href="/" rel="/><img src=x onerror=${c}>">x</a>`);

// --- Nesting deeper than 255 levels -----------------------------------------------------------

add('nesting-b-300', (c) => `${'<b>'.repeat(300)}<img src=x onerror="${c}">${'</b>'.repeat(300)}`);
add('nesting-div-600', (c) => `${'<div>'.repeat(600)}<img src=x onerror="${c}">${'</div>'.repeat(600)}`);
add('nesting-ul-li-300', (c) => `${'<ul><li>'.repeat(300)}<a href="javascript:${c}">x</a>${'</li></ul>'.repeat(300)}`);
add('nesting-em-520-mxss', (c) => `${'<em>'.repeat(520)}<math><mtext><table><mglyph><style><img src=x onerror="${c}">`);
add('nesting-span-513-svg', (c) => `${'<span>'.repeat(513)}<svg><style><img src=x onerror="${c}"></style></svg>`);
add('nesting-mixed-400', (c) => `${'<p><i><strong>'.repeat(134)}<a href="&#106;avascript:${c}">x</a>`);

// --- style attributes ---------------------------------------------------------------------------

const styles: [string, (c: string) => string][] = [
  ['expression', (c) => `width: expression(${c})`],
  ['expression-upper', (c) => `WIDTH: EXPRESSION(${c})`],
  ['expression-comment', (c) => `width: expr/**/ession(${c})`],
  ['expression-escape', (c) => `width: \\65 xpression(${c})`],
  ['expression-escape-inner', (c) => `width: exp\\ression(${c})`],
  ['expression-entity', (c) => `width: e&#x78;pression(${c})`],
  ['expression-nul-escape', (c) => `width: ex\\0pression(${c})`],
  ['url-javascript', (c) => `background: url(javascript:${c})`],
  ['url-javascript-quoted', (c) => `background-image: url('javascript:${c.replace(/'/g, '"')}')`],
  ['url-upper', (c) => `BACKGROUND: URL(JAVASCRIPT:${c.toUpperCase()})`],
  ['url-escape', (c) => `background: u\\72 l(javascript:${c})`],
  ['url-entity', (c) => `background: &#117;rl(javascript:${c})`],
  ['url-data-svg', (c) => `background: url(data:image/svg+xml,&lt;svg onload=${c}/&gt;)`],
  ['list-style-image', (c) => `list-style-image: url(&quot;javascript:${c}&quot;)`],
  ['behavior', () => `behavior: url(xss.htc)`],
  ['behavior-newline', () => `color: red;\nbehavior: url(#default#time2)`],
  ['moz-binding', () => `-moz-binding: url(https://evil.example/xss.xml#xss)`],
  ['import', (c) => `@import 'javascript:${c.replace(/'/g, '"')}'`],
  ['image-set', (c) => `background-image: image-set('javascript:${c.replace(/'/g, '"')}' 1x)`],
  ['content-script', () => `content: '\\3c script\\3e'`],
  ['closing-brace', (c) => `color: red;} p { background: url(javascript:${c})`],
  ['overlay', () => `position: fixed; top: 0; left: 0; width: 100%; height: 100%; z-index: 9999`],
];
for (const [name, build] of styles) {
  add(`style-${name}`, (c) => `<p style="${build(c)}">tekst</p>`);
}

/** The hostile inputs: none of their scripts may run, nothing outside the allowlist may stay. */
export const hostileCorpus: readonly CorpusEntry[] = hostile;

/** Benign inputs with their exact sanitised output. */
export const benignCorpus: readonly BenignEntry[] = [
  {
    name: 'norwegian-paragraph',
    html: '<p>Velkommen til Kurv! Ferske grønnsaker, blåbær og ærlige priser. ÆØÅ æøå.</p>',
    expected: '<p>Velkommen til Kurv! Ferske grønnsaker, blåbær og ærlige priser. ÆØÅ æøå.</p>',
  },
  {
    name: 'root-relative-link',
    html: '<p>Se <a href="/kampanje/sommer">ukens tilbud</a>.</p>',
    expected: '<p>Se <a href="/kampanje/sommer">ukens tilbud</a>.</p>',
  },
  {
    name: 'path-relative-link',
    html: '<a href="../oppskrifter/fiskegrateng">Fiskegrateng</a>',
    expected: '<a href="../oppskrifter/fiskegrateng">Fiskegrateng</a>',
  },
  {
    name: 'fragment-and-query-links',
    html: '<a href="#vilkar">Vilkår</a> og <a href="?side=2">neste side</a>',
    expected: '<a href="#vilkar">Vilkår</a> og <a href="?side=2">neste side</a>',
  },
  {
    name: 'https-link-with-query',
    html: '<a href="https://www.example.no/sok?q=brunost&amp;sort=pris">Søk etter brunost</a>',
    expected: '<a href="https://www.example.no/sok?q=brunost&amp;sort=pris">Søk etter brunost</a>',
  },
  {
    name: 'protocol-relative-link',
    html: '<a href="//cdn.example.no/brosjyre.pdf">Brosjyre</a>',
    expected: '<a href="//cdn.example.no/brosjyre.pdf">Brosjyre</a>',
  },
  {
    name: 'target-blank-gets-rel',
    html: '<a href="https://www.example.no/" target="_blank">Åpne i ny fane</a>',
    expected: '<a href="https://www.example.no/" target="_blank" rel="noopener noreferrer">Åpne i ny fane</a>',
  },
  {
    name: 'target-blank-rel-merged',
    html: '<a href="http://www.example.no/" target="_blank" rel="nofollow">Partner</a>',
    expected: '<a href="http://www.example.no/" target="_blank" rel="nofollow noopener noreferrer">Partner</a>',
  },
  {
    name: 'unordered-list',
    html: '<ul><li>Melk</li><li>Brød</li><li>Smør</li></ul>',
    expected: '<ul><li>Melk</li><li>Brød</li><li>Smør</li></ul>',
  },
  {
    name: 'ordered-list',
    html: '<ol><li>Skrell potetene</li><li>Kok i 20 minutter</li></ol>',
    expected: '<ol><li>Skrell potetene</li><li>Kok i 20 minutter</li></ol>',
  },
  {
    name: 'headings-and-rule',
    html: '<h1>Jul</h1><h2>Ribbe</h2><h3>Pinnekjøtt</h3><h4>Lutefisk</h4><h5>Risengrynsgrøt</h5><hr>',
    expected: '<h1>Jul</h1><h2>Ribbe</h2><h3>Pinnekjøtt</h3><h4>Lutefisk</h4><h5>Risengrynsgrøt</h5><hr>',
  },
  {
    name: 'inline-formatting',
    html: '<p><strong>Fet</strong>, <em>kursiv</em>, <b>b</b> og <i>i</i><br>ny linje</p>',
    expected: '<p><strong>Fet</strong>, <em>kursiv</em>, <b>b</b> og <i>i</i><br>ny linje</p>',
  },
  {
    name: 'safe-style-normalised',
    html: '<p style="color:#c00;font-weight:bold">Tilbud!</p>',
    expected: '<p style="color: #c00; font-weight: bold">Tilbud!</p>',
  },
  {
    name: 'style-unsafe-declaration-dropped',
    html: '<p style="text-align: center; position: absolute">Midtstilt</p>',
    expected: '<p style="text-align: center">Midtstilt</p>',
  },
  {
    name: 'h6-and-span-unwrapped',
    html: '<h6>Liten overskrift</h6><span class="pris">Pris: 29,90 kr</span>',
    expected: 'Liten overskriftPris: 29,90 kr',
  },
  {
    name: 'data-and-aria-dropped',
    html: '<p data-id="7" aria-label="Tilbud" class="x" id="y" title="z">Kjøttdeig 400 g</p>',
    expected: '<p>Kjøttdeig 400 g</p>',
  },
  {
    name: 'ampersand-text',
    html: '<p>Ost &amp; kjeks – 3 for 2</p>',
    expected: '<p>Ost &amp; kjeks – 3 for 2</p>',
  },
];
