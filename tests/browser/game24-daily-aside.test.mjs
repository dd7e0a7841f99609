// The daily deal's record when the engine refuses something: a device clock
// before 2000 is said to be the clock's fault, in the page's language, and
// the good record is left as it is; a damaged record is copied aside under a
// key of its own each time (an earlier copy is never written over), and with
// storage full it stays where it is, since its copy could not be kept.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, fullStorageAndClock } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const GOOD = JSON.stringify({ version: 1, days: { '2026-11-29': { points: 11, deals: 13, ms: 500000 }, '2026-11-30': { points: 12, deals: 13, ms: 450000 } } });

/** The page with `Date` moved to `when` (ms since 1970) and storage made full on `window.full`. */
async function pageAt(locale, when) {
  const opened = await openPage(env, { locale, path: '?fast' });
  const { page } = opened;
  await fullStorageAndClock(page, when);
  await page.reload();
  await ready(page);
  return opened;
}

async function startDaily(page) {
  await page.check('input[name=game][value="24"]');
  await page.check('input[name=mode24][value=daily]');
  await page.click('#start');
}

/** The menu again, with no game to resume (the last one's save dropped). */
async function toMenu(page) {
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (/^duel21\.(save|rev)\./.test(k)) localStorage.removeItem(k);
    sessionStorage.clear();
  });
  await page.goto(`${env.server.url}?fast`);
  await ready(page);
}

const keys = (page) => page.evaluate(() => Object.fromEntries(
  Object.keys(localStorage).filter((k) => k.startsWith('duel21.daily24')).map((k) => [k, localStorage.getItem(k)]),
));

// (The words in Chinese, and the record left as it is, are the controller's
// too: tests/node/game24-ctrl.test.mjs.)
for (const [locale, clockWords] of [['en-US', /clock says it is 1999-12-30.*set the clock/]]) {
  test(`${locale}: a clock before 2000 is said to be the clock's, and the daily record is left as it is`, async () => {
    const { page, context, errors } = await pageAt(locale, Date.UTC(1999, 11, 30, 12));
    await page.evaluate((good) => localStorage.setItem('duel21.daily24', good), GOOD);
    await startDaily(page);
    await page.waitForSelector('#menu-error:not([hidden])');
    assert.match(await page.textContent('#menu-error'), clockWords);
    assert.equal(await page.isHidden('#play24'), true, 'no daily game starts');
    assert.deepEqual(await keys(page), { 'duel21.daily24': GOOD }, 'the record stays, no copy is made');
    assert.doesNotMatch(await page.textContent('#notice'), /damaged|损坏/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('each damaged daily record is copied aside under its own key; with storage full it stays where it is', async () => {
  const { page, context, errors } = await pageAt('en-US', null);
  const first = '{"version":1,"days":{"oops":1}}';
  const second = '{"version":1,"days":{"again":2}}';
  await page.evaluate((t) => localStorage.setItem('duel21.daily24', t), first);
  await startDaily(page);
  await page.waitForFunction(() => window.game24 !== undefined && !document.getElementById('play24').hidden);
  assert.match(await page.textContent('#notice'), /kept aside/);
  let stored = await keys(page);
  assert.equal(stored['duel21.daily24.damaged'], first);

  // A second damaged record: the first copy is kept, the second goes beside it.
  await page.evaluate((t) => localStorage.setItem('duel21.daily24', t), second);
  await toMenu(page);
  await startDaily(page);
  await page.waitForFunction(() => !document.getElementById('play24').hidden);
  stored = await keys(page);
  assert.equal(stored['duel21.daily24.damaged'], first, 'the first copy is not written over');
  assert.equal(stored['duel21.daily24.damaged-2'], second);

  // Storage full: a third damaged record cannot be copied, so it stays, and the game does not count.
  const third = '{"version":1,"days":{"third":3}}';
  await page.evaluate((t) => localStorage.setItem('duel21.daily24', t), third);
  await toMenu(page);
  await page.evaluate(() => { window.full = true; });
  await startDaily(page);
  await page.waitForFunction(() => !document.getElementById('play24').hidden);
  stored = await keys(page);
  assert.equal(stored['duel21.daily24'], third, 'a record whose copy was refused is not removed');
  assert.equal(stored['duel21.daily24.damaged-3'], undefined);
  // (The notice is the storage-full one by now: the game's own save is refused too.)
  assert.match(await page.textContent('#g24-deal-no'), /practice, not counted/);
  assert.deepEqual(errors, []);
  await context.close();
});
