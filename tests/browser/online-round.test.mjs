// The online table shows the round and the draws as the hot-seat table
// does, the same on both devices, and the round moves on with the match.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './helpers.mjs';
import { onlineKit } from './online-helpers.mjs';

let env;
before(async () => { env = await launch(); });
after(async () => { await env?.close(); });

const { connect, move, settled } = onlineKit(() => env);

test('the online table says the round and the draws on both devices', async () => {
  const { h, g } = await connect('Ann', 'Bo');
  const board = (p) => p.evaluate(() => [document.getElementById('online-round-no').textContent, document.getElementById('online-draws').textContent]);
  assert.deepEqual(await board(h.page), ['Round 1', '0 draws']);
  assert.deepEqual(await board(g.page), ['Round 1', '0 draws']);
  // Play until the second round is dealt.
  for (let i = 0; i < 40 && (await board(h.page))[0] === 'Round 1'; i += 1) assert.ok(await move([h.page, g.page]));
  await settled([h.page, g.page]);
  assert.equal((await board(h.page))[0], 'Round 2');
  assert.deepEqual(await board(g.page), await board(h.page));
  assert.match((await board(h.page))[1], /^[01] draws?$/);
  assert.deepEqual([...h.errors, ...g.errors], []);
  await h.context.close();
  await g.context.close();
});
