// The address's timing settings are clamped to their documented ranges:
// `?pause=` (the computer's pause between 21点 moves) 0–5000 ms, default 700;
// `?think=` (the 24点 computer's think time) 0–300000 ms, else the engine's.
// A value that is not a number is ignored. The settings in effect are shown
// on <body> as data-pause-ms and data-think-ms.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, start24 } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

async function settings(query) {
  const { page, errors, context } = await openPage(env, { path: query });
  await ready(page);
  const s = await page.evaluate(() => ({ pause: document.body.dataset.pauseMs, think: document.body.dataset.thinkMs }));
  assert.deepEqual(errors, []);
  await context.close();
  return s;
}

test('?pause= and ?think= are clamped to their ranges', async () => {
  const cases = [
    ['', { pause: '700', think: 'engine' }],
    ['?pause=0', { pause: '0', think: 'engine' }],
    ['?pause=300', { pause: '300', think: 'engine' }],
    ['?pause=-50', { pause: '0', think: 'engine' }],
    ['?pause=99999', { pause: '5000', think: 'engine' }],
    ['?pause=Infinity', { pause: '5000', think: 'engine' }],
    ['?pause=abc', { pause: '700', think: 'engine' }],
    ['?pause=0x10', { pause: '700', think: 'engine' }],
    ['?fast', { pause: '20', think: 'engine' }],
    ['?think=1500', { pause: '700', think: '1500' }],
    ['?think=Infinity', { pause: '700', think: '300000' }],
    ['?think=1e12', { pause: '700', think: '300000' }],
    ['?think=-7', { pause: '700', think: '0' }],
    ['?think=abc', { pause: '700', think: 'engine' }],
    ['?think=', { pause: '700', think: 'engine' }],
  ];
  for (const [query, want] of cases) assert.deepEqual(await settings(query), want, query);
});

for (const think of ['Infinity', 'abc']) {
  test(`?think=${think}: the computer does not answer at once`, async () => {
    const { page, errors, context } = await openPage(env, { path: `?seed=42&think=${think}`, clock: true });
    await ready(page);
    await start24(page, { mode: 'computer', level: 'expert' });
    await page.clock.runFor(1500);
    const s = await page.evaluate(() => window.game24.state());
    assert.equal(s.phase, 'playing', 'still thinking after 1.5 s');
    assert.ok(await page.isVisible('#g24-think'));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A `?seed=` the engine refuses is said once the page is here, as a refused
// review link is (the notice), with the seeds' range; a good one says nothing.
for (const [lang, locale, said] of [
  ['en', 'en-US', "The seed in the address cannot be used: the seed '99999999999999999999' is too large (at most 18446744073709551615)."],
  ['zh', 'zh-CN', '地址中的种子无法使用：种子“99999999999999999999”太大（最大 18446744073709551615）。'],
]) {
  test(`an out-of-range ?seed= is said, with the range (${lang})`, async () => {
    for (const [query, want] of [['?seed=99999999999999999999', said], ['?seed=18446744073709551615', '']]) {
      const { page, errors, context } = await openPage(env, { path: query, locale });
      await ready(page);
      const notice = await page.evaluate(() => {
        const n = document.getElementById('notice');
        return n.hidden ? '' : n.textContent;
      });
      assert.equal(notice, want, query);
      assert.equal(await page.inputValue('input[name=seed]'), query.slice(6), 'the seed stays in the menu');
      if (want) {
        // Start with it: refused by the seed's own reason, as the link's seed was said (no settings path, no "seed" in Chinese).
        await page.click('#start');
        await page.waitForSelector('#menu-error:not([hidden])');
        const refused = await page.textContent('#menu-error');
        assert.ok(want.endsWith(`${refused.replace(/[.。]$/, '')}${want.at(-1)}`), `${refused} | ${want}`);
        assert.doesNotMatch(refused, /settings|设置|seed”/);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}

// A seed with a line break inside (`4%0A2`): refused, and the menu's box,
// which cannot hold a line break, does not show it as another seed (42)
// that a Start would then play.
test('?seed= with a line break inside is refused, and no other seed is put in the menu for it', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=4%0A2' });
  await ready(page);
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice'), /^The seed in the address cannot be used: /);
  assert.equal(await page.inputValue('input[name=seed]'), '');
  assert.deepEqual(errors, []);
  await context.close();
});
