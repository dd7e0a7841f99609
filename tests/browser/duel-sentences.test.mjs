// The 21点 table's spoken lines (#live) join their sentences as the page's
// language writes them: Chinese one after the other with no space, each
// ending in a Chinese full stop (never an ASCII "."); English with a space,
// each ending in "." (or "!"). A default name ending in a number is one
// Chinese word: "玩家2赢得比赛！", no space before 赢得.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone, wantsCard } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

/** Records every text of the live region into window.said. */
function listen(page) {
  return page.evaluate(() => {
    window.said = [];
    new MutationObserver(() => {
      const text = document.getElementById('live').textContent;
      if (text) window.said.push(text);
    }).observe(document.getElementById('live'), { childList: true, characterData: true, subtree: true });
  });
}

async function playToEnd(page) {
  for (let i = 0; i < 400; i += 1) {
    const s = await humanOrDone(page);
    if (s.phase === 'match_over') return s;
    if (s.can_next) await page.click('#next');
    else await page.click(wantsCard(s) ? '#take' : '#stand');
  }
  throw new Error('the match did not end');
}

const RULES = {
  'zh-CN': {
    bad: [/[。！？] /u, /\.$/u, /[\u3400-\u9fff]\. /u],
    end: /[。！？]$/u,
    dealt: /^第 1 回合发牌：你 \d+ 点，电脑 \d+ 点。(?:.*。)?轮到你了。$/u,
    final: /(?:你|电脑)赢得比赛！|比赛平局！/u,
  },
  'en-US': {
    bad: [/[.!?][^\s]/u, /\.\./u],
    end: /[.!?]$/u,
    dealt: /^Round 1 dealt: you have \d+, Computer has \d+\. (?:.*\. )?Your turn\.$/iu,
    final: /(?:You win|Computer wins) the match! |The match is a draw! /u,
  },
};

for (const locale of ['zh-CN', 'en-US']) {
  test(`${locale}: the spoken lines of a whole match vs Computer join sentences as the language does`, async () => {
    const { page, errors, context } = await openPage(env, { path: '?seed=42&pause=0', locale });
    await ready(page);
    await listen(page);
    await startMatch(page, { mode: 'computer', level: 'easy' });
    await playToEnd(page);
    const rule = RULES[locale];
    // The live region is told the match's end a moment after the table shows it.
    await page.waitForFunction((src) => window.said.some((x) => new RegExp(src, 'u').test(x)), rule.final.source);
    const said = await page.evaluate(() => window.said);
    const dealt = said.find((x) => /^(第 1 回合发牌|Round 1 dealt)/u.test(x));
    assert.match(dealt ?? '', rule.dealt);
    for (const text of said) {
      for (const bad of rule.bad) assert.doesNotMatch(text, bad, `"${text}"`);
      assert.match(text, rule.end, `"${text}" ends as a sentence`);
    }
    const last = said.filter((x) => rule.final.test(x)).at(-1);
    assert.ok(last, `the match's end is said: ${said.at(-1)}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('zh-CN: hot-seat with the default names: "玩家2赢得比赛！" on the summary and in the spoken line', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=5&pause=0', locale: 'zh-CN' });
  await ready(page);
  await listen(page);
  await startMatch(page, { mode: 'pvp' });
  const s = await playToEnd(page);
  const heading = await page.textContent('#summary-winner');
  await page.waitForFunction((h) => window.said.some((x) => x.includes(h)), heading);
  if (s.winner.kind === 'win') assert.equal(heading, `玩家${s.winner.seat === 'p1' ? 1 : 2}赢得比赛！`);
  else assert.equal(heading, '比赛平局！');
  const said = await page.evaluate(() => window.said);
  for (const text of said) assert.doesNotMatch(text, /玩家\d (?=[\u3400-\u9fff])/u, `"${text}"`);
  assert.ok(said.some((x) => x.includes(heading)), 'the spoken end says it the same way');
  assert.deepEqual(errors, []);
  await context.close();
});
