// The menu is the page's first paint: it needs neither the page's bundle
// (app.js and its shared part) nor the 21点 engine. With both held back,
// the first frame the browser draws is the menu, worded in the player's
// language (the browser's, or the one remembered), never in the other; a
// Start pressed then (a tap on a phone, Enter from the keyboard on a wide
// screen; Start has the focus at the first paint, and a focus moved before
// the page is here stays) is not lost: the status line says the engine is still loading,
// still says so once the bundle is here and waits for the engine, and the
// match starts once the engine is here, once. A button other than Start
// pressed early says the page is still loading and acts once it is here; a
// key shortcut acts then too. A reload of the menu's entry paints the menu
// at once, and its Continue waits for the engine the same way. A press on
// the loading screen (a saved match resumed in a new tab) acts once the
// match is on show. An engine that does not come is said as the engine's
// failure; a bundle that does not come drops what was kept and promises
// nothing more. The menu's fields follow the game and mode chosen from the
// first paint, a link's seed is shown then, and what the player chose or
// typed before the page was here (or while Start waits for the engine) is
// the match's. Only the last press made early acts (a later one takes the
// place of an earlier one) and Escape drops it with its note; the language
// button (or L) switches the first paint's words at once and is kept, also
// for a page already booting. A reload during a 24点 game names 24点 from
// the first paint (with nothing to resume, no game), the menu comes back
// with the game and mode last chosen (a forged stored choice is the
// default), and an engine that does not come after Start was pressed is one
// alert, in view. No script error, no console error. Both languages,
// 1280×800 and 360×640.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchNoting, settle, storedSaves, keepShot, ready, start24, holdBack,
} from './helpers.mjs';
import { STRINGS } from '../../www/i18n.js';

let env;
before(async () => {
  env = await launchNoting();
});
after(async () => { await env?.close(); });

// The loading line is read once the first paint has named its game
// (`#loading[data-game]`): before its module runs, the markup's own words
// are in the DOM, though never painted (the module blocks rendering).
/**
 * A page whose bundle (app.js) and engine wasm are held back until
 * `release.bundle()` / `release.engine()`; `stored` is a remembered language.
 * Records, in the first animation frame (the one before the first paint),
 * what the menu shows then.
 */
async function heldPage({ locale, viewport, hasTouch = false, stored = null, query = '' }) {
  const context = await env.browser.newContext({ locale, viewport, hasTouch, isMobile: hasTouch });
  await context.addInitScript((lang) => {
    if (lang) localStorage.setItem('duel21.lang', lang);
    requestAnimationFrame(() => {
      const menu = document.getElementById('menu');
      window.firstFrame = {
        lang: document.documentElement.lang,
        // No word of the other language drawn (index.html holds both: the stylesheet shows those of <html lang>).
        otherWords: [...document.querySelectorAll(':is(.topbar, #menu) [data-i18n] > [lang]')]
          .some((s) => !s.closest('#lang-toggle') && s.getClientRects().length > 0 && s.lang !== document.documentElement.lang),
        menuShown: !!menu && !menu.hidden && menu.offsetParent !== null,
        loadingShown: !document.getElementById('loading')?.hidden,
        heading: document.getElementById('menu-heading')?.innerText,
        start: document.querySelector('#start [data-i18n]')?.innerText,
        rules: document.querySelector('#rules-button [data-i18n]')?.innerText,
        title: document.title,
        focus: document.activeElement?.id ?? null,
      };
    });
  }, stored);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  const release = await holdBack(context);
  await page.goto(`${env.server.url}${query}`, { waitUntil: 'commit' });
  await page.waitForSelector('#menu:not([hidden]) #start');
  return { context, page, errors, release };
}

const progressText = (page) => page.evaluate(() => window.noteText());
const screen = (page) => page.evaluate(() => document.body?.dataset.screen ?? null);

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  const words = STRINGS[lang];
  const other = STRINGS[lang === 'zh' ? 'en' : 'zh'];

  for (const [width, height] of [[1280, 800], [360, 640]]) {
    const size = `${width}x${height}`;
    const phone = width < 600;

    test(`the first paint is the menu in ${lang}; Start pressed before the bundle and the engine starts the match once they are here (${size}, ${phone ? 'touch' : 'keyboard'})`, async () => {
      const { context, page, errors, release } = await heldPage({ locale, viewport: { width, height }, hasTouch: phone });
      const first = await page.evaluate(() => window.firstFrame);
      assert.deepEqual(first, {
        lang: lang === 'zh' ? 'zh-CN' : 'en',
        otherWords: false,
        menuShown: true,
        loadingShown: false,
        heading: words.menu_heading,
        start: words.start,
        rules: words.rules,
        title: words.title,
        focus: 'start',
      }, 'the first frame drawn');
      assert.notEqual(words.menu_heading, other.menu_heading);
      // Nothing of the page's bundle has run: the menu is the first paint's.
      assert.equal(await screen(page), null);
      assert.equal(await page.evaluate(() => document.body?.dataset.ready ?? null), null);
      // What a screen reader meets first on the menu: its heading, in this language.
      assert.equal(await page.getAttribute('#menu', 'aria-labelledby'), 'menu-heading');
      assert.equal(await page.innerText('#menu-heading'), words.menu_heading);
      await keepShot(page, `first-paint-${lang}-${size}.png`);

      // Start, twice: by touch on the phone, by Enter from the keyboard on the wide screen.
      if (phone) {
        await page.tap('#start');
        await page.tap('#start');
      } else {
        await page.focus('input[name=name1]');
        await page.keyboard.type('Ann');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
      }
      await page.waitForFunction((w) => window.noteText() === w, words.menu_engine_wait);
      assert.equal(await page.getAttribute('#progress', 'role'), 'status');
      assert.equal(await page.getAttribute('#progress', 'aria-live'), 'polite');
      assert.ok(await page.isVisible('#progress .progress-note'));
      assert.ok(await page.isHidden('#notice'), 'not an error');
      // Every write into the polite status from now on (a rewrite is said again).
      await page.evaluate(() => {
        window.progressWrites = 0;
        new MutationObserver((ms) => { window.progressWrites += ms.length; })
          .observe(document.getElementById('progress'), { subtree: true, childList: true, characterData: true });
      });
      // The bundle arrives; the engine is still held: the page says so still, on the menu.
      release.bundle();
      await page.waitForFunction(() => document.body?.dataset.screen === 'menu');
      await settle(page);
      assert.equal(await progressText(page), words.menu_engine_wait);
      assert.equal(await page.evaluate(() => window.progressWrites), 0, 'the page takes the note over without saying it again');
      assert.equal(await screen(page), 'menu');
      if (!phone) {
        // The focus the player moved (into the first name) stays where it is.
        assert.equal(await page.evaluate(() => document.activeElement?.name), 'name1');
      }
      release.engine();
      await page.waitForFunction(() => document.body?.dataset.screen === 'play' && document.body?.dataset.ready === 'true');
      assert.equal(await progressText(page), '');
      assert.ok(await page.isHidden('#progress .progress-note'));
      assert.equal(Object.keys(await storedSaves(page)).filter((k) => /^duel21\.save\.21(-\d+)?$/.test(k)).length, 1, 'one match started');
      if (!phone) {
        // The name typed before the page was here is the match's.
        assert.match(await page.innerText('#seat-p1 .name'), /Ann/);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test(`a button other than Start pressed before the bundle says the page is still loading, then acts (${lang})`, async () => {
    const { context, page, errors, release } = await heldPage({ locale, viewport: { width: 360, height: 640 }, hasTouch: true });
    await page.tap('#rules-button');
    await page.waitForFunction((w) => window.noteText() === w, words.first_wait_rules);
    release.bundle();
    await page.waitForFunction(() => document.body?.dataset.screen === 'rules');
    assert.equal(await progressText(page), '');
    assert.ok(await page.isHidden('#progress .progress-note'));
    release.engine();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await screen(page), 'rules');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the remembered language wins over the browser\'s at the first paint', async () => {
  for (const [locale, stored, want] of [['en-US', 'zh', 'zh'], ['zh-CN', 'en', 'en']]) {
    const { context, page, errors, release } = await heldPage({ locale, viewport: { width: 360, height: 640 }, stored });
    const first = await page.evaluate(() => window.firstFrame);
    assert.equal(first.heading, STRINGS[want].menu_heading, `${locale}, remembered ${stored}`);
    assert.equal(first.lang, want === 'zh' ? 'zh-CN' : 'en');
    assert.equal(await page.getAttribute('#lang-toggle [data-i18n]', 'lang'), STRINGS[want].lang_toggle_lang);
    release.bundle();
    release.engine();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.innerText('#menu-heading'), STRINGS[want].menu_heading);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a reload of the menu\'s entry paints the menu at once; Continue pressed before the engine answers once it is here', async () => {
  const context = await env.browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  const hold = { on: false };
  for (const [name, re] of [['bundle', /\/www\/pkg\/app\.js$/], ['engine', /\/www\/pkg\/duel21_bg\.wasm$/]]) {
    hold[name] = new Promise((r) => { hold[`release_${name}`] = r; });
    await context.route(re, async (route) => {
      if (hold.on) await hold[name];
      await route.continue();
    });
  }
  await page.goto(`${env.server.url}?fast`, { waitUntil: 'commit' });
  await page.waitForSelector('body[data-ready="true"]');
  await page.tap('#start');
  await page.waitForFunction(() => document.body?.dataset.screen === 'play');
  // Back to the menu, where the match waits among the saved ones; then a reload with both held back.
  await page.goBack();
  await page.waitForFunction(() => document.body?.dataset.screen === 'menu');
  hold.on = true;
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('#menu:not([hidden]) #start');
  assert.equal(await screen(page), null, 'the first paint\'s menu, before the bundle');
  assert.ok(await page.isHidden('#loading'));
  hold.release_bundle();
  const cont = '#saved-list button[data-action="continue"]';
  await page.waitForSelector(cont);
  await page.tap(cont);
  await page.waitForFunction((w) => window.noteText() === w, STRINGS.en.menu_engine_wait);
  assert.equal(await screen(page), 'menu');
  hold.release_engine();
  await page.waitForFunction(() => document.body?.dataset.screen === 'play' && document.body?.dataset.ready === 'true');
  assert.equal(await progressText(page), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a table\'s key pressed on the menu before the bundle promises nothing (the page would not act on it there)', async () => {
  const { context, page, errors, release } = await heldPage({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await page.focus('#rules-button');
  for (const key of ['t', 'c', 'n', 'v']) await page.keyboard.press(key);
  await settle(page);
  assert.equal(await progressText(page), '', 'no note: the menu has no Take, Coach, Next round or Review');
  assert.ok(await page.evaluate(() => document.querySelector('#progress .progress-note').hidden));
  release.bundle();
  release.engine();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await screen(page), 'menu');
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * A new tab of a browser that holds a saved match (so the page boots on its
 * loading screen and resumes it), its bundle and engine held back as in heldPage.
 */
async function heldResume(locale) {
  const context = await env.browser.newContext({ locale, viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const first = await context.newPage();
  await first.goto(`${env.server.url}?fast`, { waitUntil: 'commit' });
  await first.waitForSelector('body[data-ready="true"]');
  await first.tap('#start');
  await first.waitForFunction(() => document.body?.dataset.screen === 'play');
  await first.close();
  const release = await holdBack(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  await page.goto(`${env.server.url}?fast`, { waitUntil: 'commit' });
  await page.waitForSelector('#loading:not([hidden])');
  return { context, page, errors, release };
}

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  const words = STRINGS[lang];

  test(`Rules pressed on the loading screen (a saved match being resumed) opens once the match is resumed, as promised (${lang})`, async () => {
    const { context, page, errors, release } = await heldResume(locale);
    await page.tap('#rules-button');
    assert.equal(await progressText(page), words.first_wait_rules);
    release.bundle();
    // The bundle is here, the engine not: still promised, not yet done.
    // (main.js marks the page with the pause as it starts.)
    await page.waitForFunction(() => document.body?.dataset.pauseMs !== undefined);
    assert.ok(await page.isVisible('#loading'));
    assert.equal(await progressText(page), words.first_wait_rules);
    release.engine();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await screen(page), 'rules');
    assert.ok(await page.isHidden('#progress .progress-note'));
    // Back: the table resumed under it.
    await page.goBack();
    await page.waitForFunction(() => document.body?.dataset.screen === 'play');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`the engine that does not come is said as the engine's failure, not the page's (${lang})`, async () => {
    const context = await env.browser.newContext({ locale, viewport: { width: 360, height: 640 } });
    await context.route(/\/www\/pkg\/duel21_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    await page.goto(env.server.url, { waitUntil: 'commit' });
    await page.waitForSelector('#notice:not([hidden])');
    await page.waitForTimeout(500);
    const said = await page.innerText('#notice');
    assert.notEqual(said, words.first_failed);
    assert.ok(said.startsWith(words.load_engine_failed.split('{msg}')[0]), said);
    await context.close();
  });

  test(`a bundle that does not come drops what was pressed: the note goes, nothing more is promised (${lang})`, async () => {
    const context = await env.browser.newContext({ locale, viewport: { width: 360, height: 640 } });
    const bundle = {};
    const failed = new Promise((r) => { bundle.fail = r; });
    await context.route(/\/www\/pkg\/app\.js$/, async (route) => {
      await failed;
      await route.fulfill({ status: 404, body: '' });
    });
    const page = await context.newPage();
    await page.goto(env.server.url, { waitUntil: 'commit' });
    await page.waitForSelector('#menu:not([hidden]) #start');
    await page.click('#rules-button');
    assert.equal(await progressText(page), words.first_wait_rules);
    bundle.fail();
    await page.waitForFunction((w) => document.getElementById('notice').innerText === w, words.first_failed);
    assert.ok(await page.isHidden('#progress .progress-note'));
    assert.equal(await progressText(page), '');
    await page.click('#rules-button');
    await page.click('#start');
    assert.ok(await page.isHidden('#progress .progress-note'), 'no press promised after the failure');
    assert.equal(await page.innerText('#notice'), words.first_failed);
    assert.equal(new URL(page.url()).search, '', 'the form is not sent');
    await context.close();
  });
}

test('a ?seed= link\'s seed is in the menu from the first paint; a seed typed and a first-player rule chosen before the bundle are the match\'s', async () => {
  const { context, page, errors, release } = await heldPage({ locale: 'en-US', viewport: { width: 1280, height: 800 }, query: '?seed=777' });
  assert.equal(await page.inputValue('[name=seed]'), '777');
  await page.fill('[name=seed]', '5');
  await page.selectOption('[name=first_rule]', 'p1');
  await page.click('#start');
  release.bundle();
  release.engine();
  await page.waitForFunction(() => document.body?.dataset.screen === 'play' && document.body?.dataset.ready === 'true');
  const saves = await storedSaves(page);
  const config = JSON.parse(Object.values(saves).find((t) => t.includes('"config"'))).config;
  assert.equal(config.seed, '5');
  assert.equal(config.first_rule, 'p1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the menu changed while Start waits for the engine: the match is what the menu shows once the engine is here', async () => {
  const { context, page, errors, release } = await heldPage({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  release.bundle();
  await page.waitForFunction(() => document.body?.dataset.pauseMs !== undefined);
  await page.fill('[name=name1]', 'Old');
  await page.click('#start');
  await page.waitForFunction((w) => window.noteText() === w, STRINGS.en.menu_engine_wait);
  await page.fill('[name=name1]', 'New');
  await page.selectOption('[name=first_rule]', 'p1');
  release.engine();
  await page.waitForFunction(() => document.body?.dataset.screen === 'play' && document.body?.dataset.ready === 'true');
  assert.match(await page.innerText('#seat-p1 .name'), /New/);
  const saves = await storedSaves(page);
  const config = JSON.parse(Object.values(saves).find((t) => t.includes('"config"'))).config;
  assert.deepEqual([config.names[0], config.first_rule], ['New', 'p1']);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  const words = STRINGS[lang];
  test(`the game and mode chosen before the bundle are kept, and the menu's fields follow them once it is here; Start starts what was shown (24点 vs Computer, ${lang})`, async () => {
    const { context, page, errors, release } = await heldPage({ locale, viewport: { width: 360, height: 640 } });
    // Chosen before the page's code is here: 21点 vs Computer, then 24点.
    assert.ok(await page.isHidden('[name=level]'));
    await page.check('[name=mode][value=computer]');
    await page.check('[name=game][value="24"]');
    // 24点's modes show at once, 21点's go (www/lang.js), before the page is here.
    assert.ok(await page.isVisible('#g24-modes'));
    assert.ok(await page.isHidden('[name=first_rule]'));
    // Start then: the note names no game the player did not choose (one wording for both games); Escape drops it.
    await page.click('#start');
    await page.waitForFunction(() => window.noteText() !== '');
    assert.doesNotMatch(await page.evaluate(() => window.noteText()), /21/);
    await page.keyboard.press('Escape');
    release.bundle();
    await page.waitForFunction(() => document.body?.dataset.screen === 'menu');
    // 24点: its own modes, in the player's language; 21点's mode, seat and first-player rule go.
    assert.equal(await page.evaluate(() => document.getElementById('menu-form').elements.mode.value), 'computer');
    assert.equal(await page.innerText('#g24-modes legend'), words.mode24_legend);
    assert.ok(await page.isHidden('[name=mode][value=computer]'));
    assert.ok(await page.isHidden('[name=first_rule]'));
    assert.ok(await page.isVisible('[name=practice24]'), 'solo: its deals');
    assert.ok(await page.isHidden('[name=name1]'), 'solo: no names');
    await page.check('[name=mode24][value=computer]');
    assert.ok(await page.isVisible('[name=level]'));
    assert.ok(await page.isHidden('[name=computer_seat]'));
    assert.ok(await page.isHidden('[name=practice24]'));
    // 21点 vs Computer (as chosen before): the computer's level and seat.
    await page.check('[name=game][value="21"]');
    assert.ok(await page.isVisible('[name=level]'));
    assert.ok(await page.isVisible('[name=computer_seat]'));
    assert.equal(await page.getAttribute('[name=name1]', 'placeholder'), words.default_you);
    await page.check('[name=game][value="24"]');
    await page.click('#start');
    release.engine();
    await page.waitForFunction(() => document.body?.dataset.screen === 'play24' && document.body?.dataset.ready === 'true');
    const saves = await storedSaves(page);
    assert.match(Object.values(saves).join('\n'), /"mode":"vs_computer"/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// ---- What a cold play-test found in the boot path ----

/** A context with no service worker (every request meets the routes), and a page in it whose errors are collected. */
async function plainPage({ locale, viewport = { width: 1280, height: 800 }, hasTouch = false }) {
  const context = await env.browser.newContext({ locale, viewport, hasTouch, isMobile: hasTouch, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  return { context, page, errors };
}

/** The page's alerts on show (role=alert, visible, with words). */
const alertsShown = (page) => page.evaluate(() => [...document.querySelectorAll('[role=alert]')]
  .filter((e) => !e.hidden && e.offsetParent !== null && e.innerText.trim() !== '')
  .map((e) => ({ id: e.id, text: e.innerText })));

/** What the header, the document's title and the loading line say. */
const named = (page) => page.evaluate(() => ({
  title: document.querySelector('header.topbar [data-i18n="title"]').innerText,
  short: document.querySelector('header.topbar .title-short').innerText,
  document: document.title,
  loading: document.getElementById('loading-text').innerText,
}));

const noteShown = async (page) => ({
  text: await progressText(page),
  shown: await page.isVisible('#progress .progress-note'),
});

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  const words = STRINGS[lang];
  const otherLang = lang === 'zh' ? 'en' : 'zh';
  const other = STRINGS[otherLang];

  test(`an engine that does not come, with Start pressed before it, is said once: one alert, the engine's failure, in view (${lang}, 360x640)`, async () => {
    const { context, page } = await plainPage({ locale, viewport: { width: 360, height: 640 }, hasTouch: true });
    const gate = {};
    const failing = new Promise((r) => { gate.fail = r; });
    await context.route(/\/www\/pkg\/duel21_bg\.wasm$/, async (route) => {
      await failing;
      await route.fulfill({ status: 404, body: '' });
    });
    const bundle = {};
    const arrived = new Promise((r) => { bundle.release = r; });
    await context.route(/\/www\/pkg\/app\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto(env.server.url, { waitUntil: 'commit' });
    await page.waitForSelector('#menu:not([hidden]) #start');
    await page.tap('#start');
    assert.equal(await progressText(page), words.menu_engine_wait);
    bundle.release();
    await page.waitForFunction(() => document.body?.dataset.pauseMs !== undefined);
    gate.fail();
    await page.waitForSelector('#notice:not([hidden])');
    await page.waitForFunction(() => window.noteText() === '');
    await settle(page);
    const shown = await alertsShown(page);
    assert.equal(shown.length, 1, JSON.stringify(shown));
    assert.equal(shown[0].id, 'notice');
    assert.ok(shown[0].text.startsWith(words.load_engine_failed.split('{msg}')[0]), shown[0].text);
    // In view where Start was pressed, on a phone too.
    assert.ok(await page.evaluate(() => document.getElementById('notice').getBoundingClientRect().top >= 0));
    await keepShot(page, `engine-failed-${lang}.png`);
    // Start again: the same failure, not said again (the alert is left as it is).
    await page.evaluate(() => {
      window.noticeChanges = 0;
      new MutationObserver((m) => { window.noticeChanges += m.length; })
        .observe(document.getElementById('notice'), { childList: true, characterData: true, subtree: true, attributes: true });
    });
    await page.tap('#start');
    await page.waitForFunction(() => window.noteText() === '');
    await settle(page);
    assert.deepEqual(await alertsShown(page), shown);
    assert.equal(await page.evaluate(() => window.noticeChanges), 0, 'not announced again');
    assert.equal(await screen(page), 'menu');
    await context.close();
  });

  test(`a reload during a 24点 game: the first paint names no game, the page names 24点 once it is here, not 21点's engine; with no game to resume, no game (${lang})`, async () => {
    const { context, page, errors } = await plainPage({ locale, viewport: { width: 360, height: 640 }, hasTouch: true });
    await page.goto(`${env.server.url}?fast`, { waitUntil: 'commit' });
    await ready(page);
    await start24(page);
    const release = await holdBack(context);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('#loading:not([hidden])');
    const want = { title: words.title24, short: '24点', document: words.title24, loading: words.loading24 };
    assert.deepEqual(await named(page), { title: words.title, short: '21点', document: words.title, loading: words.loading_game }, 'the first paint: the game, unnamed');
    // The bundle is here, the engine not: the page names 24点.
    release.bundle();
    await page.waitForFunction(() => document.body?.dataset.pauseMs !== undefined);
    await settle(page);
    assert.deepEqual(await named(page), want, 'the page, before the engine');
    await keepShot(page, `loading-24-${lang}.png`);
    release.engine();
    await page.waitForFunction(() => document.body?.dataset.screen === 'play24' && document.body?.dataset.ready === 'true');
    assert.equal((await named(page)).title, words.title24);
    // Back to the menu: the title of the game chosen there (24点, the one
    // started), and the page's own once 21点 is chosen.
    await page.goBack();
    await page.waitForFunction(() => document.body?.dataset.screen === 'menu');
    assert.equal((await named(page)).title, words.title24);
    await page.check('#menu-form input[name=game][value="21"]');
    assert.equal((await named(page)).title, words.title);

    // A reload of a screen's entry with nothing saved to resume: the loading line names no game.
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (/^duel21\.(save|rev)\./.test(k)) localStorage.removeItem(k);
      history.replaceState({ screen: 'rules', i: 0 }, '');
    });
    const again = await holdBack(context);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('#loading:not([hidden])');
    assert.deepEqual(await named(page), { title: words.title, short: '21点', document: words.title, loading: words.loading_game });
    again.bundle();
    again.engine();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal((await named(page)).title, words.title);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`only the last press made before the bundle acts, and Escape drops it (${lang})`, async () => {
    // Settings, then Start: the match starts, the settings stay closed.
    {
      const { context, page, errors, release } = await heldPage({ locale, viewport: { width: 360, height: 640 }, hasTouch: true });
      await page.tap('#settings-button');
      assert.deepEqual(await noteShown(page), { text: words.first_wait_settings, shown: true });
      await page.tap('#start');
      assert.deepEqual(await noteShown(page), { text: words.menu_engine_wait, shown: true });
      release.bundle();
      release.engine();
      await page.waitForFunction(() => document.body?.dataset.screen === 'play' && document.body?.dataset.ready === 'true');
      await settle(page);
      assert.equal(await page.evaluate(() => document.getElementById('settings').open), false, 'the settings pressed first do not open');
      assert.equal(Object.keys(await storedSaves(page)).filter((k) => /^duel21\.save\.21/.test(k)).length, 1);
      assert.deepEqual(errors, []);
      await context.close();
    }
    // Start, then Rules: the rules open, no match starts.
    {
      const { context, page, errors, release } = await heldPage({ locale, viewport: { width: 1280, height: 800 } });
      await page.click('#start');
      await page.click('#rules-button');
      assert.deepEqual(await noteShown(page), { text: words.first_wait_rules, shown: true });
      release.bundle();
      release.engine();
      await page.waitForSelector('body[data-ready="true"]');
      await page.waitForFunction(() => document.body?.dataset.screen === 'rules');
      await settle(page);
      assert.equal(await screen(page), 'rules');
      assert.deepEqual(await storedSaves(page), {}, 'no match started');
      assert.deepEqual(errors, []);
      await context.close();
    }
    // Rules, then Escape: nothing is kept, the note says so, once (a second
    // Escape says nothing more); the page then does nothing and the note goes.
    {
      const { context, page, errors, release } = await heldPage({ locale, viewport: { width: 1280, height: 800 } });
      await page.click('#rules-button');
      assert.deepEqual(await noteShown(page), { text: words.first_wait_rules, shown: true });
      await page.evaluate(() => {
        window.progressWrites = 0;
        // A write, or a note of index.html's shown (www/lang.js shows one by its hidden attribute).
        new MutationObserver((ms) => { window.progressWrites += ms.filter((m) => m.type !== 'attributes' || !m.target.hidden).length; })
          .observe(document.getElementById('progress-text'), {
            subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden'],
          });
      });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      assert.deepEqual(await noteShown(page), { text: words.first_cancelled, shown: true });
      assert.equal(await page.evaluate(() => window.progressWrites), 1, 'said once');
      release.bundle();
      release.engine();
      await page.waitForSelector('body[data-ready="true"]');
      await settle(page);
      assert.equal(await screen(page), 'menu');
      assert.ok(await page.isHidden('#rules-page'));
      assert.deepEqual(await noteShown(page), { text: '', shown: false });
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test(`the language button pressed before the bundle switches the words at once and is kept (${lang} → ${otherLang})`, async () => {
    const { context, page, errors, release } = await heldPage({ locale, viewport: { width: 360, height: 640 }, hasTouch: true });
    const menuWords = () => page.evaluate(() => ({
      lang: document.documentElement.lang,
      heading: document.getElementById('menu-heading').innerText,
      start: document.querySelector('#start [data-i18n]').innerText,
      title: document.title,
      placeholder: document.querySelector('[name=name1]').placeholder,
      toggle: document.querySelector('#lang-toggle [data-i18n]').innerText,
    }));
    const wordsOf = (w, l) => ({
      lang: l === 'zh' ? 'zh-CN' : 'en', heading: w.menu_heading, start: w.start, title: w.title, placeholder: w.default_p1, toggle: w.lang_toggle,
    });
    await page.tap('#lang-toggle');
    // At once, with neither the bundle nor the engine here.
    assert.deepEqual(await menuWords(), wordsOf(other, otherLang));
    assert.equal(await screen(page), null);
    assert.equal(await page.evaluate(() => localStorage.getItem('duel21.lang')), otherLang, 'kept as the page keeps it');
    assert.deepEqual(await noteShown(page), { text: '', shown: false }, 'not a press kept');
    await keepShot(page, `first-paint-switched-${lang}.png`);
    // Start kept; the button switches back, the note in the language spoken; and again.
    await page.tap('#start');
    assert.equal(await progressText(page), other.menu_engine_wait);
    await page.tap('#lang-toggle');
    assert.deepEqual(await menuWords(), wordsOf(words, lang));
    assert.equal(await progressText(page), words.menu_engine_wait);
    await page.tap('#lang-toggle');
    assert.deepEqual(await menuWords(), wordsOf(other, otherLang));
    release.bundle();
    release.engine();
    await page.waitForFunction(() => document.body?.dataset.screen === 'play' && document.body?.dataset.ready === 'true');
    assert.equal(await page.evaluate(() => document.documentElement.lang), otherLang === 'zh' ? 'zh-CN' : 'en');
    assert.equal(await page.innerText('#take [data-i18n]'), other.take);
    assert.equal(await page.evaluate(() => document.title), other.title);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`the language switched on the loading screen while the page boots is the page's too (${lang} → ${otherLang})`, async () => {
    const { context, page, errors, release } = await heldResume(locale);
    release.bundle();
    await page.waitForFunction(() => document.body?.dataset.pauseMs !== undefined);
    await page.tap('#lang-toggle');
    assert.equal(await page.innerText('#loading-text'), other.loading);
    await settle(page);
    assert.equal(await page.innerText('#loading-text'), other.loading, 'the page speaks it too');
    release.engine();
    await page.waitForFunction(() => document.body?.dataset.screen === 'play' && document.body?.dataset.ready === 'true');
    assert.equal(await page.innerText('#take [data-i18n]'), other.take);
    assert.equal(await page.evaluate(() => localStorage.getItem('duel21.lang')), otherLang);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`the game and mode last chosen in the menu come back once the page is here; a forged stored choice is the default (${lang})`, async () => {
    const { context, page, errors } = await plainPage({ locale });
    await page.goto(env.server.url, { waitUntil: 'commit' });
    await ready(page);
    await page.check('[name=game][value="24"]');
    await page.check('[name=mode24][value=race]');
    const release = await holdBack(context);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('#menu:not([hidden]) #start');
    const menuShown = () => page.evaluate(() => {
      const f = document.getElementById('menu-form').elements;
      const visible = (e) => !e.closest('[hidden]');
      return {
        game: f.game.value, mode: f.mode.value, mode24: f.mode24.value,
        modes24: visible(document.getElementById('g24-modes')), firstRule: visible(f.first_rule), placeholder: f.name1.placeholder,
      };
    });
    assert.equal(await screen(page), null, 'the first paint');
    release.bundle();
    await page.waitForFunction(() => document.body?.dataset.screen === 'menu');
    assert.deepEqual(await menuShown(), {
      game: '24', mode: 'pvp', mode24: 'race', modes24: true, firstRule: false, placeholder: words.default_p1,
    }, 'the page, before the engine');
    await keepShot(page, `first-paint-24-${lang}.png`);
    release.engine();
    await ready(page);
    assert.deepEqual((await menuShown()).game, '24');
    // 21点 vs Computer.
    await page.check('[name=game][value="21"]');
    await page.check('[name=mode][value=computer]');
    await page.reload();
    await ready(page);
    assert.deepEqual(await menuShown(), {
      game: '21', mode: 'computer', mode24: 'race', modes24: false, firstRule: true, placeholder: words.default_you,
    });
    // Forged or damaged: the defaults, and no error.
    for (const forged of ['{"game":"25","mode":"__proto__","mode24":["race"]}', `{"game":"24"${' '.repeat(200)}}`, '{"game":', '[]']) {
      await page.evaluate((v) => localStorage.setItem('duel21.menu', v), forged);
      await page.reload();
      await ready(page);
      assert.deepEqual(await menuShown(), {
        game: '21', mode: 'pvp', mode24: 'solo', modes24: false, firstRule: true, placeholder: words.default_p1,
      }, forged);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
