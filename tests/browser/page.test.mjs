// The page itself: names are text, the language toggle, the rules page, the
// coach panel, the phone layout, the Content-Security-Policy, and screenshots
// of the menu and the table (desktop and 360×640) under tests/artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, openPage, ready, state, startMatch, humanOrDone, ARTIFACTS } from './helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const EVIL = '<img src=x onerror=alert(1)>';

test('a player named like markup is shown as text and nothing executes', async () => {
  const { page, errors, context } = await openPage(env, { path: '?fast' });
  await ready(page);
  await page.evaluate(() => { window.__pwned = false; window.alert = () => { window.__pwned = true; }; });
  await startMatch(page, { mode: 'pvp', names: [EVIL, 'Bo'], seed: 4 });
  assert.equal(await page.textContent('#seat-p1 .name'), EVIL);
  assert.equal(await page.textContent('.scoreboard [data-seat="p1"] .name'), EVIL);
  // Finish a round so the name reaches the banner and history too.
  while ((await state(page)).phase === 'drawing') await page.click('#stand');
  assert.equal(await page.textContent('#history .h-p1'), EVIL);
  assert.equal(await page.locator('img').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), false);
  // The same holds after a reload from the save.
  await page.reload();
  await ready(page);
  assert.equal(await page.textContent('#seat-p1 .name'), EVIL);
  assert.equal(await page.locator('img').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the language follows the browser and the toggle switches and is remembered', async () => {
  const { page, errors, context } = await openPage(env, { locale: 'zh-CN' });
  await ready(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal((await page.textContent('#start')).trim().split(/\s/)[0], '开始');
  await page.click('#lang-toggle');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal((await page.textContent('#start')).trim().split(/\s/)[0], 'Start');
  assert.match(await page.textContent('#menu-heading'), /New match/);
  await startMatch(page, { mode: 'pvp', seed: 1 });
  assert.match(await page.textContent('#take'), /^Take/);
  assert.match(await page.textContent('#cards-left'), /cards left/);
  await page.keyboard.press('l');
  assert.match(await page.textContent('#take'), /^要牌/);
  assert.match(await page.textContent('#cards-left'), /剩余/);
  await page.reload();
  await ready(page);
  assert.match(await page.textContent('#take'), /^要牌/);
  // Rules in both languages.
  await page.click('#rules-button');
  assert.match(await page.textContent('#rules-list'), /爆牌/);
  await page.click('#lang-toggle');
  assert.match(await page.textContent('#rules-list'), /overshoot/);
  await page.keyboard.press('Escape');
  assert.ok(await page.isVisible('#play'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('coach panel, card labels, turn highlight and the reason line', async () => {
  const { page, errors, context } = await openPage(env, { path: '?fast' });
  await ready(page);
  await startMatch(page, { mode: 'computer', level: 'expert', seed: 42 });
  await page.click('#coach-toggle');
  assert.ok(await page.isVisible('#coach'));
  const e = await page.evaluate(() => window.duel.state());
  assert.equal(await page.locator('#coach-ranks .rank-cell').count(), 13);
  assert.match(await page.textContent('#coach-bust'), /^\d+%$/);
  assert.equal(await page.locator('#coach-equity .eq-row').count(), e.human_turn ? 2 : 0);
  // Cards carry text labels such as "A♠ ace of spades".
  const labels = await page.$$eval('#felt .card', (cs) => cs.map((c) => c.getAttribute('aria-label')));
  assert.equal(labels.length, 4);
  for (const l of labels) assert.match(l, /^(A|[2-9]|10|J|Q|K)[♠♥♣♦] \w+ of \w+$/);
  // The seat to move is highlighted.
  if (e.to_move) assert.equal(await page.locator(`#seat-${e.to_move}.to-move`).count(), 1);
  // An aria-live region announces what happens.
  assert.equal(await page.getAttribute('#live', 'aria-live'), 'polite');
  await page.click('#stand');
  await page.waitForFunction(() => /stands on \d+/.test(document.getElementById('live').textContent)
    || /takes|stands/.test(document.getElementById('live').textContent));
  const s = await humanOrDone(page);
  if (s.history.length > 0 || s.seats[1].cards.length > 2 || s.seats[1].stood) {
    assert.match(await page.textContent('#auto-reason'), /→ (take|stand)/);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone layout at 360×640: no horizontal scroll, big targets; screenshots', async () => {
  const shot = (page, name) => page.screenshot({ path: join(ARTIFACTS, name), fullPage: false });
  // Menu and table on a desktop.
  {
    const { page, errors, context } = await openPage(env, { path: '?fast', viewport: { width: 1100, height: 900 } });
    await ready(page);
    await shot(page, 'menu-desktop.png');
    await startMatch(page, { mode: 'computer', level: 'expert', seed: 7, names: ['Ann'] });
    await page.click('#take');
    await humanOrDone(page);
    await page.click('#coach-toggle');
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(ARTIFACTS, 'table-desktop.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  }
  // The same on a phone, with reduced motion.
  const { page, errors, context } = await openPage(env, { path: '?fast', viewport: { width: 360, height: 640 } });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await ready(page);
  const noScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(await noScroll(), 'menu fits');
  await shot(page, 'menu-360.png');
  await startMatch(page, { mode: 'pvp', seed: 77, names: ['Wang Xiaoming', 'Elizabeth Montgomery'] });
  const box = await page.locator('#take').boundingBox();
  assert.ok(box.height >= 44 && box.width >= 88, 'a big touch target');
  // Five cards in a hand still fit.
  for (let i = 0; i < 6; i += 1) {
    const s = await state(page);
    if (!s.can_take) break;
    await page.click('#take');
  }
  assert.ok(await noScroll(), 'table fits');
  const anim = await page.$eval('#felt .card', (c) => getComputedStyle(c).animationName);
  assert.equal(anim, 'none', 'no deal animation with reduced motion');
  await shot(page, 'table-360.png');
  await page.click('#coach-toggle');
  assert.ok(await noScroll(), 'coach fits');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page declares a strict Content-Security-Policy and an icon', async () => {
  const { page, errors, context } = await openPage(env);
  await ready(page);
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.equal(await page.locator('link[rel="icon"]').count(), 1);
  // Every script and style the page uses is its own file.
  assert.equal(await page.locator('script:not([src])').count(), 0);
  assert.equal(await page.locator('[style]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
