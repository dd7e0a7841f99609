// What a review as drawn must hold against the engine's review, read the
// same from a page (tests/browser/duel-review) and from a view's tree
// (tests/node/review-view): every seat's accuracy and counts, each
// decision's row (its grade as a word with a hidden icon, its loss, the
// round's best beside the match's where the engine says they part), and
// the key moments. The numbers' written forms are this file's own, not
// the page's.
import assert from 'node:assert/strict';

export const GRADES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
export const COUNT_FIELD = { best: 'best', good: 'good', inaccuracy: 'inaccuracies', mistake: 'mistakes', blunder: 'blunders' };
export const accuracyText = (a) => `${a >= 100 || a <= 0 ? String(Math.round(a)) : a.toFixed(1)}%`;
export const lossText = (l) => (l <= 0 ? '0%' : l < 0.0005 ? '<0.1%' : `${(l * 100).toFixed(1)}%`);

export function checkReview(drawn, review, { order, words }) {
  assert.deepEqual(drawn.seats.map((s) => s.seat), order);
  for (const s of drawn.seats) {
    const sum = review.seats[s.seat];
    assert.equal(s.accuracy, accuracyText(sum.accuracy), `${s.seat} accuracy`);
    for (const g of GRADES) assert.equal(s.counts[g], sum[COUNT_FIELD[g]], `${s.seat} ${g}`);
  }
  assert.equal(drawn.decisions.length, review.decisions.length);
  review.decisions.forEach((d, i) => {
    const row = drawn.decisions[i];
    assert.equal(row.step, d.step);
    assert.equal(row.grade, d.grade);
    // The grade is a word, not a colour alone; its icon is hidden from screen readers.
    assert.equal(row.word, words[d.grade]);
    assert.ok(row.icon.length > 0);
    assert.equal(row.iconHidden, 'true');
    assert.equal(row.loss, lossText(d.loss));
    // The round's best beside the match's exactly where the engine says they
    // part ways: different best choices, or alike for the round only.
    assert.equal(row.differs !== '', d.round_differs || d.round_same, `step ${d.step}`);
  });
  assert.deepEqual(drawn.key.map((k) => k.step), review.key_moments.map((i) => review.decisions[i].step));
  assert.ok(drawn.key.length <= 3);
}
