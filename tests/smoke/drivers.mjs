// The three engines of the cross-engine smoke run behind one small page
// interface, so every check is written once: Debian's Chromium (CDP) and
// Firefox ESR (WebDriver BiDi) through puppeteer-core, WebKitGTK's
// MiniBrowser through WebKitWebDriver (W3C WebDriver) and selenium-webdriver.
// None downloads a browser: each is the Debian package's binary.
//
// A page: goto(url, { early }) (until the load event, or with `early` until
// the new document is being parsed: a file held back holds the load event,
// and the bundle, a module script, the DOM's too), reload(), eval(fn, arg) (runs `fn(arg)` in the page,
// awaits it, returns its JSON value), waitFor(fn, arg, what) (until `fn(arg)`
// is truthy in the page), click(css), type(css, text) and press(key) (real
// input from the driver), select(css, value), newTab() (another tab of the
// same browser: shared storage and `storage` events), close(), and `seen`:
// the errors the driver itself observed (puppeteer's console and page
// errors; WebKitWebDriver reports none, the page's own recorder does).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';

export const PATHS = {
  chromium: process.env.CHROMIUM ?? '/usr/bin/chromium',
  firefox: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
  webkitDriver: process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver',
  miniBrowser: process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
};

const TIMEOUT = 30_000;

/**
 * Polls `test()` until it gives a truthy value: a page's state, one driver
 * round trip per look (the round trip is the wait), or with `pause` ms
 * between looks, a process that is starting.
 */
// What the page shows, for a click that timed out: its screen, the table's
// status line, the notice and the progress note, and whether it is in front.
const SHOWS = () => JSON.stringify({
  screen: document.body.dataset.screen,
  status: document.getElementById('status')?.textContent,
  notice: document.getElementById('notice')?.hidden ? '' : document.getElementById('notice')?.textContent,
  progress: document.getElementById('progress-text')?.textContent,
  visible: document.visibilityState,
});

/** Waits until `css` is shown, then clicks it with `press`; a time-out says what the page shows. */
async function clickShown(page, css, press) {
  try {
    await page.waitFor((s) => { const e = document.querySelector(s); return e !== null && e.checkVisibility(); }, css, `${css} to be shown`);
  } catch (e) {
    const shows = await page.eval(SHOWS).catch(() => 'unknown');
    throw new Error(`${e.message}; the page shows ${shows}`);
  }
  await press();
}

async function until(test, what, timeout = TIMEOUT, pause = 0) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await test();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${timeout / 1000} s waiting for ${what}`);
    await new Promise((resolve) => { if (pause) setTimeout(resolve, pause); else setImmediate(resolve); });
  }
}

// ---------------------------------------------------------------- puppeteer

class PuppeteerPage {
  constructor(page, tabs = { front: null }) {
    this.page = page;
    // The tab in front: a tab behind another is hidden, and Chromium holds
    // back a hidden tab's work (a call into it was seen to wait a minute),
    // so a call to a tab brings it to the front first, as a person would.
    this.tabs = tabs;
    tabs.front ??= this;
    this.seen = [];
    page.on('console', (m) => { if (m.type() === 'error') this.seen.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => this.seen.push(`pageerror: ${e.message ?? e}`));
    page.on('dialog', (d) => { this.seen.push(`dialog: ${d.message()}`); d.dismiss().catch(() => {}); });
  }

  async front() {
    if (this.tabs.front === this) return;
    await this.page.bringToFront();
    this.tabs.front = this;
  }

  async goto(url, { early = false } = {}) {
    await this.front();
    if (!early) {
      await this.page.goto(url, { waitUntil: 'load', timeout: TIMEOUT });
      return;
    }
    // The old document marked, so the new one is told from it.
    await this.page.evaluate(() => { window.oldDocument = true; });
    this.page.goto(url, { waitUntil: 'load', timeout: TIMEOUT }).catch(() => {});
    await until(() => this.page.evaluate(() => !window.oldDocument && document.body !== null).catch(() => false), 'the new document');
  }

  async reload() {
    await this.front();
    await this.page.reload({ waitUntil: 'load', timeout: TIMEOUT });
  }

  async eval(fn, arg = null) {
    await this.front();
    return this.page.evaluate(fn, arg);
  }

  waitFor(fn, arg, what, timeout) { return until(() => this.eval(fn, arg), what, timeout); }

  async click(css) {
    await clickShown(this, css, () => this.page.click(css));
  }

  async type(css, text) {
    await this.front();
    await this.page.focus(css);
    await this.page.keyboard.type(text);
  }

  async press(key) {
    await this.front();
    await this.page.keyboard.press(key);
  }

  async select(css, value) {
    await this.front();
    await this.page.select(css, value);
  }

  async setViewport(width, height) { await this.page.setViewport({ width, height }); }

  async newTab() {
    const tab = new PuppeteerPage(await this.page.browserContext().newPage(), this.tabs);
    this.tabs.front = tab;
    return tab;
  }

  async close() {
    await this.page.close();
    if (this.tabs.front === this) this.tabs.front = null;
  }
}

/** Chromium or Firefox ESR through puppeteer-core. */
export async function puppeteerEngine(name) {
  const executablePath = name === 'firefox' ? PATHS.firefox : PATHS.chromium;
  if (!existsSync(executablePath)) throw new Error(`${executablePath} is not installed (scripts/setup.sh --browser installs it)`);
  const browser = await puppeteer.launch(name === 'firefox'
    ? { browser: 'firefox', executablePath, headless: true, timeout: TIMEOUT * 3, protocolTimeout: TIMEOUT * 2 }
    : {
      executablePath,
      headless: true,
      timeout: TIMEOUT * 3,
      protocolTimeout: TIMEOUT * 2,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    });
  const version = await browser.version();
  // One browser context (storage, cache and workers start empty) and one
  // page for every check: each check serves the page on an origin of its own.
  const context = await browser.createBrowserContext();
  const page = new PuppeteerPage(await context.newPage());
  await page.setViewport(1280, 800);
  return { name, version, page, close: () => browser.close() };
}

// ----------------------------------------------------------------- selenium

const KEYS = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB };

class SeleniumPage {
  constructor(driver, handle) {
    this.driver = driver;
    this.handle = handle;
    this.seen = [];
  }

  /** Every call goes to this page's window: the session has one current window. */
  async here() {
    if ((await this.driver.getWindowHandle()) !== this.handle) await this.driver.switchTo().window(this.handle);
    return this.driver;
  }

  // WebDriver's navigation waits for the load event whatever `early` says.
  async goto(url) { await (await this.here()).get(url); }

  async reload() { await (await this.here()).navigate().refresh(); }

  async eval(fn, arg = null) {
    // W3C Execute Script awaits a returned promise.
    return (await this.here()).executeScript(`return (${fn})(arguments[0]);`, arg);
  }

  waitFor(fn, arg, what, timeout) { return until(() => this.eval(fn, arg), what, timeout); }

  async click(css) {
    await clickShown(this, css, async () => (await (await this.here()).findElement(By.css(css))).click());
  }

  async type(css, text) {
    await (await (await this.here()).findElement(By.css(css))).sendKeys(text);
  }

  async press(key) {
    await (await this.here()).actions().sendKeys(KEYS[key] ?? key).perform();
  }

  async select(css, value) {
    await (await (await this.here()).findElement(By.css(`${css} option[value="${value}"]`))).click();
  }

  async newTab() {
    const driver = await this.here();
    await driver.switchTo().newWindow('tab');
    return new SeleniumPage(driver, await driver.getWindowHandle());
  }

  async close() {
    const driver = await this.here();
    const all = await driver.getAllWindowHandles();
    // The session's last window stays open (closing it ends the session).
    if (all.length > 1) {
      await driver.close();
      await driver.switchTo().window(all.find((h) => h !== this.handle));
    }
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * WebKitGTK: WebKitWebDriver started on a free port, one MiniBrowser session
 * (it needs a display: scripts/smoke.mjs runs under xvfb-run). Its windows
 * are at least 447 px wide; the checks at 360 px use a same-origin iframe.
 */
export async function webkitEngine() {
  for (const p of [PATHS.webkitDriver, PATHS.miniBrowser]) {
    if (!existsSync(p)) throw new Error(`${p} is not installed (scripts/setup.sh --browser installs webkit2gtk-driver)`);
  }
  if (!process.env.DISPLAY) throw new Error('WebKitGTK needs a display (run under xvfb-run -a)');
  const port = await freePort();
  const server = spawn(PATHS.webkitDriver, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr.on('data', (d) => { log += d; });
  const gone = new Promise((resolve) => { server.once('exit', (code) => resolve(code)); });
  const driverUp = async () => {
    const r = await fetch(`http://127.0.0.1:${port}/status`).catch(() => null);
    return r?.ok;
  };
  await Promise.race([until(driverUp, 'WebKitWebDriver to listen', TIMEOUT * 3, 50),
    gone.then((code) => { throw new Error(`WebKitWebDriver exited (${code}): ${log}`); })]);
  const driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: PATHS.miniBrowser, args: ['--automation'] },
  }).build();
  await driver.manage().setTimeouts({ script: TIMEOUT, pageLoad: TIMEOUT });
  const caps = await driver.getCapabilities();
  const first = new SeleniumPage(driver, await driver.getWindowHandle());
  await first.driver.manage().window().setRect({ width: 1280, height: 800 });
  // One session and its first window for every check (storage is the
  // session's: each check serves the page on an origin of its own).
  return {
    name: 'webkit',
    version: `${caps.get('browserName')} ${caps.get('browserVersion')}`,
    page: first,
    async close() {
      await driver.quit().catch(() => {});
      server.kill();
      await gone;
    },
  };
}
