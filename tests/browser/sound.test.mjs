// Sound: made by the Web Audio API only after the player's first click or
// key, and only with sound on. A spy around AudioContext (installed before
// the page's own scripts) counts the contexts made and the sounds started.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, start24 } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

function spy() {
  window.audioSpy = { created: 0, started: 0 };
  const Real = window.AudioContext;
  const count = (node) => {
    const start = node.start.bind(node);
    node.start = (...a) => { window.audioSpy.started += 1; return start(...a); };
    return node;
  };
  window.AudioContext = class extends Real {
    constructor(...a) { super(...a); window.audioSpy.created += 1; }
    createOscillator() { return count(super.createOscillator()); }
    createBufferSource() { return count(super.createBufferSource()); }
  };
}

async function openWithSpy({ path = '?seed=4', sound } = {}) {
  const { page, errors, context } = await openPage(env, { path });
  await page.addInitScript(spy);
  if (sound !== undefined) {
    await page.addInitScript((on) => localStorage.setItem('duel21.settings', JSON.stringify({ v: 1, sound: on })), sound);
  }
  await page.reload();
  await ready(page);
  return { page, errors, context };
}

const audio = (page) => page.evaluate(() => window.audioSpy);

test('with sound on, no AudioContext before the first interaction; then one, and a take plays', async () => {
  const { page, errors, context } = await openWithSpy();
  assert.deepEqual(await audio(page), { created: 0, started: 0 }, 'nothing before the player acts');
  await startMatch(page, { mode: 'pvp', seed: 4 });
  const dealt = await audio(page);
  assert.equal(dealt.created, 1, 'made on the first click');
  assert.ok(dealt.started > 0, 'the deal sounds');
  await page.click('#take');
  const taken = await audio(page);
  assert.equal(taken.created, 1, 'one context for the visit');
  assert.ok(taken.started > dealt.started, 'the take sounds');
  await page.keyboard.press('s');
  assert.ok((await audio(page)).started > taken.started, 'the stand sounds');
  assert.deepEqual(errors, []);
  await context.close();
});

test('with sound off, no AudioContext is ever made (21点 and 24点)', async () => {
  const { page, errors, context } = await openWithSpy({ sound: false });
  await startMatch(page, { mode: 'pvp', seed: 4 });
  await page.click('#take');
  await page.keyboard.press('s');
  await page.keyboard.press('s');
  await page.click('#new-match');
  await page.click('#confirm-yes');
  await start24(page, { seed: 4 });
  await page.fill('#g24-expr', '1+1');
  await page.keyboard.press('Enter');
  assert.deepEqual(await audio(page), { created: 0, started: 0 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('switching sound off in the panel stops every sound', async () => {
  const { page, errors, context } = await openWithSpy();
  await startMatch(page, { mode: 'pvp', seed: 4 });
  assert.equal((await audio(page)).created, 1);
  await page.click('#settings-button');
  await page.uncheck('#settings input[name=sound]');
  await page.keyboard.press('Escape');
  const off = await audio(page);
  await page.click('#take');
  await page.keyboard.press('s');
  assert.deepEqual(await audio(page), off, 'nothing more started');
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('duel21.settings')).sound), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('24点 sounds a wrong answer', async () => {
  const { page, errors, context } = await openWithSpy();
  await start24(page, { seed: 4 });
  const before = await audio(page);
  await page.fill('#g24-expr', '1+1');
  await page.keyboard.press('Enter');
  assert.ok((await audio(page)).started > before.started);
  assert.deepEqual(errors, []);
  await context.close();
});
