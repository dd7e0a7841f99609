// Every screen the page changes to, walked in both languages: opened from
// the screen it belongs to, then the browser's Back (to that screen),
// Forward (it again), a reload (it again, whole) and Back once more. Each
// time the screen on show is the only one visible, its heading is in the
// page's language, and no console or page error is logged. The settings,
// a question over any screen, are closed by Back and the screen stays. The
// walk names every screen the router can put in the browser's history (a
// new screen fails here until it is walked too).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, openPage, ready, startMatch, start24, state } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

// The screens by their `data-screen` name: the element shown and its heading.
const SCREENS = {
  menu: ['#menu', '#menu-heading'],
  play: ['#play', '#status'],
  play24: ['#play24', '#g24-status'],
  review: ['#review', '#review-title'],
  rules: ['#rules-page', '#rules-title'],
  stats: ['#stats-page', '#stats-title'],
  solve24: ['#solve24', '#solve24-title'],
  practice: ['#practice', '#practice-title'],
  online: ['#online', '#online-heading'],
};
const HAN = /\p{Script=Han}/u;

/** The screen on show is `name`, alone, with its heading in `lang`. */
async function shows(page, name, lang) {
  await page.waitForFunction((s) => document.body.dataset.screen === s && document.body.dataset.ready === 'true', name);
  const [screen, heading] = SCREENS[name];
  const seen = await page.evaluate(([all, own, h]) => ({
    visible: all.filter((sel) => !document.querySelector(sel).hidden),
    own: document.querySelector(own).checkVisibility(),
    heading: document.querySelector(h)?.textContent ?? '',
  }), [Object.values(SCREENS).map(([s]) => s), screen, heading]);
  assert.deepEqual(seen.visible, [screen], `${name}: only its screen is shown`);
  assert.ok(seen.own, `${name} is visible`);
  if (name !== 'play' && name !== 'play24') {
    // A Chinese heading may hold the games' names (21点, 24点) beside its
    // Chinese words; an English one names them in English ("Practice ·
    // Twenty-One"), with no Chinese character at all.
    const words = lang === 'zh' ? seen.heading.replace(/2[14]点/g, '') : seen.heading;
    assert.equal(HAN.test(words), lang === 'zh', `${name}'s heading "${seen.heading}" in ${lang}`);
  }
}

test('the walk below names every screen of the history (www/boot.js, which www/router.js reads)', () => {
  const boot = readFileSync(new URL('../../www/boot.js', import.meta.url), 'utf8');
  const list = /const SCREENS = new Set\(\[([^\]]*)\]\)/.exec(boot);
  assert.ok(list, 'boot.js lists the screens');
  const named = [...list[1].matchAll(/'([a-z0-9]+)'/g)].map((m) => m[1]).sort();
  assert.deepEqual(named, Object.keys(SCREENS).sort());
});

/** The settings opened over `name`: the browser's Back closes them, and `name` stays, its entry too. */
async function settingsThenBack(page, lang, name) {
  const entry = await page.evaluate(() => history.state);
  await page.click('#settings-button');
  await page.waitForSelector('#settings[open]');
  await page.goBack();
  await page.waitForFunction(() => !document.getElementById('settings').open);
  await shows(page, name, lang);
  // The page's Back undid the browser's: the same entry is on show.
  await page.waitForFunction((e) => JSON.stringify(history.state) === e, JSON.stringify(entry));
}

/** Opens `name` with `open` from the screen `from`, then Back, Forward, a reload, Back. */
async function walk(page, lang, from, name, open) {
  await shows(page, from, lang);
  await open();
  await shows(page, name, lang);
  await page.goBack();
  await shows(page, from, lang);
  await page.goForward();
  await shows(page, name, lang);
  await page.reload();
  await ready(page);
  await shows(page, name, lang);
  await page.goBack();
  await shows(page, from, lang);
}

for (const [lang, locale] of [['en', 'en-US'], ['zh', 'zh-CN']]) {
  test(`every screen: open, Back, Forward, reload (${lang})`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?fast', locale });
    await ready(page);
    await walk(page, lang, 'menu', 'rules', () => page.click('#rules-button'));
    await walk(page, lang, 'menu', 'stats', () => page.click('#stats-button'));
    await walk(page, lang, 'menu', 'practice', () => page.click('#practice-button'));
    await walk(page, lang, 'menu', 'online', () => page.click('#online-open'));
    await page.check('input[name=game][value="24"]');
    await walk(page, lang, 'menu', 'solve24', () => page.click('#g24-solve-open'));
    await page.check('input[name=game][value="21"]');
    // A table: its entry lies over the menu's.
    await walk(page, lang, 'menu', 'play', () => startMatch(page, { mode: 'pvp', seed: 9 }));
    await page.goForward();
    await shows(page, 'play', lang);
    // Screens opened over the table go back to it.
    await walk(page, lang, 'play', 'rules', () => page.click('#rules-button'));
    await walk(page, lang, 'play', 'stats', () => page.click('#stats-button'));
    for (let s = await state(page); s.phase === 'drawing'; s = await state(page)) await page.click('#stand');
    await walk(page, lang, 'play', 'review', () => page.click('#review-open'));
    // 24点's table from the menu.
    await page.goBack();
    await shows(page, 'menu', lang);
    await walk(page, lang, 'menu', 'play24', () => start24(page, { mode: 'solo', seed: 42 }));
    // The settings, a question over any screen but the bottom one (where
    // Back leaves the page): Back closes them.
    await page.goForward();
    await shows(page, 'play24', lang);
    await settingsThenBack(page, lang, 'play24');
    await walk(page, lang, 'play24', 'rules', () => page.click('#rules-button'));
    await page.click('#rules-button');
    await shows(page, 'rules', lang);
    await settingsThenBack(page, lang, 'rules');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
