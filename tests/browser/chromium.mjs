// How the browser tests start Debian's Chromium: one place for the path and
// the flags, used by scripts/browser-tests.mjs (one browser for a whole run),
// by helpers.mjs (a browser of its own when a file runs by itself) and by
// scripts/bench.mjs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

// The browser tests run Chromium's headless shell (Debian's
// chromium-headless-shell, the same Blink and V8 as /usr/bin/chromium
// without the browser's windows and their own renderers): measured with
// scripts/page-load-cost.mjs in a cgroup of its own, 0.41 CPU s a fresh
// page load against 0.70-0.83 with the full browser, and the whole browser
// step 5 min 30 s of CPU against 7 min 33 s. The smoke run
// (tests/smoke/drivers.mjs) and the benchmarks use the browser players run.
export const TEST_CHROMIUM = process.env.TEST_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

// Every new context opens a window of its own, and each window preloads the
// address bar's popups (chrome://omnibox-popup.top-chrome/) in a renderer of
// their own: measured over 10 contexts that each load the page and open the
// rules, 15.2 s of the browser's CPU with them and 5.5 s without. Chromium
// keeps only the last --disable-features switch, so this one repeats the
// list Playwright passes (its chromiumSwitches, in the version below) and
// adds the popups.
const PLAYWRIGHT = '1.65.1';
const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding',
  'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];
const installed = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('playwright-core/package.json'), 'utf8')).version;
if (installed !== PLAYWRIGHT) {
  throw new Error(`playwright-core is ${installed}: tests/browser/chromium.mjs repeats ${PLAYWRIGHT}'s --disable-features list; compare it with the new version's and update both`);
}

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'].join(',')}`,
];
