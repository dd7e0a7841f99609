// The header and the document's title name the game chosen in the menu:
// the first paint (index.html, before the bundle is here) names 21点, the
// menu's first choice; once the page is here, the remembered choice
// (`duel21.menu`) and then each choice as it changes; the screens the menu
// opens name theirs. The menu's Practice names
// its game, so at 1280 px no two buttons in the Tab order share a name.
// Both languages; 1280×800 and 360×640.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, keepShot, holdBack } from './helpers.mjs';
import { STRINGS } from '../../www/i18n.js';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

/** The header's title, its short name and the document's title. */
const named = (page) => page.evaluate(() => ({
  title: document.querySelector('.topbar [data-i18n="title"]').innerText,
  short: document.querySelector('.topbar .title-short').textContent,
  document: document.title,
}));
const of = (text) => ({ title: text, short: text.split(' · ')[0], document: text });

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  const words = STRINGS[lang];
  for (const [width, height] of [[1280, 800], [360, 640]]) {
    test(`the header names the game chosen in the menu once the page is here; the first paint names 21点 (${lang}, ${width}x${height})`, async () => {
      const context = await env.browser.newContext({ locale, viewport: { width, height } });
      await context.addInitScript(() => {
        if (!sessionStorage.getItem('seen')) {
          sessionStorage.setItem('seen', '1');
          localStorage.setItem('duel21.menu', JSON.stringify({ game: '24', mode: 'pvp', mode24: 'solo' }));
        }
        // What the first frame shows.
        requestAnimationFrame(() => {
          window.firstTitle = document.title;
        });
      });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      const { bundle: release } = await holdBack(context, ['bundle']);
      await page.goto(env.server.url, { waitUntil: 'commit' });
      await page.waitForSelector('#menu:not([hidden]) #start');
      // Before the bundle: 21点, the menu's first choice, from the first frame, in the player's language.
      assert.equal(await page.evaluate(() => window.firstTitle), words.title);
      assert.deepEqual(await named(page), of(words.title));
      assert.equal(await page.innerText('#practice-menu'), words.practice_menu21);
      release();
      await page.waitForSelector('body[data-ready="true"]');
      // The page here: 24点, remembered; and it follows the choice.
      assert.deepEqual(await named(page), of(words.title24));
      assert.equal(await page.innerText('#practice-menu'), words.practice_menu24);
      await keepShot(page, `menu-title-24-${lang}-${width}.png`);
      await page.check('#menu-form input[name=game][value="21"]');
      assert.deepEqual(await named(page), of(words.title));
      await page.check('#menu-form input[name=game][value="24"]');
      assert.deepEqual(await named(page), of(words.title24));
      // The rules are the page's: its own title; back on the menu, the game chosen again.
      await page.click('#rules-button');
      await page.waitForFunction(() => document.body.dataset.screen === 'rules');
      assert.deepEqual(await named(page), of(words.title));
      await page.goBack();
      await page.waitForFunction(() => document.body.dataset.screen === 'menu');
      assert.deepEqual(await named(page), of(words.title24));
      // A reload remembers the choice.
      await page.reload();
      await page.waitForSelector('body[data-ready="true"]');
      assert.deepEqual(await named(page), of(words.title24));
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test(`at 1280 px no two buttons of the menu's Tab order share a name; the two Practice buttons say what each opens (${lang})`, async () => {
    const context = await env.browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(env.server.url);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.getByRole('button', { name: words.practice, exact: true }).count(), 1, 'the header\'s');
    assert.equal(await page.getByRole('button', { name: words.practice_menu21, exact: true }).count(), 1, 'the menu\'s, 21点 chosen');
    await page.check('#menu-form input[name=game][value="24"]');
    assert.equal(await page.getByRole('button', { name: words.practice_menu24, exact: true }).count(), 1, 'the menu\'s, 24点 chosen');
    // Every button met by Tab: its name, once.
    const names = [];
    await page.focus('body');
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      // Once round: the first element met again ends it.
      const name = await page.evaluate(() => {
        const e = document.activeElement;
        if (e && Object.hasOwn(e.dataset, 'met')) return undefined;
        if (e) e.dataset.met = '';
        if (e?.tagName !== 'BUTTON') return null;
        return e.getAttribute('aria-label') ?? [...e.childNodes].filter((n) => n.nodeType === 3 || n.getAttribute?.('aria-hidden') !== 'true').map((n) => n.textContent).join('').trim();
      });
      if (name === undefined) break;
      if (name !== null) names.push(name);
    }
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    assert.ok(names.includes(words.practice) && names.includes(words.practice_menu24), names.join(' | '));
    assert.deepEqual(twice, [], names.join(' | '));
    await context.close();
  });
}
