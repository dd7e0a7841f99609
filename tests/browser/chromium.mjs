// How the browser tests start Debian's Chromium: one place for the path and
// the flags, used by scripts/browser-tests.mjs (one browser for a whole run)
// and by helpers.mjs (a browser of its own when a file runs by itself).
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
