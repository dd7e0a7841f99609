// The 21点 table's keys line and scoreboard, in both languages: on the
// table the line says that Enter takes (the focus is on Take on the
// person's turn) and Enter does; on the summary it says R for Rematch, and R
// does it; every key the line names has a button on show. The scoreboard is
// a group named in the page's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, ready, startMatch, humanOrDone, wantsCard } from './helpers.mjs';

let env;
before(async () => { env = await launch({ pool: true }); });
after(async () => { await env?.close(); });

const WORDS = {
  'en-US': { take: /T or ↵ take/, rematch: /R rematch/, score: 'Score' },
  'zh-CN': { take: /T 或 ↵ 要牌/, rematch: /R 重赛/, score: '比分' },
};

/** The single letters the keys line names, each with a button on show whose key hint is that letter. */
function unbacked(page) {
  return page.evaluate(() => {
    const line = document.getElementById('keys-hint').textContent;
    const letters = [...line.matchAll(/(?:^|[：:·] ?|或 |or )([A-Z])(?= )/gu)].map((m) => m[1]);
    const shown = [...document.querySelectorAll('kbd')]
      .filter((k) => k.closest('button') && !k.closest('button').disabled && k.closest('button').checkVisibility())
      .map((k) => k.textContent.trim());
    // (O: the settings' gear shows its icon, no key.)
    return { letters, missing: letters.filter((l) => l !== 'O' && !shown.includes(l)) };
  });
}

for (const locale of ['en-US', 'zh-CN']) {
  test(`${locale}: the keys line says ↵ takes on the table and R on the summary; the scoreboard is a named group`, async () => {
    const w = WORDS[locale];
    const { page, errors, context } = await openPage(env, { path: '?seed=42&pause=0', locale, viewport: { width: 1280, height: 800 } });
    await ready(page);
    await startMatch(page, { mode: 'computer', level: 'easy' });
    let s = await humanOrDone(page);
    const board = page.locator('#play .scoreboard');
    assert.equal(await board.getAttribute('role'), 'group');
    assert.equal(await board.getAttribute('aria-label'), w.score);
    assert.match(await page.textContent('#keys-hint'), w.take);
    let u = await unbacked(page);
    assert.ok(u.letters.includes('T') && u.letters.includes('S'), `letters read: ${u.letters}`);
    // (N and V have their buttons between rounds, not while deciding.)
    assert.deepEqual(u.missing.filter((l) => !'NV'.includes(l)), [], 'each key named has its button');
    // Enter on the person's turn takes, as the line says.
    assert.equal(s.to_move, 'p1');
    const cards = s.seats[0].cards.length;
    await page.keyboard.press('Enter');
    s = await page.evaluate(() => window.duel.state());
    assert.ok(s.seats[0].cards.length === cards + 1 || s.history.length > 0, 'Enter took a card');
    // To the match's end.
    for (let i = 0; i < 400 && s.phase !== 'match_over'; i += 1) {
      s = await humanOrDone(page);
      if (s.phase === 'match_over') break;
      if (s.can_next) await page.click('#next');
      else await page.click(wantsCard(s) ? '#take' : '#stand');
    }
    assert.equal(s.phase, 'match_over');
    const line = await page.textContent('#keys-hint');
    assert.match(line, w.rematch);
    assert.doesNotMatch(line, w.take, 'no Take on the summary');
    u = await unbacked(page);
    assert.ok(u.letters.includes('R'));
    assert.deepEqual(u.missing, [], `each key named on the summary has its button (${u.letters})`);
    // A language switch keeps the summary's line.
    await page.keyboard.press('l');
    assert.match(await page.textContent('#keys-hint'), WORDS[locale === 'en-US' ? 'zh-CN' : 'en-US'].rematch);
    assert.equal(await board.getAttribute('aria-label'), WORDS[locale === 'en-US' ? 'zh-CN' : 'en-US'].score);
    await page.keyboard.press('r');
    await page.waitForFunction(() => window.duel.state().phase !== 'match_over');
    assert.match(await page.textContent('#keys-hint'), WORDS[locale === 'en-US' ? 'zh-CN' : 'en-US'].take);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
