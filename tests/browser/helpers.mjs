// Shared set-up for the browser tests: a static server on 127.0.0.1 and
// Debian's Chromium driven by playwright-core. Every page error and console
// error is collected so a test can assert there were none.
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { TEST_CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

/**
 * Keeps a picture of `target` (a page or a locator) in tests/artifacts/
 * `name` for people to look at, when the run is asked for them
 * (`SCREENSHOTS=1 node scripts/browser-tests.mjs …`); nothing asserts on it,
 * so an ordinary run does not pay for it (a shot costs about as much CPU as
 * an axe run). A test that measures pixels takes its own screenshots.
 */
export async function keepShot(target, name, options = {}) {
  if (!process.env.SCREENSHOTS) return;
  await target.screenshot({ path: join(ARTIFACTS, name), ...options });
}

/**
 * The browser and a static server for one test file. Under
 * scripts/browser-tests.mjs the browser is the run's one Chromium
 * (`BROWSER_WS`), connected to, and `close()` drops this file's contexts and
 * the connection; a file run by itself (`node --test file`) launches its own.
 *
 * With `{ pool: true }` the file's `openPage` calls lend pooled contexts
 * (see `ContextPool` below) unless a call asks for `fresh: true`; without it
 * every `openPage` opens a fresh context, as every other way to a context
 * does (`env.browser.newContext`).
 */
export async function launch({ pool = false, executablePath = TEST_CHROMIUM } = {}) {
  const server = await startServer(0);
  const browser = process.env.BROWSER_WS
    ? await chromium.connect(process.env.BROWSER_WS)
    // playwright gives every launch a fresh, empty user data dir of its own.
    : await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  // Every context asks for reduced motion unless its test says otherwise
  // (`reducedMotion: 'no-preference'`): the deal's card animation and the
  // seats' transitions are drawn frame by frame, and a click waits for the
  // page to be still, so a match played move by move spends most of its time
  // in frames no assertion looks at. The tests of the animations themselves
  // ask for motion.
  // And every context blocks the service worker unless its test allows it
  // (`serviceWorkers: 'allow'`: the offline and lazy-loading tests, whose
  // subject it is): on a first visit the worker fetches and stores every
  // file the page may ever load (27 files, 1.9 MB), in the background of a
  // test that never looks at it (measured over four files: 16 % of their CPU).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', serviceWorkers: 'block', ...options });
  return {
    server,
    browser,
    // BROWSER_POOL=off: every context fresh, to compare the cost.
    pool: pool && process.env.BROWSER_POOL !== 'off' ? new ContextPool(browser, server.url) : null,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * A new page that records console errors and page errors into `errors`;
 * `more` are further context options (e.g. `hasTouch`, `isMobile`). With
 * `clock`, Playwright's clock is installed before the page loads: time runs
 * as usual, and `page.clock.runFor(ms)` moves every timer and clock of the
 * context on by `ms` at once, in place of waiting.
 *
 * The context is a fresh one of its own, unless the file launched with
 * `{ pool: true }`: then it is lent from the file's pool (same options, the
 * origin's storage wiped, no other page open; `context.close()` gives it
 * back). A test whose subject is a first visit or a context's own state
 * asks for `fresh: true`; `clock`, `init` and an allowed service worker
 * always get a fresh context.
 */
export async function openPage(env, { path = '', viewport, locale = 'en-US', clock = false, init = null, fresh = false, ...more } = {}) {
  const pooled = env.pool && !fresh && !clock && !init && more.serviceWorkers !== 'allow';
  const { page, context } = pooled
    ? await env.pool.lend({ viewport, locale, ...more })
    : await freshPage(env, { viewport, locale, ...more }, { clock, init });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => { errors.push(`dialog: ${d.message()}`); d.dismiss(); });
  await page.goto(env.server.url + path);
  return { page, context, errors };
}

async function freshPage(env, options, { clock, init }) {
  const context = await env.browser.newContext(options);
  if (clock) await context.clock.install();
  // A script every page of the context runs first (a test's instruments).
  if (init) await context.addInitScript(init);
  return { page: await context.newPage(), context };
}

// What a lent context or page refuses: each changes the context (or page)
// for every later test, so a test that needs one opens `fresh: true`.
const CONTEXT_REFUSES = [
  'route', 'unroute', 'unrouteAll', 'routeFromHAR', 'routeWebSocket', 'addInitScript',
  'exposeBinding', 'exposeFunction', 'grantPermissions', 'clearPermissions', 'setOffline',
  'setGeolocation', 'setExtraHTTPHeaders', 'setHTTPCredentials', 'setDefaultTimeout',
  'setDefaultNavigationTimeout', 'setStorageState',
];
// What makes a lent page unfit to be lent again (it is closed, and the next
// test gets a new page of the same context).
const PAGE_TAINTS = [
  'route', 'unroute', 'unrouteAll', 'routeFromHAR', 'routeWebSocket', 'addInitScript',
  'exposeBinding', 'exposeFunction', 'setViewportSize', 'emulateMedia', 'setExtraHTTPHeaders',
  'setDefaultTimeout', 'setDefaultNavigationTimeout', 'pause',
];
const LISTENS = ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener'];
const UNLISTENS = ['off', 'removeListener'];

/**
 * A file's pool of browser contexts, one set per combination of context
 * options (locale, viewport, touch, scale, motion…). A context costs about
 * a third of a page load's CPU, and a page another third (a renderer of its
 * own, the engine compiled again); measured in
 * `tests/artifacts/pool-measure.mjs`. So a test is lent an idle context with
 * its options, and that context's page when the last test left it fit, after:
 * - every other page of the context is closed (no second tab, no
 *   BroadcastChannel or storage event from the last test);
 * - the page was taken off the last test's document (to about:blank), its
 *   history cut to that one entry (as a new page's: Back from the test's
 *   first page goes to about:blank) and the mouse moved off it;
 * - every origin its pages visited has its storage wiped by the DevTools
 *   protocol (`Storage.clearDataForOrigin`, all types: localStorage,
 *   sessionStorage, IndexedDB, cache storage, service workers, cookies…).
 * So a test still starts from storage it set up itself. What a context or
 * page keeps beyond storage (a route, an init script, Playwright's clock,
 * permissions, offline) is refused on a lent context (it throws, naming
 * `fresh: true`), and a page that was changed so (a route, a viewport, an
 * emulated media, its own DevTools session) is closed rather than lent again.
 * The HTTP cache is not wiped: the server sends `no-store`, so there is none.
 */
class ContextPool {
  constructor(browser, url) {
    this.browser = browser;
    this.origin = new URL(url).origin;
    this.idle = new Map(); // key → [entry]
    this.entries = [];
  }

  async lend(options) {
    const key = JSON.stringify(Object.entries(options).filter(([, v]) => v !== undefined).sort());
    const entry = this.idle.get(key)?.pop() ?? await this.create(key, options);
    for (const p of entry.context.pages()) if (p !== entry.page) await p.close();
    const reuse = entry.page && !entry.page.isClosed() && !entry.tainted.has(entry.page);
    if (!reuse) {
      if (entry.page && !entry.page.isClosed()) await entry.page.close();
      entry.page = await entry.context.newPage();
      entry.cdp = await entry.context.newCDPSession(entry.page);
    } else {
      // The page is on about:blank (`giveBack`); a fresh page's mouse is on no element.
      await entry.page.mouse.move(-1, -1);
    }
    for (const origin of entry.origins) {
      await entry.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
    if (reuse) await entry.cdp.send('Page.resetNavigationHistory');
    entry.origins = new Set([this.origin]);
    return { page: entry.page, context: entry.proxy };
  }

  async create(key, options) {
    const context = await this.browser.newContext(options);
    const entry = { key, context, page: null, cdp: null, tainted: new WeakSet(), origins: new Set([this.origin]), listeners: [] };
    this.entries.push(entry);
    const pool = this;
    const track = (target, owner) => {
      for (const name of LISTENS) {
        const real = target[name].bind(target);
        target[name] = (event, fn) => { entry.listeners.push([owner, event, fn]); return real(event, fn); };
      }
      for (const name of UNLISTENS) {
        const real = target[name].bind(target);
        target[name] = (event, fn) => {
          entry.listeners = entry.listeners.filter(([o, e, f]) => !(o === owner && e === event && f === fn));
          return real(event, fn);
        };
      }
    };
    context.on('page', (page) => {
      page.on('framenavigated', (frame) => {
        const { protocol, origin } = new URL(frame.url());
        if (protocol !== 'http:' && protocol !== 'https:') return;
        entry.origins.add(origin);
        if (origin !== pool.origin) entry.tainted.add(page);
      });
      for (const name of PAGE_TAINTS) {
        const real = page[name].bind(page);
        page[name] = (...a) => { entry.tainted.add(page); return real(...a); };
      }
      for (const name of ['down', 'up']) {
        for (const device of [page.keyboard, page.mouse]) {
          const real = device[name].bind(device);
          device[name] = (...a) => { entry.tainted.add(page); return real(...a); };
        }
      }
      Object.defineProperty(page, 'clock', { get() { throw new Error("Playwright's clock belongs to a context: open this page with openPage(env, { clock: true }) (a fresh context)"); } });
      page.context = () => entry.proxy;
      track(page, page);
    });
    entry.proxy = new Proxy(context, {
      get(target, name) {
        if (name === 'close') return () => pool.giveBack(entry);
        if (name === 'clock' || CONTEXT_REFUSES.includes(name)) {
          throw new Error(`a pooled context is shared by the file's tests: a test that calls context.${String(name)} opens its page with fresh: true`);
        }
        if (name === 'newCDPSession') return (page) => { entry.tainted.add(page); return target.newCDPSession(page); };
        if (LISTENS.includes(name)) return (event, fn) => { entry.listeners.push([target, event, fn]); return target[name](event, fn); };
        const value = Reflect.get(target, name, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return entry;
  }

  /** `context.close()` of a lent context: its pages closed but one, taken off its document, and the context idle again. */
  async giveBack(entry) {
    for (const [owner, event, fn] of entry.listeners) owner.off(event, fn);
    entry.listeners = [];
    for (const p of entry.context.pages()) {
      if (p !== entry.page || entry.tainted.has(p)) await p.close();
    }
    if (entry.page && !entry.page.isClosed()) {
      // The last test's document ends here (its timers, its channels); what
      // it writes as it goes is wiped when the context is lent again.
      await entry.page.goto('about:blank');
    }
    const idle = this.idle.get(entry.key) ?? [];
    idle.push(entry);
    this.idle.set(entry.key, idle);
  }
}

/** Waits until the page has booted (engine loaded, a screen shown). */
export async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]');
}

/**
 * Waits until the page has handled what it was sent: a task queued now runs
 * after every task queued before it (an input's handlers, a storage event),
 * then two frames are drawn. For a test that checks that nothing more
 * happened (a double click acts once), in place of a fixed sleep.
 */
export function settle(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const c = new MessageChannel();
    c.port1.onmessage = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    c.port2.postMessage(null);
  }));
}

/** The current match's snapshot, straight from the engine. */
/**
 * The deck's order of the game on the page's table (`hook`: 'duel' for
 * 21点, 'game24'), which the page does not show: its save, read from the
 * page, loaded in Node by the same wasm module (www/pkg/), which deals the
 * same deck from it.
 */
export async function deckOrder(page, hook = 'duel') {
  const save = await page.evaluate((h) => window[h].save(), hook);
  const name = hook === 'duel' ? 'duel21' : 'game24';
  const glue = await import(`../../www/pkg/${name}.js`);
  glue.initSync({ module: readFileSync(new URL(`../../www/pkg/${name}_bg.wasm`, import.meta.url)) });
  const game = (hook === 'duel' ? glue.Game : glue.Game24).load(save);
  try {
    return game.deck_order();
  } finally {
    game.free();
  }
}

export function state(page) {
  return page.evaluate(() => window.duel.state());
}

/**
 * Starts a match from the menu: `mode` 'pvp' | 'computer', `level`,
 * `computerSeat` 'p1' | 'p2', `firstRule` 'p1' | 'alternate', names, seed.
 */
export async function startMatch(page, { mode = 'pvp', level, computerSeat, firstRule, names = [], seed } = {}) {
  // The menu comes back with the game last chosen (in any tab): 21点 is chosen here.
  await page.check('input[name=game][value="21"]');
  await page.check(`input[name=mode][value=${mode}]`);
  if (level) await page.selectOption('select[name=level]', level);
  if (computerSeat) await page.selectOption('select[name=computer_seat]', computerSeat);
  if (firstRule) await page.selectOption('select[name=first_rule]', firstRule);
  if (names[0] !== undefined) await page.fill('input[name=name1]', names[0]);
  if (names[1] !== undefined) await page.fill('input[name=name2]', names[1]);
  if (seed !== undefined) await page.fill('input[name=seed]', String(seed));
  await page.click('#start');
  await page.waitForFunction(() => window.duel !== undefined && !document.getElementById('play').hidden);
}

/** Waits until a person may act (or the round/match is decided). */
export async function humanOrDone(page) {
  await page.waitForFunction(() => {
    const s = window.duel.state();
    return !s.computer_turn;
  });
  return state(page);
}

/** The buttons are live exactly when the engine lists the action. */
export async function assertButtonsMatch(page, s, assert) {
  // One round trip: the buttons' state as a person sees it.
  const live = await page.evaluate(() => Object.fromEntries(['take', 'stand', 'next'].map((id) => {
    const b = document.getElementById(id);
    return [id, !b.disabled && b.checkVisibility()];
  })));
  const who = s.to_move;
  const human = who && !s.computer[who === 'p1' ? 0 : 1];
  assert.equal(live.take, Boolean(human && s.legal.includes(`${who} take`)));
  assert.equal(live.stand, Boolean(human && s.legal.includes(`${who} stand`)));
  assert.equal(live.next, s.legal.includes('next'));
}

/** A simple policy for people in tests: take below 16. */
export function wantsCard(s) {
  const seat = s.seats.find((v) => v.seat === s.to_move);
  return seat.total < 16;
}

/**
 * Plays a 21点 match to its end from inside the page, as fast as the page
 * answers: seat by seat the person takes below 16 (`wantsCard`) and stands
 * otherwise, with a real click on the page's own button (#next, #take or
 * #stand) each time it is the person's turn; the computer moves by itself.
 * One round trip for the whole match, where a click from the test costs one
 * each; for tests whose subject is what comes after the match. Returns the
 * last snapshot. `takeBelow` is the total under which the person takes (0:
 * always stands).
 */
export function playToEndInPage(page, { takeBelow = 16, maxSteps = 400 } = {}) {
  return page.evaluate(async ({ takeBelow, maxSteps }) => {
    const frame = () => new Promise((resolve) => { requestAnimationFrame(() => resolve()); });
    for (let i = 0; i < maxSteps; i += 1) {
      let s = window.duel.state();
      while (s.computer_turn) {
        await frame();
        s = window.duel.state();
      }
      if (s.phase === 'match_over') return s;
      const seat = s.seats.find((v) => v.seat === s.to_move);
      const id = s.can_next ? 'next' : s.can_take && seat.total < takeBelow ? 'take' : 'stand';
      document.getElementById(id).click();
      await frame();
    }
    throw new Error('the match did not end');
  }, { takeBelow, maxSteps });
}

/** Round wins and draws counted from the history. */
export function countHistory(history) {
  const wins = [0, 0];
  let draws = 0;
  for (const r of history) {
    if (r.outcome.kind === 'win') wins[r.outcome.seat === 'p1' ? 0 : 1] += 1;
    else draws += 1;
  }
  return { wins, draws };
}

/**
 * A second tab in the same browser context (shared localStorage, `storage`
 * events between them), recording its errors into `errors` too.
 */
export async function openTab(env, context, errors, { path = '' } = {}) {
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => { errors.push(`dialog: ${d.message()}`); d.dismiss(); });
  await page.goto(env.server.url + path);
  await ready(page);
  return page;
}

/** Starts a 24点 game from the menu. */
export async function start24(page, { mode = 'solo', level, names = [], seed } = {}) {
  await page.check('input[name=game][value="24"]');
  await page.check(`input[name=mode24][value=${mode}]`);
  if (level) await page.selectOption('select[name=level]', level);
  if (names[0] !== undefined) await page.fill('input[name=name1]', names[0]);
  if (names[1] !== undefined) await page.fill('input[name=name2]', names[1]);
  if (seed !== undefined) await page.fill('input[name=seed]', String(seed));
  await page.click('#start');
  await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
}

/** Every saved game in localStorage: {key: text}. */
export function storedSaves(page) {
  return page.evaluate(() => Object.fromEntries(
    Object.keys(localStorage).filter((k) => k.startsWith('duel21.save.')).map((k) => [k, localStorage.getItem(k)]),
  ));
}

export { axeViolations } from './axe.mjs';

/** What holdBack can hold: the page's bundle and the 21点 engine's wasm. */
const HELD = { bundle: /\/www\/pkg\/app\.js$/, engine: /\/www\/pkg\/duel21_bg\.wasm$/ };

/**
 * Holds the context's requests for `which` (of HELD) until released:
 * returns `{ bundle(), engine() }`, each letting its file through.
 */
export async function holdBack(context, which = ['bundle', 'engine']) {
  const release = {};
  for (const name of which) {
    const arrived = new Promise((r) => { release[name] = r; });
    await context.route(HELD[name], async (route) => {
      await arrived;
      await route.continue();
    });
  }
  return release;
}

/** Types into 24点's expression field with real key presses, then Enter. */
export async function typeAnswer(page, text) {
  await page.fill('#g24-expr', '');
  await page.focus('#g24-expr');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Gives up every 24点 deal from deal index `from` to the end (Esc, G, N), then waits for game over. */
export async function giveUpRest(page, from = 0) {
  for (let i = from; i < 13; i += 1) {
    await page.waitForFunction((n) => window.game24.state().deal.index === n, i);
    await page.keyboard.press('Escape');
    await page.keyboard.press('g');
    await page.waitForFunction(() => window.game24.state().phase !== 'playing');
    await page.keyboard.press('n');
  }
  await page.waitForFunction(() => window.game24.state().phase === 'game_over');
}

/**
 * Gives up every 24点 deal from deal index `from` to the end from inside the
 * page, one round trip for the game: on each deal the page's own Give up
 * button, then its Next deal button, clicked; then waits for game over. For
 * tests whose subject is what comes after the game (`giveUpRest` presses the
 * keys, where the keys are the subject).
 */
export function giveUpRestInPage(page, from = 0) {
  return page.evaluate(async (from) => {
    const frame = () => new Promise((resolve) => { requestAnimationFrame(() => resolve()); });
    const until = async (what, ok) => {
      for (let i = 0; i < 10000; i += 1) {
        if (ok(window.game24.state())) return;
        await frame();
      }
      throw new Error(`24点 never reached ${what}`);
    };
    const press = (action) => {
      const b = document.querySelector(`#play24 [data-action="${action}"]`);
      if (!b || b.hidden || b.disabled) throw new Error(`no ${action} button to press`);
      b.click();
    };
    // A key pressed just before (the test's N) aims the clicks that follow
    // at its table until a task queued at its keyup has run (input.js): a
    // timer queued now runs after it.
    await new Promise((resolve) => { setTimeout(resolve); });
    for (let i = from; i < 13; i += 1) {
      await until(`deal ${i}`, (s) => s.deal.index === i && s.phase === 'playing');
      press('giveup24');
      await until(`the end of deal ${i}`, (s) => s.phase !== 'playing');
      if (window.game24.state().phase !== 'game_over') press('next');
    }
    await until('game over', (s) => s.phase === 'game_over');
  }, from);
}

/**
 * The steps on 24点's hint line ("… 8 ÷ 3 = 8/3, then 3 − (8/3) = 1/3 (…)",
 * either language), as [left, op, right, value] texts.
 */
export function hintSteps(line) {
  const body = line.replace(/^[^:：]*[:：]\s*/u, '').replace(/\s*[（(][^（()）]*[)）]$/u, '');
  return body.split(/, then |，再算 /u).map((s) => {
    const m = /^(\(?[\d/]+\)?) ([+−×÷]) (\(?[\d/]+\)?) = ([\d/]+)$/u.exec(s.trim());
    if (!m) throw new Error(`a step reads "a op b = v": ${s}`);
    return m.slice(1);
  });
}

/**
 * The whole solution (ASCII) written from the steps on 24点's hint line,
 * once all three are shown: each earlier result is put back as its own
 * expression.
 */
export async function answerFromHint(page) {
  const steps = hintSteps(await page.textContent('#g24-status'));
  const made = [];
  const ascii = { '+': '+', '−': '-', '×': '*', '÷': '/' };
  const expr = (t) => {
    const at = made.findIndex((m) => m.value === t.replace(/[()]/g, ''));
    return at >= 0 ? `(${made.splice(at, 1)[0].text})` : t;
  };
  for (const [l, op, r, v] of steps) {
    const left = expr(l);
    const right = expr(r);
    made.push({ value: v, text: `${left} ${ascii[op]} ${right}` });
  }
  return made[0].text;
}

/**
 * Before every load of `page`: localStorage refuses writes (QuotaExceededError)
 * while `window.full` is true, and, unless `when` is null, the page's clock
 * reads `when` (ms since 1970) at the moment it loads and runs on from there.
 */
export function fullStorageAndClock(page, when) {
  return page.addInitScript((at) => {
    const orig = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(k, v) {
      if (this === localStorage && window.full) throw new DOMException('full', 'QuotaExceededError');
      return orig.call(this, k, v);
    };
    if (at === null) return;
    const Real = Date;
    const off = at - Real.now();
    globalThis.Date = class extends Real {
      constructor(...a) { super(...(a.length ? a : [Real.now() + off])); }
      static now() { return Real.now() + off; }
    };
  }, when);
}

/**
 * `launch()` whose every new context gives its pages `window.noteText()`:
 * what the progress note says as a player meets it, nothing while it is
 * hidden, else its words as shown (until the page is here index.html holds
 * every note in both languages, www/lang.js showing one).
 */
export async function launchNoting(options) {
  const env = await launch(options);
  const made = env.browser.newContext.bind(env.browser);
  env.browser.newContext = async (contextOptions) => {
    const context = await made(contextOptions);
    await context.addInitScript(() => {
      window.noteText = () => {
        const t = document.getElementById('progress-text');
        return t.closest('[hidden]') ? '' : t.innerText.trim();
      };
    });
    return context;
  };
  return env;
}
