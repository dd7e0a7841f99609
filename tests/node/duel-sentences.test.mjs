// The 21点 table's spoken lines join their sentences as the page's language
// writes them: Chinese one after the other with no space, each ending in a
// Chinese full stop (never an ASCII "."); English with a space, each ending
// in "." (or "!"). A default name ending in a number is one Chinese word:
// "玩家2赢得比赛！", no space before 赢得. No browser: whole matches worded by
// the page's own functions in an engine realm (duel-table.mjs); that the
// live region says these lines stays in tests/browser/duel-words.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openEngine } from './engine-realm.mjs';
import { playWords } from './duel-table.mjs';

let realm;
before(async () => { realm = await openEngine(); });
after(async () => { await realm?.context.close(); });

const RULES = {
  zh: {
    bad: [/[。！？] /u, /\.$/u, /[\u3400-\u9fff]\. /u],
    end: /[。！？]$/u,
    dealt: /^第 1 回合发牌：你 \d+ 点，电脑 \d+ 点。(?:.*。)?轮到你了。$/u,
    final: /(?:你|电脑)赢得比赛！|比赛平局！/u,
  },
  en: {
    bad: [/[.!?][^\s]/u, /\.\./u],
    end: /[.!?]$/u,
    dealt: /^Round 1 dealt: you have \d+, Computer has \d+\. (?:.*\. )?Your turn\.$/iu,
    final: /(?:You win|Computer wins) the match! |The match is a draw! /u,
  },
};

for (const lang of ['zh', 'en']) {
  test(`${lang}: the spoken lines of a whole match vs Computer join sentences as the language does`, async () => {
    // The menu as a link with ?seed=42 leaves it: Easy chosen, the rest as it comes.
    const m = await playWords(realm, { lang, level: 'easy', seed: 42 });
    const rule = RULES[lang];
    const { said } = m;
    const dealt = said.find((x) => /^(第 1 回合发牌|Round 1 dealt)/u.test(x));
    assert.match(dealt ?? '', rule.dealt);
    for (const text of said) {
      for (const bad of rule.bad) assert.doesNotMatch(text, bad, `"${text}"`);
      assert.match(text, rule.end, `"${text}" ends as a sentence`);
    }
    const last = said.filter((x) => rule.final.test(x)).at(-1);
    assert.ok(last, `the match's end is said: ${said.at(-1)}`);
    assert.equal(last, said.at(-1), 'as the last line');
    assert.deepEqual(realm.errors, []);
  });
}

test('zh: hot-seat with the default names: "玩家2赢得比赛！" on the summary and in the spoken line', async () => {
  const m = await playWords(realm, { lang: 'zh', mode: 'pvp', seed: 5 });
  const s = m.final;
  const [heading] = m.summary;
  if (s.winner.kind === 'win') assert.equal(heading, `玩家${s.winner.seat === 'p1' ? 1 : 2}赢得比赛！`);
  else assert.equal(heading, '比赛平局！');
  for (const text of m.said) assert.doesNotMatch(text, /玩家\d (?=[\u3400-\u9fff])/u, `"${text}"`);
  assert.ok(m.said.some((x) => x.includes(heading)), 'the spoken end says it the same way');
  assert.deepEqual(realm.errors, []);
});
