// The CSP example pages' own record of Content-Security-Policy violations, from before any other script of the page:
// each is logged to the console and kept in `window.cspViolations`. A chain team can put the same file first on a page
// to see what its policy blocks; the engine journeys (tests/engines/) read the record in every engine, WebKit included,
// whose WebDriver cannot run a script of the test's before the page's own.
window.cspViolations = [];
document.addEventListener(
  'securitypolicyviolation',
  (event) => {
    const text = `${event.effectiveDirective}: ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} «${event.sample}»`;
    window.cspViolations.push(text);
    console.warn(`Content-Security-Policy violation: ${text}`);
  },
  true,
);
