// At 360 px and at the 348 px Firefox's scrollbar leaves of it: 24点's
// answer field and keypad stay inside the felt once the live "= 24" shows;
// the 21点 scoreboard shows "Computer" whole, and so does the match's table
// of rounds (its First column left out, the hand that went first tagged);
// the menu's choice cards take at most two lines. In both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openPage, ready, startMatch, playToEndInPage,
} from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

for (const width of [360, 348]) for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  test(`${width} px (${lang}): the menu's cards and the scoreboard's names are whole`, async () => {
    const viewport = { width, height: 640 };
    const { page, context, errors } = await openPage(env, { path: '?seed=42&fast', locale, viewport, hasTouch: true, isMobile: true });
    await ready(page);
    // The menu's cards: two lines at most (a line is about 24 px, the card's padding 12).
    const cards = await page.$$eval('#menu .choice label', (ls) => ls.filter((l) => l.checkVisibility()).map((l) => [l.textContent.trim(), l.getBoundingClientRect().height]));
    for (const [text, h] of cards) assert.ok(h <= 64, `"${text}" is ${h} px tall`);
    // The 21点 table: the computer's default name whole on the scoreboard.
    await startMatch(page, { mode: 'computer', seed: '42' });
    const names = await page.$$eval('#play .scoreboard .name', (ns) => ns.map((n) => [n.textContent, n.scrollWidth - n.clientWidth]));
    for (const [name, cut] of names) assert.ok(cut <= 0, `"${name}" is cut by ${cut} px`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${width} px (${lang}): the rounds table shows every name whole, and who went first`, async () => {
    const viewport = { width, height: 640 };
    const { page, context, errors } = await openPage(env, { path: '?fast', locale, viewport, hasTouch: true, isMobile: true });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'easy', seed: '42' });
    await playToEndInPage(page);
    const t = await page.evaluate(() => {
      const shown = (e) => e.checkVisibility();
      const table = document.querySelector('#history table');
      return {
        cut: [...table.querySelectorAll('th, td, .nm')].filter(shown)
          .filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent.trim()),
        names: [...table.querySelectorAll('.nm')].filter(shown).map((e) => e.textContent.trim()),
        wide: table.getBoundingClientRect().right <= document.documentElement.clientWidth,
        rows: [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('.first-tag')].filter(shown).length),
      };
    });
    assert.deepEqual(t.cut, [], 'nothing cut');
    assert.ok(t.names.includes(lang === 'zh' ? '电脑' : 'Computer'), t.names.join(' '));
    assert.ok(t.wide, 'inside the window');
    assert.ok(t.rows.length > 1 && t.rows.every((n) => n === 1), `each round says who went first: ${t.rows}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${width} px (${lang}): 24点's answer field and keypad stay inside the felt`, async () => {
    const viewport = { width, height: 640 };
    const { page, context, errors } = await openPage(env, { locale, viewport, hasTouch: true, isMobile: true });
    await ready(page);
    // Deal 1 of seed 42 answered, its live "= 24" on show.
    await page.check('input[name=game][value="24"]');
    await page.check('input[name=mode24][value=solo]');
    await page.fill('input[name=seed]', '42');
    await page.click('#start');
    await page.waitForSelector('#g24-expr');
    await page.fill('#g24-expr', '(3-K/K)*Q');
    await page.waitForSelector('.g24-live.is-24');
    const inside = await page.evaluate(() => {
      const felt = document.getElementById('g24-felt');
      const cs = getComputedStyle(felt);
      const right = felt.getBoundingClientRect().right - parseFloat(cs.borderRightWidth);
      return ['.g24-exprrow', '.g24-pad', '.g24-live'].map((s) => [s, Math.round(document.querySelector(s).getBoundingClientRect().right - right)]);
    });
    for (const [sel, over] of inside) assert.ok(over <= 0, `${sel} sticks out of the felt by ${over} px`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
    assert.deepEqual(errors, []);
    await context.close();
  });
}
