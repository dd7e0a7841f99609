// What a player hears and reads on the page's smaller surfaces, in both
// languages: a game resumed on a reload is said once, politely, from its
// snapshot; every button drawn with a key hint ("Start ↵", "Take T") is
// named without it; the menu's cards and labels at 360 px (and the 348 px
// Firefox's scrollbar leaves) keep each label on one line.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, openPage, ready, startMatch, humanOrDone, start24, keepShot } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

// Every text the live region is given, in order (a fresh context: an init script).
const RECORD_LIVE = () => {
  window.liveSaid = [];
  // Only the live region's own changes: a screen drawn elsewhere meanwhile says nothing.
  new MutationObserver((records) => {
    const live = document.getElementById('live');
    const text = live?.textContent;
    if (text && records.some((r) => live.contains(r.target))) window.liveSaid.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

const LANGS = [
  { lang: 'en', locale: 'en-US', resumed21: 'Match resumed: round 1. Your turn.', resumed24: /^24 points resumed\. Deal 1 \/ 13: / },
  { lang: 'zh', locale: 'zh-CN', resumed21: '比赛已恢复：第 1 回合。轮到你了。', resumed24: /^24点已恢复。第 1 \/ 13 手: / },
];

for (const { lang, locale, resumed21, resumed24 } of LANGS) {
  test(`${lang}: a match and a 24点 game resumed on a reload are said once, from the snapshot`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42&fast', locale, init: RECORD_LIVE });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'easy' });
    await humanOrDone(page);
    await page.reload();
    await ready(page);
    await page.waitForFunction(() => window.liveSaid.length > 0);
    const live = await page.locator('#live');
    assert.equal(await live.getAttribute('aria-live'), 'polite');
    assert.deepEqual(await page.evaluate(() => window.liveSaid), [resumed21]);

    assert.deepEqual(errors, []);
    await context.close();

    const second = await openPage(env, { path: '?seed=42&fast', locale, init: RECORD_LIVE });
    await ready(second.page);
    await start24(second.page, { mode: 'solo' });
    await second.page.reload();
    await ready(second.page);
    await second.page.waitForFunction(() => window.liveSaid.length > 0);
    const said = await second.page.evaluate(() => window.liveSaid);
    assert.equal(said.length, 1, said.join(' | '));
    assert.match(said[0], resumed24);
    assert.deepEqual(second.errors, []);
    await second.context.close();
  });
}

// A button's name as a screen reader says it: its words, never its key hint.
const NAMES = {
  en: { start: 'Start', take: 'Take', stand: 'Stand', coach: 'Coach', newMatch: 'New match', lang: '中文', back: 'Back', submit: 'Submit', claim: 'No solution', hint: 'Hint', giveUp: 'Give up', newGame: 'New game', rules: 'Rules' },
  zh: { start: '开始', take: '要牌', stand: '停牌', coach: '教练', newMatch: '新比赛', lang: 'English', back: '返回', submit: '提交', claim: '无解', hint: '提示', giveUp: '放弃', newGame: '新游戏', rules: '规则' },
};

for (const { lang, locale } of LANGS) {
  test(`${lang}: buttons drawn with a key hint are named without it`, async () => {
    const n = NAMES[lang];
    const { page, errors, context } = await openPage(env, { path: '?seed=42&fast', locale });
    await ready(page);
    const named = async (name) => {
      const b = page.getByRole('button', { name, exact: true });
      assert.equal(await b.count(), 1, `one button named exactly "${name}"`);
      assert.ok(await b.isVisible(), `"${name}" is on show`);
      return b;
    };
    await named(n.start);
    await named(n.lang);
    await startMatch(page, { mode: 'computer', level: 'easy' });
    await humanOrDone(page);
    for (const name of [n.take, n.stand, n.coach, n.newMatch]) await named(name);
    await (await named(n.rules)).click();
    await page.waitForSelector('#rules-page:not([hidden])');
    await (await named(n.back)).click();
    await page.waitForSelector('#play:not([hidden])');
    assert.deepEqual(errors, []);
    await context.close();

    // 24点's table draws its buttons in its own view (game24/view.js).
    const second = await openPage(env, { path: '?seed=42&fast', locale });
    await ready(second.page);
    await start24(second.page, { mode: 'solo' });
    for (const name of [n.submit, n.claim, n.hint, n.giveUp]) {
      const b = second.page.getByRole('button', { name, exact: true });
      assert.equal(await b.count(), 1, `one button named exactly "${name}"`);
    }
    assert.deepEqual(second.errors, []);
    await second.context.close();
  });
}

// The most lines any one text of an element is laid out on (its line boxes' distinct tops).
function linesOf(selector) {
  return [...document.querySelectorAll(selector)].filter((e) => e.getClientRects().length > 0).map((e) => {
    const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    let lines = 0;
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(n);
      lines = Math.max(lines, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
    }
    return { text: e.textContent.trim(), lines };
  });
}

// The menu's cards, labels and buttons, and the table's scoreboard and buttons.
const ONE_LINE = 'fieldset.choice label > span, #menu-form .field > span:not([data-i18n="seed"]), #menu button, #play .scoreboard .name, #play .controls button, #play .secondary button';

for (const { lang, locale } of LANGS) {
  for (const width of [360, 348]) {
    test(`${lang}, ${width} px: the menu's and the table's labels keep to one line, nothing sticks out`, async () => {
      const { page, errors, context } = await openPage(env, { path: '?seed=42&fast', locale, viewport: { width, height: 640 } });
      await ready(page);
      const check = async (where) => {
        const found = await page.evaluate(linesOf, ONE_LINE);
        assert.ok(found.length > 4, where);
        const wrapped = found.filter((f) => f.lines > 1).map((f) => f.text);
        assert.deepEqual(wrapped, [], `${where}: wrapped`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(wide, 0, `${where}: sideways overflow`);
      };
      await check('21点 menu');
      await page.check('input[name=mode][value=computer]');
      await check('21点 menu, vs Computer');
      await page.check('input[name=game][value="24"]');
      await check('24点 menu');
      await page.check('input[name=game][value="21"]');
      await startMatch(page, { mode: 'computer', level: 'easy' });
      await humanOrDone(page);
      await check('21点 table');
      await keepShot(page, `menu-words-table-${lang}-${width}.png`);
      // 24点's table, the answer field focused (its buttons' keys read Alt+…).
      const second = await openPage(env, { path: '?seed=42&fast', locale, viewport: { width, height: 640 } });
      await ready(second.page);
      await start24(second.page, { mode: 'solo' });
      const wrapped24 = (await second.page.evaluate(linesOf, '#play24 button, #play24 .scoreboard .name')).filter((f) => f.lines > 1);
      assert.deepEqual(wrapped24, [], '24点 table: wrapped');
      await second.context.close();
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

// A damaged `#reply=` link: checked (bounded, parsed) in the tab it opens in,
// passed to no other tab, refused in the player's language, nothing stored changed.
for (const { lang, locale, damaged, notCode } of [
  { lang: 'en', locale: 'en-US', damaged: 'This connection code cannot be used: the connection code is damaged.', notCode: 'This connection code cannot be used: not a connection code.' },
  { lang: 'zh', locale: 'zh-CN', damaged: '这个连接码无法使用：连接码已损坏。', notCode: '这个连接码无法使用：这不是连接码。' },
]) {
  test(`${lang}: a damaged reply link is refused where it is opened and passed to no other tab`, async () => {
    const { page, errors, context } = await openPage(env, { locale });
    await ready(page);
    // A tab listening where a waiting tab would.
    await page.evaluate(() => {
      window.heard = [];
      new BroadcastChannel('duel21-online').onmessage = (e) => window.heard.push(e.data);
    });
    const storedBefore = await page.evaluate(() => JSON.stringify(localStorage));
    for (const [code, said] of [['zAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', damaged], ['z!not-a-code', notCode], [`z${'A'.repeat(5000)}`, notCode]]) {
      const tab = await context.newPage();
      const tabErrors = [];
      tab.on('pageerror', (e) => tabErrors.push(e.message));
      await tab.goto(`${env.server.url}#reply=${code}`);
      await ready(tab);
      await tab.waitForSelector('#online-error:not([hidden])');
      assert.equal(await tab.textContent('#online-error'), said, code.slice(0, 20));
      assert.equal(await tab.getAttribute('#online', 'data-stage'), 'start');
      assert.ok(await tab.isHidden('#online-passed'));
      assert.deepEqual(tabErrors, []);
      await tab.close();
    }
    assert.deepEqual(await page.evaluate(() => window.heard), [], 'nothing passed on');
    assert.equal(await page.evaluate(() => JSON.stringify(localStorage)), storedBefore, 'nothing stored changed');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// The moves of a two-player match on `seed` that give up nothing: each the
// coach's best, found in Node by the page's own wasm module.
async function bestMoves(seed) {
  const glue = await import('../../www/pkg/duel21.js');
  glue.initSync({ module: readFileSync(new URL('../../www/pkg/duel21_bg.wasm', import.meta.url)) });
  const game = new glue.Game(JSON.stringify({ mode: 'pvp', seed: String(seed) }));
  const keys = [];
  try {
    for (let s = game.snapshot(); s.phase !== 'match_over'; s = game.snapshot()) {
      if (s.phase === 'round_over') {
        game.next_round();
        keys.push('n');
      } else if ((game.explain().match_equity ?? game.explain().equity).best === 'take') {
        game.take_card();
        keys.push('t');
      } else {
        game.stand();
        keys.push('s');
      }
    }
  } finally {
    game.free();
  }
  return keys;
}

for (const { lang, locale } of LANGS) {
  test(`${lang}: "Learn from your mistakes" is offered only when the match has a decision worth drilling`, async () => {
    const none = lang === 'en' ? 'No decision of this match is worth drilling.' : '这局没有值得再练的错误。';
    for (const [what, keys, costly] of [['best play', await bestMoves(1), false], ['standing at once', null, true]]) {
      const { page, errors, context } = await openPage(env, { path: '?fast', locale });
      await ready(page);
      await startMatch(page, { mode: 'pvp', seed: 1 });
      for (let i = 0; ; i += 1) {
        const s = await page.evaluate(() => window.duel.state());
        if (s.phase === 'match_over') break;
        await page.keyboard.press(keys ? keys[i] : s.phase === 'round_over' ? 'n' : 's');
        await page.waitForFunction((v) => window.duel.state().version > v, s.version);
      }
      await page.waitForSelector('#summary:not([hidden])');
      await page.keyboard.press('v');
      await page.waitForSelector('#review:not([hidden])');
      if (costly) {
        await page.waitForSelector('#learn-start', { state: 'visible' });
        assert.notEqual(await page.textContent('#learn-intro'), none, what);
      } else {
        await page.waitForFunction((text) => document.getElementById('learn-intro').textContent === text, none);
        assert.ok(await page.isHidden('#learn-start'), `${what}: no "Ask me again"`);
        await keepShot(page.locator('#learn'), `review-learn-none-${lang}.png`);
      }
      await page.keyboard.press('Escape');
      await page.waitForSelector('#summary:not([hidden])');
      if (costly) await page.waitForSelector('#learn-summary', { state: 'visible' });
      else assert.ok(await page.isHidden('#learn-summary'), `${what}: the summary offers no Learn`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}
