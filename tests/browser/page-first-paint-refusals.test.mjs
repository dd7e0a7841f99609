// The first paint when the browser refuses something: storage blocked
// outright (reaching for localStorage or sessionStorage throws, as with
// cookies blocked) paints the menu in the browser's language and the page
// still comes; a language switched on the first paint while storage refuses
// every write is still the page's once it is here; Escape pressed in a field
// (a name typed and sent with Enter) drops the Start kept and its note; a
// bundle that does not come, after Start was tapped low on a phone, is said
// where the player is looking; a key that is no key of the page (a stray
// Q, a space) neither takes the place of the Start kept nor promises
// anything; Escape drops a Start that waits for the engine once the
// bundle is here too, its note then saying it is cancelled; once the bundle did not come, the
// language button still switches the words, the failure's too. Both
// languages. (The page's words before its modules are here: index.html,
// both languages; www/lang.js.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchNoting, storedSaves } from './helpers.mjs';
import { STRINGS } from '../../www/i18n.js';

let env;
before(async () => {
  env = await launchNoting();
});
after(async () => { await env?.close(); });

/**
 * A page whose bundle (app.js) and 21点 engine wasm are held back until
 * `release.bundle()` / `release.engine()` (answered with a 404 where
 * `fail` names them); `init` runs before the page's own scripts.
 */
async function heldPage({ locale, viewport = { width: 1280, height: 800 }, hasTouch = false, init = null, fail = [] }) {
  const context = await env.browser.newContext({ locale, viewport, hasTouch, isMobile: hasTouch });
  if (init) await context.addInitScript(init);
  const release = {};
  for (const [name, re] of [['bundle', /\/www\/pkg\/app\.js$/], ['engine', /\/www\/pkg\/duel21_bg\.wasm$/]]) {
    const arrived = new Promise((r) => { release[name] = r; });
    await context.route(re, async (route) => {
      await arrived;
      if (fail.includes(name)) await route.fulfill({ status: 404, body: '' });
      else await route.continue();
    });
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !(fail.length && /404/.test(m.text()))) errors.push(`console: ${m.text()}`);
  });
  await page.goto(env.server.url, { waitUntil: 'commit' });
  return { context, page, errors, release };
}

const note = (page) => page.evaluate(() => ({
  text: window.noteText(),
  shown: !document.querySelector('#progress .progress-note').hidden,
}));

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  const words = STRINGS[lang];
  const otherLang = lang === 'zh' ? 'en' : 'zh';
  const other = STRINGS[otherLang];

  test(`storage blocked outright: the first paint is the menu in the browser's language, and Start starts a match (${lang})`, async () => {
    const { context, page, errors, release } = await heldPage({
      locale,
      init: () => {
        for (const area of ['localStorage', 'sessionStorage']) {
          Object.defineProperty(window, area, { get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); } });
        }
      },
    });
    await page.waitForSelector('#menu:not([hidden]) #start', { timeout: 5000 });
    assert.equal(await page.innerText('#menu-heading'), words.menu_heading);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'start');
    await page.click('#start');
    release.bundle();
    release.engine();
    await page.waitForFunction(() => document.body?.dataset.screen === 'play' && document.body?.dataset.ready === 'true');
    assert.equal(await page.innerText('#take [data-i18n]'), words.take);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`the language switched on the first paint while storage refuses every write stays once the page is here (${lang} → ${otherLang})`, async () => {
    const { context, page, errors, release } = await heldPage({
      locale,
      init: () => {
        Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
      },
    });
    await page.waitForSelector('#menu:not([hidden]) #start');
    await page.click('#lang-toggle');
    assert.equal(await page.innerText('#menu-heading'), other.menu_heading);
    release.bundle();
    release.engine();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), otherLang === 'zh' ? 'zh-CN' : 'en');
    assert.equal(await page.innerText('#menu-heading'), other.menu_heading);
    assert.equal(await page.innerText('#rules-button [data-i18n]'), other.rules);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`Escape in the name field drops the Start sent from it with Enter, and its note (${lang})`, async () => {
    const { context, page, errors, release } = await heldPage({ locale });
    await page.waitForSelector('#menu:not([hidden]) #start');
    await page.focus('input[name=name1]');
    await page.keyboard.type('Ann');
    await page.keyboard.press('Enter');
    assert.deepEqual(await note(page), { text: words.menu_engine_wait, shown: true });
    await page.keyboard.press('Escape');
    assert.deepEqual(await note(page), { text: words.first_cancelled, shown: true }, 'said, politely');
    assert.equal(await page.inputValue('input[name=name1]'), 'Ann', 'the name typed stays');
    release.bundle();
    release.engine();
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => document.body?.dataset.screen), 'menu');
    assert.deepEqual(await storedSaves(page), {}, 'no match started');
    assert.deepEqual(await note(page), { text: '', shown: false });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`a bundle that does not come after Start was tapped low on a phone is said in view (${lang}, 360x640)`, async () => {
    const { context, page, errors, release } = await heldPage({
      locale, viewport: { width: 360, height: 640 }, hasTouch: true, fail: ['bundle'],
    });
    await page.waitForSelector('#menu:not([hidden]) #start');
    // The player scrolled down the menu (its fields) to Start, and taps it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.tap('#start');
    assert.ok(await page.evaluate(() => window.scrollY > 100), 'the top of the page (the notice\'s place) is above the fold');
    release.bundle();
    await page.waitForFunction((w) => document.getElementById('notice').innerText === w, words.first_failed);
    const box = await page.evaluate(() => {
      const r = document.getElementById('notice').getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: innerHeight };
    });
    assert.ok(box.top >= 0 && box.bottom <= box.height, JSON.stringify(box));
    assert.deepEqual(await note(page), { text: '', shown: false });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`a key that is none of the page's (Q, a digit) keeps nothing and drops no Start kept (${lang})`, async () => {
    const { context, page, errors, release } = await heldPage({ locale });
    await page.waitForSelector('#menu:not([hidden]) #start');
    await page.keyboard.press('q');
    assert.deepEqual(await note(page), { text: '', shown: false }, 'nothing promised');
    await page.click('#start');
    await page.keyboard.press('q');
    await page.keyboard.press('7');
    assert.deepEqual(await note(page), { text: words.menu_engine_wait, shown: true });
    release.bundle();
    release.engine();
    await page.waitForFunction(() => document.body?.dataset.screen === 'play' && document.body?.dataset.ready === 'true');
    assert.equal(Object.keys(await storedSaves(page)).filter((k) => /^duel21\.save\.21/.test(k)).length, 1, 'the Start kept started one match');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`Escape drops a Start that waits for the engine once the bundle is here, and its note (${lang})`, async () => {
    const { context, page, errors, release } = await heldPage({ locale });
    release.bundle();
    await page.waitForFunction(() => document.body?.dataset.screen === 'menu' && document.body?.dataset.pauseMs !== undefined);
    await page.click('#start');
    await page.waitForFunction((w) => window.noteText() === w, words.menu_engine_wait);
    await page.keyboard.press('Escape');
    // Said to be cancelled, as before the bundle (boot.js, CANCELLED).
    assert.deepEqual(await note(page), { text: words.first_cancelled, shown: true });
    // The engine's slow-load timer does not bring the wait's note back.
    await page.waitForTimeout(300);
    assert.deepEqual(await note(page), { text: words.first_cancelled, shown: true });
    release.engine();
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForTimeout(300);
    assert.deepEqual(await note(page), { text: '', shown: false }, 'the engine here, the note goes');
    assert.equal(await page.evaluate(() => document.body?.dataset.screen), 'menu');
    assert.deepEqual(await storedSaves(page), {}, 'no match started');
    // Start again, now the engine is here: it starts.
    await page.click('#start');
    await page.waitForFunction(() => document.body?.dataset.screen === 'play');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`once the bundle did not come, the language button still switches the words, the failure's too, and back (${lang} → ${otherLang})`, async () => {
    const { context, page, errors, release } = await heldPage({ locale, fail: ['bundle'] });
    await page.waitForSelector('#menu:not([hidden]) #start');
    release.bundle();
    await page.waitForFunction((w) => document.getElementById('notice').innerText === w, words.first_failed);
    await page.click('#lang-toggle');
    assert.equal(await page.innerText('#menu-heading'), other.menu_heading);
    assert.equal(await page.innerText('#notice'), other.first_failed);
    assert.equal(await page.evaluate(() => document.querySelectorAll('[role=alert]:not([hidden])').length), 1, 'one alert');
    await page.click('#lang-toggle');
    assert.equal(await page.innerText('#menu-heading'), words.menu_heading);
    assert.equal(await page.innerText('#notice'), words.first_failed);
    // Still nothing kept or promised.
    await page.click('#start');
    assert.deepEqual(await note(page), { text: '', shown: false });
    assert.equal(new URL(page.url()).search, '', 'the form is not sent');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
