// The cross-engine smoke run's error recorder, put first in the page's
// <head> by its server (scripts/serve.mjs, `head`): every uncaught error,
// unhandled rejection, failed script or style, blocked resource (the page's
// Content-Security-Policy) and console.error of the page is kept in
// window.__errors and sent to the server (/__report), so what one engine's
// driver cannot see (WebKitWebDriver has no console log) is still counted,
// and an error just before a reload is not lost with its page.
(() => {
  const errors = [];
  window.__errors = errors;
  const report = (text) => {
    const line = `${location.pathname}${location.search}: ${text}`;
    errors.push(line);
    try {
      navigator.sendBeacon('/__report', line);
    } catch { /* offline: window.__errors still has it */ }
  };
  const logError = console.error;
  console.error = (...args) => {
    report(`console: ${args.map(String).join(' ')}`);
    logError.apply(console, args);
  };
  window.addEventListener('error', (e) => {
    if (e.target && e.target !== window) report(`failed to load: ${e.target.src || e.target.href || e.target.tagName}`);
    else report(`pageerror: ${e.message}`);
  }, true);
  window.addEventListener('unhandledrejection', (e) => report(`pageerror: unhandled ${e.reason?.stack ?? e.reason}`));
  document.addEventListener('securitypolicyviolation', (e) => report(`blocked: ${e.violatedDirective} ${e.blockedURI}`));
})();
