// The online summary's "Review this match" opens the review inside the page
// (a plain click): the tab stays on its address, the review names this
// tab's players, and Back or Escape returns to the summary with the
// connection open and the rematch offer alive; the link keeps its address
// for copying; a reload while it is open, then Back, leads to the menu with
// a word. Two devices over real WebRTC (`?stun=none`, online-helpers.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, keepShot } from './helpers.mjs';
import { onlineKit } from './online-helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const { connect, settled, move, device, rel, finished, done } = onlineKit(() => env);

const onScreen = (p, name) => p.waitForFunction((n) => document.body.dataset.screen === n && document.body.dataset.ready === 'true', name);

test('the online review opens in the page, and Back and Escape return to the summary with the connection and the rematch', async () => {
  const { h, g, tabSaid } = await connect('Ann', 'Bo', [11, 22]);
  const pages = [h.page, g.page];
  // Each message said once: the reply's tab says where the reply went once;
  // "Dealing…" once per device; round 1 is said once dealt, as every later round.
  assert.equal(tabSaid.filter((x) => /reached your waiting tab/.test(x)).length, 1, JSON.stringify(tabSaid));
  for (const p of pages) {
    const said = await p.evaluate(() => window.__said);
    assert.equal(said.filter((x) => x === 'Dealing…').length, 1, JSON.stringify(said));
  }
  await h.page.waitForFunction(() => window.__said.some((x) => /^Round 1 dealt: you have \d+, Bo has \d+\./.test(x)));
  while (await move(pages));
  const [a, b] = await settled(pages);
  assert.ok(a.over && b.over);
  // The summary says the record as a player would: both devices show the same code.
  for (const p of pages) {
    assert.match(await p.textContent('#online-summary-hash'), new RegExp(`^Match record: ${a.hash.slice(0, 8)}… — both devices show the same code$`));
  }
  // The last round's banner: this device's own seat in the second person (as against the computer).
  const banners = await Promise.all(pages.map((p) => p.textContent('#online-banner-title')));
  const mirrored = [['You win the round', 'Ann wins the round'], ['Bo wins the round', 'You win the round'], ['The round is a draw', 'The round is a draw']];
  assert.ok(mirrored.some((m) => m.join('|') === banners.join('|')), `${banners}`);
  const page = h.page;
  // The same page throughout: a mark set now survives (a navigation would drop it).
  await page.evaluate(() => { window.__same = true; });
  const address = page.url();
  const href = await page.getAttribute('#online-review', 'href');
  assert.match(href, /[?&]review=21\.2\./, 'the link keeps its address for copying');

  await page.click('#online-review');
  await onScreen(page, 'review');
  assert.equal(page.url(), address, 'the tab did not navigate');
  assert.ok(await page.evaluate(() => window.__same === true), 'the page was not reloaded');
  assert.match(await page.textContent('#review-match'), /^Ann \d+ : \d+ Bo /);
  await keepShot(page, 'online-review-inpage.png');

  // Escape: back to the summary, the link focused, the channel open.
  await page.keyboard.press('Escape');
  await onScreen(page, 'online');
  await page.waitForFunction(() => document.activeElement?.id === 'online-review');
  assert.ok(await page.isVisible('#online-summary'));
  assert.ok(await page.evaluate(() => window.__channels.at(-1).readyState === 'open'), 'the connection is open');
  assert.ok(await page.isVisible('#online-rematch'), 'the rematch is offered');

  // The page's Back button too.
  await page.keyboard.press('Enter');
  await onScreen(page, 'review');
  await page.click('#review [data-action="back"]');
  await onScreen(page, 'online');
  assert.ok(await page.isVisible('#online-summary'));
  assert.ok(await page.isEnabled('#online-rematch'));

  // The rematch offer still reaches the friend.
  await page.click('#online-rematch');
  await g.page.waitForFunction(() => /Ann wants a rematch/.test(document.getElementById('online-rematch-text').textContent));
  await done(h, g);
});

test('the friend gone while the review is open: Back still returns to the summary, which says the connection is closed', async () => {
  const { h, g } = await finished('Ann', 'Bo', [11, 22]);
  const page = h.page;
  await page.click('#online-review');
  await onScreen(page, 'review');
  // The friend leaves (closes the tab) while this device looks at the review.
  await g.page.evaluate(() => { for (const pc of window.__pcs) pc.close(); });
  await page.waitForFunction(() => window.__channels.at(-1).readyState === 'closed');
  await page.click('#review [data-action="back"]');
  await onScreen(page, 'online');
  assert.equal(await page.getAttribute('#online', 'data-stage'), 'table', 'the summary, not the screen to start a new match');
  assert.ok(await page.isVisible('#online-summary'));
  await page.waitForFunction(() => document.activeElement?.id === 'online-review');
  assert.equal(await page.textContent('#online-rematch-text'), 'The connection to Bo is closed: no rematch over it.');
  assert.ok(await page.isHidden('#online-rematch'));
  await done(h, g);
});

test('the rematch accepted while the review is open: Back shows the new match with the focus on its table', async () => {
  const { h, g } = await finished('Ann', 'Bo', [11, 22]);
  const page = h.page;
  await page.click('#online-rematch');
  await page.click('#online-review');
  await onScreen(page, 'review');
  await g.page.click('#online-rematch');
  // The new match is said while the review is on show.
  await page.waitForFunction(() => window.__said.at(-1)?.startsWith('Round 1 dealt: you have'));
  await page.keyboard.press('Escape');
  await onScreen(page, 'online');
  assert.ok(await page.isHidden('#online-summary'));
  // The link that opened the review is gone with the summary: the new table has the focus, not the page.
  await page.waitForFunction(() => document.activeElement?.matches('#online-table .felt'));
  await done(h, g);
});

test('a reload while the review is open, then Back: the menu says the match is over and counted (either language); Escape on the summary leaves for the menu as every summary does, losing nothing', async () => {
  const { h, g } = await finished('Ann', 'Bo', [11, 22]);
  // Bo's page in Chinese from here on (the language kept through a reload).
  await g.page.locator('[data-action="lang"]:visible').first().click();
  await g.page.waitForFunction(() => document.documentElement.lang.startsWith('zh'));
  const page = h.page;
  // Escape twice: the review, then the summary, to the menu — as Escape (the
  // page's Back) leaves a finished match's summary on the table against the
  // computer (which the menu offers again). Nothing is lost: the connection
  // stays, and the online screen opened again shows the summary with its rematch.
  await page.click('#online-review');
  await onScreen(page, 'review');
  await page.keyboard.press('Escape');
  await onScreen(page, 'online');
  await page.waitForFunction(() => document.activeElement?.id === 'online-review');
  await page.keyboard.press('Escape');
  await onScreen(page, 'menu');
  assert.ok(await page.evaluate(() => window.__channels.at(-1).readyState === 'open'), 'the connection is open');
  await page.click('#online-open');
  await onScreen(page, 'online');
  assert.ok(await page.isVisible('#online-summary'));
  assert.ok(await page.isVisible('#online-rematch'));
  // The connection gone, Escape leaves the summary too; the online screen
  // then offers it again above the form to start a new match (either language).
  await g.page.evaluate(() => { for (const pc of window.__pcs) pc.close(); });
  await page.waitForFunction(() => window.__channels.at(-1).readyState === 'closed');
  const last = { 'en-US': 'Your match with Bo is over: show its summary again', 'zh-CN': '与 Ann 的比赛已经结束：再看它的小结' };
  for (const [p, locale] of [[h.page, 'en-US'], [g.page, 'zh-CN']]) {
    await onScreen(p, 'online');
    await p.keyboard.press('Escape');
    await onScreen(p, 'menu');
    await p.click('#online-open');
    await onScreen(p, 'online');
    assert.equal(await p.getAttribute('#online', 'data-stage'), 'start', locale);
    assert.equal(await p.textContent('#online-last-button'), last[locale]);
    for (const [w, ht] of [[360, 640], [1280, 720]]) {
      await p.setViewportSize({ width: w, height: ht });
      await keepShot(p, `online-last-${locale}-${w}.png`);
    }
    await p.click('#online-last-button');
    assert.equal(await p.getAttribute('#online', 'data-stage'), 'table', locale);
    assert.ok(await p.isVisible('#online-summary'), locale);
    assert.ok(await p.isVisible('#online-transcript'), `${locale}: the transcript can still be saved`);
    assert.equal(await p.evaluate(() => document.activeElement?.id), 'online-summary-title');
  }

  // A reload while the review is open; then Back (the page's on one device,
  // the browser's on the other): the summary cannot be built again (the
  // finished match's record went once counted), so the menu says where the
  // match went, never the empty form to start one.
  const words = {
    'en-US': 'The online match is over and counted in your statistics; its summary was not kept when the page was reloaded.',
    'zh-CN': '在线比赛已经结束，并已计入统计；页面重新载入后，它的小结没有保留下来。',
  };
  for (const [p, locale, back] of [[h.page, 'en-US', 'button'], [g.page, 'zh-CN', 'browser']]) {
    await p.click('#online-review');
    await onScreen(p, 'review');
    await p.reload();
    await onScreen(p, 'review');
    if (back === 'button') await p.click('#review [data-action="back"]');
    else await p.goBack();
    await onScreen(p, 'menu');
    assert.ok(await p.isVisible('#notice'), locale);
    assert.equal(await p.textContent('#notice'), words[locale]);
    // A note, not a failure: the page's own colours, never the red of an error.
    const [noticeBg, errorBg] = await p.evaluate(() => {
      const probe = Object.assign(document.createElement('p'), { className: 'error' });
      document.body.append(probe);
      const red = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return [getComputedStyle(document.getElementById('notice')).backgroundColor, red];
    });
    assert.notEqual(noticeBg, errorBg, `${locale}: the note is not shown as an error`);
    for (const [w, ht] of [[1280, 800], [360, 640]]) {
      await p.setViewportSize({ width: w, height: ht });
      await keepShot(p, `online-review-reload-back-${locale}-${w}.png`);
    }
  }
  await done(h, g);
});

test('the invitation and reply link boxes: a short name, the instructions their description', async () => {
  const h = await device('?stun=none');
  await h.page.click('#online-open');
  await h.page.fill('#online-name', 'Ann');
  await h.page.click('#online-invite');
  await h.page.waitForSelector('#online-link[data-kind="invite"]');
  const box = h.page.getByRole('textbox', { name: 'Invitation link', exact: true });
  assert.equal(await box.count(), 1);
  assert.match(await box.getAttribute('aria-describedby'), /^online-code-what$/);
  assert.match(await h.page.textContent('#online-code-what'), /^Send this invitation link to your friend/);
  // The guest's reply box, in Chinese.
  const g = await device(rel(await h.page.inputValue('#online-link')), null, { locale: 'zh-CN' });
  await g.page.waitForSelector('#online-join:not([hidden])');
  await g.page.fill('#online-guest-name', '小明');
  await g.page.click('#online-answer');
  await g.page.waitForSelector('#online-link[data-kind="reply"]');
  assert.equal(await g.page.getByRole('textbox', { name: '回复链接', exact: true }).count(), 1);
  assert.equal(await g.page.getAttribute('#online-link', 'aria-describedby'), 'online-code-what');
  for (const [d, name] of [[h, 'online-link-invite'], [g, 'online-link-reply-zh']]) {
    for (const [w, ht] of [[1280, 800], [360, 640]]) {
      await d.page.setViewportSize({ width: w, height: ht });
      await keepShot(d.page, `${name}-${w}.png`);
    }
  }
  await done(h, g);
});
