// The review of one's own online match, opened from its summary in the tab
// that played it, names the players (a review link carries no names) and,
// for a claimed match, says how it ended rather than "match in progress":
// the rounds as played, as the link's review shows them (the link does not
// carry the claim), and "not played to the end: claimed by Bo". The table's
// scoreboard shows the summary's score, the claim's round included. The same
// link opened elsewhere still shows the default names. Two devices
// over real WebRTC (`?stun=none`, online-helpers.mjs), the claim as
// online-flow's: the host withholds its chain links, the guest's clock runs on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, settle, keepShot } from './helpers.mjs';
import { onlineKit } from './online-helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const { rel, connect, settled, withholdUntilTake } = onlineKit(() => env);

test('a claimed online match reviewed in its own tab: the players\' names and "claimed by Bo"', async () => {
  const { h, g } = await connect('Ann', 'Bo', [11, 22], { clock: [false, true] });
  await withholdUntilTake(h, g);
  await g.page.clock.runFor(1500);
  await settle(h.page);
  // Before the claim, when it becomes possible: shown, outside any live region (not said every second).
  await g.page.clock.fastForward(10000);
  await g.page.waitForSelector('#online-claim-wait:not([hidden])');
  assert.match(await g.page.textContent('#online-claim-wait'), /^If Ann does not come back, you may claim the match in [12]\d s\.$/);
  assert.ok(await g.page.$eval('#online-claim-wait', (p) => !p.closest('[role=status],[role=alert],[aria-live]')));
  assert.ok(await g.page.isHidden('#online-claim'));
  const played = await g.page.$$eval('#online-table .scoreboard .score .points', (ns) => ns.map((n) => Number(n.textContent)));
  await g.page.clock.fastForward(21000);
  await g.page.waitForSelector('#online-claim:not([hidden])');
  await g.page.click('#online-claim-button');
  await g.page.waitForSelector('#online-summary:not([hidden])');
  assert.ok(await g.page.isHidden('#online-claim-wait'));
  // The round in play is the claimant's (the engine's score, as in the statistics).
  assert.match(await g.page.textContent('#online-summary-score'), new RegExp(`^Ann ${played[0]} : ${played[1] + 1} Bo · .* · claimed by Bo$`));
  // The scoreboard above the table shows the same score; the felt's status line says why.
  const board = await g.page.$$eval('#online-table .scoreboard .score .points', (ns) => ns.map((n) => Number(n.textContent)));
  assert.deepEqual(board, [played[0], played[1] + 1]);
  assert.match(await g.page.textContent('#online-turn'), /^You claimed the match/);
  // The other device, told of the claim, shows the same score as its own summary.
  await h.page.waitForSelector('#online-summary:not([hidden])');
  const told = await h.page.$$eval('#online-table .scoreboard .score .points', (ns) => ns.map((n) => Number(n.textContent)));
  assert.deepEqual(told, board);
  assert.match(await h.page.textContent('#online-summary-score'), new RegExp(`^Ann ${board[0]} : ${board[1]} Bo · .* · claimed by Bo$`));
  // In Chinese too; the pictures at a desk and on a phone.
  for (const lang of ['zh', 'en']) {
    await g.page.locator('[data-action="lang"]:visible').first().click();
    await g.page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
    if (lang === 'zh') assert.match(await g.page.textContent('#online-summary-score'), new RegExp(`^Ann ${board[0]} : ${board[1]} Bo · .* · Bo 判定获胜$`));
    for (const [w, ht] of [[1280, 800], [360, 640]]) {
      await g.page.setViewportSize({ width: w, height: ht });
      await keepShot(g.page, `online-claimed-board-${lang}-${w}.png`, { fullPage: true });
    }
  }
  await g.page.setViewportSize({ width: 1280, height: 800 });
  const href = await g.page.getAttribute('#online-review', 'href');

  await g.page.click('#online-review');
  await g.page.waitForFunction(() => document.body.dataset.screen === 'review' && document.body.dataset.ready === 'true');
  const line = await g.page.textContent('#review-match');
  assert.match(line, /^Ann \d+ : \d+ Bo /, line);
  // The rounds as played, as the link shows them; the claim said as where the match stopped.
  assert.match(line, new RegExp(`^Ann ${played[0]} : ${played[1]} Bo · .* · not played to the end: claimed by Bo$`), line);
  assert.doesNotMatch(line, /in progress|Player 1|Player 2/, line);
  assert.ok(await g.page.isHidden('#review-shared'), 'no note that a link carries no names');
  await keepShot(g.page, 'review-own-online.png');

  // Elsewhere the link shows what it carries: no names, no claim.
  const r = await openPage(env, { path: rel(href) });
  await r.page.waitForFunction(() => document.body.dataset.screen === 'review' && document.body.dataset.ready === 'true');
  const elsewhere = await r.page.textContent('#review-match');
  assert.match(elsewhere, new RegExp(`^Player 1 ${played[0]} : ${played[1]} Player 2 .* · match in progress$`), elsewhere);
  assert.ok(await r.page.isVisible('#review-shared'));
  assert.deepEqual([...h.errors, ...g.errors, ...r.errors], []);
  for (const d of [h, g, r]) await d.context.close();
});
