// Every message a Chinese page shows is Chinese, the engine's reason inside
// it included (the engine sends a refusal as a code with its fields, which
// the page says from its catalog): a seed that is no number, a saved match of an
// unknown version or with a card twice in its deck, a review link that is
// garbage. The English page keeps the engine's own words. Quoted data (the
// seed typed, a card) may stay as it was, and so may the detail of damaged
// data (the engine's English, said after the source's own sentence); no
// English word outside those.
// No browser: the page's engine wrapper (duel21/engine.js) in an engine
// realm refuses what the page would hand it, and the page's catalog words
// the refusal as the page does (the notice after a reload: screens.js,
// resumeSave, `save_damaged`; the menu's error: menu-start.js,
// `menu_refused`; a review link: screens.js, `share_damaged`). That the
// page shows these notices is tests/browser/duel-persistence's and
// duel-review's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openEngine } from './engine-realm.mjs';

let realm;
before(async () => { realm = await openEngine(); });
after(async () => { await realm?.context.close(); });

const english = ({ notice, detail }) => notice.replace(detail ?? '', '').replace(/“[^”]*”|'[^']*'/gu, '').match(/[A-Za-z]{2,}/gu);

/**
 * What the page says, in `lang`, when the engine refuses: `harm` (the source
 * of a function of the save text) applied to a hot-seat match of seed 42's
 * save and resumed; or a match started with `seed`; or the review link `review`.
 */
function refusal(lang, { harm, seed, review }) {
  return realm.page.evaluate(async ({ lang, harm, seed, review }) => {
    const said = (notice, msg) => ({ notice, detail: msg?.refusal?.detail ?? null });
    globalThis.document ??= { documentElement: { dataset: {} } };
    const { setLang, t } = await import('/www/i18n.js');
    const { DuelEngine, Game } = await import('/www/duel21/engine.js');
    const { SaveRefused } = await import('/www/engine-text.js');
    const { defaultNames } = await import('/www/menu-fields.js');
    setLang(lang);
    const v = { mode: 'pvp', level: 'classic', computer_seat: 'p2', first_rule: 'alternate' };
    const names = defaultNames(v, t);
    try {
      if (harm !== undefined) {
        const engine = DuelEngine.create({ ...v, names, seed: '42' });
        const text = (0, eval)(harm)(engine.save());
        engine.free();
        try {
          DuelEngine.load(text);
        } catch (msg) {
          // As resumeSave says it: a refused save is damaged; anything else an error.
          return said(msg instanceof SaveRefused ? t('save_damaged', { msg }) : t('error', { msg }), msg);
        }
        return said('the damaged save was taken');
      }
      if (seed !== undefined) {
        try {
          DuelEngine.create({ ...v, names, seed }).free();
        } catch (msg) {
          return said(t('menu_refused', { msg }), msg);
        }
        return said('the seed was taken');
      }
      try {
        Game.from_share(review).free();
      } catch (msg) {
        return said(t('share_damaged', { msg }), msg);
      }
      return said('the review link was taken');
    } finally {
      setLang('en');
    }
  }, { lang, harm: harm && String(harm), seed, review });
}

const HARMS = [
  ['an unknown version', (s) => s.replace('"duel":{"version":1', '"duel":{"version":9'), /不支持第 9 版/, /version 9 is not supported/],
  ['a card twice', (s) => s.replace(/"deck":"K♣ 3♣/u, '"deck":"K♣ K♣'), /保存的比赛已损坏：the card K♣ appears twice/u, /appears twice/],
];

for (const [what, harm, zh, en] of HARMS) {
  test(`a saved match with ${what}: the reason is Chinese on a Chinese page, English on an English one`, async () => {
    for (const [lang, want] of [['zh', zh], ['en', en]]) {
      const r = await refusal(lang, { harm });
      assert.match(r.notice, want);
      if (lang === 'zh') assert.equal(english(r), null, r.notice);
    }
    assert.deepEqual(realm.errors, []);
  });
}

test('中文: a seed that is no number and a garbage review link are refused in Chinese', async () => {
  const menu = await refusal('zh', { seed: 'abc' });
  assert.match(menu.notice, /种子“abc”必须是整数/u);
  assert.equal(english(menu), null, menu.notice);
  const link = await refusal('zh', { review: '21.1.zz' });
  assert.match(link.notice, /复盘链接已损坏/u);
  assert.match(link.notice, /分享的比赛链接已损坏/u);
  assert.equal(english(link), null, link.notice);
  assert.deepEqual(realm.errors, []);
});
