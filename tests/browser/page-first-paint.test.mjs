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
// the match's. No script error, no console error. Both languages,
// 1280×800 and 360×640.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, settle, storedSaves, keepShot } from './helpers.mjs';
import { STRINGS } from '../../www/i18n.js';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

/**
 * Holds the bundle (app.js) and the 21点 engine's wasm back in `context`
 * until `release.bundle()` / `release.engine()`.
 */
async function holdBack(context) {
  const release = {};
  for (const [name, re] of [['bundle', /\/www\/pkg\/app\.js$/], ['engine', /\/www\/pkg\/duel21_bg\.wasm$/]]) {
    const arrived = new Promise((r) => { release[name] = r; });
    await context.route(re, async (route) => {
      await arrived;
      await route.continue();
    });
  }
  return release;
}

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
        pending: document.documentElement.hasAttribute('data-words'),
        menuShown: !!menu && !menu.hidden && menu.offsetParent !== null,
        loadingShown: !document.getElementById('loading')?.hidden,
        heading: document.getElementById('menu-heading')?.textContent,
        start: document.querySelector('#start [data-i18n]')?.textContent,
        rules: document.querySelector('#rules-button [data-i18n]')?.textContent,
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
  await page.goto(`${env.server.url}${query}`);
  await page.waitForSelector('#menu:not([hidden]) #start');
  return { context, page, errors, release };
}

const progressText = (page) => page.textContent('#progress-text');
const screen = (page) => page.evaluate(() => document.body.dataset.screen ?? null);

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
        pending: false,
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
      assert.equal(await page.evaluate(() => document.body.dataset.ready ?? null), null);
      // What a screen reader meets first on the menu: its heading, in this language.
      assert.equal(await page.getAttribute('#menu', 'aria-labelledby'), 'menu-heading');
      assert.equal(await page.textContent('#menu-heading'), words.menu_heading);
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
      await page.waitForFunction((w) => document.getElementById('progress-text').textContent === w, words.menu_engine_wait);
      assert.equal(await page.getAttribute('#progress', 'role'), 'status');
      assert.equal(await page.getAttribute('#progress', 'aria-live'), 'polite');
      assert.ok(await page.isVisible('#progress .progress-note'));
      assert.ok(await page.isHidden('#notice'), 'not an error');
      // The bundle arrives; the engine is still held: the page says so still, on the menu.
      release.bundle();
      await page.waitForFunction(() => document.body.dataset.screen === 'menu');
      await settle(page);
      assert.equal(await progressText(page), words.menu_engine_wait);
      assert.equal(await screen(page), 'menu');
      if (!phone) {
        // The focus the player moved (into the first name) stays where it is.
        assert.equal(await page.evaluate(() => document.activeElement?.name), 'name1');
      }
      release.engine();
      await page.waitForFunction(() => document.body.dataset.screen === 'play' && document.body.dataset.ready === 'true');
      assert.equal(await progressText(page), '');
      assert.ok(await page.isHidden('#progress .progress-note'));
      assert.equal(Object.keys(await storedSaves(page)).filter((k) => /^duel21\.save\.21(-\d+)?$/.test(k)).length, 1, 'one match started');
      if (!phone) {
        // The name typed before the page was here is the match's.
        assert.match(await page.textContent('#seat-p1 .name'), /Ann/);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test(`a button other than Start pressed before the bundle says the page is still loading, then acts (${lang})`, async () => {
    const { context, page, errors, release } = await heldPage({ locale, viewport: { width: 360, height: 640 }, hasTouch: true });
    await page.tap('#rules-button');
    await page.waitForFunction((w) => document.getElementById('progress-text').textContent === w, words.first_wait);
    release.bundle();
    await page.waitForFunction(() => document.body.dataset.screen === 'rules');
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
    assert.equal(await page.textContent('#menu-heading'), STRINGS[want].menu_heading);
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
  await page.goto(`${env.server.url}?fast`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.tap('#start');
  await page.waitForFunction(() => document.body.dataset.screen === 'play');
  // Back to the menu, where the match waits among the saved ones; then a reload with both held back.
  await page.goBack();
  await page.waitForFunction(() => document.body.dataset.screen === 'menu');
  hold.on = true;
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('#menu:not([hidden]) #start');
  assert.equal(await screen(page), null, 'the first paint\'s menu, before the bundle');
  assert.ok(await page.isHidden('#loading'));
  hold.release_bundle();
  const cont = '#saved-list button[data-action="continue"]';
  await page.waitForSelector(cont);
  await page.tap(cont);
  await page.waitForFunction((w) => document.getElementById('progress-text').textContent === w, STRINGS.en.menu_engine_wait);
  assert.equal(await screen(page), 'menu');
  hold.release_engine();
  await page.waitForFunction(() => document.body.dataset.screen === 'play' && document.body.dataset.ready === 'true');
  assert.equal(await progressText(page), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a key shortcut pressed before the bundle acts once the page is here (L: the language)', async () => {
  const { context, page, errors, release } = await heldPage({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await page.keyboard.press('l');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'nothing yet');
  release.bundle();
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  assert.equal(await page.textContent('#menu-heading'), STRINGS.zh.menu_heading);
  release.engine();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN', 'switched once');
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
  await first.goto(`${env.server.url}?fast`);
  await first.waitForSelector('body[data-ready="true"]');
  await first.tap('#start');
  await first.waitForFunction(() => document.body.dataset.screen === 'play');
  await first.close();
  const release = await holdBack(context);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  await page.goto(`${env.server.url}?fast`);
  await page.waitForSelector('#loading:not([hidden])');
  return { context, page, errors, release };
}

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  const words = STRINGS[lang];

  test(`Rules pressed on the loading screen (a saved match being resumed) opens once the match is resumed, as promised (${lang})`, async () => {
    const { context, page, errors, release } = await heldResume(locale);
    await page.tap('#rules-button');
    assert.equal(await progressText(page), words.first_wait);
    release.bundle();
    // The bundle is here, the engine not: still promised, not yet done.
    // (main.js marks the page with the pause as it starts.)
    await page.waitForFunction(() => document.body.dataset.pauseMs !== undefined);
    assert.ok(await page.isVisible('#loading'));
    assert.equal(await progressText(page), words.first_wait);
    release.engine();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await screen(page), 'rules');
    assert.ok(await page.isHidden('#progress .progress-note'));
    // Back: the table resumed under it.
    await page.goBack();
    await page.waitForFunction(() => document.body.dataset.screen === 'play');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`the engine that does not come is said as the engine's failure, not the page's (${lang})`, async () => {
    const context = await env.browser.newContext({ locale, viewport: { width: 360, height: 640 } });
    await context.route(/\/www\/pkg\/duel21_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    await page.goto(env.server.url);
    await page.waitForSelector('#notice:not([hidden])');
    await page.waitForTimeout(500);
    const said = await page.textContent('#notice');
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
    await page.goto(env.server.url);
    await page.waitForSelector('#menu:not([hidden]) #start');
    await page.click('#rules-button');
    assert.equal(await progressText(page), words.first_wait);
    bundle.fail();
    await page.waitForFunction((w) => document.getElementById('notice').textContent === w, words.first_failed);
    assert.ok(await page.isHidden('#progress .progress-note'));
    assert.equal(await progressText(page), '');
    await page.click('#rules-button');
    await page.click('#start');
    assert.ok(await page.isHidden('#progress .progress-note'), 'no press promised after the failure');
    assert.equal(await page.textContent('#notice'), words.first_failed);
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
  await page.waitForFunction(() => document.body.dataset.screen === 'play' && document.body.dataset.ready === 'true');
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
  await page.waitForFunction(() => document.body.dataset.pauseMs !== undefined);
  await page.fill('[name=name1]', 'Old');
  await page.click('#start');
  await page.waitForFunction((w) => document.getElementById('progress-text').textContent === w, STRINGS.en.menu_engine_wait);
  await page.fill('[name=name1]', 'New');
  await page.selectOption('[name=first_rule]', 'p1');
  release.engine();
  await page.waitForFunction(() => document.body.dataset.screen === 'play' && document.body.dataset.ready === 'true');
  assert.match(await page.textContent('#seat-p1 .name'), /New/);
  const saves = await storedSaves(page);
  const config = JSON.parse(Object.values(saves).find((t) => t.includes('"config"'))).config;
  assert.deepEqual([config.names[0], config.first_rule], ['New', 'p1']);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  const words = STRINGS[lang];
  test(`the menu's fields follow the game and mode chosen before the bundle; Start starts what was shown (24点 vs Computer, ${lang})`, async () => {
    const { context, page, errors, release } = await heldPage({ locale, viewport: { width: 360, height: 640 } });
    // 21点 vs Computer: the computer's level and seat appear.
    assert.ok(await page.isHidden('[name=level]'));
    await page.check('[name=mode][value=computer]');
    assert.ok(await page.isVisible('[name=level]'));
    assert.ok(await page.isVisible('[name=computer_seat]'));
    assert.equal(await page.getAttribute('[name=name1]', 'placeholder'), words.default_you);
    // 24点: its own modes, in the player's language; 21点's mode, seat and first-player rule go.
    await page.check('[name=game][value="24"]');
    assert.equal(await page.textContent('#g24-modes legend'), words.mode24_legend);
    assert.ok(await page.isHidden('[name=mode][value=computer]'));
    assert.ok(await page.isHidden('[name=first_rule]'));
    assert.ok(await page.isVisible('[name=practice24]'), 'solo: its deals');
    assert.ok(await page.isHidden('[name=name1]'), 'solo: no names');
    await page.check('[name=mode24][value=computer]');
    assert.ok(await page.isVisible('[name=level]'));
    assert.ok(await page.isHidden('[name=computer_seat]'));
    assert.ok(await page.isHidden('[name=practice24]'));
    await page.click('#start');
    // The note names no game the player did not choose (one wording for both games).
    await page.waitForFunction(() => document.getElementById('progress-text').textContent !== '');
    assert.doesNotMatch(await page.textContent('#progress-text'), /21/);
    release.bundle();
    release.engine();
    await page.waitForFunction(() => document.body.dataset.screen === 'play24' && document.body.dataset.ready === 'true');
    const saves = await storedSaves(page);
    assert.match(Object.values(saves).join('\n'), /"mode":"vs_computer"/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
