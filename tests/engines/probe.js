/* global window, document, location, console, addEventListener */
// Added by the engine tests' proxy (proxy.ts) as the first script of every page: the page records what goes wrong
// in it and in its frames into the top page's window.__engineLog, which the tests read in any engine.
(() => {
  let top = window;
  try {
    if (window.top && window.top.__engineLog) top = window.top;
  } catch {
    // A frame from another origin keeps its own log.
  }
  const log = (top.__engineLog = top.__engineLog || []);
  const where = location.pathname + location.search;
  const text = (value) => (value instanceof Error ? value.message : typeof value === 'string' ? value : String(value));
  addEventListener('error', (event) => log.push(`error in ${where}: ${event.message || text(event.error)}`));
  addEventListener('unhandledrejection', (event) => log.push(`unhandled rejection in ${where}: ${text(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    log.push(`csp in ${where}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
  );
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) {
      log.push(`${level} in ${where}: ${args.map(text).join(' ')}`);
      return original.apply(this, args);
    };
  }
})();
