// The online lobby's flow around a match in progress (two devices over
// real WebRTC, `?stun=none`, the harness of online-helpers.mjs):
// 1. A `#join=` link opened mid-match: a bad code changes nothing, another
//    match's invitation asks first and "Keep playing" keeps the match and
//    its connection; a `#reply=` link keeps the table; a flood of sync
//    points is answered once; after the match, a new one joins in the same tab.
// 2. A withheld chain link: after 30 s (Playwright's clock) the page says so
//    and offers the claim; claimed, the match ends as won here, is counted,
//    stays claimed after a reload, and the other device is told.
// 3. A reply to an older invitation fails after 20 s with a reason.
// 4. A damaged record is set aside and said once; a bad `?stun=` is said.
// 5. The reply tab, the menu's way back, Enter and long names in the name boxes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, openTab, ready, settle } from './helpers.mjs';
import { onlineKit } from './online-helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const { device, rel, connect, info, settled, move, withholdUntilTake, done } = onlineKit(() => env);
const saved = (p) => p.evaluate(() => localStorage.getItem('duel21.online'));

/** A third device's invitation (another match). */
async function otherInvitation() {
  const o = await device('?stun=none');
  await o.page.click('#online-open');
  await o.page.click('#online-invite');
  await o.page.waitForSelector('#online-link[data-kind="invite"]');
  return { o, link: await o.page.inputValue('#online-link') };
}

test('a join link mid-match changes nothing unless the player leaves; a reply link keeps the table; sync is answered once; a finished match makes way', async () => {
  const { h, g, reply } = await connect('Ann', 'Bo');
  const pages = [h.page, g.page];
  await move(pages);
  await move(pages);
  // The draw a move starts goes on by itself (a random value, a chain link):
  // the record is read once both sides hold the same one.
  await settled(pages);
  const before = await saved(g.page);
  // A bad code: refused before anything changes.
  await g.page.evaluate(() => { location.hash = '#join=garbage'; });
  await g.page.waitForSelector('#online-join:not([hidden])');
  await g.page.click('#online-answer');
  await g.page.waitForSelector('#online-table:not([hidden])');
  assert.match(await g.page.textContent('#online-error'), /This connection code cannot be used: not a connection code/);
  assert.equal(await saved(g.page), before, 'the record is unchanged');
  await move(pages);
  const [, afterBad] = await settled(pages);
  assert.ok(!afterBad.lost, 'the connection stayed');
  // Another match's invitation: asked first, naming the friend; the default keeps the match.
  const { o, link } = await otherInvitation();
  const mid = await saved(g.page);
  await g.page.evaluate((l) => { location.hash = new URL(l).hash; }, link);
  await g.page.waitForSelector('#online-join:not([hidden])');
  await g.page.click('#online-answer');
  await g.page.waitForSelector('#confirm[open]');
  assert.match(await g.page.textContent('#confirm-text'), /match with Ann is not over/);
  assert.equal(await g.page.evaluate(() => document.activeElement.id), 'confirm-no');
  await g.page.keyboard.press('Enter');
  await g.page.waitForSelector('#online-table:not([hidden])');
  assert.equal(await saved(g.page), mid, 'kept');
  await move(pages);
  await o.context.close();
  // A reply link opened in the playing tab: the table stays.
  await h.page.evaluate((l) => { location.hash = new URL(l).hash; }, reply);
  await settle(h.page);
  assert.equal(await h.page.getAttribute('#online', 'data-stage'), 'table');
  await h.page.waitForFunction(() => /not waiting for a reply/.test(document.getElementById('online-status').textContent));
  // A damaged one: the table stays too, and the page says why the code is refused.
  await h.page.evaluate(() => { location.hash = '#reply=tAAAA'; });
  await h.page.waitForFunction(() => /This connection code cannot be used/.test(document.getElementById('online-error').textContent));
  assert.equal(await h.page.getAttribute('#online', 'data-stage'), 'table');
  // A flood of sync points asking for the whole record: answered once (at
  // connection), not again. The same point as at connection (the match
  // was new then) is taken as a resend whose acknowledgement was lost: it
  // is acknowledged (`k:`, ten times at most) and nothing else is sent.
  await g.page.evaluate(() => {
    const c = window.__channels.at(-1);
    window.__sent = [];
    const s = c.send.bind(c);
    c.send = (d) => { window.__sent.push(String(d)); return s(d); };
  });
  await h.page.evaluate(() => {
    const save = JSON.parse(localStorage.getItem('duel21.online'));
    const start = JSON.parse(save.messages[0]).prev;
    for (let i = 0; i < 50; i += 1) window.__channels.at(-1).send(`s:{"count":0,"hash":"${start}"}`);
  });
  await g.page.waitForFunction(() => Number(document.getElementById('online').dataset.refused) >= 40);
  const sent = await g.page.evaluate(() => window.__sent);
  assert.ok(sent.length <= 10 && sent.every((d) => d === 'k:'), `nothing resent, ten acknowledgements at most: ${sent}`);
  assert.match(await g.page.textContent('#online-refused'), /second sync point/);
  // Valid play clears the refusal's line.
  await move(pages);
  await move(pages);
  await settled(pages);
  await g.page.waitForFunction(() => document.getElementById('online-error').hidden);
  while (await move(pages));
  // The finished match makes way for a new one in the same tab.
  const n = await device('?stun=none');
  await n.page.click('#online-open');
  await n.page.fill('#online-name', 'Cy');
  await n.page.click('#online-invite');
  await n.page.waitForSelector('#online-link[data-kind="invite"]');
  await g.page.evaluate((l) => { location.hash = new URL(l).hash; }, await n.page.inputValue('#online-link'));
  await g.page.waitForSelector('#online-join:not([hidden])');
  await g.page.click('#online-answer');
  await g.page.waitForSelector('#online-link[data-kind="reply"]');
  await n.page.fill('#online-paste', await g.page.inputValue('#online-link'));
  // Connect double-clicked: the reply is applied once, and no error is shown.
  await n.page.dblclick('#online-paste-go');
  const [x, y] = await settled([n.page, g.page]);
  await settle(n.page);
  assert.ok(await n.page.isHidden('#online-error'), await n.page.textContent('#online-error'));
  assert.equal(await n.page.getAttribute('#online', 'data-refused'), null, 'nothing refused');
  assert.ok(Number(x.count) < 20 && x.count === y.count, `a new match: ${x.count}`);
  assert.match(await g.page.textContent('#online-table .scoreboard'), /Cy/);
  assert.deepEqual([...h.errors, ...g.errors, ...n.errors], []);
  for (const d of [h, g, n]) await d.context.close();
});

test('a withheld chain link may be claimed after 30 s: won here, counted, kept after a reload, and the other device is told', async () => {
  // Seeded randomness, so the deck (and the way below to Bo's take) is the
  // same every run: with another deck it may be Bo who deals the next round.
  const { h, g } = await connect('Ann', 'Bo', [11, 22], { clock: [false, true] });
  // The host's device withholds every chain link from now on; Bo takes a card.
  await withholdUntilTake(h, g);
  // 1.5 s on the guest's clock, and the host has handled all it was sent.
  await g.page.clock.runFor(1500);
  await settle(h.page);
  assert.ok(await g.page.isHidden('#online-claim'), 'no claim before the wait');
  assert.ok(await h.page.isHidden('#online-claim'), 'the withholding side has nothing to claim');
  await g.page.clock.fastForward(31000);
  await g.page.waitForSelector('#online-claim:not([hidden])');
  assert.match(await g.page.textContent('#online-claim-text'), /Ann’s device has not answered for 3\d s/);
  await g.page.click('#online-claim-button');
  await g.page.waitForSelector('#online-summary:not([hidden])');
  assert.match(await g.page.textContent('#online-summary-score'), /claimed by Bo/);
  assert.equal(await g.page.textContent('#online-summary-winner'), 'You win the match!');
  assert.match(await g.page.textContent('#online-turn'), /You claimed the match/);
  // The other device, still there, is told: it cannot go on.
  await h.page.waitForFunction(() => /claimed the match: it cannot go on/.test(document.getElementById('online-turn').textContent));
  assert.ok(await h.page.isVisible('#online-summary'));
  // The claim is only the other device's word: it names no winner there.
  assert.equal(await h.page.textContent('#online-summary-winner'),
    'The match ended: Bo’s device claimed it. That is only its word, so this device names no winner.');
  // Ended: no move is offered on either table, whatever phase it stopped in.
  for (const p of [h.page, g.page]) {
    for (const id of ['online-take', 'online-stand', 'online-next']) assert.ok(await p.isHidden(`#${id}`), id);
  }
  // A reload keeps it claimed.
  await g.page.reload();
  await ready(g.page);
  if ((await g.page.getAttribute('body', 'data-screen')) !== 'online') await g.page.click('#online-open');
  await g.page.waitForSelector('#online-summary:not([hidden])');
  assert.match(await g.page.textContent('#online-summary-score'), /claimed by Bo/);
  // Counted by the claimant.
  const rowOf = async (p, name) => {
    await p.click('#stats-button');
    await p.waitForSelector('#stats21-body tr');
    return p.$$eval('#stats21-body tr', (trs, n) => trs.map((tr) => [...tr.cells].map((c) => c.textContent))
      .find((cells) => cells[0] === `Online · ${n}`), name);
  };
  const won = await rowOf(g.page, 'Ann');
  assert.deepEqual(won.slice(1, 5), ['1', '1', '0', '0'], `the guest's row: ${won}`);
  // The other device has only the claimant's word: not counted there.
  assert.equal(await rowOf(h.page, 'Bo'), undefined);
  await done(h, g);
});

test('a reply to an older invitation does not leave the host at Connecting… for ever', async () => {
  const h = await device('?stun=none', null, { clock: true });
  await h.page.click('#online-open');
  await h.page.fill('#online-name', 'Ann');
  await h.page.click('#online-invite');
  await h.page.waitForSelector('#online-link[data-kind="invite"]');
  const first = await h.page.inputValue('#online-link');
  const g = await device(rel(first));
  await g.page.waitForSelector('#online-join:not([hidden])');
  await g.page.click('#online-answer');
  await g.page.waitForSelector('#online-link[data-kind="reply"]');
  const reply = await g.page.inputValue('#online-link');
  // The host makes a newer invitation, then gets the reply to the first.
  await h.page.reload();
  await ready(h.page);
  if ((await h.page.getAttribute('body', 'data-screen')) !== 'online') await h.page.click('#online-open');
  await h.page.click('#online-invite');
  await h.page.waitForFunction((old) => document.getElementById('online-link').dataset.kind === 'invite' && document.getElementById('online-link').value !== old, first);
  await h.page.fill('#online-paste', reply);
  await h.page.click('#online-paste-go');
  await h.page.waitForFunction(() => /Connecting/.test(document.getElementById('online-status').textContent));
  await h.page.clock.fastForward(21000);
  await h.page.waitForFunction(() => /did not connect within 20 s.*older invitation/.test(document.getElementById('online-error').textContent));
  await h.context.close();
  await g.context.close();
});

test('a damaged online record is set aside and said once; a ?stun= list that is not used is said', async () => {
  const d = await openPage(env, { path: '?stun=javascript:alert(1)' });
  await ready(d.page);
  const bad = JSON.stringify({ v: 1, seat: 'p1', secret: '00'.repeat(32), name: 'A', messages: ['{"v":1}'] });
  await d.page.evaluate((t) => localStorage.setItem('duel21.online', t), bad);
  await d.page.click('#online-open');
  await d.page.waitForSelector('#online-error:not([hidden])');
  const text = await d.page.textContent('#online-error');
  assert.match(text, /damaged at message 0/);
  assert.equal(text.match(/damaged/g).length, 2, `said once (and where it went): ${text}`);
  assert.match(text, /set aside in this browser as duel21\.online\.damaged/);
  assert.equal(await d.page.evaluate(() => localStorage.getItem('duel21.online.damaged')), bad);
  assert.equal(await saved(d.page), null);
  // The address's STUN list was refused: said, with why.
  await d.page.click('#online-invite');
  await d.page.waitForSelector('#online-link[data-kind="invite"]');
  assert.match(await d.page.textContent('#online-error'), /STUN list \(\?stun=\) was not used: “javascript:alert\(1\)” is not a STUN server/);
  await d.context.close();
  const many = await openPage(env, { path: `?stun=${Array.from({ length: 9 }, (_, i) => `stun:s${i}.example:3478`).join(',')}`, locale: 'zh-CN' });
  await ready(many.page);
  await many.page.click('#online-open');
  await many.page.waitForSelector('#online-error:not([hidden])');
  assert.match(await many.page.textContent('#online-error'), /没有使用：它列出了 9 个服务器，最多 8 个/);
  await many.context.close();
});

test('the reply tab says only that it passed the reply; the menu offers the match back; Enter and long names in the name boxes', async () => {
  const h = await device('?stun=none');
  await h.page.click('#online-open');
  // A name over the one name rule is refused, not cut.
  await h.page.fill('#online-name', 'A'.repeat(40));
  await h.page.press('#online-name', 'Enter');
  await h.page.waitForSelector('#online-error:not([hidden])');
  assert.match(await h.page.textContent('#online-error'), /That name cannot be used: the name has 40 characters, at most 32/);
  await h.page.fill('#online-name', 'Ann');
  await h.page.press('#online-name', 'Enter');
  await h.page.waitForSelector('#online-link[data-kind="invite"]');
  const g = await device(rel(await h.page.inputValue('#online-link')));
  await g.page.waitForSelector('#online-join:not([hidden])');
  await g.page.fill('#online-guest-name', 'Bo');
  // Enter held down (three presses at once): one reply is made, and no error is shown.
  await g.page.evaluate(() => {
    const box = document.getElementById('online-guest-name');
    for (let i = 0; i < 3; i += 1) box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, repeat: i > 0 }));
  });
  await g.page.waitForSelector('#online-link[data-kind="reply"]');
  await settle(g.page);
  assert.ok(await g.page.isHidden('#online-error'), await g.page.textContent('#online-error'));
  const tab = await openTab(env, h.context, h.errors, { path: rel(await g.page.inputValue('#online-link')) });
  await tab.waitForFunction(() => document.getElementById('online-passed-text').textContent.includes('reached your waiting tab'));
  await settled([h.page, g.page]);
  await move([h.page, g.page]);
  await settled([h.page, g.page]);
  await settle(tab);
  assert.ok(await tab.isHidden('#online-lost'), 'only the passed message');
  await tab.close();
  // A new tab of the guest's browser: the menu offers the match back.
  const m = await openTab(env, g.context, g.errors, { path: '?stun=none' });
  await m.waitForSelector('#online-resume');
  assert.equal(await m.textContent('#online-resume'), 'Resume the online match with Ann');
  await m.click('#online-resume');
  await m.waitForSelector('#online-table:not([hidden])');
  // Held by the playing tab: the felt says so, not "Connection lost".
  await move([h.page, g.page]);
  await m.waitForSelector('#online-load:not([hidden])');
  assert.match(await m.textContent('#online-turn'), /goes on in another tab/);
  // The guest's lost line says who sends the new link.
  await h.page.evaluate(() => window.__channels.at(-1).close());
  await g.page.waitForSelector('#online-lost:not([hidden])');
  assert.match(await g.page.textContent('#online-lost-text'), /waiting for Ann to send a new link/);
  assert.match(await h.page.textContent('#online-lost-text'), /press Reconnect and send Bo the new link/);
  await h.context.close();
  await g.context.close();
});
