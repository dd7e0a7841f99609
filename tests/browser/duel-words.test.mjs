// The words of the 21点 table for every outcome, in English and Chinese,
// with the default names ("You"/"你" against "Computer"/"电脑") and with
// names typed in: sentences about the person are in the second person
// ("You win the round", never "You wins"); a seat that stops drawing without
// standing is told why; the live region says each move once, each card once,
// and whose turn it is next. Seeds against the Easy computer (the person
// takes below 16): 4 — the person wins the match 6 : 3, and the computer is
// dealt 21; 2 — the computer wins it 5 : 4; 11 — a drawn match 4 : 4.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone, wantsCard } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

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

/** Plays a whole match of `seed` and returns every text the table showed or said. */
async function playMatch(page, seed, names) {
  await startMatch(page, { mode: 'computer', level: 'easy', seed, names, firstRule: 'p1' });
  const seen = { banners: [], stops: new Set(), draws: new Set() };
  for (;;) {
    const s = await humanOrDone(page);
    seen.stops.add(await page.textContent('#stop-note'));
    seen.draws.add(await page.textContent('#draws'));
    if (s.phase !== 'drawing') {
      const last = s.history[s.history.length - 1];
      seen.banners.push({ text: await page.textContent('#banner-title'), outcome: last.outcome });
    }
    if (s.phase === 'match_over') {
      seen.final = s;
      seen.summary = [await page.textContent('#summary-winner'), await page.textContent('#summary-score')];
      break;
    }
    if (s.can_next) await page.click('#next');
    else await page.click(wantsCard(s) ? '#take' : '#stand');
  }
  seen.said = await page.evaluate(() => window.said.splice(0));
  await page.click('#new-match-summary');
  return seen;
}

for (const lang of ['en', 'zh']) {
  for (const custom of [false, true]) {
    const title = `${lang === 'en' ? 'English' : 'Chinese'} words of each outcome with ${custom ? 'typed' : 'the default'} names`;
    test(title, async () => {
      const { page, context, errors } = await openPage(env, { path: '?pause=0', locale: lang === 'en' ? 'en-US' : 'zh-CN' });
      await ready(page);
      // Every announcement of the live region, in order.
      await page.evaluate(() => {
        window.said = [];
        new MutationObserver(() => {
          const text = document.getElementById('live').textContent;
          if (text) window.said.push(text);
        }).observe(document.getElementById('live'), { childList: true, characterData: true, subtree: true });
      });
      const w = WORDS[lang];
      const typed = custom ? ['Ann', 'Bob'] : [undefined, undefined];
      const seeds = custom ? [4, 2] : [4, 2, 11];
      for (const seed of seeds) {
        const m = await playMatch(page, seed, typed);
        const names = m.final.names;
        assert.deepEqual(names, custom ? typed : (lang === 'en' ? ['You', 'Computer'] : ['你', '电脑']));
        for (const b of m.banners) {
          const want = b.outcome.kind === 'win' ? w.win(names[b.outcome.seat === 'p1' ? 0 : 1]) : w.draw;
          assert.equal(b.text, want, `seed ${seed}: the round's banner`);
        }
        const { winner, tally, history } = m.final;
        assert.equal(m.summary[0], winner.kind === 'win' ? w.match(names[winner.seat === 'p1' ? 0 : 1]) : w.matchDraw);
        assert.equal(m.summary[1], w.score(names[0], tally.wins[0], tally.wins[1], names[1], tally.draws, history.length));
        assert.ok(m.draws.has(w.draws(tally.draws)), `seed ${seed}: draws as a score: ${[...m.draws]}`);
        const all = [...m.banners.map((b) => b.text), ...m.summary, ...m.said, ...m.stops];
        for (const text of all) assert.doesNotMatch(text, w.wrong, `seed ${seed}`);
        // Each card once: no card's drawn symbol read out beside its name.
        for (const text of m.said) assert.doesNotMatch(text, /[♠♥♣♦]/, `seed ${seed}: "${text}"`);
        // Whose turn it is, after a move that leaves the round open.
        assert.ok(m.said.some((x) => x.endsWith(w.turn(names[0]))), `seed ${seed}: "${w.turn(names[0])}" is said`);
        assert.ok(m.said.some((x) => x.endsWith(w.turn(names[1]))), `seed ${seed}: "${w.turn(names[1])}" is said`);
        if (seed === 4) {
          assert.ok(m.stops.has(w.twentyOne(names[1])), `the computer's 21 is explained: ${[...m.stops]}`);
          assert.ok(m.said.some((x) => x.includes(w.twentyOne(names[1]))), 'and said');
        }
        if (seed === 11) assert.equal(winner.kind, 'draw');
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('a card is named once to a screen reader: its drawing is hidden, its label is its name', async () => {
  const { page, context } = await openPage(env, { path: '?pause=0' });
  await ready(page);
  await startMatch(page, { seed: 4, firstRule: 'p1' });
  const cards = await page.evaluate(() => [...document.querySelectorAll('#seat-p1 .card')].map((c) => ({
    label: c.getAttribute('aria-label'),
    hidden: [...c.children].every((k) => k.getAttribute('aria-hidden') === 'true'),
  })));
  assert.ok(cards.length >= 2);
  for (const c of cards) {
    assert.match(c.label, /^(ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king) of (spades|hearts|clubs|diamonds)$/);
    assert.ok(c.hidden);
  }
  await context.close();
});

test('中文: a Chinese name meets the Chinese around it without a space; a Latin name or a number keeps it', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&think=60000', locale: 'zh-CN' });
  await ready(page);
  const out = await page.evaluate(async () => {
    const { t, setLang } = await import('./www/i18n.js');
    // The page runs its bundle; this copy of the strings module is told the language itself.
    setLang('zh');
    return [
      t('computer_thinking', { name: '电脑' }), t('computer_thinking', { name: 'Ann' }),
      t('thinking_label', { name: '电脑' }), t('end_wrong_answer', { name: '你', text: '1 + 2', other: '电脑', msg: '结果是 3，不是 24' }),
      t('coach_for', { name: '小明' }), t('point_to', { name: '电脑' }), t('has', { name: '电脑', total: 18 }),
      t('turn_of', { name: '电脑' }),
    ];
  });
  assert.deepEqual(out, [
    '电脑正在思考…', 'Ann 正在思考…', '电脑思考中', '你答错（1 + 2：结果是 3，不是 24），电脑得分',
    '为小明分析', '电脑 +1', '电脑 18 点', '轮到电脑',
  ]);
  // On the table as drawn: 24点 against the computer, while it thinks.
  await page.check('input[name=game][value="24"]');
  await page.check('input[name=mode24][value=computer]');
  await page.click('#start');
  await page.waitForSelector('#g24-think-label:not(:empty)');
  assert.equal(await page.textContent('#g24-think-label'), '电脑思考中');
  assert.deepEqual(errors, []);
  await context.close();
});
