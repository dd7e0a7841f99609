// A match that moved on to another tab, and a tab's own reload: two
// BrowserContexts of one Chromium over real WebRTC (`?stun=none`).
// The connection is cut, the host reconnects, and the guest opens the new
// invitation in a new tab: the guest's old tab says at once (before anyone
// moves) that the match went on in another tab, and offers the menu and
// taking the match back, not a Reconnect. The new tab, reloaded, says that
// it has no connection yet, not that the friend left.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openTab, settle } from './helpers.mjs';
import { onlineKit } from './online-helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const { rel, connect, info, settled, move, done } = onlineKit(() => env);

test('a reconnection in a new tab: the old tab says the match moved there; a reload blames nobody', async () => {
  const { h, g } = await connect('Ann', 'Bo');
  for (let i = 0; i < 2; i += 1) await move([h.page, g.page]);
  await settled([h.page, g.page]);
  await h.page.evaluate(() => window.__channels.at(-1).close());
  await g.page.waitForSelector('#online-lost:not([hidden])');
  assert.match(await g.page.textContent('#online-lost-text'), /Connection lost — waiting for Ann/);
  // The host reconnects; the guest opens the new invitation in a new tab, which answers at once.
  await h.page.click('#online-reconnect');
  await h.page.waitForFunction(() => /#join=.*&r=/.test(document.getElementById('online-link').value));
  const b = await openTab(env, g.context, g.errors, { path: rel(await h.page.inputValue('#online-link')) });
  await b.waitForFunction(() => document.getElementById('online-link').dataset.kind === 'reply');
  const tab = await openTab(env, h.context, h.errors, { path: rel(await b.inputValue('#online-link')) });
  await tab.waitForFunction(() => document.getElementById('online-passed-text').textContent.includes('reached'));
  await tab.close();
  const [x] = await settled([h.page, b]);
  // No one has moved since: the old tab hears the new tab's connection itself.
  await g.page.waitForSelector('#online-load:not([hidden])', { timeout: 5000 });
  assert.match(await g.page.textContent('#online-lost-text'), /moved to another tab of this browser/);
  assert.match(await g.page.textContent('#online-turn'), /goes on in another tab/);
  assert.ok(await g.page.isHidden('#online-reconnect'), 'no second connection from the old tab');
  assert.ok(await g.page.isVisible('#online-lost-menu'), 'the menu is offered');
  assert.equal(await g.page.textContent('#online-load'), 'Take the match back here');
  assert.equal((await info(g.page)).count, x.count);
  // The match goes on between the host and the new tab.
  await move([h.page, b]);
  await settled([h.page, b]);
  // The new tab reloaded: it has no connection yet, and Ann did not leave.
  await b.reload();
  await b.waitForSelector('body[data-ready="true"]');
  if (await b.isHidden('#online-table')) await b.click('#online-resume');
  await b.waitForSelector('#online-lost:not([hidden])');
  const lost = await b.textContent('#online-lost-text');
  assert.match(lost, /This tab has no connection of its own yet.*Ann did not leave/);
  assert.doesNotMatch(lost, /Connection lost/);
  const turn = await b.textContent('#online-turn');
  assert.match(turn, /This tab is not connected yet/);
  assert.doesNotMatch(turn, /Ann/);
  // Nor is a claim on its way against the friend who never left.
  await settle(b);
  assert.ok(await b.isHidden('#online-claim-wait'), await b.textContent('#online-claim-wait'));
  assert.ok(await b.isHidden('#online-claim'));
  // The old tab's menu button goes to the menu (this tab was opened by the invitation link: Back does not open it again).
  await g.page.click('#online-lost-menu');
  await g.page.waitForFunction(() => document.body.dataset.screen === 'menu');
  await done(h, g);
});
