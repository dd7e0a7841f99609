// The words of the 21点 table for every outcome, in English and Chinese,
// with the default names ("You"/"你" against "Computer"/"电脑") and with
// names typed in: sentences about the person are in the second person
// ("You win the round", never "You wins"); a seat that stops drawing without
// standing is told why; what the table says names each card in words and
// whose turn it is next. Seeds against the Easy computer (the person takes
// below 16, seat 1 starts every round): 4 — the person wins the match 6 : 3,
// and the computer is dealt 21; 2 — the computer wins it 5 : 4; 11 — a drawn
// match 4 : 4.
//
// No browser: whole matches run through the page's engine wrapper in an
// engine realm (engine-realm.mjs), and each snapshot is worded by the page's
// own functions, the ones the table draws and says with: the banner
// (i18n.js, outcomeText), the stop note and the summary (duel21/render.js,
// stopNote, matchWinnerText, finalScore), the draws (drawsText) and the
// live region's lines (duel21/play.js, dealtLine and moveLine, on the
// snapshot as shown). That the live region says them, each once, stays in
// tests/browser/duel-words.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openEngine } from './engine-realm.mjs';
import { playWords } from './duel-table.mjs';
import { setLang, t } from '../../www/i18n.js';

// setLang marks the page's <html> with the language: a stand-in for it.
globalThis.document ??= { documentElement: { dataset: {} } };

let realm;
before(async () => { realm = await openEngine(); });
after(async () => { await realm?.context.close(); });

// Chinese sets a Latin name apart with a space and writes a Chinese one
// straight on: the space after (or, with `at` 0, before) name `n`.
const gap = (n, at = -1) => (/[\u3400-\u9fff]/u.test(n.at(at)) ? '' : ' ');

const WORDS = {
  en: {
    win: (n) => (n === 'You' ? 'You win the round' : `${n} wins the round`),
    draw: 'The round is a draw',
    match: (n) => (n === 'You' ? 'You win the match!' : `${n} wins the match!`),
    matchDraw: 'The match is a draw!',
    draws: (d) => (d === 1 ? '1 draw' : `${d} draws`),
    score: (p1, a, b, p2, d, n) => `${p1} ${a} : ${b} ${p2} · ${d === 1 ? '1 draw' : `${d} draws`} · ${n} rounds`,
    twentyOne: (n) => (n === 'You' ? 'You have 21 and stop drawing.' : `${n} has 21 and stops drawing.`),
    turn: (n) => (n === 'You' ? 'Your turn.' : `${n} to play.`),
    // Third-person verbs after "You", in any sentence the page shows or says.
    wrong: /\bYou (wins|has|stands|takes|holds|stops|is)\b/,
  },
  zh: {
    win: (n) => (n === '你' ? '你赢得本回合' : `${n}${gap(n)}赢得本回合`),
    draw: '本回合平局',
    match: (n) => (n === '你' ? '你赢得比赛！' : `${n}${gap(n)}赢得比赛！`),
    matchDraw: '比赛平局！',
    draws: (d) => `平局 ${d}`,
    score: (p1, a, b, p2, d, n) => `${p1} ${a} : ${b} ${p2} · 平局 ${d} · 共 ${n} 回合`,
    twentyOne: (n) => (n === '你' ? '你已有 21 点，不再要牌。' : `${n}${gap(n)}已有 21 点，不再要牌。`),
    turn: (n) => (n === '你' ? '轮到你了。' : `轮到${gap(n, 0)}${n}。`),
    wrong: /你 (赢|停牌|要牌)/,
  },
};

for (const lang of ['en', 'zh']) {
  for (const custom of [false, true]) {
    const title = `${lang === 'en' ? 'English' : 'Chinese'} words of each outcome with ${custom ? 'typed' : 'the default'} names`;
    test(title, async () => {
      const w = WORDS[lang];
      const typed = custom ? ['Ann', 'Bob'] : [null, null];
      const seeds = custom ? [4, 2] : [4, 2, 11];
      for (const seed of seeds) {
        const m = await playWords(realm, {
          lang, level: 'easy', first_rule: 'p1', seed, typed,
        });
        const names = m.final.names;
        assert.deepEqual(names, custom ? typed : (lang === 'en' ? ['You', 'Computer'] : ['你', '电脑']));
        assert.ok(m.banners.length > 0, `seed ${seed}: rounds were decided`);
        for (const b of m.banners) {
          const want = b.outcome.kind === 'win' ? w.win(names[b.outcome.seat === 'p1' ? 0 : 1]) : w.draw;
          assert.equal(b.text, want, `seed ${seed}: the round's banner`);
        }
        const { winner, tally, history } = m.final;
        assert.equal(m.summary[0], winner.kind === 'win' ? w.match(names[winner.seat === 'p1' ? 0 : 1]) : w.matchDraw);
        assert.equal(m.summary[1], w.score(names[0], tally.wins[0], tally.wins[1], names[1], tally.draws, history.length));
        assert.ok(m.draws.includes(w.draws(tally.draws)), `seed ${seed}: draws as a score: ${m.draws}`);
        const all = [...m.banners.map((b) => b.text), ...m.summary, ...m.said, ...m.stops];
        for (const text of all) assert.doesNotMatch(text, w.wrong, `seed ${seed}`);
        // Each card once: no card's drawn symbol said beside its name.
        for (const text of m.said) assert.doesNotMatch(text, /[♠♥♣♦]/, `seed ${seed}: "${text}"`);
        // Whose turn it is, after a move that leaves the round open.
        assert.ok(m.said.some((x) => x.endsWith(w.turn(names[0]))), `seed ${seed}: "${w.turn(names[0])}" is said`);
        assert.ok(m.said.some((x) => x.endsWith(w.turn(names[1]))), `seed ${seed}: "${w.turn(names[1])}" is said`);
        if (seed === 4) {
          assert.ok(m.stops.includes(w.twentyOne(names[1])), `the computer's 21 is explained: ${m.stops}`);
          assert.ok(m.said.some((x) => x.includes(w.twentyOne(names[1]))), 'and said');
          assert.deepEqual([tally.wins, winner.seat], [[6, 3], 'p1'], 'seed 4: the person wins 6 : 3');
        }
        if (seed === 2) assert.deepEqual([tally.wins, winner.seat], [[4, 5], 'p2'], 'seed 2: the computer wins 5 : 4');
        if (seed === 11) assert.equal(winner.kind, 'draw');
      }
      assert.deepEqual(realm.errors, []);
    });
  }
}

test('中文: a Chinese name meets the Chinese around it without a space; a Latin name or a number keeps it', () => {
  setLang('zh');
  const out = [
    t('computer_thinking', { name: '电脑' }), t('computer_thinking', { name: 'Ann' }),
    t('thinking_label', { name: '电脑' }), t('end_wrong_answer', { name: '你', text: '1 + 2', other: '电脑', msg: '结果是 3，不是 24' }),
    t('coach_for', { name: '小明' }), t('point_to', { name: '电脑' }), t('has', { name: '电脑', total: 18 }),
    t('turn_of', { name: '电脑' }),
  ];
  setLang('en');
  assert.deepEqual(out, [
    '电脑正在思考…', 'Ann 正在思考…', '电脑思考中', '你答错（1 + 2：结果是 3，不是 24），电脑得分',
    '为小明分析', '电脑 +1', '电脑 18 点', '轮到电脑',
  ]);
});
