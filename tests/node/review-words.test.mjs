// The review's and the share text's words, from the page's catalog and its
// formatters (i18n.js): one accuracy formatter for both (a percentage, so
// "22.9% accuracy", never "0 accuracy" nor 23 beside 22.9); a match dealt
// without a seed says so in words (no "seed —"); the unseen cards per rank
// are heard as rank and count pairs ("A: 4, 2: 2, …", "A：4 张，…"). No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  setLang, t, accuracyText, accuracyLine, seedText, rankCountText,
} from '../../www/i18n.js';

globalThis.document ??= { documentElement: { dataset: {} } };

test('an accuracy is one percentage, the same in the review and the share text', () => {
  assert.equal(accuracyText(22.94), '22.9%');
  assert.equal(accuracyText(2.5), '2.5%');
  assert.equal(accuracyText(0), '0%');
  assert.equal(accuracyText(100), '100%');
  for (const lang of ['en', 'zh']) {
    setLang(lang);
    const share = t('share_result', {
      a: 'Ann', x: 1, y: 2, b: 'Expert', draws: '', progress: '', acc: accuracyText(22.94), seed: seedText(7),
    });
    assert.match(share, /22\.9%/, lang);
    assert.doesNotMatch(share, /23/, lang);
  }
  setLang('en');
});

test('the review\'s score line reads in each language\'s order: "90.5% accuracy", "准确率 90.5%"', () => {
  const line = (lang) => {
    setLang(lang);
    return accuracyLine(90.5).map((p) => (p.num ? `[${p.text}]` : p.text)).join(' ');
  };
  assert.equal(line('en'), '[90.5%] accuracy');
  assert.equal(line('zh'), '准确率 [90.5%]');
  // The number is accuracyText's, wherever the word sits.
  setLang('zh');
  assert.deepEqual(accuracyLine(100).filter((p) => p.num).map((p) => p.text), ['100%']);
  setLang('en');
});

test('a match with no seed says so in words; one with a seed names it', () => {
  for (const [lang, none, seven] of [['en', 'dealt online, no seed', 'seed 7'], ['zh', '在线发牌，没有种子', '种子 7']]) {
    setLang(lang);
    assert.equal(seedText(null), none);
    assert.equal(seedText(undefined), none);
    assert.equal(seedText('7'), seven);
    const line = t('review_match', {
      p1: 'A', a: 1, b: 2, p2: 'B', draws: 'd', rounds: 'r', seed: seedText(null),
    });
    assert.ok(line.endsWith(` · ${none}`), line);
    assert.doesNotMatch(line, /—/);
  }
  setLang('en');
});

test('the unseen cards per rank are heard as rank and count pairs', () => {
  setLang('en');
  assert.equal(['A', '2', 'K'].map((r, i) => rankCountText(r, [4, 2, 0][i], i === 2)).join(''), 'A: 4, 2: 2, K: 0');
  setLang('zh');
  assert.equal(['A', '2', 'K'].map((r, i) => rankCountText(r, [4, 2, 0][i], i === 2)).join(''), 'A：4 张，2：2 张，K：0 张');
  setLang('en');
});

test('where the round\'s best is not the match\'s the review says both, with the score that decides it', async () => {
  const { roundDiffersText, drillMatchText } = await import('../../www/duel21/review-words.js');
  const d = {
    round_differs: true, best: 'stand', round_equity: { best: 'take' }, lead: 2, cards_left: 20,
  };
  setLang('en');
  assert.equal(roundDiffersText(d, 'You'), 'Best for the round: take; best for the match: stand, because you lead by 2.');
  assert.equal(roundDiffersText({ ...d, lead: -1 }, 'Ann'), 'Best for the round: take; best for the match: stand, because Ann trails by 1.');
  assert.match(roundDiffersText({ ...d, lead: 0 }, 'Ann'), /because the score is level with 20 cards left\.$/);
  // Nothing to say where the engine says they agree.
  assert.equal(roundDiffersText({ ...d, round_differs: false }, 'Ann'), '');
  assert.equal(drillMatchText({ lead: 0, starts_next: true }), 'The match: the score is level; you start the next round.');
  setLang('zh');
  assert.equal(roundDiffersText(d, 'Ann'), '本回合最佳：要牌；整场最佳：停牌——Ann领先 2 回合。');
  assert.equal(drillMatchText({ lead: -3, starts_next: false }), '整场：你落后 3 回合；下一回合对手先手。');
  setLang('en');
});

test('alike for the round but not for the match: the review says the cards left decide; 1 card is singular', async () => {
  const { roundDiffersText } = await import('../../www/duel21/review-words.js');
  const d = {
    round_differs: false, round_same: true, best: 'take', round_equity: { best: 'stand', tie: true }, lead: 1, cards_left: 5,
  };
  setLang('en');
  assert.equal(roundDiffersText(d, 'You'), 'For the round both choices are alike; for the match take is better, because you lead by 1: the cards it leaves in the deck change the rounds to come.');
  assert.match(roundDiffersText({ ...d, round_same: false, round_differs: true, lead: 0, cards_left: 1 }, 'Ann'), /level with 1 card left\.$/);
  setLang('zh');
  assert.equal(roundDiffersText(d, 'Ann'), '本回合两种选择结果一样；整场要牌更好——Ann领先 1 回合：它留在牌堆里的牌会改变后面的回合。');
  setLang('en');
});

test('a drill\'s why: equal totals are level, not behind; ahead, a card keeps the lead rather than passing', async () => {
  const { whyText } = await import('../../www/duel21/review-words.js');
  const why = (w) => whyText({
    why: {
      me: 15, opp: 15, soft: false, opp_done: false, opp_bust: false, opp_beatable: true, unseen: 30, bust: 10, bust_chance: 1 / 3, beat: 12, ahead: false, level: false, ...w,
    },
  });
  setLang('en');
  assert.match(why({ level: true }), /Your 15 ties their 15, and they may still draw\./);
  assert.match(why({ level: true, opp_done: true }), /They are done on 15: standing on 15 draws the round\./);
  assert.match(why({ me: 13 }), /Your 13 trails their 15/);
  assert.match(why({ me: 20, opp: 14, ahead: true }), /12 of the 30 unseen cards keep you ahead of 14 without busting\./);
  assert.match(why({ me: 12, opp: 14 }), /12 of the 30 unseen cards take you past 14/);
  setLang('zh');
  assert.match(why({ level: true, opp_done: true }), /你停在 15 点是平局/);
  assert.doesNotMatch(why({ level: true }), /落后/);
  setLang('en');
});
