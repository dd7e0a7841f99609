// A trapped engine never dies silently: when a wasm call throws a
// WebAssembly.RuntimeError, the page says the engine stopped, that the match
// is saved, and offers a reload, in both languages and both games; nothing
// is saved after the trap (a trapped module may answer garbage), so the
// reload resumes the last good save.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, state, startMatch, start24, keepShot } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const store = (page) => page.evaluate(() => Object.fromEntries(
  Object.keys(localStorage).filter((k) => !k.endsWith('.lang')).map((k) => [k, localStorage.getItem(k)]),
));

/** Makes the engine's class trap on `method`; after that, save() answers garbage. */
function breakEngine(page, cls, method) {
  return page.evaluate(async ([cls, method]) => {
    const pkg = await import(cls === 'Game24' ? '/www/pkg/game24.js' : '/www/pkg/duel21.js');
    const proto = pkg[cls].prototype;
    let trapped = false;
    proto[method] = () => {
      trapped = true;
      throw new WebAssembly.RuntimeError('unreachable');
    };
    const save = proto.save;
    proto.save = function () { return trapped ? 'garbage' : save.call(this); };
    const setClock = proto.set_clock;
    if (setClock) {
      proto.set_clock = function (ms) {
        if (trapped) throw new WebAssembly.RuntimeError('unreachable');
        return setClock.call(this, ms);
      };
    }
  }, [cls, method]);
}

test('21点: a trap shows "the engine stopped", keeps the last save, and a reload resumes it', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=5&fast' });
  await ready(page);
  await startMatch(page, { mode: 'pvp' });
  await page.click('#take');
  const good = await state(page);
  const before = await store(page);
  await breakEngine(page, 'Game', 'stand');
  await page.click('#stand');
  await page.waitForSelector('#trap', { state: 'visible' });
  assert.match(await page.textContent('#trap'), /engine stopped.*your match is saved.*reload to continue/is);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'trap-reload');
  assert.ok(await page.isHidden('#play'), 'no dead buttons left');
  await keepShot(page, `trap-en.png`);
  // In Chinese too.
  await page.click('#lang-toggle');
  assert.match(await page.textContent('#trap'), /引擎已停止/);
  await page.setViewportSize({ width: 360, height: 640 });
  await keepShot(page, `trap-zh-phone.png`);
  assert.deepEqual(await store(page), before, 'nothing saved after the trap');
  await page.click('#trap-reload');
  await ready(page);
  assert.deepEqual(await state(page), good);
  assert.deepEqual(errors, []);
  await context.close();
});

test('24点: a trap shows "the engine stopped"; no pagehide save after it', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=5' });
  await ready(page);
  await start24(page, { seed: 5 });
  await page.keyboard.press('Escape');
  await page.keyboard.press('g');
  await page.keyboard.press('n');
  const good = await page.evaluate(() => window.game24.state());
  const before = await store(page);
  await breakEngine(page, 'Game24', 'act');
  await page.keyboard.press('Escape');
  await page.keyboard.press('g');
  await page.waitForSelector('#trap', { state: 'visible' });
  assert.match(await page.textContent('#trap'), /engine stopped/i);
  assert.ok(await page.isHidden('#play24'));
  assert.deepEqual(await store(page), before);
  // Leaving the page (pagehide, visibilitychange) saves nothing either.
  await page.reload();
  await ready(page);
  const s = await page.evaluate(() => window.game24.state());
  assert.equal(s.version, good.version);
  assert.equal(s.deal.index, good.deal.index);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Serves the 21点 module with `Game.load` throwing `error` (a JS expression). */
function breakLoad(context, error) {
  return context.route('**/www/pkg/duel21.js', async (route) => {
    const res = await route.fetch();
    const body = `${await res.text()}\nGame.load = () => { throw ${error}; };\n`;
    await route.fulfill({ response: res, body });
  });
}

/** A PvP match one card in, left on the menu (Back): its save waits there. */
async function savedOnMenu(page) {
  await startMatch(page, { mode: 'pvp' });
  await page.click('#take');
  const good = await state(page);
  await page.goBack();
  await page.waitForSelector('#menu', { state: 'visible' });
  return good;
}

test('a trap while resuming (Continue, or at boot) shows "the engine stopped" and keeps the save', async () => {
  // No service worker: the routed module is the one the page runs.
  const { page, errors, context } = await openPage(env, { path: '?seed=5&fast', serviceWorkers: 'block', fresh: true });
  await ready(page);
  const good = await savedOnMenu(page);
  const before = await store(page);
  assert.ok(before['duel21.save.21'], 'saved');
  await breakLoad(context, "new WebAssembly.RuntimeError('unreachable')");
  // Continue on the menu, in a fresh page (the reload lands on the menu's entry).
  await page.reload();
  await ready(page);
  await page.click('#saved-list button');
  await page.waitForSelector('#trap', { state: 'visible' });
  assert.equal(await page.isHidden('#notice'), true, 'no "could not be restored"');
  assert.deepEqual(await store(page), before, 'the save is kept as it was');
  // At boot: the tab's own save is resumed first thing.
  const boot = await context.newPage();
  boot.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await boot.goto(env.server.url);
  await ready(boot);
  await boot.waitForSelector('#trap', { state: 'visible' });
  assert.deepEqual(await store(boot), before, 'the save is kept at boot too');
  // Repaired, the save resumes.
  await context.unroute('**/www/pkg/duel21.js');
  await boot.reload();
  await ready(boot);
  assert.equal(await boot.isVisible('#play'), true);
  assert.deepEqual(await state(boot), good);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an error other than the engine\'s refusal while resuming keeps the save and says what happened', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=5&fast', serviceWorkers: 'block', fresh: true });
  await ready(page);
  await savedOnMenu(page);
  const before = await store(page);
  await breakLoad(context, "new TypeError('glue broke')");
  await page.reload();
  await ready(page);
  await page.click('#saved-list button');
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice'), /glue broke/);
  assert.doesNotMatch(await page.textContent('#notice'), /could not be restored/);
  assert.equal(await page.isVisible('#menu'), true);
  assert.deepEqual(await store(page), before, 'the save is kept');
  assert.equal(await page.locator('#saved-list button').count(), 1, 'still offered');
  // The engine's own refusal (a damaged save) still removes it.
  await context.unroute('**/www/pkg/duel21.js');
  await page.evaluate(() => localStorage.setItem('duel21.save.21', '{"damaged":true}'));
  await page.reload();
  await ready(page);
  await page.click('#saved-list button');
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice'), /could not be restored/);
  assert.equal(await page.evaluate(() => localStorage.getItem('duel21.save.21')), null);
  assert.deepEqual(errors, []);
  await context.close();
});
