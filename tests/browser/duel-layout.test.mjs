// Where things are on the 21点 table: the person's hand next to Take and
// Stand, the coach beside the table on a wide screen (its advice and the
// buttons in one 1280×800 view), no horizontal scroll at 360 px with
// 32-character names, the mover's hand in view at 200 % zoom, Rules as a
// history entry of its own, a loading state that says what loads, and axe
// with no violation on every 21点 screen in both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openPage, ready, startMatch, humanOrDone, state, axeViolations, settle, playToEndInPage,
} from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const inView = (page, sel) => page.evaluate((sel) => {
  const r = document.querySelector(sel).getBoundingClientRect();
  return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
}, sel);

/** The vertical order of the seats' hands relative to the Take button. */
const handNearTake = (page) => page.evaluate(() => {
  const take = document.getElementById('take').getBoundingClientRect().top;
  const gap = (id) => take - document.querySelector(`#${id} .hand`).getBoundingClientRect().bottom;
  return gap('seat-p1') < gap('seat-p2') ? 'p1' : 'p2';
});

test("the person's hand sits next to Take and Stand, whichever seat the computer takes", async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast', viewport: { width: 1280, height: 800 } });
  await ready(page);
  await startMatch(page, { mode: 'computer', computerSeat: 'p2', seed: 7 });
  assert.equal(await handNearTake(page), 'p1');
  await page.click('#new-match');
  await page.click('#confirm-yes');
  await startMatch(page, { mode: 'computer', computerSeat: 'p1', seed: 7 });
  assert.equal(await handNearTake(page), 'p2');
  // Two people: seat 1 always sits by the buttons (the hands never swap).
  await page.click('#new-match');
  await page.click('#confirm-yes');
  await startMatch(page, { mode: 'pvp', seed: 7 });
  assert.equal(await handNearTake(page), 'p1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('at 1280x800 the coach and Take/Stand are in view together, and the coach says when a round is over', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast', viewport: { width: 1280, height: 800 } });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'expert', computerSeat: 'p1', seed: 7, names: [undefined, 'Ann'] });
  await humanOrDone(page);
  await page.click('#coach-toggle');
  for (const sel of ['#take', '#stand', '#coach-advice', '#coach-equity', '#coach-title']) {
    assert.ok(await inView(page, sel), `${sel} is inside the 1280x800 viewport`);
  }
  assert.equal(await page.evaluate(() => scrollY), 0);
  // No jump: the buttons stay put when the reason line fills or empties.
  const y0 = await page.evaluate(() => document.getElementById('take').getBoundingClientRect().top);
  await page.click('#take');
  const s = await humanOrDone(page);
  if (s.phase === 'drawing') {
    const y1 = await page.evaluate(() => document.getElementById('take').getBoundingClientRect().top);
    assert.equal(y1, y0, 'Take did not move');
  }
  // Round over: the coach says so instead of a finished hand's numbers.
  while ((await humanOrDone(page)).phase === 'drawing') await page.click('#stand');
  assert.equal(await page.getAttribute('#coach', 'data-state'), 'round_over');
  assert.match(await page.textContent('#coach-note'), /^The round is over/);
  assert.ok(await page.isHidden('#coach-body'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('no horizontal scroll at 360 px with 32-character names; long names are cut with a tooltip', async () => {
  const long1 = 'Wolfeschlegelsteinhausenbergerdo';
  const long2 = 'ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺａｂｃｄｅｆ';
  for (const locale of ['en-US', 'zh-CN']) {
    const { page, context, errors } = await openPage(env, { path: '?fast', viewport: { width: 360, height: 640 }, locale });
    await ready(page);
    await startMatch(page, { mode: 'pvp', seed: 5, names: [long1, long2] });
    await page.click('#coach-toggle');
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(await pageWidth() <= 360, `${locale}: page width ${await pageWidth()} on a turn`);
    for (let i = 0; i < 3; i += 1) {
      for (let s = await state(page); s.phase === 'drawing'; s = await state(page)) await page.click('#stand');
      if (i < 2) await page.click('#next');
    }
    const wide = await page.evaluate(() => {
      const out = [];
      for (const e of document.querySelectorAll('#play *')) {
        if (!e.checkVisibility() || e.closest('.sr-only')) continue;
        const r = e.getBoundingClientRect();
        if (r.right > innerWidth + 0.5 || r.left < -0.5) out.push(`${e.tagName}.${e.className} ${Math.round(r.left)}–${Math.round(r.right)}`);
      }
      const wrap = document.querySelector('#history .table-wrap');
      return { out, scroll: document.documentElement.scrollWidth, wrap: wrap.scrollWidth - wrap.clientWidth };
    });
    assert.deepEqual(wide.out, [], `${locale}: every element inside 360 px`);
    assert.ok(wide.scroll <= 360, `${locale}: page width ${wide.scroll}`);
    assert.equal(wide.wrap, 0, `${locale}: the history table fits without scrolling`);
    // Each header of the rounds' table on one line, inside its cell (no word broken: "回合", "Round").
    const heads = await page.$$eval('#history thead th', (ths) => ths.filter((th) => th.checkVisibility()).map((th) => {
      // The lines its words' boxes sit on, and whether they stay in the cell (a name is cut with an ellipsis: its box is the cell's).
      const boxes = [];
      const walk = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (n.parentElement.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0));
      }
      const cell = th.getBoundingClientRect();
      const cut = !!th.querySelector('.nm');
      return {
        text: th.textContent,
        lines: new Set(boxes.map((r) => Math.round(r.top))).size,
        inside: cut || boxes.every((r) => r.left >= cell.left - 0.5 && r.right <= cell.right + 0.5),
      };
    }));
    // Four on a phone: the First column is left out there (the hand that went first is tagged).
    assert.equal(heads.length, 4, `${locale}: ${JSON.stringify(heads)}`);
    for (const h of heads) assert.deepEqual({ lines: h.lines, inside: h.inside }, { lines: 1, inside: true }, `${locale}: header "${h.text}"`);
    // Each place a name is shown carries it whole as a tooltip.
    const titles = await page.$$eval('#play .name, #play .nm', (es) => es.filter((e) => e.checkVisibility()).map((e) => e.title));
    assert.ok(titles.length >= 6);
    for (const t of titles) assert.ok([long1, long2, 'draw', '平局'].includes(t), `title ${t}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/**
 * The page's scroll width, and (to say why) the text and elements reaching
 * past the viewport's right side (some of them may be clipped: the scroll
 * width is what counts).
 */
/**
 * Installs `window.overflow()` in the page: every shown text and element
 * that reaches past the window's right edge, and the page's scroll width.
 */
const installOverflow = (page) => page.evaluate(() => {
  window.overflow = () => {
    const out = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const e = n.parentElement;
      if (!e.checkVisibility() || e.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      if (r.right > innerWidth + 0.5) out.push(`${e.tagName}#${e.id}.${e.className} "${n.textContent.slice(0, 12)}" to ${Math.round(r.right)}`);
    }
    for (const e of document.querySelectorAll('body *')) {
      if (!e.checkVisibility() || e.closest('.sr-only')) continue;
      const r = e.getBoundingClientRect();
      if (r.right > innerWidth + 0.5) out.push(`${e.tagName}#${e.id}.${e.className} to ${Math.round(r.right)}`);
    }
    return { out, scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) };
  };
});
const overflow = (page) => page.evaluate(() => window.overflow());

/**
 * Plays the match on the table to its end from inside the page (one round
 * trip): at every step the page is measured, then the page's own button is
 * clicked (#next, else #take below 16, else #stand). Returns the steps wider
 * than `width`, described.
 */
const playMeasuring = (page, label, width) => page.evaluate(async ({ label, width }) => {
  const frame = () => new Promise((resolve) => { requestAnimationFrame(() => resolve()); });
  const wide = [];
  for (let step = 0; step < 400; step += 1) {
    const s = window.duel.state();
    const o = window.overflow();
    if (o.scroll > width) wide.push(`${label} step ${step} ${s.phase}: width ${o.scroll}; ${o.out.filter((x) => !/\.(name|who|nm) /.test(x)).slice(0, 8).join(', ')}`);
    if (s.phase === 'match_over') return wide;
    const seat = s.seats.find((v) => v.seat === s.to_move);
    document.getElementById(s.can_next ? 'next' : seat.total < 16 ? 'take' : 'stand').click();
    await frame();
  }
  throw new Error('the match did not end');
}, { label, width });

test('nothing scrolls sideways at 360 px at any step of whole matches, in both languages, with 32-character names', async () => {
  const runs = [
    { names: ['W'.repeat(32), 'x'.repeat(32)], seed: 9, coach: false },
    { names: ['x'.repeat(32), 'W'.repeat(32)], seed: 9, coach: true },
    { names: [], seed: 21, coach: true },
    { names: [], seed: 33, coach: false },
  ];
  for (const locale of ['en-US', 'zh-CN']) {
    const { page, context, errors } = await openPage(env, { path: '?fast', viewport: { width: 360, height: 640 }, locale });
    await ready(page);
    const wide = [];
    const look = async (step) => {
      const o = await overflow(page);
      if (o.scroll > 360) wide.push(`${locale} ${step}: width ${o.scroll}; ${o.out.filter((x) => !/\.(name|who|nm) /.test(x)).slice(0, 8).join(', ')}`);
    };
    await installOverflow(page);
    for (const { names, seed, coach } of runs) {
      await startMatch(page, { mode: 'pvp', seed, names });
      if (coach) await page.click('#coach-toggle');
      wide.push(...await playMeasuring(page, `${locale} ${names[0]?.[0] ?? 'default'} seed ${seed}`, 360));
      await page.click('#review-summary');
      await page.waitForSelector('#review', { state: 'visible' });
      await look(`seed ${seed} review`);
      await page.click('#review-back');
      await page.waitForSelector('#play', { state: 'visible' });
      await page.click('#new-match-summary');
      await page.waitForSelector('#menu', { state: 'visible' });
      await look(`seed ${seed} menu`);
    }
    assert.deepEqual(wide, [], 'no step wider than 360 px');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('at 200 % zoom the hand of the player to move is in view, with Take and Stand', async () => {
  // 1280x800 at 200 %: a 640x400 CSS-pixel window.
  const { page, context, errors } = await openPage(env, { path: '?fast', viewport: { width: 640, height: 400 } });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 7 });
  const inWindow = (id) => page.evaluate((id) => {
    const r = document.getElementById(id).getBoundingClientRect();
    return r.top >= -1 && r.bottom <= innerHeight + 1; // a pixel's rounding
  }, id);
  for (let s = await state(page); s.phase === 'drawing'; s = await state(page)) {
    assert.ok(await inWindow(`seat-${s.to_move}`), `${s.to_move}'s hand is in view on its turn`);
    assert.ok(await inWindow('take'), 'Take is in view');
    await page.keyboard.press(s.to_move === 'p1' ? 't' : 's');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('Rules is a history entry: Back returns to the table with the match intact, Forward shows the rules again', async () => {
  const { page, context, errors } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 9 });
  await page.click('#take');
  const before = await state(page);
  await page.click('#rules-button');
  assert.ok(await page.isVisible('#rules-page'));
  // The entry is in the history's state; the address stays the page's own.
  const address = page.url();
  assert.equal(await page.evaluate(() => history.state?.screen), 'rules');
  await page.goBack();
  await page.waitForSelector('#play:not([hidden])');
  assert.ok(await page.isHidden('#rules-page'));
  assert.deepEqual(await state(page), before, 'the match is as it was');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'take');
  await page.goForward();
  await page.waitForSelector('#rules-page:not([hidden])');
  // The page's own Back button goes back through the same entry.
  await page.click('#rules-back');
  await page.waitForSelector('#play:not([hidden])');
  assert.equal(await page.evaluate(() => history.state?.screen), 'play');
  assert.equal(page.url(), address);
  assert.deepEqual(await state(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

// (A first visit with nothing to resume, and a reload of the menu's entry,
// show the menu at once instead: page-menu-first.test.mjs,
// page-first-paint.test.mjs. A reload of a table's entry resumes its match,
// so it waits for the engine.)
test('while the engine loads, the page says what is loading, in the saved language', async () => {
  for (const [lang, want] of [['en', /Loading the Twenty-One engine/], ['zh', /正在载入 21点 引擎/]]) {
    const context = await env.browser.newContext({ locale: 'en-US' });
    await context.addInitScript((l) => localStorage.setItem('duel21.lang', l), lang);
    const page = await context.newPage();
    await page.goto(env.server.url);
    await ready(page);
    await startMatch(page);
    // Hold the engine's wasm back until the loading text has been read.
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route('**/duel21_bg.wasm', async (route) => { await held; await route.continue(); });
    await page.reload();
    await page.waitForFunction(() => !document.getElementById('loading').hidden && document.getElementById('loading-text').textContent.length > 5);
    await settle(page);
    assert.match(await page.textContent('#loading'), want);
    assert.equal(await page.getAttribute('#loading', 'role'), 'status');
    release();
    await ready(page);
    assert.ok(await page.isHidden('#loading'));
    await context.close();
  }
});

test('axe: no violation on any 21点 screen, in English and Chinese', async () => {
  for (const locale of ['en-US', 'zh-CN']) {
    // Each screen is seen at both sizes on one page (the window resized, the
    // page not reloaded): one match per language where a page per size took two.
    const sizes = [{ width: 360, height: 640 }, { width: 1280, height: 800 }];
    const { page, context, errors } = await openPage(env, { path: '?pause=0', viewport: sizes[1], locale });
    await ready(page);
    const check = async (screen) => {
      for (const viewport of sizes) {
        await page.setViewportSize(viewport);
        assert.deepEqual(await axeViolations(page), [], `${locale} ${viewport.width}px: ${screen}`);
      }
    };
    await check('menu');
    await startMatch(page, { mode: 'computer', level: 'easy', computerSeat: 'p1', seed: 4, names: [undefined, 'A'.repeat(32)] });
    await humanOrDone(page);
    await check('table');
    await page.click('#coach-toggle');
    await check('table with the coach');
    for (let s = await humanOrDone(page); s.phase === 'drawing'; s = await humanOrDone(page)) await page.click('#take');
    await check('a decided round');
    await page.click('#rules-button');
    await check('rules');
    await page.click('#rules-back');
    await page.waitForSelector('#play:not([hidden])');
    // The rest of the match without the coach's exact search at every step,
    // standing on every turn, from inside the page (one round trip).
    await page.click('#coach-toggle');
    await playToEndInPage(page, { takeBelow: 0 });
    await check('the match summary');
    await page.click('#review-summary');
    await check('the review');
    await page.click('#review-back');
    await page.click('#rematch');
    await check('a rematch');
    // Rematch asks nothing; a question, were one open, is answered no.
    if (await page.isVisible('#confirm-no')) await page.click('#confirm-no');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('Rematch keeps the finished match reviewable', async () => {
  const { page, context, errors } = await openPage(env, { path: '?pause=0' });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'easy', seed: 4 });
  for (let s = await humanOrDone(page); s.phase !== 'match_over'; s = await humanOrDone(page)) {
    await page.click(s.can_next ? '#next' : '#stand');
  }
  const finished = await state(page);
  // The focus is on Rematch at the end: Enter starts it.
  assert.equal(await page.evaluate(() => document.activeElement.id), 'rematch');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.duel.state().phase === 'drawing' && window.duel.state().round === 1);
  assert.ok(await page.isVisible('#review-last'));
  await page.click('#review-last');
  await page.waitForSelector('#review:not([hidden])');
  assert.match(await page.textContent('#review-match'), new RegExp(`${finished.tally.wins[0]} : ${finished.tally.wins[1]}`));
  await page.click('#review-back');
  await page.waitForSelector('#play:not([hidden])');
  assert.equal((await state(page)).round, 1, 'back at the rematch');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tie between Take and Stand is shown as one: no "best" bar, a line saying both are equal', async () => {
  const { page, context, errors } = await openPage(env);
  await ready(page);
  const rows = await page.evaluate(async () => {
    const { equityRows } = await import('./www/duel21/render.js');
    const shown = (eq) => equityRows(eq).map((e) => `${e.className}|${e.textContent}`);
    return {
      tie: shown({ take: 0, stand: 0, best: 'stand', tie: true }),
      plain: shown({ take: 0.2, stand: 0.7, best: 'stand', tie: false }),
    };
  });
  assert.deepEqual(rows.tie.map((r) => r.split('|')[0]), ['eq-row', 'eq-row', 'eq-tie']);
  assert.equal(rows.tie[2].split('|')[1], 'Take and Stand are equally good');
  assert.deepEqual(rows.plain.map((r) => r.split('|')[0]), ['eq-row', 'eq-row best']);
  assert.deepEqual(errors, []);
  await context.close();
});
