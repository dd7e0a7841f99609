// The build pipeline end to end: the page loads the wasm engine in real
// Chromium, a click takes a card, and the same seed deals the same deck here
// as natively (tests/golden/seed-42.deck is checked by `cargo test` too).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  launch, openPage, ready, startMatch, deckOrder,
} from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

test('loads the wasm, takes a card and the table changes', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42' });
  await ready(page);
  await startMatch(page);
  const before = await page.evaluate(() => window.duel.state());
  assert.equal(before.seed, '42');
  assert.equal(before.seats[0].cards.length, 2);
  assert.equal(before.cards_left, 48);
  const tableBefore = await page.textContent('#felt');
  await page.click('#take');
  const after = await page.evaluate(() => window.duel.state());
  assert.equal(after.cards_left, 47);
  assert.equal(after.seats[0].cards.length, 3);
  assert.notEqual(await page.textContent('#felt'), tableBefore);
  assert.equal(await page.locator('#seat-p1 .card').count(), 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the same seed deals the same deck natively and in wasm', async () => {
  const expected = readFileSync(new URL('../golden/seed-42.deck', import.meta.url), 'utf8').trim();
  const { page, errors, context } = await openPage(env, { path: '?seed=42' });
  await ready(page);
  await startMatch(page);
  assert.equal(await deckOrder(page), expected);
  assert.deepEqual(errors, []);
  await context.close();
});
