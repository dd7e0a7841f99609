// What a screen reader is given on the 21点 table, in English and Chinese:
// the live region says each line of the table once, in order, each move
// once and each card once (by its name, never its drawn symbol), including
// whose turn it is and why a seat stops drawing; the summary and the banner
// show the table's words. One whole match per language against the Easy
// computer (seed 4: the person wins 6 : 3, and the computer is dealt 21;
// the person takes below 16, seat 1 starts every round), played from inside
// the page. The lines expected are the page's own sentence functions run on
// the same match in Node (tests/node/duel-table.mjs), where
// tests/node/duel-words.test.mjs and duel-sentences.test.mjs check the words
// of every outcome, with typed names and in more matches.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openPage, ready, startMatch, playToEndInPage,
} from './helpers.mjs';
import { openEngine } from '../node/engine-realm.mjs';
import { playWords } from '../node/duel-table.mjs';

let env;
let realm;
before(async () => { [env, realm] = await Promise.all([launch({ pool: true }), openEngine()]); });
after(async () => { await Promise.all([env?.close(), realm?.context.close()]); });

const WORDS = {
  en: {
    names: ['You', 'Computer'],
    twentyOne: 'Computer has 21 and stops drawing.',
    turns: ['Your turn.', 'Computer to play.'],
  },
  zh: {
    names: ['你', '电脑'],
    twentyOne: '电脑已有 21 点，不再要牌。',
    turns: ['轮到你了。', '轮到电脑。'],
  },
};

for (const lang of ['en', 'zh']) {
  test(`${lang === 'en' ? 'English' : 'Chinese'}: the live region says each line of a whole match once, in order; each card by its name`, async () => {
    const { page, context, errors } = await openPage(env, { path: '?pause=0', locale: lang === 'en' ? 'en-US' : 'zh-CN' });
    await ready(page);
    // Every text of the live region and of the stop note, in order.
    await page.evaluate(() => {
      window.seen = { said: [], stops: [] };
      const watch = (id, into) => new MutationObserver(() => {
        const text = document.getElementById(id).textContent;
        if (text) into.push(text);
      }).observe(document.getElementById(id), { childList: true, characterData: true, subtree: true });
      watch('live', window.seen.said);
      watch('stop-note', window.seen.stops);
    });
    await startMatch(page, { mode: 'computer', level: 'easy', seed: 4, firstRule: 'p1' });
    const [s, want] = await Promise.all([
      playToEndInPage(page),
      playWords(realm, { lang, level: 'easy', first_rule: 'p1', seed: 4 }),
    ]);
    // The live region is told the match's end a frame after the table shows it.
    await page.waitForFunction((last) => window.seen.said.includes(last), want.said.at(-1));
    const seen = await page.evaluate(() => window.seen);
    const shown = await page.evaluate(() => ['summary-winner', 'summary-score', 'banner-title']
      .map((id) => document.getElementById(id).textContent));
    const w = WORDS[lang];
    assert.deepEqual(s.names, w.names);
    assert.deepEqual([s.tally.wins, s.winner.seat], [[6, 3], 'p1']);
    // Each line of the table said once, in the table's order (other
    // announcements, such as the screen's name, may come between).
    const said = seen.said.filter((x) => want.said.includes(x));
    assert.deepEqual(said, want.said);
    // Each card once: no card's drawn symbol read out beside its name.
    for (const text of seen.said) assert.doesNotMatch(text, /[♠♥♣♦]/, `"${text}"`);
    for (const turn of w.turns) assert.ok(seen.said.some((x) => x.endsWith(turn)), `"${turn}" is said`);
    assert.ok(seen.said.some((x) => x.includes(w.twentyOne)), 'the computer\'s 21 is said');
    assert.ok(seen.stops.includes(w.twentyOne), `and shown: ${seen.stops}`);
    // The summary and the last round's banner as the table words them.
    assert.deepEqual(shown, [...want.summary, want.banners.at(-1).text]);
    assert.deepEqual(errors, []);
    assert.deepEqual(realm.errors, []);
    await context.close();
  });
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

test('中文: the 24点 table says the computer thinks with its name straight on ("电脑思考中")', async () => {
  const { page, errors, context } = await openPage(env, { path: '?seed=42&think=60000', locale: 'zh-CN' });
  await ready(page);
  // On the table as drawn: 24点 against the computer, while it thinks.
  await page.check('input[name=game][value="24"]');
  await page.check('input[name=mode24][value=computer]');
  await page.click('#start');
  await page.waitForSelector('#g24-think-label:not(:empty)');
  assert.equal(await page.textContent('#g24-think-label'), '电脑思考中');
  assert.deepEqual(errors, []);
  await context.close();
});
