// The review of a 21点 match in a page: finish a match, open the review, and
// see it drawn from the engine's Game.review(); step the replay with the
// keys to chosen moves and see the table exactly as it was drawn during
// play; a point of the graph, clicked or double-clicked, leaves the focus on
// the replay; copy the link and the result; open the share link in a fresh
// browser on a phone (the graph's points apart, the turning point and the
// current one in sight, nothing sideways); a tampered link is reported and
// leaves the saves alone; keyboard and Tab order, both languages;
// screenshots under tests/artifacts/ (review-*.png) with SCREENSHOTS=1.
// What the review says and which controls it offers, from the engine's
// review to the tree, is tests/node/review-view.test.mjs's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  launch, openPage, ready, state, startMatch, humanOrDone, wantsCard, storedSaves, keepShot, settle,
} from './helpers.mjs';
import { accuracyText, checkReview, lossText } from '../node/check-review.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

/** What a person sees of a table inside `scope` (the play screen or the replay). */
function readTable(page, scope) {
  return page.$eval(scope, (root) => {
    const seat = (s) => {
      const e = root.querySelector(`.seat[data-seat="${s}"]`);
      return {
        name: e.querySelector('.name').textContent,
        cards: [...e.querySelectorAll('.card')].map((c) => c.dataset.card),
        total: e.querySelector('.total').textContent,
        tags: [...e.querySelectorAll('.tag')].map((t) => t.textContent),
        toMove: e.classList.contains('to-move'),
      };
    };
    const points = [...root.querySelectorAll('.scoreboard .score')].map((s) => [
      s.dataset.seat, s.querySelector('.name').textContent, s.querySelector('.points').textContent,
    ]);
    const left = root.querySelector('#cards-left, .replay-left');
    return {
      p1: seat('p1'), p2: seat('p2'), points, left: left.textContent, computerFirst: root.querySelector('.felt').classList.contains('computer-first'),
    };
  });
}

/**
 * Plays a match to the end with `policy`, recording at every person's turn
 * the engine's snapshot and the table as drawn, by action count.
 */
async function playRecording(page) {
  const recorded = new Map();
  for (let i = 0; i < 400; i += 1) {
    const s = await humanOrDone(page);
    if (!recorded.has(s.version)) recorded.set(s.version, { snap: s, table: await readTable(page, '#play') });
    if (s.phase === 'match_over') return recorded;
    if (s.can_next) await page.click('#next');
    else await page.click(wantsCard(s) ? '#take' : '#stand');
  }
  throw new Error('the match did not end');
}

/** The engine's own review of the page's match, from a fresh Game loaded from its save. */
function engineReview(page) {
  return page.evaluate(async () => {
    const { Game } = await import('/www/pkg/duel21.js');
    const g = Game.load(window.duel.save());
    const r = g.review();
    const code = g.share_code();
    g.free();
    return { review: r, code };
  });
}

/** The review as drawn: summaries, key moments, every decision row. */
function readReview(page) {
  return page.evaluate(() => {
    const rows = (sel) => [...document.querySelectorAll(sel)].map((li) => ({
      step: Number(li.dataset.step),
      grade: li.dataset.grade,
      word: li.querySelector('.grade .word').textContent,
      icon: li.querySelector('.grade .icon').textContent,
      iconHidden: li.querySelector('.grade .icon').getAttribute('aria-hidden'),
      loss: li.querySelector('.loss .val').textContent,
      played: li.querySelector('.play .val').textContent,
      best: li.querySelector('.best .val').textContent,
      who: li.querySelector('.who').textContent,
      differs: li.querySelector('.differs')?.textContent ?? '',
    }));
    return {
      seats: [...document.querySelectorAll('#review-seats .seat-sum')].map((c) => ({
        seat: c.dataset.seat,
        name: c.querySelector('.name').textContent,
        accuracy: c.querySelector('.acc-num').textContent,
        counts: Object.fromEntries([...c.querySelectorAll('.counts li')].map((li) => [li.dataset.grade, Number(li.querySelector('.n').textContent)])),
      })),
      key: rows('#review-key .decision'),
      decisions: rows('#review-rounds .decision'),
    };
  });
}


const EN_WORDS = { best: 'Best', good: 'Good', inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' };

// Shared between the tests below: the finished match's review and link.
let finished = null;

test('after a vs-Computer match: the review equals Game.review(), the replay equals the table as played', async () => {
  const { page, errors, context } = await openPage(env, { path: '?pause=0', viewport: { width: 1280, height: 800 }, fresh: true });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await ready(page);
  // The computer sits first: the person's seat (p2) must still come first in the summary.
  await startMatch(page, { mode: 'computer', level: 'expert', computerSeat: 'p1', seed: 123, names: [undefined, 'Ann'] });
  const recorded = await playRecording(page);
  const end = await state(page);
  assert.equal(end.phase, 'match_over');
  const { review, code } = await engineReview(page);
  assert.ok(review.decisions.some((d) => d.seat === 'p1') && review.decisions.some((d) => d.seat === 'p2'));

  // From the summary's button.
  assert.ok(await page.isVisible('#review-summary'));
  await page.click('#review-summary');
  await page.waitForSelector('#review:not([hidden])');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'review-title');
  const drawn = await readReview(page);
  checkReview(drawn, review, { order: ['p2', 'p1'], words: EN_WORDS });
  assert.deepEqual(await page.evaluate(() => window.duelReview.review()), review);
  assert.equal(drawn.seats[0].name, 'Ann');
  assert.equal(drawn.seats[1].name, 'Computer');
  assert.match(await page.textContent('#review-seats [data-seat="p1"]'), /Expert/);
  // The Expert is graded by the match it plays for: best at every decision.
  assert.ok(review.decisions.filter((d) => d.seat === 'p1').every((d) => d.grade === 'best' && d.loss === 0));
  assert.equal(drawn.seats[1].accuracy, '100%');

  // The replay, stepped to chosen moves: the last key moment, the first
  // decision of round 3, and a table between rounds. The table equals the
  // one drawn during play at the same action count.
  const steps = [...recorded.keys()].sort((a, b) => a - b);
  const chosen = new Set([
    review.decisions[review.key_moments.at(-1) ?? 0].step,
    review.decisions.find((d) => d.round === 3 && d.seat === 'p2').step,
    steps.find((k) => recorded.get(k).snap.phase === 'round_over'),
  ].filter((k) => recorded.has(k)));
  assert.ok(chosen.size >= 2, 'some chosen moves were recorded');
  for (const k of chosen) {
    await page.keyboard.press('Home');
    assert.equal(await page.getAttribute('#replay-table', 'data-step'), '0');
    for (let i = 0; i < k; i += 1) await page.keyboard.press('ArrowRight');
    assert.equal(await page.getAttribute('#replay-table', 'data-step'), String(k));
    const rec = recorded.get(k);
    assert.deepEqual(await readTable(page, '#replay-table'), rec.table, `table at step ${k}`);
    const at = await page.evaluate(() => window.duelReview.replay());
    assert.deepEqual(at.snapshot, rec.snap, `snapshot at step ${k}`);
    assert.equal(await page.textContent('#replay-step'), `${k} of ${end.version} moves played`);
    // The coach's numbers then are the engine's.
    if (at.snapshot.to_move) {
      assert.equal(await page.textContent('#replay-bust'), `${Math.round(at.explain.bust_probability * 100)}%`);
      assert.equal(await page.locator('#replay-equity .eq-row').count(), 2);
    }
    // The step is announced politely.
    await page.waitForFunction((t) => document.getElementById('replay-live').textContent.startsWith(t), `${k} of`);
    assert.equal(await page.getAttribute('#replay-live', 'aria-live'), 'polite');
  }
  // A key moment's button (or, with none, a row's) jumps to the table just
  // before that decision. Key moments are inaccuracies or worse.
  assert.ok(review.key_moments.every((i) => review.decisions[i].loss >= 0.02));
  const key = review.decisions[review.key_moments[0]] ?? review.decisions.find((d) => d.seat === 'p2');
  const list = review.key_moments.length ? '#review-key' : '#review-rounds';
  await page.click(`${list} .decision[data-step="${key.step}"] .step-btn`);
  assert.equal(await page.getAttribute('#replay-table', 'data-step'), String(key.step));
  assert.match(await page.textContent('#replay-move'), new RegExp(`^Move ${key.step + 1} · Ann: ${key.choice} \\(best: ${key.best}, loss ${lossText(key.loss).replace(/[.%<]/g, '\\$&')}`));
  // End and the step buttons at either end.
  await page.keyboard.press('End');
  assert.equal(await page.getAttribute('#replay-table', 'data-step'), String(end.version));
  assert.equal(await page.getAttribute('#replay-next', 'aria-disabled'), 'true');
  assert.deepEqual(await readTable(page, '#replay-table'), recorded.get(end.version).table);

  // Share: the link and the result as text, from the snapshot and the review.
  const link = await page.inputValue('#share-link');
  assert.equal(new URL(link).searchParams.get('review'), code);
  const text = await page.inputValue('#share-text');
  const [you, cpu] = [end.tally.wins[1], end.tally.wins[0]];
  // Draws as the table counts them ("1 draw", "2 draws").
  const draws = end.tally.draws ? ` (${end.tally.draws} draw${end.tally.draws === 1 ? '' : 's'})` : '';
  assert.equal(text, `21点 · Ann ${you}–${cpu} Expert${draws} · accuracy ${accuracyText(review.seats.p2.accuracy)} · seed 123`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click('#copy-text');
  await page.waitForFunction(() => document.getElementById('share-status').textContent === 'Copied.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);
  await page.click('#copy-link');
  await page.waitForFunction((l) => navigator.clipboard.readText().then((c) => c === l), link);

  // Screenshots of the review, desktop, English and Chinese.
  await page.keyboard.press('Home');
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepShot(page, 'review-desktop-en.png');
  await keepShot(page.locator('#replay'), 'review-replay-desktop-en.png');
  // The language switch redraws the review (its words in Chinese: review-view, in Node).
  await page.keyboard.press('l');
  assert.match(await page.textContent('#replay-step'), /^已走 0 \/ \d+ 步$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepShot(page, 'review-desktop-zh.png');
  await page.keyboard.press('l');

  // A point of the graph moves the replay and puts the focus on its title;
  // a double click leaves it there too (the table scrolls under the pointer).
  const points = page.locator('#graph .point');
  await points.nth(2).click();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'replay-title');
  await points.nth(4).dblclick();
  await settle(page);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'replay-title', 'the double click keeps the focus');

  // Back (Esc) returns to the summary, focus on the button that opened the review.
  await page.keyboard.press('Escape');
  assert.ok(await page.isVisible('#summary'));
  assert.equal(await page.evaluate(() => document.activeElement.id), 'review-summary');
  // V opens it again from the cache, where the replay was left.
  const left = await page.evaluate(() => window.duelReview.step());
  await page.keyboard.press('v');
  assert.ok(await page.isVisible('#review'));
  assert.equal(await page.getAttribute('#replay-table', 'data-step'), String(left));
  finished = { review, code, link, text, saves: await storedSaves(page) };
  assert.deepEqual(errors, []);
  await context.close();

  // The share link opens the same review in a fresh browser on a phone, without touching its saves.
  for (const locale of ['en-US', 'zh-CN']) {
    const lang = locale === 'en-US' ? 'en' : 'zh';
    const other = await openPage(env, { path: `?review=${encodeURIComponent(code)}`, locale, viewport: { width: 360, height: 640 } });
    const p = other.page;
    await p.emulateMedia({ reducedMotion: 'reduce' });
    await ready(p);
    assert.ok(await p.isVisible('#review'));
    assert.ok(await p.isVisible('#review-shared'));
    // The same review, the default names in the page's language (review-view, in Node): the page draws the engine's.
    assert.deepEqual(await p.evaluate(() => window.duelReview.review()), review);
    assert.equal(await p.locator('#review-rounds .decision').count(), review.decisions.length);
    // Phone layout: nothing scrolls sideways, on the review or the replay.
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'review fits 360 px');
    if (lang === 'en') await graphOnPhone(p);
    await keepShot(p, `review-360-${lang}.png`);
    await p.locator('#replay').scrollIntoViewIfNeeded();
    await p.keyboard.press('End');
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'replay fits 360 px');
    await keepShot(p.locator('#replay'), `review-replay-360-${lang}.png`);
    await keepShot(p.locator('#review-rounds .review-round').first(), `review-rounds-360-${lang}.png`);
    // Nothing was saved by opening it.
    assert.deepEqual(await storedSaves(p), {});
    // Back goes to the menu; the address no longer asks for the review.
    await p.keyboard.press('Escape');
    assert.ok(await p.isVisible('#menu'));
    assert.equal(new URL(p.url()).searchParams.get('review'), null);
    assert.deepEqual(other.errors, []);
    await other.context.close();
  }
});

/**
 * The win-chance graph of a long match on a 360×640 phone: its points never
 * pile up on each other (the graph scrolls sideways instead, the page does
 * not, and a line under it says so), its first point is not cut at the left
 * edge, the review opens on the turning point its summary names, and
 * stepping the replay keeps the current point in sight.
 */
async function graphOnPhone(page) {
  const boxes = await page.$$eval('#graph .point', (ps) => ps.map((p) => {
    const r = p.getBoundingClientRect();
    return [r.left, r.right];
  }));
  assert.ok(boxes.length > 20, `${boxes.length} points: a long match`);
  for (let i = 1; i < boxes.length; i += 1) {
    assert.ok(boxes[i][0] >= boxes[i - 1][1] - 0.5, `point ${i} overlaps the one before (${boxes[i - 1]} / ${boxes[i]})`);
  }
  const turningSeen = () => page.evaluate(() => {
    const scroll = document.querySelector('#graph .graph-scroll');
    const p = document.querySelector('#graph .point.turning')?.getBoundingClientRect();
    const s = scroll.getBoundingClientRect();
    return p ? p.left >= s.left - 1 && p.right <= s.right + 1 : 'no turning point';
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(await turningSeen(), true, 'the turning point is in sight when the review opens');
  // Scrolled to its start: the first point whole inside the graph's box, and a visible line saying the graph scrolls.
  const start = await page.evaluate(() => {
    const scroll = document.querySelector('#graph .graph-scroll');
    scroll.scrollLeft = 0;
    const s = scroll.getBoundingClientRect();
    const p = document.querySelector('#graph .point').getBoundingClientRect();
    const swipe = document.querySelector('#graph .graph-swipe');
    return { firstWhole: p.left - 4 >= s.left && p.top >= s.top, swipe: swipe.checkVisibility() ? swipe.textContent : null };
  });
  assert.ok(start.firstWhole, 'the first point and its focus ring are inside the graph\'s box');
  assert.match(start.swipe ?? '', /swipe it sideways/);
  // The last moment: its point scrolled into the graph's view.
  await page.$$eval('#graph .point', (ps) => ps.at(-1).click());
  const seen = await page.evaluate(() => {
    const scroll = document.querySelector('#graph .graph-scroll');
    const p = document.querySelector('#graph .point.current').getBoundingClientRect();
    const s = scroll.getBoundingClientRect();
    return p.left >= s.left - 1 && p.right <= s.right + 1;
  });
  assert.ok(seen, 'the current point is in sight');
}

test('the review of the current match between rounds, by keyboard; the match goes on after it', async () => {
  const { page, errors, context } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp', seed: 31, names: ['Ann', 'Bo'], firstRule: 'alternate' });
  // Not while a round is being played.
  assert.equal(await page.isVisible('#review-open'), false);
  await page.keyboard.press('v');
  assert.ok(await page.isVisible('#play'));
  // Two rounds, then review.
  for (let round = 0; round < 2; round += 1) {
    if (round) await page.keyboard.press('n');
    while ((await state(page)).phase === 'drawing') {
      const s = await state(page);
      await page.keyboard.press(wantsCard(s) ? 't' : 's');
      await page.waitForFunction((v) => window.duel.state().version > v, s.version);
    }
  }
  const before = await state(page);
  assert.equal(before.phase, 'round_over');
  assert.ok(await page.isVisible('#review-open'));
  await page.keyboard.press('v');
  assert.ok(await page.isVisible('#review'));
  const { review } = await engineReview(page);
  checkReview(await readReview(page), review, { order: ['p1', 'p2'], words: EN_WORDS });
  assert.ok(review.decisions.every((d) => d.round <= 2));
  assert.match(await page.textContent('#review-match'), /match in progress/);
  // Every control is reached with Tab, in order: Back, the key moments, the replay, the rows, share.
  const order = [];
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const a = document.activeElement;
      return a.id || (a.classList.contains('step-btn') ? 'step' : a.tagName);
    });
    if (order.at(-1) !== id) order.push(id);
    if (id === 'copy-text') break;
  }
  for (const id of ['review-back', 'replay-first', 'replay-prev', 'replay-next', 'replay-last', 'step', 'share-link', 'copy-link', 'copy-text']) {
    assert.ok(order.includes(id), `${id} is reachable with Tab (${order.join(', ')})`);
  }
  assert.ok(order.indexOf('review-back') < order.indexOf('replay-first'));
  assert.ok(order.indexOf('replay-last') < order.indexOf('share-link'));
  // Enter and Space on the replay's buttons.
  await page.focus('#replay-last');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('#replay-table', 'data-step'), String(before.version));
  await page.focus('#replay-prev');
  await page.keyboard.press(' ');
  assert.equal(await page.getAttribute('#replay-table', 'data-step'), String(before.version - 1));
  // The table shows the round as it ended; replay names the last move.
  await page.keyboard.press('End');
  assert.deepEqual(await readTable(page, '#replay-table'), await readTable(page, '#play'));
  // The review changed nothing: Back, and the match is where it was.
  await page.click('#review-back');
  assert.ok(await page.isVisible('#play'));
  assert.deepEqual(await state(page), before);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'review-open');
  await page.keyboard.press('n');
  assert.equal((await state(page)).round, 3);
  // A new state, a new review: it now covers round 3's first move too.
  await page.keyboard.press((wantsCard(await state(page))) ? 't' : 's');
  while ((await state(page)).phase === 'drawing') await page.keyboard.press('s');
  await page.keyboard.press('v');
  const again = await page.evaluate(() => window.duelReview.review());
  assert.ok(again.decisions.some((d) => d.round === 3));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tampered link gets a clear message, the saved match is untouched, the menu works', async () => {
  assert.ok(finished, 'the first test finished a match');
  const { page, errors, context } = await openPage(env, { path: '?fast' });
  await ready(page);
  // A match in progress, saved.
  await startMatch(page, { mode: 'pvp', seed: 8 });
  await page.click('#take');
  const saves = await storedSaves(page);
  const revs = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('duel21.rev.')).map((k) => [k, localStorage.getItem(k)])));
  assert.equal(Object.keys(saves).length, 1);
  const code = finished.code;
  const [head, moves] = [code.slice(0, code.lastIndexOf('.') + 1), code.slice(code.lastIndexOf('.') + 1)];
  // Each refusal's reason, in English and in Chinese: a damaged link is said
  // in the page's language with what is wrong after it in the engine's
  // English; a link of another version is said in Chinese whole.
  const tampered = [
    ['not a code', /it does not have the five parts of a match/, /不是完整的五段比赛代码/],
    [`${code}x`, /is not t, s or n/, /不是 t、s 或 n/],
    [code.replace('.123.', '.abc.'), /its seed is not a number/, /种子不是数字/],
    [code.replace(/\.cx1(.)\./, '.qx1$1.'), /its settings are not valid/, /设置无效/],
    [`${code}${'t'.repeat(700)}`, /it is too long/, /太长了/],
    [`${code}t`, /comes when nobody may move/, /出现时没有人可以行动/],
    // "Next round" as the first move, while the first round is being played.
    [`${head}n${moves.slice(1)}`, /is illegal/, /不合规则/],
    [code.replace(/^21\.1\./, '21.9.'), /not a 21点 match of this version/, /不是这个版本的21点比赛/],
  ];
  for (const [lang, lead] of [['en', /^This review link is damaged and cannot be opened \(the shared match link is damaged: /], ['zh', /^这个复盘链接已损坏，无法打开（分享的比赛链接已损坏：/]]) {
    for (const [bad, whyEn, whyZh] of tampered) {
      const why = lang === 'zh' && bad.startsWith('21.9.') ? whyZh : whyEn;
      await page.goto(`${env.server.url}?review=${encodeURIComponent(bad)}`);
      await ready(page);
      if ((await page.getAttribute('html', 'lang')).startsWith('zh') !== (lang === 'zh')) {
        await page.click('#lang-toggle');
      }
      const msg = await page.textContent('#notice');
      assert.ok(await page.isVisible('#notice'), `refused: ${bad.slice(0, 40)}`);
      // A link of another version is said as such (not_this_version), not as damage.
      if (bad.startsWith('21.9.')) assert.match(msg, lang === 'zh' ? /^这个复盘链接已损坏，无法打开（不是这个版本的21点比赛）/u : /^This review link is damaged and cannot be opened \(it is not a 21点 match of this version\)/);
      else assert.match(msg, lead);
      assert.match(msg, why);
      assert.ok(await page.isVisible('#menu'));
      assert.equal(await page.isVisible('#review'), false);
      assert.deepEqual(await storedSaves(page), saves, 'the saved match is untouched');
    }
  }
  // The language toggle re-says the message in the other language.
  await page.goto(`${env.server.url}?review=garbage`);
  await ready(page);
  const before = await page.textContent('#notice');
  await page.click('#lang-toggle');
  assert.notEqual(await page.textContent('#notice'), before);
  assert.match(await page.textContent('#notice'), /five parts/);
  // The menu still works: continue the saved match from it.
  await page.click('#saved-list button');
  assert.ok(await page.isVisible('#play'));
  const s = await state(page);
  assert.equal(s.version, 1);
  assert.deepEqual(await storedSaves(page), saves);
  const revsAfter = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('duel21.rev.')).map((k) => [k, JSON.parse(localStorage.getItem(k)).id])));
  assert.deepEqual(revsAfter, Object.fromEntries(Object.entries(revs).map(([k, v]) => [k, JSON.parse(v).id])));
  assert.deepEqual(errors, []);
  await context.close();
});
