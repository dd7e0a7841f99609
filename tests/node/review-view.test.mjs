// 21点's review screen in Node: its controller (www/duel21/review-ctrl.js)
// on the wasm engines (the duel engine's review, curve and replay; the
// practice engine's drills and verdicts) over a stand-in localStorage, and
// its view (www/duel21/review-view.js) read as a page is: the summary and
// every row against the engine's Game.review() in both languages, the
// grades and the round's best said beside the match's, the graph and its
// table for screen readers, the replay at any step (its words, the coach's
// numbers, which ends are live, what the live region says), sharing, a link
// dealt without a seed, and "Learn from your mistakes". No DOM, no browser.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  find, findAll, text, attr, shown, classesOf,
} from './vnode.mjs';
import { MemoryStorage } from './fake-storage.mjs';
import { accuracyText, checkReview, lossText } from './check-review.mjs';

globalThis.localStorage = new MemoryStorage();
globalThis.sessionStorage = new MemoryStorage();
globalThis.window ??= { addEventListener() {} };
globalThis.document ??= { documentElement: { dataset: {} }, addEventListener() {} };
globalThis.location ??= { href: 'https://example.test/21/?fast#x' };
// A frame is a turn of the event loop here.
globalThis.requestAnimationFrame ??= (f) => setTimeout(f, 0);
// The wasm modules, as the single-file build hands them over (www/version.js).
const wasm = (name) => readFileSync(new URL(`../../www/pkg/${name}_bg.wasm`, import.meta.url));
globalThis.__duel21Wasm = wasm('duel21');
globalThis.__practiceWasm = wasm('practice');

const { setLang, t } = await import('../../www/i18n.js');
const { Game, loadEngine } = await import('../../www/duel21/engine.js');
const { view } = await import('../../www/duel21/review-view.js');
const { ReviewScreen } = await import('../../www/duel21/review-ctrl.js');
const { roundDiffersText } = await import('../../www/duel21/review-words.js');
const { rememberOwnReview } = await import('../../www/storage.js');
await loadEngine();

afterEach(() => {
  setLang('en');
  localStorage.m.clear();
});

const EN_WORDS = { best: 'Best', good: 'Good', inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' };
const ZH_WORDS = { best: '最佳', good: '良好', inaccuracy: '不精确', mistake: '错误', blunder: '大错' };
const tick = () => new Promise((done) => { setTimeout(done, 5); });

/**
 * A match played by the engine: the people take below 16 and stand from
 * it, the computer plays its own moves; `rounds` rounds, or to its end.
 * Returns its save text and final snapshot.
 */
function play(config, { rounds = Infinity } = {}) {
  const g = new Game(config);
  try {
    let s = g.snapshot();
    for (let i = 0; i < 2000 && s.phase !== 'match_over'; i += 1) {
      if (s.computer_turn) s = g.auto_step().snapshot;
      else if (s.can_next) {
        if (s.history.length >= rounds) break;
        s = g.next_round();
      } else {
        const me = s.seats.find((x) => x.seat === s.to_move);
        s = me.total < 16 && s.can_take ? g.take_card() : g.stand();
      }
    }
    return { save: g.save(), snap: s };
  } finally {
    g.free();
  }
}

/** The engine's own review of the match saved as `save`, and its share code. */
function engineReview(save) {
  const g = Game.load(save);
  try {
    return { review: g.review(), curve: g.match_curve(), code: g.share_code() };
  } finally {
    g.free();
  }
}

/** A controller on the real engines; `focused` and `failed` record what it asked of the page. */
function controller() {
  const focused = [];
  const failed = [];
  const ctrl = new ReviewScreen({ fail: (e) => failed.push(e), focus: (where, id) => focused.push(id ? `${where} ${id}` : where) });
  return { ctrl, focused, failed };
}

/** The review as drawn: summaries, key moments, every decision row. */
function readReview(tree) {
  const rows = (sel) => findAll(tree, sel).map((li) => ({
    step: Number(attr(li, 'data-step')),
    grade: attr(li, 'data-grade'),
    word: text(find(li, '.grade .word')),
    icon: text(find(li, '.grade .icon')),
    iconHidden: attr(find(li, '.grade .icon'), 'aria-hidden'),
    loss: text(find(li, '.loss .val')),
    played: text(find(li, '.play .val')),
    best: text(find(li, '.best .val')),
    who: text(find(li, '.who')),
    differs: findAll(li, '.differs').map(text).join(''),
    current: attr(li, 'aria-current'),
  }));
  return {
    seats: findAll(tree, '#review-seats .seat-sum').map((c) => ({
      seat: attr(c, 'data-seat'),
      name: text(find(c, '.name')),
      head: text(find(c, '.seat-sum-name')),
      accuracy: text(find(c, '.acc-num')),
      counts: Object.fromEntries(findAll(c, '.counts li').map((li) => [attr(li, 'data-grade'), Number(text(find(li, '.n')))])),
    })),
    key: rows('#review-key .decision'),
    decisions: rows('#review-rounds .decision'),
  };
}


// The browser's first match (duel-review): the computer (the Expert) in seat 1, Ann in seat 2.
const VS = {
  mode: 'computer', level: 'expert', computer_seat: 'p1', seed: '123', names: ['Computer', 'Ann'], first_rule: 'alternate',
};
const vs = play(VS);

test('a finished match against the Expert: the summary, every row and the key moments are the engine\'s review, in both languages', () => {
  const { review } = engineReview(vs.save);
  assert.equal(vs.snap.phase, 'match_over');
  assert.ok(review.decisions.some((d) => d.seat === 'p1') && review.decisions.some((d) => d.seat === 'p2'));
  const { ctrl, failed } = controller();
  ctrl.openMatch(vs.save);
  assert.deepEqual(ctrl.hook().review(), review);
  for (const [lang, words] of [['en', EN_WORDS], ['zh', ZH_WORDS]]) {
    setLang(lang);
    const drawn = readReview(view(ctrl));
    // The person's seat first, though the computer sits first.
    checkReview(drawn, review, { order: ['p2', 'p1'], words });
    assert.equal(drawn.seats[0].name, 'Ann');
    assert.equal(drawn.seats[1].name, t('default_computer'));
    // A computer under its default name is named once, with its level.
    assert.equal(drawn.seats[1].head, `${t('default_computer')}${t('level_expert')}`);
    assert.equal(drawn.seats[1].accuracy, '100%');
  }
  // The Expert is graded by the match it plays for: best at every decision.
  assert.ok(review.decisions.filter((d) => d.seat === 'p1').every((d) => d.grade === 'best' && d.loss === 0));
  // Key moments are inaccuracies or worse, and say their round.
  assert.ok(review.key_moments.every((i) => review.decisions[i].loss >= 0.02));
  const key = readReview(view(ctrl)).key;
  key.forEach((k) => assert.match(k.who, /^Round \d+ · /));
  assert.deepEqual(failed, []);
});

test('a row where the round\'s best is not the match\'s says both, with the score that decides; a button on each row shows its move', () => {
  // Matches until one has a decision whose round's best is not the match's.
  let found = null;
  for (let seed = 1; seed < 40 && !found; seed += 1) {
    const m = play({ ...VS, seed: String(seed) });
    const d = engineReview(m.save).review.decisions.find((x) => x.round_differs);
    if (d) found = { m, d };
  }
  assert.ok(found, 'a match with a round_differs decision');
  const { ctrl } = controller();
  ctrl.openMatch(found.m.save);
  for (const lang of ['en', 'zh']) {
    setLang(lang);
    const tree = view(ctrl);
    const row = find(tree, `#review-rounds .decision[data-step="${found.d.step}"]`);
    const who = found.d.seat === 'p1' ? t('default_computer') : 'Ann';
    assert.equal(text(find(row, '.differs')), roundDiffersText(found.d, who));
    assert.match(text(find(row, '.differs')), lang === 'en' ? /^Best for the round: (take|stand); best for the match: (take|stand)/ : /本回合/);
    const btn = find(row, '.step-btn');
    assert.equal(text(btn), String(found.d.step + 1));
    assert.equal(attr(btn, 'aria-label'), t('goto_move', { n: found.d.step + 1 }));
  }
});

test('the replay by the controller: the step in words, the coach\'s numbers, the ends\' buttons, the row and point marked, what the live region says', async () => {
  const { review } = engineReview(vs.save);
  const { ctrl, focused, failed } = controller();
  ctrl.openMatch(vs.save);
  let tree = view(ctrl);
  // It opens at the first deal, both backward buttons off (aria-disabled: the focus stays).
  assert.equal(attr(find(tree, '#replay-table'), 'data-step'), '0');
  assert.equal(text(find(tree, '#replay-step')), `0 of ${vs.snap.version} moves played`);
  assert.equal(attr(find(tree, '#replay-first'), 'aria-disabled'), 'true');
  assert.equal(attr(find(tree, '#replay-prev'), 'aria-disabled'), 'true');
  assert.equal(attr(find(tree, '#replay-next'), 'aria-disabled'), 'false');
  assert.equal(attr(find(tree, '#replay-next'), 'aria-label'), 'Next move, key →');
  assert.equal(attr(find(tree, '.replay-controls'), 'role'), 'group');
  // A decision's move: its table, its words, the coach's numbers then.
  const d = review.decisions.find((x) => x.seat === 'p2' && x.round === 3) ?? review.decisions.find((x) => x.seat === 'p2');
  assert.ok(ctrl.act('replay-next'));
  ctrl.jump(d.step);
  assert.deepEqual(focused.slice(-2), ['current', 'replay']);
  tree = view(ctrl);
  const at = ctrl.hook().replay();
  assert.equal(at.step, d.step);
  assert.equal(attr(find(tree, '#replay-table'), 'data-step'), String(d.step));
  assert.equal(text(find(tree, '#replay-step')), `${d.step} of ${vs.snap.version} moves played`);
  assert.ok(text(find(tree, '#replay-move')).startsWith(`Move ${d.step + 1} · Ann: ${d.choice} (best: ${d.best === 'take' || d.best === 'stand' ? (d.tie ? 'either' : d.best) : d.best}, loss ${lossText(d.loss)}`));
  assert.equal(text(find(tree, '#replay-bust')), `${Math.round(at.explain.bust_probability * 100)}%`);
  assert.equal(findAll(tree, '#replay-equity .eq-row').length, 2);
  assert.equal(findAll(tree, '#replay-match .eq-row').length, 2);
  assert.equal(findAll(tree, '#replay-ranks .rank-cell').length, 13);
  assert.ok(shown(tree, find(tree, '#replay-coach')));
  // The seat to move is Ann's, her cards the engine's then.
  const ann = find(tree, '#replay-table .seat[data-seat="p2"]');
  assert.ok(classesOf(ann).includes('to-move'));
  assert.deepEqual(findAll(ann, '.card').map((c) => attr(c, 'data-card')), at.snapshot.seats[1].cards.map((c) => c.text));
  assert.equal(text(find(ann, '.name')), 'Ann');
  assert.equal(attr(find(ann, '.hand'), 'aria-label'), t('card_of', { name: 'Ann' }));
  // Its row in the list and its point on the graph are marked; the key moments' rows are not.
  const row = find(tree, `#review-rounds .decision[data-step="${d.step}"]`);
  assert.equal(attr(row, 'aria-current'), 'step');
  assert.deepEqual(findAll(tree, '#review-rounds .decision').filter((r) => attr(r, 'aria-current')).length, 1);
  assert.ok(findAll(tree, '#review-key .decision').every((r) => !attr(r, 'aria-current')));
  assert.ok(findAll(tree, '#graph .point.current').every((p) => attr(p, 'data-step') === String(d.step)));
  // The step is said politely once the region has been emptied (a frame later).
  assert.equal(attr(find(tree, '#replay-live'), 'aria-live'), 'polite');
  assert.equal(text(find(tree, '#replay-live')), '');
  await tick();
  const said = text(find(view(ctrl), '#replay-live'));
  assert.ok(said.startsWith(`${d.step} of ${vs.snap.version} moves played. Round ${d.round}.`));
  // A language switch redraws the screen but does not say the step again.
  setLang('zh');
  assert.equal(text(find(view(ctrl), '#replay-live')), said);
  setLang('en');
  // End: the table as it was left, the forward buttons off; said in Chinese too.
  ctrl.act('replay-last');
  tree = view(ctrl);
  assert.equal(attr(find(tree, '#replay-table'), 'data-step'), String(vs.snap.version));
  assert.equal(attr(find(tree, '#replay-next'), 'aria-disabled'), 'true');
  assert.equal(attr(find(tree, '#replay-last'), 'aria-disabled'), 'true');
  assert.equal(attr(find(tree, '#replay-first'), 'aria-disabled'), 'false');
  assert.equal(text(find(tree, '#replay-move')), 'The match is over.');
  assert.ok(!shown(tree, find(tree, '#replay-coach')));
  assert.deepEqual(ctrl.hook().replay().snapshot.tally, vs.snap.tally);
  assert.equal(ctrl.go(vs.snap.version + 5), false, 'past the end: no move');
  ctrl.act('replay-first');
  setLang('zh');
  assert.match(text(find(view(ctrl), '#replay-step')), /^已走 0 \/ \d+ 步$/);
  assert.deepEqual(failed, []);
});

test('the graph: a button per moment to its step, on the first seat\'s line, the turning point named, the rounds under it, the same numbers as a table', () => {
  const { curve } = engineReview(vs.save);
  const { ctrl } = controller();
  ctrl.openMatch(vs.save);
  const tree = view(ctrl);
  const points = findAll(tree, '#graph .point');
  assert.equal(points.length, curve.points.length);
  assert.ok(points.length > 10);
  assert.deepEqual(points.map((p) => attr(p, 'data-step')), curve.points.map((p) => String(p.step)));
  // Ann's line: her chance, as the summary shows her first.
  const p0 = curve.points.find((p) => p.seat);
  const b0 = points[curve.points.indexOf(p0)];
  assert.ok(classesOf(b0).includes('seat-p2'));
  assert.match(attr(b0, 'aria-label'), new RegExp(`^Round ${p0.round}, .*Ann.*${((1 - p0.p1) * 100).toFixed(1)}%`));
  assert.ok(curve.points.some((p) => !p.seat), 'round ends');
  assert.ok(findAll(tree, '#graph .point.round-end').length > 0);
  // The turning point: marked, and named by the line above.
  assert.notEqual(curve.turning_point, null);
  assert.ok(classesOf(points[curve.turning_point]).includes('turning'));
  assert.equal(text(find(points[curve.turning_point], '.icon')), '!');
  assert.ok(shown(tree, find(tree, '#review-turning')));
  assert.match(text(find(tree, '#review-turning')), /Ann/);
  // The rounds along the bottom: each round's number once, all of them.
  assert.deepEqual(findAll(tree, '#graph .graph-round').map(text), vs.snap.history.map((r) => String(r.number)));
  // The svg: the two lines, one point per moment, hidden from screen readers.
  assert.equal(attr(find(tree, '#graph svg'), 'aria-hidden'), 'true');
  assert.equal(findAll(tree, '#graph polyline').length, 2);
  assert.equal(attr(find(tree, '#graph polyline.seat-p1'), 'points').split(' ').length, curve.points.length);
  // The swipe line only where the controller measured the graph wider than its box.
  assert.ok(!shown(tree, find(tree, '#graph .graph-swipe')));
  ctrl.state.swipe = true;
  const wide = view(ctrl);
  assert.ok(shown(wide, find(wide, '#graph .graph-swipe')));
  assert.match(text(find(wide, '#graph .graph-swipe')), /swipe it sideways/);
  // The table for screen readers: a row per moment, both chances, the names as headers.
  assert.equal(findAll(tree, '#graph-body tr').length, curve.points.length);
  assert.deepEqual(findAll(tree, '#graph-table th.name-col').map(text), ['Computer', 'Ann']);
  const first = findAll(find(tree, '#graph-body'), 'td').slice(0, 4).map(text);
  assert.equal(first[2], `${(curve.points[0].p1 * 100).toFixed(1)}%`);
  // A point jumps the replay to its step.
  const target = curve.points.at(-1);
  points.at(-1).data.on.click();
  assert.equal(ctrl.hook().step(), target.step);
});

test('sharing: the link carries the engine\'s code, the result as text, copied or selected for Ctrl+C', async () => {
  const { review, code } = engineReview(vs.save);
  const { ctrl, focused } = controller();
  ctrl.openMatch(vs.save);
  const tree = view(ctrl);
  const link = find(tree, '#share-link').data.props.value;
  assert.equal(new URL(link).searchParams.get('review'), code);
  assert.equal(new URL(link).hash, '');
  const [you, cpu] = [vs.snap.tally.wins[1], vs.snap.tally.wins[0]];
  const draws = vs.snap.tally.draws ? ` (${vs.snap.tally.draws} draw${vs.snap.tally.draws === 1 ? '' : 's'})` : '';
  const shareText = `21点 · Ann ${you}–${cpu} Expert${draws} · accuracy ${accuracyText(review.seats.p2.accuracy)} · seed 123`;
  assert.equal(find(tree, '#share-text').data.props.value, shareText);
  assert.equal(attr(find(tree, '#share-status'), 'role'), 'status');
  const copied = [];
  Object.defineProperty(globalThis, 'navigator', { value: { clipboard: { writeText: async (x) => { copied.push(x); } } }, configurable: true });
  await ctrl.copy('text');
  await ctrl.copy('link');
  assert.deepEqual(copied, [shareText, link]);
  assert.equal(text(find(view(ctrl), '#share-status')), 'Copied.');
  Object.defineProperty(globalThis, 'navigator', { value: { clipboard: { writeText: async () => { throw new Error('denied'); } } }, configurable: true });
  await ctrl.copy('text');
  assert.deepEqual(focused.at(-1), 'select share-text');
  assert.equal(text(find(view(ctrl), '#share-status')), t('copy_failed'));

  // The link opened: the same review, the page's default names in its language, said to carry none.
  for (const [lang, names, words] of [['en', ['You', 'Computer'], EN_WORDS], ['zh', ['你', '电脑'], ZH_WORDS]]) {
    setLang(lang);
    const other = controller().ctrl;
    other.openShared(code);
    const opened = view(other);
    assert.equal(attr(opened, 'data-shared'), 'true');
    assert.ok(shown(opened, find(opened, '#review-shared')));
    const drawn = readReview(opened);
    checkReview(drawn, review, { order: ['p2', 'p1'], words });
    assert.deepEqual(drawn.seats.map((s) => s.name), names);
    if (lang === 'en') assert.equal(find(opened, '#share-text').data.props.value, shareText.replace('Ann', 'You'));
  }
  assert.equal(attr(tree, 'data-shared'), 'false');
  assert.ok(!shown(tree, find(tree, '#review-shared')));
  // Nothing was stored by opening either.
  assert.equal(localStorage.length, 0);
});

test('the review of a match between rounds: in progress, two rounds\' decisions, the seats in their order; a damaged link is refused with the engine\'s reason', () => {
  const m = play({
    mode: 'pvp', seed: '31', names: ['Ann', 'Bo'], first_rule: 'alternate',
  }, { rounds: 2 });
  assert.equal(m.snap.phase, 'round_over');
  const { review } = engineReview(m.save);
  const { ctrl } = controller();
  ctrl.openMatch(m.save);
  const tree = view(ctrl);
  checkReview(readReview(tree), review, { order: ['p1', 'p2'], words: EN_WORDS });
  assert.ok(review.decisions.every((d) => d.round <= 2));
  assert.match(text(find(tree, '#review-match')), /match in progress/);
  assert.deepEqual(findAll(tree, '#review-rounds .review-round').map((r) => attr(r, 'data-round')), ['1', '2']);
  // Two people: both accuracies in the result line.
  assert.match(find(tree, '#share-text').data.props.value, /accuracy [\d.]+% \/ [\d.]+%/);
  // The end of the replay so far is not the match's end.
  ctrl.act('replay-last');
  assert.equal(text(find(view(ctrl), '#replay-move')), t('replay_end_so_far'));
  // A damaged link: the engine's reason, and the review shown stays.
  assert.throws(() => ctrl.openShared('not a code'), /five parts/);
  assert.equal(ctrl.hook().review(), ctrl.state.data.review);
  assert.match(text(find(view(ctrl), '#review-match')), /Ann/);
});

// A review link of a match dealt without a seed (an online match's cards):
// any 52 distinct card letters are a deck; each round both stand, then the next is dealt.
const DECK = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const MOVES = 'ssnssnss';

test('a review link of a dealt match replays every step and learns, with nothing refused (moved from duel-review-dealt)', async () => {
  const { ctrl, failed } = controller();
  ctrl.openShared(`21.2.${DECK}.pe2a.${MOVES}`);
  let tree = view(ctrl);
  assert.match(text(find(tree, '#review-match')), /· dealt online, no seed( ·|$)/);
  assert.doesNotMatch(text(find(tree, '#review-match')), /—/);
  const steps = [];
  for (let i = 0; i <= MOVES.length; i += 1) {
    steps.push(attr(find(view(ctrl), '#replay-table'), 'data-step'));
    if (i < MOVES.length) ctrl.act('replay-next');
  }
  assert.deepEqual(steps, [...Array(MOVES.length + 1).keys()].map(String));
  ctrl.act('replay-first');
  ctrl.act('replay-last');
  assert.equal(attr(find(view(ctrl), '#replay-table'), 'data-step'), String(MOVES.length));
  await ctrl.startLearn();
  tree = view(ctrl);
  assert.ok(shown(tree, find(tree, '#learn-drill')));
  assert.notEqual(text(find(tree, '#learn')).trim(), '');
  assert.deepEqual(failed, [], 'nothing refused');
});

test('Learn from your mistakes: offered once the drills are weighed, asked with the Practice screen\'s drill, answered once, counted at the end, nothing kept from a link', async () => {
  const { ctrl, focused, failed } = controller();
  ctrl.openMatch(vs.save);
  let tree = view(ctrl);
  // While the match's drills are weighed, nothing is offered.
  assert.equal(ctrl.state.drills, null);
  assert.ok(!shown(tree, find(tree, '#learn-start')));
  assert.ok(!shown(tree, find(tree, '#learn-drill')));
  await tick();
  tree = view(ctrl);
  const drills = ctrl.state.drills;
  assert.ok(Array.isArray(drills));
  if (drills.length === 0) {
    assert.equal(text(find(tree, '#learn-intro')), t('learn_none'));
    assert.ok(!shown(tree, find(tree, '#learn-start')));
    return;
  }
  assert.equal(text(find(tree, '#learn-intro')), t('learn_intro'));
  assert.ok(shown(tree, find(tree, '#learn-start')));
  assert.equal(attr(find(tree, '#learn-start'), 'data-action'), 'learn-start');
  await find(tree, '#learn-start').data.on.click();
  assert.equal(focused.at(-1), 'learn');
  for (const lang of ['en', 'zh']) {
    setLang(lang);
    tree = view(ctrl);
    const item = ctrl.state.learn.list[0];
    assert.ok(!shown(tree, find(tree, '#learn-start')));
    assert.equal(text(find(tree, '#learn-drill .drill-label')), t('learn_of', { k: 1, n: drills.length, r: item.round }));
    // The other seat as the match's table names it: the computer, not "Opponent".
    assert.equal(text(find(tree, '#learn-drill .drill-seat .name')), t('default_computer'));
    assert.deepEqual(findAll(tree, '#learn-drill .drill-answer button').map((b) => attr(b, 'data-key-action')), ['take', 'stand']);
    assert.equal(attr(find(tree, '#learn-drill .drill-answer'), 'aria-label'), t('drill_ask'));
  }
  setLang('en');
  // T answers (input.js finds the button by data-key-action); a second answer does nothing.
  assert.ok(ctrl.act('take'));
  await ctrl.answer('stand');
  await tick();
  const v = ctrl.hook().learn().verdict;
  assert.ok(v, 'answered');
  assert.equal(v.answer, 'take');
  tree = view(ctrl);
  assert.deepEqual(findAll(tree, '#learn-drill .drill-answer button').map((b) => attr(b, 'aria-disabled')), ['true', 'true']);
  assert.equal(attr(find(tree, '#learn-drill .drill-verdict'), 'data-right'), String(v.right));
  const next = find(tree, '#learn-drill [data-action="learn-next"]');
  assert.equal(text(next), drills.length === 1 ? 'Finish' : 'Next');
  assert.equal(focused.at(-1), 'next');
  // The answer is the practice record's (kept: this is the player's own match).
  assert.ok(localStorage.length > 0);
  // The rest of a double click does not press Next; a click does.
  next.data.on.click({ detail: 2, preventDefault() {}, stopPropagation() {} });
  assert.equal(ctrl.hook().learn().i, 0);
  for (let i = 0; i < drills.length; i += 1) {
    if (!ctrl.hook().learn().verdict) await ctrl.answer('stand');
    ctrl.nextClick({ detail: 1 });
  }
  tree = view(ctrl);
  assert.equal(text(find(tree, '#learn-intro')), t(drills.length === 1 ? 'learn_done_one' : 'learn_done', { n: drills.length }));
  assert.equal(findAll(tree, '#learn-drill .drill-label').length, 0);
  assert.equal(focused.at(-1), 'learn-title');
  assert.deepEqual(failed, []);

  // A link's match is someone else's: its answers keep nothing.
  localStorage.m.clear();
  const other = controller().ctrl;
  other.openShared(engineReview(vs.save).code);
  await other.startLearn();
  await other.answer('take');
  assert.ok(other.hook().learn().verdict);
  assert.equal(localStorage.length, 0);
});

test('the review\'s words are looked up as it is drawn: a language switch is a redraw', () => {
  const { ctrl } = controller();
  ctrl.openMatch(vs.save);
  const heads = (lang) => {
    setLang(lang);
    const tree = view(ctrl);
    return [text(find(tree, '#review-title')), text(find(tree, '#review-seats-title')), text(find(tree, '#replay-title')),
      text(find(tree, '#learn-title')), text(find(tree, '#review-back')).trim(), attr(find(tree, '#review-back kbd'), 'aria-hidden')];
  };
  assert.deepEqual(heads('en'), ['Match review', 'Accuracy', 'Replay', 'Learn from your mistakes', 'Back Esc', 'true']);
  const zh = heads('zh');
  // The replay's scoreboard is named, in the page's language (moved from page-nits).
  const board = find(view(ctrl), '#replay-table .scoreboard');
  assert.equal(attr(board, 'aria-label'), '比分');
  assert.equal(attr(board, 'role'), 'group');
  assert.equal(zh[0], t('review_title'));
  assert.notEqual(zh[0], 'Match review');
  assert.equal(zh[2], t('replay'));
});

test('an online match reviewed in the tab that played it: the players\' names and how it ended, which its link does not carry', () => {
  const m = play({
    mode: 'pvp', seed: '5', names: ['Player 1', 'Player 2'], first_rule: 'alternate',
  }, { rounds: 2 });
  const { code } = engineReview(m.save);
  for (const lang of ['en', 'zh']) {
    setLang(lang);
    // Elsewhere (nothing remembered) the link shows what it carries: no names, no claim.
    sessionStorage.m.clear();
    const { ctrl } = controller();
    ctrl.openShared(code);
    let tree = view(ctrl);
    assert.ok(text(find(tree, '#review-match')).startsWith(`${t('default_p1')} `));
    assert.ok(text(find(tree, '#review-match')).endsWith(` · ${t('review_in_progress')}`));
    assert.ok(shown(tree, find(tree, '#review-shared')));
    // In the tab that played it: its names, the claim as where the match stopped.
    rememberOwnReview(code, ['Ann', ''], 'p2');
    const own = controller().ctrl;
    own.openShared(code);
    tree = view(own);
    const line = text(find(tree, '#review-match'));
    assert.ok(line.startsWith('Ann '), line);
    assert.ok(line.endsWith(` · ${t('online_review_claimed', { name: t('online_guest_default') })}`), line);
    assert.ok(!shown(tree, find(tree, '#review-shared')), 'no note that a link carries no names');
    assert.deepEqual(readReview(tree).seats.map((s) => s.name), ['Ann', t('online_guest_default')]);
  }
  sessionStorage.m.clear();
});

test('the replay says each sentence with one full stop (moved from duel-speech)', async () => {
  // Two people who both stand at once, until the match is over.
  const g = new Game({
    mode: 'pvp', seed: '42', names: ['Player 1', 'Player 2'], first_rule: 'alternate',
  });
  let s = g.snapshot();
  for (let i = 0; i < 400 && s.phase !== 'match_over'; i += 1) s = s.phase === 'round_over' ? g.next_round() : g.stand();
  const save = g.save();
  g.free();
  assert.equal(s.phase, 'match_over');
  for (const [lang, twice] of [['en', /\.\s*\./], ['zh', /。\s*。/]]) {
    setLang(lang);
    const { ctrl } = controller();
    ctrl.openMatch(save);
    const said = [];
    for (let i = 0; i < 12; i += 1) {
      ctrl.act('replay-next');
      await tick();
      said.push(text(find(view(ctrl), '#replay-live')));
    }
    assert.ok(said.every((x) => x !== ''), lang);
    for (const x of said) assert.doesNotMatch(x, twice, x);
  }
});

test('learn from your mistakes: the costliest first, answered wrong then right, with the engine\'s verdict, kept on the device (moved from duel-practice)', async () => {
  const { keepMatch, loadPractice } = await import('../../www/practice/engine.js');
  // The match the board was made for, against the Expert; the person in seat 1, as the menu starts it.
  const m = play({
    mode: 'computer', level: 'expert', computer_seat: 'p2', seed: '8321839832661118', names: ['You', 'Computer'], first_rule: 'alternate',
  });
  // Its costly decisions become practice cards when it ends (play.js).
  await keepMatch(m.save);
  const drills = (await loadPractice()).matchDrills(m.save);
  assert.ok(drills.length >= 2, `the match has mistakes to learn from (${drills.length})`);
  assert.ok(drills[0].grade === 'blunder' || drills[0].loss >= drills[1].loss);
  const { ctrl, focused } = controller();
  ctrl.openMatch(m.save);
  await ctrl.startLearn();
  let tree = view(ctrl);
  // The table's order: the opponent's hand above, the person's below, by Take and Stand.
  assert.deepEqual(findAll(tree, '#learn-drill .hand').map((h) => findAll(h, '.card').map((c) => attr(c, 'data-card'))),
    [drills[0].question.opp_cards.map((c) => c.text), drills[0].question.cards.map((c) => c.text)]);
  // And its names: the computer as the table named it, the person as "You".
  assert.deepEqual(findAll(tree, '#learn-drill .drill-who .name').map(text), ['Computer', 'You']);
  // No answer, no win chance before the player answers.
  assert.equal(text(find(tree, '#learn-drill .drill-verdict')), '');
  assert.ok(!text(find(tree, '#learn-drill')).includes('%'));
  // The choice played in the match was wrong: answer it again.
  await find(tree, `#learn-drill [data-choice="${drills[0].choice}"]`).data.on.click();
  const v1 = ctrl.hook().learn().verdict;
  assert.equal(v1.right, false);
  tree = view(ctrl);
  const said = text(find(tree, '#learn-drill .drill-verdict'));
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  assert.ok(said.includes(pct(v1.take)) && said.includes(pct(v1.stand)), said);
  assert.ok(said.includes(`${v1.why.bust} of the ${v1.why.unseen} unseen cards`), said);
  assert.ok(findAll(tree, '#learn-drill .drill-result.wrong').length === 1);
  assert.equal(focused.at(-1), 'next');
  // The next position: answered right (the other choice than the match's), twice at once: once.
  find(tree, '#learn-drill [data-action="learn-next"]').data.on.click({ detail: 1 });
  assert.equal(ctrl.hook().learn().i, 1);
  assert.equal(ctrl.hook().learn().verdict, null);
  const right = drills[1].choice === 'take' ? 'stand' : 'take';
  tree = view(ctrl);
  const button = find(tree, `#learn-drill [data-choice="${right}"]`);
  await Promise.all([button.data.on.click(), button.data.on.click()]);
  assert.equal(ctrl.hook().learn().verdict.right, true);
  assert.equal(findAll(view(ctrl), '#learn-drill .drill-result.right').length, 1);
  // Kept on the device: every mistake of the match, answered twice in all.
  const record = JSON.parse(localStorage.getItem('duel21.practice'));
  assert.equal(record.cards.length, drills.length);
  assert.equal(record.answered, 2, 'a double click answers once');
  assert.deepEqual(record.recent, [false, true]);
});

test('the graph of the person\'s own match: "your take", a round\'s end said once, the engine\'s numbers on each point and in the table (moved from duel-practice)', () => {
  const m = play({
    mode: 'computer', level: 'expert', computer_seat: 'p2', seed: '8321839832661118', names: ['You', 'Computer'], first_rule: 'alternate',
  });
  const { curve } = engineReview(m.save);
  const { ctrl } = controller();
  ctrl.openMatch(m.save);
  const tree = view(ctrl);
  assert.ok(curve.points.some((p) => p.seat === null) && curve.points.some((p) => p.seat === 'p2'), 'round ends and the computer\'s decisions too');
  const points = findAll(tree, '#graph .point').map((p) => ({
    step: Number(attr(p, 'data-step')), label: attr(p, 'aria-label'), turning: classesOf(p).includes('turning'),
  }));
  assert.deepEqual(points.map((p) => p.step), curve.points.map((p) => p.step));
  for (const [i, p] of points.entries()) {
    // The person's (P1's) line: each the engine's number.
    assert.ok(p.label.includes(`${(curve.points[i].p1 * 100).toFixed(1)}%`), p.label);
    assert.equal(p.turning, i === curve.turning_point);
  }
  const table = findAll(tree, '#graph-body tr').map((r) => findAll(r, 'td').map(text));
  assert.deepEqual(table.map((r) => [r[2], r[3]]), curve.points.map((p) => [`${(p.p1 * 100).toFixed(1)}%`, `${((1 - p.p1) * 100).toFixed(1)}%`]));
  assert.match(text(find(tree, '#review-turning')), /^Turning point: /);
  // The person is "You": their moments are "your take", never "You’s take";
  // a round's end is said once ("End of round 3"), not "round 3, end of round 3".
  const said = [text(find(tree, '#review-turning')), ...points.map((p) => p.label), ...table.map((r) => r[1])].join('\n');
  assert.doesNotMatch(said, /You’s|round \d+, end of round/);
  assert.match(said, /your (take|stand)/);
  for (const [i, p] of points.entries()) {
    if (curve.points[i].seat === null) assert.match(p.label, /^End of round \d+: You \d/);
  }
  // The last point is the match's result.
  assert.ok([0, 0.5, 1].includes(curve.points.at(-1).p1), String(curve.points.at(-1).p1));
});
