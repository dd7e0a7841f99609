// The any-four-numbers panel splits what is typed or pasted into one card
// per box: `3388`, `3 3 8 8`, `K,Q,3,3`, ten to king written as numbers,
// and a lone 1 kept open for 10–13. No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitCards, wholeCard } from '../../www/game24/typed.js';

test('four cards typed or pasted at once are split one per card', () => {
  const cases = [
    ['3388', ['3', '3', '8', '8']],
    ['3 3 8 8', ['3', '3', '8', '8']],
    ['K,q,3,3', ['K', 'q', '3', '3']],
    ['10JQK', ['10', 'J', 'Q', 'K']],
    ['13 12 11 1', ['13', '12', '11', '1']],
    ['1 1 1 1', ['1', '1', '1', '1']],
    ['A5 5 5', ['A', '5', '5', '5']],
    ['3，3、8 8', ['3', '3', '8', '8']],
    ['3x8', ['3', 'x', '8']],
    // A number with a decimal point stays whole, for the engine to refuse as
    // it was typed (not cut to `1` and `5`).
    ['1.5 2 3 4', ['1.5', '2', '3', '4']],
    ['2.', ['2.']],
    ['12.25', ['12.25']],
    ['', []],
  ];
  for (const [text, cards] of cases) assert.deepEqual(splitCards(text).cards, cards, text);
});

test('a lone 1 at the end stays open for 10–13; a separator closes it', () => {
  assert.equal(splitCards('1').open, true);
  assert.equal(splitCards('331').open, true);
  assert.equal(splitCards('1 ').open, false);
  assert.equal(splitCards('12').open, false);
  assert.equal(splitCards('3').open, false);
});

test('whole cards are 1–13 and the letter cards', () => {
  for (const c of ['1', '9', '10', '13', 'a', 'K']) assert.ok(wholeCard(c), c);
  for (const c of ['0', '14', 'x', 'AA', '']) assert.ok(!wholeCard(c), c);
});
