// The English catalog reads as English: a count of one takes the singular
// ("1 card left", never "1 cards left"), "practice" is spelled one way
// (US English, as the rest of the page: the header's Practice and the
// button's), and a sentence names the games by their English names
// (Twenty-One, 24 points); 21点 and 24点 stay only where a title leads with
// the game's logo ("21点 · Twenty-One Duel"). No browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STRINGS, setLang, t, cardsLeftText } from '../../www/i18n.js';
import { REFUSAL_STRINGS } from '../../www/refusal-i18n.js';

// setLang marks the document's language; Node has no document.
globalThis.document ??= { documentElement: { dataset: {} } };

const EN = Object.entries(STRINGS.en).filter(([, v]) => typeof v === 'string');

// Counts that are never one where they are said: a finished match's rounds
// (a deck of 52 deals many), a replay's moves, a link's characters, more STUN servers than
// are used. And a statistics line whose four numbers would need sixteen
// sentences ("1 drills answered" is left as it is).
const NEVER_ONE = new Set(['final_score', 'replay_step', 'online_code_size', 'online_stun_many', 'stats_practice_line', 'stats_practice_line_new']);
// The engine's refusals are worded in the engine (src/cards/refusal_english.rs).
const ENGINE = new Set(Object.keys(REFUSAL_STRINGS.en));

test('a count of one is said in the singular', () => {
  // "{n} cards", "{n} due cards": a hole for a count, then a plural noun.
  // A count after "of the" is the whole ("{b} of the {n} unseen cards"), said in the plural.
  const counted = EN.filter(([k, v]) => !k.endsWith('_one') && !ENGINE.has(k)
    && /(?<!of the )\{[nk]\} (?!is\b|was\b|has\b)(?:[a-z]+ )?[a-z]+s\b/.test(v.replace(/\{[nk]\} of /g, '')));
  // The practice screen's streak says "1 day" (practice_day).
  const singular = (k) => (k === 'practice_days' ? 'practice_day' : `${k}_one`);
  const missing = counted.map(([k]) => k).filter((k) => !NEVER_ONE.has(k) && !Object.hasOwn(STRINGS.en, singular(k)));
  assert.deepEqual(missing, [], 'English sentences with a count and no singular (KEY_one)');
  // And the singular does not say the plural's words after its 1.
  for (const [k, v] of counted.filter(([key]) => Object.hasOwn(STRINGS.en, singular(key)))) {
    const plural = v.match(/\{[nk]\} ((?:[a-z]+ )?[a-z]+s)\b/)?.[1];
    if (plural) assert.ok(!STRINGS.en[singular(k)].includes(`1 ${plural}`), `${singular(k)}: "${STRINGS.en[singular(k)]}"`);
  }
  setLang('en');
  assert.equal(cardsLeftText(1), '1 card left');
  assert.equal(cardsLeftText(3), '3 cards left');
  assert.equal(t('practice_go_due_one'), 'Practice 1 due card');
  setLang('zh');
  assert.equal(cardsLeftText(1), '剩余 1 张');
  setLang('en');
});

test('"practice" is spelled one way in English (US: the noun and the verb alike)', () => {
  const british = EN.filter(([, v]) => /practis/i.test(v)).map(([k, v]) => `${k}: ${v}`);
  assert.deepEqual(british, []);
  assert.equal(STRINGS.en.practice, 'Practice');
  assert.match(STRINGS.en.practice_go_due, /^Practice /);
});

test('English sentences name the games in English; 21点 and 24点 only lead a title', () => {
  // The language switch names Chinese in Chinese.
  const ownWords = new Set(['lang_toggle', 'lang_toggle_label']);
  // Refusals worded in the engine (src/cards/refusal_english.rs), which the
  // page says as the engine does.
  const engineWords = new Set(['not_this_version', 'stats24_damaged']);
  const HAN = /\p{Script=Han}/u;
  const found = EN.filter(([k, v]) => !ownWords.has(k) && !engineWords.has(k)
    && HAN.test(v.replace(/^(?:21点|24点) · /u, ''))).map(([k, v]) => `${k}: ${v}`);
  assert.deepEqual(found, []);
  assert.equal(STRINGS.en.practice_menu21, 'Practice Twenty-One');
  assert.equal(STRINGS.en.game_21, 'Twenty-One');
});

test('the first themed practice set says what Classic is', () => {
  assert.match(STRINGS.en.theme_classic_wrong_note, /computer’s Classic level/);
  assert.match(STRINGS.zh.theme_classic_wrong_note, /电脑的“经典”难度/);
});
