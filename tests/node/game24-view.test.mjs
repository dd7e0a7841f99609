// 24点's table in Node: its view (www/game24/view.js) drawn from the wasm
// 24点 engine's own snapshots (deals of seed 42 played through the page's
// engine wrapper) and read as a page is: the words in both languages, which
// buttons show and are live (the engine's `legal`), the hint's steps and
// their cost, the banner's scoring sentences, the deals table, the
// game-over summary (the hinted deals, the comparison, the missed deals
// solved) and what a screen reader is given. No DOM, no browser. Seed 42's
// first deal is K♣ 3♣ Q♠ K♦.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  find, findAll, text, attr, shown, classesOf,
} from './vnode.mjs';

globalThis.window ??= { addEventListener() {} };
globalThis.document ??= { documentElement: { dataset: {} }, addEventListener() {} };
globalThis.__game24Wasm = readFileSync(new URL('../../www/pkg/game24_bg.wasm', import.meta.url));

const { setLang, t } = await import('../../www/i18n.js');
const { Engine24, loadEngine24 } = await import('../../www/game24/engine.js');
const { view, endText, pointText } = await import('../../www/game24/view.js');
const { cardName } = await import('../../www/game24/i18n.js');
await loadEngine24();

afterEach(() => setLang('en'));

/** A game of seed 42 and the table drawn from it, with the page's view state `ui`. */
function table(config = {}) {
  const engine = Engine24.create({
    mode: 'solo', names: ['Ann', 'Bob'], seed: '42', practice: 'any', ...config,
  });
  const g = {
    engine,
    snap: engine.snapshot(),
    ui: {
      text: '', live: null, message: null, mark: undefined, thinking: null, elapsed: 0, streak: null, copied: false,
    },
    act(action) {
      const { reply, snapshot } = engine.act(action);
      g.snap = snapshot;
      return reply;
    },
    type(s) {
      g.ui.text = s;
      g.ui.live = engine.evaluate(s);
    },
    draw: (numbers = false) => view(g, numbers),
  };
  return g;
}

/** Each action button of the table: [shown, live]. */
function buttons(v) {
  const out = {};
  for (const b of findAll(v, 'button[data-action]')) {
    const a = attr(b, 'data-action');
    if (a === 'g24-insert' || a === 'g24-back' || a === 'g24-clear') continue;
    out[a] = [shown(v, b), !attr(b, 'disabled')];
  }
  return out;
}

/** A hint line's steps, each [left, op, right, value] ("8 ÷ 3 = 8/3"). */
function hintSteps(line) {
  const body = line.replace(/^[^:：]*[:：]\s*/u, '').replace(/\s*[（(][^（()）]*[)）]$/u, '');
  return body.split(/, then |，再算 /u).map((s) => {
    const m = /^(\(?[\d/]+\)?) ([+−×÷]) (\(?[\d/]+\)?) = ([\d/]+)$/u.exec(s.trim());
    assert.ok(m, `a step reads "a op b = v": ${s}`);
    return m.slice(1);
  });
}
const num = (s) => {
  const [n, d = '1'] = s.replace(/[()]/g, '').split('/');
  return Number(n) / Number(d);
};
/** The whole answer (ASCII) written from the hint's three steps. */
function answerFromSteps(steps) {
  const made = [];
  const ascii = { '+': '+', '−': '-', '×': '*', '÷': '/' };
  const expr = (s) => {
    const at = made.findIndex((m) => m.value === s.replace(/[()]/g, ''));
    return at >= 0 ? `(${made.splice(at, 1)[0].text})` : s;
  };
  for (const [l, op, r, v] of steps) {
    const left = expr(l);
    const right = expr(r);
    made.push({ value: v, text: `${left} ${ascii[op]} ${right}` });
  }
  return made[0].text;
}

for (const lang of ['en', 'zh']) {
  test(`${lang}: a solo deal: the cards named, the buttons the engine lists, the typed answer's value and the cards it uses`, () => {
    setLang(lang);
    const g = table();
    let v = g.draw();
    // The cards: buttons named by their words in the page's language, the drawn face hidden.
    const cards = findAll(v, '#g24-cards button');
    assert.equal(attr(find(v, '#g24-cards'), 'aria-label'), t('cards_label'));
    assert.equal(attr(find(v, '#g24-cards'), 'role'), 'group');
    assert.deepEqual(cards.map((b) => text(find(b, 'span.sr-only'))), g.snap.cards.map(cardName));
    assert.deepEqual(cards.map((b) => attr(find(b, 'span.card'), 'aria-hidden')), ['true', 'true', 'true', 'true']);
    assert.deepEqual(findAll(v, '#g24-cards .pip').map(text), ['K', '3', 'Q', 'K']);
    assert.deepEqual(findAll(g.draw(true), '#g24-cards .pip').map(text), ['13', '3', '12', '13']);
    assert.deepEqual(cards.map((b) => attr(b, 'aria-pressed')), ['false', 'false', 'false', 'false']);
    assert.equal(text(find(v, '#g24-status')), t('your_turn'));
    assert.equal(text(find(v, '#g24-deal-no')), t('deal_no', { n: 1, total: 13 }));
    // Solo: no seat names, just the score; the second seat hidden.
    assert.equal(text(find(v, '#g24-score-p1 .name')), t('score'));
    assert.equal(shown(v, find(v, '#g24-score-p2')), false);
    assert.equal(attr(find(v, 'div.scoreboard'), 'aria-label'), t('scoreboard'));
    assert.deepEqual(buttons(v), {
      submit24: [true, true], claim24: [true, true], buzz1: [false, false], buzz2: [false, false], next: [false, false],
      hint24: [true, true], giveup24: [true, true], new: [true, true],
    });
    // The operators are named in the page's language (加 减 乘 除).
    assert.deepEqual(findAll(v, '.g24-pad .op[data-spoken]').map((b) => attr(b, 'aria-label')),
      ['op_plus', 'op_minus', 'op_times', 'op_div', 'op_open', 'op_close'].map((k) => t(k)));
    assert.equal(text(find(v, 'label.sr-only')), t('expr_label'));
    assert.equal(attr(find(v, '#g24-marked'), 'aria-hidden'), 'true');
    // Typed: the value so far (the engine's), the cards it names pressed.
    g.type('K + K');
    v = g.draw();
    assert.equal(text(find(v, '#g24-live')), t('live_value', { v: '26' }));
    assert.deepEqual(findAll(v, '#g24-cards button').map((b) => attr(b, 'aria-pressed')), ['true', 'false', 'false', 'true']);
    assert.equal(shown(v, find(v, '#g24-marked')), false);
    // Not yet whole: said as partial, nothing marked.
    g.type('(K + K');
    assert.equal(text(find(g.draw(), '#g24-live')), t('live_partial'));
    // Wrong where it is: marked there.
    g.type('K + + 3');
    v = g.draw();
    assert.ok(classesOf(find(v, '#g24-live')).includes('bad'));
    assert.equal(shown(v, find(v, '#g24-marked')), true);
    assert.equal(findAll(v, '#g24-marked mark').length, 1);
  });

  test(`${lang}: each hint shows one more step and says its cost; the button says so and rests; the answer then scores no point`, () => {
    setLang(lang);
    const g = table();
    let before = [];
    for (const n of [1, 2, 3]) {
      g.act({ type: 'hint' });
      const v = g.draw();
      const line = text(find(v, '#g24-status'));
      assert.equal(line, t('hint_text', { n, of: 3, steps: g.snap.hint.steps.map((s) => `${s.text} = ${s.value}`).join(t('hint_then')) }));
      assert.match(line, lang === 'en' ? new RegExp(`step ${n} of 3`) : new RegExp(`第 ${n}/3 步`));
      assert.match(line, lang === 'en' ? /scores no point/ : /不再得分/);
      assert.ok(classesOf(find(v, '#g24-status')).includes('hint'));
      const steps = hintSteps(line);
      assert.equal(steps.length, n);
      // The earlier steps stay as they were; the new one is exact arithmetic.
      assert.deepEqual(steps.slice(0, -1), before);
      const [l, op, r, val] = steps.at(-1);
      const want = { '+': num(l) + num(r), '−': num(l) - num(r), '×': num(l) * num(r), '÷': num(l) / num(r) }[op];
      assert.ok(Math.abs(want - num(val)) < 1e-9, `${l} ${op} ${r} = ${val}`);
      before = steps;
      // Resting once the last step is shown: it says so, not "Next step".
      const hint = find(v, 'button[data-action="hint24"]');
      assert.equal(text(find(hint, '.lbl')), lang === 'en' ? (n === 3 ? 'All steps shown' : 'Next step') : (n === 3 ? '已是最后一步' : '下一步'));
      assert.equal(!!attr(hint, 'disabled'), n === 3);
    }
    // The steps use the cards dealt (13 3 12 13), each once, ending on 24 alone.
    const pool = ['13', '3', '12', '13'];
    for (const [l, , r, val] of before) {
      for (const s of [l, r]) {
        const at = pool.indexOf(s.replace(/[()]/g, ''));
        assert.ok(at >= 0, `${s} is in hand (${pool})`);
        pool.splice(at, 1);
      }
      pool.push(val);
    }
    assert.deepEqual(pool, ['24']);
    // A reload is the same save: the same steps drawn.
    const again = { snap: Engine24.load(g.engine.save()).snapshot(), ui: g.ui };
    assert.equal(text(find(view(again), '#g24-status')), text(find(g.draw(), '#g24-status')));
    // Answered right after the hint: won, but no point, and the banner and table say so.
    g.act({ type: 'answer', seat: 'p1', text: answerFromSteps(before), ms: 9000 });
    assert.deepEqual([g.snap.last.end.reason, g.snap.last.winner, g.snap.last.scored, g.snap.scores[0]], ['solved', 'p1', false, 0]);
    const v = g.draw();
    assert.equal(text(find(v, '#g24-banner .why')), t('point_hint'));
    assert.equal(text(find(v, '#g24-banner .title')), endText(g.snap, g.snap.last));
    assert.equal(text(find(v, '#g24-history-body tr[data-deal="1"] .result')), t('no_point_hint'));
    assert.deepEqual(buttons(v).next, [true, true]);
    assert.deepEqual(buttons(v).submit24, [false, false]);
    assert.equal(shown(v, find(v, '#g24-form')), false);
  });

  test(`${lang}: a wrong claim is marked wrong; gold solutions are explained; the summary counts the hinted deal and solves the missed ones`, () => {
    setLang(lang);
    const g = table();
    g.act({ type: 'hint' });
    g.act({ type: 'claim_no_solution', seat: 'p1', ms: 3000 });
    let v = g.draw();
    assert.match(text(find(v, '#g24-history-body tr[data-deal="1"] .answer')), /^✗ /);
    assert.equal(text(find(v, '#g24-history-body tr[data-deal="1"] .answer')), `✗ ${t('claim')}`);
    assert.equal(text(find(v, '#g24-banner .title')), t('end_wrong_claim', { name: 'Ann' }));
    assert.equal(text(find(v, '#g24-banner .why')), t('no_point'));
    // Every deal's solutions: where a gold one is listed, the note explains it.
    let golds = 0;
    for (let i = 0; i < 13; i += 1) {
      v = g.draw();
      const frac = findAll(v, '#g24-solutions .list li.frac').length;
      const note = find(v, '#g24-solutions .frac-note');
      if (frac > 0) {
        golds += 1;
        assert.match(text(note), lang === 'en' ? /gold.*fraction/i : /金色.*分数/);
      } else assert.equal(shown(v, note), false);
      assert.deepEqual(findAll(v, '#g24-solutions .list li').map(text), g.snap.solutions.map((s) => `${s.text} = 24`));
      if (i === 12) break;
      g.act({ type: 'next' });
      g.act({ type: 'give_up', ms: 1000 });
    }
    assert.ok(golds > 0, 'seed 42 deals a deal that needs a fraction');
    // After the last deal, Next ends the game.
    g.act({ type: 'next' });
    assert.equal(g.snap.phase, 'game_over');
    v = g.draw();
    assert.equal(text(find(v, '#g24-summary .winner')), '0 / 13');
    assert.equal(shown(v, find(v, '#g24-summary')), true);
    assert.deepEqual(buttons(v).rematch, [true, true]);
    const missed = findAll(v, '#g24-missed li').map(text);
    assert.equal(missed.length, 13);
    const row = lang === 'en' ? /^Deal (\d+) · (\S+ \S+ \S+ \S+): (.+)$/ : /^第 (\d+) 手 · (\S+ \S+ \S+ \S+)：(.+)$/;
    for (const [k, line] of missed.entries()) {
      const m = row.exec(line);
      assert.ok(m, line);
      assert.equal(Number(m[1]), k + 1);
      assert.equal(m[2], g.snap.history[k].deal.cards.join(' '));
      assert.ok(m[3] === (lang === 'en' ? 'no solution' : '无解') || m[3].endsWith(' = 24'), line);
    }
  });

  test(`${lang}: a deal solved after a hint is said beside the score; the comparison counts it`, () => {
    setLang(lang);
    const g = table();
    for (let i = 0; i < 3; i += 1) g.act({ type: 'hint' });
    g.act({ type: 'answer', seat: 'p1', text: answerFromSteps(hintSteps(text(find(g.draw(), '#g24-status')))), ms: 5000 });
    for (let i = 1; i < 13; i += 1) {
      g.act({ type: 'next' });
      g.act({ type: 'give_up', ms: 1000 });
    }
    g.act({ type: 'next' });
    const v = g.draw();
    assert.equal(text(find(v, '#g24-summary .winner')), '0 / 13');
    assert.match(text(find(v, '#g24-summary .detail')),
      lang === 'en' ? /; 1 more solved after a hint \(no point\)$/ : /；另有 1 手用了提示后算出（不得分）$/);
    assert.match(text(find(v, '#g24-compare .g24-compare-sum')), /\b1\b/);
    assert.equal(findAll(v, '#g24-missed li').length, 12);
    assert.equal(findAll(v, '#g24-compare-body tr').length, 13);
    assert.equal(attr(find(v, '#g24-history .table-wrap'), 'role'), 'region');
    assert.equal(attr(find(v, '#g24-history .table-wrap'), 'aria-labelledby'), 'g24-history-title');
    assert.equal(text(find(v, '#g24-history-title')), t('history24'));
    // The last deal first.
    assert.deepEqual(findAll(v, '#g24-history-body tr').map((r) => attr(r, 'data-deal')).slice(0, 2), ['13', '12']);
  });
}

test('a race: the buzz buttons name each player, no hint; after a buzz the answer is open and counted down', () => {
  const g = table({ mode: 'race' });
  let v = g.draw();
  assert.deepEqual(findAll(v, 'button.buzz .lbl').map(text), [t('buzz', { name: 'Ann' }), t('buzz', { name: 'Bob' })]);
  assert.deepEqual(buttons(v).buzz1, [true, true]);
  assert.deepEqual(buttons(v).hint24, [false, false]);
  assert.deepEqual(buttons(v).submit24, [false, false]);
  assert.equal(text(find(v, '#g24-status')), t('race_wait', { k1: 'Ann: Z', k2: 'Bob: P' }));
  assert.equal(text(find(v, '#g24-keys')), `${t('keys24_nohint')} · ${t('keys24_race', { p1: 'Ann', p2: 'Bob' })}`);
  assert.equal(attr(find(v, '#g24-expr'), 'disabled'), true);
  g.act({ type: 'buzz', seat: 'p2', ms: 1000 });
  g.ui.elapsed = 1000;
  v = g.draw();
  assert.equal(text(find(v, '#g24-status')), t('answering', { name: 'Bob' }));
  assert.ok(classesOf(find(v, '#g24-score-p2')).includes('to-move'));
  assert.deepEqual(buttons(v).submit24, [true, true]);
  assert.deepEqual(buttons(v).buzz1, [false, false]);
  assert.equal(attr(find(v, '#g24-expr'), 'disabled'), false);
  assert.equal(text(find(v, '#g24-countdown')), t('buzz_left', { s: 30 }));
  // The other scores when the answer's time runs out.
  g.act({ type: 'time_up', ms: 31000 });
  v = g.draw();
  assert.equal(text(find(v, '#g24-banner .title')), t('end_time_up', { name: 'Bob', other: 'Ann' }));
  assert.equal(text(find(v, '#g24-banner .why')), pointText(g.snap, g.snap.last));
  assert.equal(text(find(v, '#g24-banner .why')), t('point_to', { name: 'Ann' }));
});

test('vs Computer: the think bar is named by its label and says how far it is', () => {
  setLang('zh');
  const g = table({ mode: 'vs_computer', level: 'expert' });
  g.ui.thinking = { full: 10000, done: 0, run: '1', paused: false };
  g.ui.elapsed = 2500;
  const v = g.draw();
  assert.equal(shown(v, find(v, '#g24-think')), true);
  assert.equal(text(find(v, '#g24-think-label')), t('thinking_label', { name: 'Bob' }));
  const bar = find(v, '#g24-think-bar');
  assert.deepEqual(['role', 'aria-labelledby', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map((a) => attr(bar, a)),
    ['progressbar', 'g24-think-label', '0', '100', '25']);
  assert.equal(text(find(v, '#g24-status')), t('your_turn_one'));
});

for (const [lang, one, said] of [
  ['en', /one answer/i, /answered wrong \(K \+ K - 3 \+ Q: that makes 35, not 24\)/],
  ['zh', /只能答一次/, /答错（K \+ K - 3 \+ Q：结果是 35，不是 24）/],
]) {
  test(`${lang}: vs Computer one answer decides the deal, said before and after it, with the value a wrong one made (after a reload too); solo says nothing of it`, () => {
    setLang(lang);
    assert.doesNotMatch(text(find(table().draw(), '#g24-status')), one, 'solo: a wrong answer may be tried again');
    const g = table({ mode: 'vs_computer', level: 'expert' });
    assert.match(text(find(g.draw(), '#g24-status')), one);
    g.act({ type: 'answer', seat: 'p1', text: 'K + K - 3 + Q', ms: 4000 });
    assert.equal(g.snap.last.end.reason, 'wrong_answer');
    assert.deepEqual(g.snap.last.end.error, { kind: 'not_twenty_four', value: '35' }, 'the engine says what it made');
    const title = text(find(g.draw(), '#g24-banner .title'));
    assert.match(title, one);
    assert.match(title, said);
    // A reload is the game's save: the same words.
    const again = { snap: Engine24.load(g.engine.save()).snapshot(), ui: g.ui };
    assert.equal(text(find(view(again), '#g24-banner .title')), title);
    assert.equal(text(find(view(again), '#g24-banner .why')), t('point_to', { name: 'Bob' }));
  });
}

test('the game-over line speaks to the person: "You win!", not "You wins!"', async () => {
  const { tn } = await import('../../www/i18n.js');
  const lines = [tn('winner24', 'winner24_you', { name: 'You' }), tn('winner24', 'winner24_you', { name: 'Ann' })];
  setLang('zh');
  lines.push(tn('winner24', 'winner24_you', { name: '你' }), tn('winner24', 'winner24_you', { name: '安' }));
  assert.deepEqual(lines, ['You win!', 'Ann wins!', '你赢了！', '安获胜！']);
  // And the summary of a two-player game draws it.
  setLang('en');
  const g = table({ mode: 'race', names: ['You', 'Bob'] });
  for (let i = 0; i < 13; i += 1) {
    g.act({ type: 'buzz', seat: 'p2', ms: 1000 });
    g.act({ type: 'claim_no_solution', seat: 'p2', ms: 2000 });
    g.act({ type: 'next' });
  }
  assert.equal(g.snap.phase, 'game_over');
  assert.equal(text(find(g.draw(), '#g24-summary .winner')), g.snap.winner === 'p1' ? 'You win!' : 'Bob wins!');
});

for (const [lang, w] of Object.entries({
  en: { practice: /\(practice, not counted\)/, again: 'Play again (practice)', streak: /a streak of 2 days/, note: /practice: the day counts its first game/ },
  zh: { practice: /（练习，不计成绩）/, again: '再玩一次（练习）', streak: /连续 2 天/, note: /这是练习/ },
})) {
  test(`${lang}: the daily deal's words: the counted game shared with its streak, Play again and a replay said to be practice`, () => {
    setLang(lang);
    const play = (dailyPractice) => {
      const g = table({ mode: 'solo', seed: undefined, daily: '2026-12-07', daily_practice: dailyPractice });
      assert.equal(text(find(g.draw(), '#g24-deal-no')).match(w.practice) !== null, dailyPractice);
      for (let i = 0; i < 13; i += 1) {
        g.act({ type: 'give_up', ms: 1000 });
        g.act({ type: 'next' });
      }
      assert.equal(g.snap.phase, 'game_over');
      g.ui.streak = 2;
      return g.draw();
    };
    const counted = play(false);
    assert.equal(shown(counted, find(counted, '#g24-share')), true);
    assert.match(find(counted, '#g24-share-text').data.props.value, w.streak);
    assert.equal(text(find(counted, '#g24-rematch .lbl')), w.again);
    assert.doesNotMatch(text(find(counted, '#g24-summary .detail')), w.note);
    const practice = play(true);
    assert.equal(shown(practice, find(practice, '#g24-share')), false);
    assert.match(text(find(practice, '#g24-summary .detail')), w.note);
    assert.match(text(find(practice, '#g24-deal-no')), w.practice);
  });
}
