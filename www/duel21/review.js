// The review screen of a 21点 match: every Take and Stand graded by the
// engine (Game.review: the match-win chance each gave up), both seats'
// accuracy, the three costliest decisions, a replay of the match move by
// move (Game.replay: the table and the coach's numbers at any step), and
// sharing (Game.share_code; Game.from_share opens a link, validated like a
// save). The page computes nothing here: it formats what the engine returns.
//
// The review costs two Expert searches per decision, so it is computed once
// per match state (keyed by the match's save text) and kept; each replay
// step is kept once drawn. It works on its own copy of the match, loaded
// from the save text: it never touches the match being played or its save.
//
// The analysis board: from about 1100 px the replay and the decision list
// sit side by side (style.css), the decision at the replay's step is marked
// (aria-current) and kept in sight in the list; above them a win-chance
// graph, each point a button that moves the replay, with the same numbers
// as a table for screen readers. "Learn from your mistakes" asks the
// person's costly decisions again (www/practice/: the practice module).
import { Game } from './engine.js';
import { renderTable, rankCells, equityRows } from './render.js';
import {
  t, tn, own, drawsText, cardsLeftText, outcomeText, verdictText, levelName, choiceName, sentences, shownNames, accuracyText, accuracyLine, seedText,
} from '../i18n.js';
import { $, el } from '../dom.js';
import { loadPractice, withRecord, clock } from '../practice/engine.js';
import { ownMatch } from './own-review.js';
import { roundDiffersText } from './review-words.js';
import { drawQuestion, drawVerdict, focusQuestion, showQuestion } from '../practice/drill.js';

/** The best choice of a decision; "either" when Take and Stand were worth exactly the same (graded best both ways). */
const bestText = (d) => (d.tie ? t('choice_either') : choiceName(d.best));

/** The grades, best first, with their icon (the word is always shown beside it). */
export const GRADES = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };
/** The review's per-seat count of each grade. */
const COUNTS = { best: 'best', good: 'good', inaccuracy: 'inaccuracies', mistake: 'mistakes', blunder: 'blunders' };
/** A grade's word, and the word beside its count. */
const GRADE_WORDS = {
  best: ['grade_best', 'count_best'],
  good: ['grade_good', 'count_good'],
  inaccuracy: ['grade_inaccuracy', 'count_inaccuracy'],
  mistake: ['grade_mistake', 'count_mistake'],
  blunder: ['grade_blunder', 'count_blunder'],
};
const gradeName = (grade) => t(own(GRADE_WORDS, grade)?.[0] ?? grade);
const countName = (grade) => t(own(GRADE_WORDS, grade)?.[1] ?? grade);
const seatIndex = (seat) => (seat === 'p1' ? 0 : 1);

/** A loss (share of a match win) as a percentage; a loss too small to show is "<0.1%". */
export function lossText(loss) {
  if (loss <= 0) return '0%';
  if (loss < 0.0005) return '<0.1%';
  return `${(loss * 100).toFixed(1)}%`;
}

export class ReviewScreen {
  /** @param {{announce: (text: string) => void, fail: (e: Error) => void}} env */
  constructor(env) {
    this.env = env;
    this.game = null;
    this.key = null;
    this.data = null; // {review, final, code, steps}
    this.shared = false;
    this.own = null; // a shared link of this tab's own online match: its names and ending (own-review.js)
    this.from = null;
    this.step = 0;
    this.steps = new Map();
    this.status = '';
    this.learn = null; // {list, i, verdict} while learning from the match's mistakes
    this.drills = null; // the match's decisions worth drilling, once known: none offers no "Ask me again"
    this.turningShown = null; // the data whose graph was scrolled to its turning point
  }

  /**
   * Opens the review of the match whose save text is `text` (the match on
   * the table). Reuses the review already computed for the same text.
   */
  openMatch(text) {
    this.#open(`save:${text}`, () => Game.load(text), false);
    Object.assign(this, { from: 'play', own: null });
  }

  /**
   * Opens a shared link's match. Throws an Error with the engine's reason if
   * the code is damaged; nothing is stored either way.
   */
  openShared(code) {
    this.#open(`share:${code}`, () => Game.from_share(code), true);
    this.from = 'link';
    this.own = ownMatch(code);
  }

  #open(key, make, shared) {
    if (this.key === key && this.game) return;
    const game = make();
    let data;
    try {
      const review = game.review();
      const curve = game.match_curve();
      const final = game.snapshot();
      data = { review, curve, final, code: game.share_code(), steps: final.version };
    } catch (e) {
      game.free();
      throw e;
    }
    this.close();
    this.game = game;
    this.key = key;
    this.data = data;
    this.shared = shared;
    this.status = '';
    this.learn = null;
    this.#weighMistakes(key);
    // The replay starts at the first deal; End jumps to the table as it was left.
    this.step = 0;
  }

  /** Drops the cached review (the match it was for is gone, or the screen is left for good). */
  close() {
    this.game?.free();
    this.halt();
  }

  /** The engine trapped: drop the review without another call into it. */
  halt() {
    Object.assign(this, { game: null, key: null, data: null, steps: new Map() });
  }

  /** The review as computed by the engine (the test hook reads it). */
  hook() {
    return {
      review: () => this.data?.review,
      curve: () => this.data?.curve,
      step: () => this.step,
      replay: () => this.steps.get(this.step),
      code: () => this.data?.code,
      learn: () => this.learn && { i: this.learn.i, n: this.learn.list.length, list: this.learn.list, verdict: this.learn.verdict },
    };
  }

  /** Names as shown: a shared link carries none, so they are the page's defaults (this tab's own online match: its players'). */
  names(snap) {
    if (!this.shared) return shownNames(snap.names);
    if (this.own) return this.own.names();
    return snap.computer.map((c) => {
      if (c) return t('default_computer');
      if (snap.mode === 'computer') return t('default_you');
      return null;
    }).map((n, i) => n ?? t(i === 0 ? 'default_p1' : 'default_p2'));
  }

  /** The seats in the order the summary shows them: in vs Computer, the person's first. */
  order(snap) {
    return snap.mode === 'computer' && snap.computer[0] ? ['p2', 'p1'] : ['p1', 'p2'];
  }

  /** Moves the replay to `step` (clamped); returns true if it moved. */
  go(step) {
    if (!this.data) return false;
    const to = Math.max(0, Math.min(this.data.steps, step));
    if (to === this.step && this.steps.has(to)) return false;
    this.step = to;
    this.renderReplay({ announce: true });
    return true;
  }

  /**
   * Focuses the replay's title after a jump. The table scrolls under the
   * pointer, so the second press of a double click lands on no control
   * (the focus would drop to the page): for a moment the focus comes back.
   */
  #focusTitle() {
    const title = $('replay-title');
    title.focus({ preventScroll: true });
    const until = performance.now() + 800;
    const back = (e) => {
      if (e.relatedTarget || performance.now() > until) return;
      setTimeout(() => {
        if (title.isConnected && document.activeElement === document.body) title.focus({ preventScroll: true });
      });
    };
    title.addEventListener('focusout', back);
    setTimeout(() => title.removeEventListener('focusout', back), 800);
  }

  /** A semantic action from input.js; returns true if it was handled. */
  act(action, target) {
    if (!this.data) return false;
    switch (action) {
      case 'replay-first': this.go(0); return true;
      case 'replay-prev': this.go(this.step - 1); return true;
      case 'replay-next': this.go(this.step + 1); return true;
      case 'replay-last': this.go(this.data.steps); return true;
      case 'replay-goto':
        this.go(Number(target?.dataset.step));
        // Show the table it jumped to.
        $('replay').scrollIntoView({ block: 'start' });
        this.#focusTitle();
        return true;
      case 'learn-start': this.startLearn(); return true;
      case 'learn-next': this.#learnAt(this.learn ? this.learn.i + 1 : 0); return true;
      case 'drill-answer': this.#learnAnswer(target?.dataset.choice); return true;
      // T and S (input.js, the answer buttons' data-key-action).
      case 'take': case 'stand': this.#learnAnswer(action); return true;
      case 'copy-link': this.#copy('share-link'); return true;
      case 'copy-text': this.#copy('share-text'); return true;
      default: return false;
    }
  }

  async #copy(id) {
    const input = $(id);
    try {
      await navigator.clipboard.writeText(input.value);
      this.status = 'copied';
    } catch {
      // No clipboard here (permission, an insecure page): select it for Ctrl+C.
      input.focus();
      input.select();
      this.status = 'copy_failed';
    }
    $('share-status').textContent = t(this.status);
  }

  /** The link that opens this review in any browser. */
  link() {
    const url = new URL(location.href);
    url.search = '';
    url.hash = '';
    url.searchParams.set('review', this.data.code);
    return url.href;
  }

  /** The result in one line of text, e.g. "21点 · You 7–5 Expert · accuracy 91.3% · seed 123". */
  resultText() {
    const { final: s, review } = this.data;
    const names = this.names(s);
    const [a, b] = this.order(s);
    const [ia, ib] = [seatIndex(a), seatIndex(b)];
    const other = s.mode === 'computer' ? levelName(s.level) : names[ib];
    // As the review shows it (i18n.js, accuracyText).
    const acc = s.mode === 'computer'
      ? accuracyText(review.seats[a].accuracy)
      : `${accuracyText(review.seats[a].accuracy)} / ${accuracyText(review.seats[b].accuracy)}`;
    return t('share_result', {
      a: names[ia],
      x: s.tally.wins[ia],
      y: s.tally.wins[ib],
      b: other,
      // Draws as the table counts them ("1 draw", "平局 1").
      draws: s.tally.draws ? t('share_draws', { draws: drawsText(s.tally.draws) }) : '',
      progress: s.phase === 'match_over' ? '' : t(s.history.length === 1 ? 'share_progress_one' : 'share_progress', { n: s.history.length }),
      acc,
      // A match dealt without a seed (online) says it has none.
      seed: seedText(s.seed),
    });
  }

  /** Draws the whole screen (after opening, and when the language changes). */
  render() {
    if (!this.data) return;
    const { review, curve, final: s } = this.data;
    const names = this.names(s);
    const over = s.phase === 'match_over';
    $('review-match').textContent = t('review_match', {
      p1: names[0], a: s.tally.wins[0], b: s.tally.wins[1], p2: names[1], draws: drawsText(s.tally.draws), rounds: t(s.history.length === 1 ? 'review_rounds_one' : 'review_rounds', { n: s.history.length }), seed: seedText(s.seed),
    }) + (over ? '' : ` · ${this.own?.ending() ?? t('review_in_progress')}`);
    $('review-shared').hidden = !this.shared || this.own !== null;
    $('review').dataset.shared = String(this.shared);
    this.#renderSeats(review, s, names);
    this.#renderKey(review, names);
    this.#renderRounds(review, s, names);
    this.#renderGraph(curve, s, names);
    this.#renderLearn();
    $('share-link').value = this.link();
    $('share-text').value = this.resultText();
    $('share-status').textContent = this.status ? t(this.status) : '';
    this.renderReplay();
    // Where the graph scrolls sideways (a phone), a review opens on the
    // turning point its summary names, once per match shown.
    if (this.turningShown !== this.data) {
      this.turningShown = this.data;
      requestAnimationFrame(() => {
        const scroll = document.querySelector('#graph .graph-scroll');
        const point = scroll?.querySelector('.point.turning');
        if (point && scroll.scrollWidth > scroll.clientWidth + 1) {
          scroll.scrollLeft = Math.max(0, point.offsetLeft + point.parentElement.offsetLeft - scroll.clientWidth / 2);
        }
      });
    }
  }

  #renderSeats(review, s, names) {
    $('review-seats').replaceChildren(...this.order(s).map((seat) => {
      const i = seatIndex(seat);
      const sum = review.seats[seat];
      const card = el('article', 'seat-sum');
      card.dataset.seat = seat;
      card.dataset.accuracy = String(sum.accuracy);
      const head = el('h4', 'seat-sum-name');
      head.append(el('span', 'name', names[i]));
      // A computer under its default name ("电脑", "Computer") is not named twice.
      if (s.computer[i]) {
        const level = levelName(s.level);
        head.append(el('span', 'tag', names[i] === t('default_computer') ? level : `${t('computer_tag')} · ${level}`));
      }
      const acc = el('p', 'acc');
      // The number and its word in the language's order (i18n.js, accuracyLine).
      for (const part of accuracyLine(sum.accuracy)) acc.append(el('span', part.num ? 'acc-num' : 'acc-label', part.text));
      const counts = el('ul', 'counts');
      for (const [grade, field] of Object.entries(COUNTS)) {
        const li = el('li', `g-${grade}`);
        li.dataset.grade = grade;
        const icon = el('span', 'icon', GRADES[grade]);
        icon.setAttribute('aria-hidden', 'true');
        li.append(icon, el('span', 'word', countName(grade)), el('strong', 'n', String(sum[field])));
        counts.append(li);
      }
      const foot = el('p', 'muted small', t(sum.decisions === 1 ? 'seat_decisions_one' : 'seat_decisions', {
        n: sum.decisions, loss: lossText(sum.mean_loss),
      }));
      card.append(head, acc, counts, foot);
      return card;
    }));
  }

  /** One decision as a list row: the move, who, the hands, the choice, the best, the loss, the grade. */
  #decisionRow(d, names, { round = false } = {}) {
    const li = el('li', `decision g-${d.grade}`);
    li.dataset.step = String(d.step);
    li.dataset.grade = d.grade;
    const move = el('button', 'step-btn', String(d.step + 1));
    move.type = 'button';
    move.dataset.action = 'replay-goto';
    move.dataset.step = String(d.step);
    move.setAttribute('aria-label', t('goto_move', { n: d.step + 1 }));
    const who = el('span', 'who', round ? `${t('round', { n: d.round })} · ${names[seatIndex(d.seat)]}` : names[seatIndex(d.seat)]);
    // The decider's hand, then the opponent's on a line of its own.
    const hands = el('span', 'hands');
    const mine = el('span', 'mine');
    mine.append(el('span', 'cards', d.cards), ' ', el('strong', 'tot', String(d.total)));
    const theirs = el('span', 'theirs');
    theirs.append(el('span', 'vs', `${t('vs')} `), el('span', 'cards', d.opp_cards), ' ', el('strong', 'tot', String(d.opp_total)));
    hands.append(mine, ' ', theirs);
    const field = (cls, label, value) => {
      const f = el('span', cls);
      f.append(el('span', 'lbl', `${label} `), el('span', 'val', value));
      return f;
    };
    const grade = el('span', 'grade');
    const icon = el('span', 'icon', GRADES[d.grade]);
    icon.setAttribute('aria-hidden', 'true');
    grade.append(icon, el('span', 'word', gradeName(d.grade)));
    li.append(
      move, who, hands,
      field('play', t('d_played'), choiceName(d.choice)),
      field('best', t('d_best'), bestText(d)),
      field('loss', t('d_loss'), lossText(d.loss)),
      grade,
    );
    // Where the round's best is not the match's, both: the lesson of the move.
    const differs = roundDiffersText(d, names[seatIndex(d.seat)]);
    if (differs) li.append(el('span', 'differs', differs));
    return li;
  }

  #renderKey(review, names) {
    const rows = review.key_moments.map((i) => this.#decisionRow(review.decisions[i], names, { round: true }));
    $('review-key').replaceChildren(...rows);
    $('review-key').hidden = rows.length === 0;
    $('review-key-none').hidden = rows.length > 0;
  }

  #renderRounds(review, s, names) {
    const rounds = new Map();
    for (const d of review.decisions) {
      if (!rounds.has(d.round)) rounds.set(d.round, []);
      rounds.get(d.round).push(d);
    }
    const blocks = [];
    for (const [n, list] of rounds) {
      const block = el('section', 'review-round');
      block.dataset.round = String(n);
      const h = el('h4', '', t('round', { n }));
      const done = s.history.find((r) => r.number === n);
      if (done) {
        h.append(el('span', 'round-result', ` · ${t('result_line', { outcome: outcomeText(done, names), verdict: verdictText(done, names) })}`));
      }
      const ol = el('ol', 'decisions');
      ol.append(...list.map((d) => this.#decisionRow(d, names)));
      block.append(h, ol);
      blocks.push(block);
    }
    if (blocks.length === 0) blocks.push(el('p', 'muted', t('review_nothing')));
    $('review-rounds').replaceChildren(...blocks);
  }

  /** The replay at the current step: the table, what is played next, the coach's numbers. */
  renderReplay({ announce = false } = {}) {
    if (!this.data || !this.game) return;
    let at = this.steps.get(this.step);
    if (!at) {
      try {
        at = this.game.replay(this.step);
      } catch (e) {
        this.env.fail(e);
        return;
      }
      this.steps.set(this.step, at);
    }
    const snap = { ...at.snapshot, names: this.names(at.snapshot) };
    const root = $('replay-table');
    renderTable(root, snap);
    root.dataset.step = String(at.step);
    root.querySelector('.replay-round').textContent = t('round', { n: snap.round });
    root.querySelector('.replay-draws').textContent = drawsText(snap.tally.draws);
    root.querySelector('.replay-left').textContent = cardsLeftText(snap.cards_left);
    root.querySelector('.replay-left').dataset.n = String(snap.cards_left);
    const last = snap.history[snap.history.length - 1];
    const mover = snap.to_move ? snap.names[seatIndex(snap.to_move)] : '';
    const status = snap.to_move
      ? tn('turn_of', 'turn_of_you', { name: mover })
      : last ? t('result_line', { outcome: outcomeText(last, snap.names), verdict: verdictText(last, snap.names) }) : '';
    root.querySelector('.replay-status').textContent = status;

    this.#markCurrent(at.step);
    const progress = t('replay_step', { k: at.step, n: at.steps });
    $('replay-step').textContent = progress;
    const next = this.#nextMove(at, snap.names);
    $('replay-move').textContent = next;
    const buttons = { 'replay-first': at.step === 0, 'replay-prev': at.step === 0, 'replay-next': at.step === at.steps, 'replay-last': at.step === at.steps };
    for (const [id, off] of Object.entries(buttons)) {
      // aria-disabled, not disabled: the focused button keeps the focus at either end.
      $(id).setAttribute('aria-disabled', String(off));
    }

    const e = at.explain;
    const coach = $('replay-coach');
    coach.hidden = !snap.to_move;
    if (snap.to_move) {
      $('replay-coach-title').textContent = tn('coach_for', 'coach_for_you', { name: snap.names[seatIndex(e.seat)] });
      $('replay-bust').textContent = `${Math.round(e.bust_probability * 100)}%`;
      $('replay-equity').replaceChildren(...equityRows(e.equity));
      $('replay-match').replaceChildren(...equityRows(e.match));
      $('replay-ranks').replaceChildren(...rankCells(e.remaining));
    }
    if (announce) {
      const live = $('replay-live');
      live.textContent = '';
      requestAnimationFrame(() => {
        live.textContent = sentences(progress, t('round', { n: snap.round }), status, next);
      });
    }
  }

  /**
   * Marks the decision made at `step` in the list and the graph (class
   * `current`, aria-current) and keeps its row in sight when the list
   * scrolls on its own (side by side with the replay).
   */
  #markCurrent(step) {
    for (const node of document.querySelectorAll('#review-rounds .decision, #graph .point')) {
      const here = Number(node.dataset.step) === step;
      node.classList.toggle('current', here);
      if (here) node.setAttribute('aria-current', 'step');
      else node.removeAttribute('aria-current');
    }
    // The graph's point in sight where the graph scrolls sideways (a phone).
    const scroll = document.querySelector('#graph .graph-scroll');
    const point = scroll?.querySelector('.point.current');
    if (point && scroll.scrollWidth > scroll.clientWidth + 1) {
      const mid = point.offsetLeft + point.parentElement.offsetLeft;
      if (mid < scroll.scrollLeft + 12 || mid > scroll.scrollLeft + scroll.clientWidth - 12) {
        scroll.scrollLeft = Math.max(0, mid - scroll.clientWidth / 2);
      }
    }
    const box = $('review-rounds');
    const row = box.querySelector('.decision.current');
    if (row && box.scrollHeight > box.clientHeight + 1) {
      const top = row.offsetTop - box.offsetTop;
      if (top < box.scrollTop || top + row.offsetHeight > box.scrollTop + box.clientHeight) {
        box.scrollTop = Math.max(0, top - (box.clientHeight - row.offsetHeight) / 2);
      }
    }
  }

  /** A moment of the match curve in words: "end of round 3" or "Ann's stand". */
  #moment(point, names) {
    return point.seat
      ? tn('mgraph_decision', 'mgraph_decision_you', { name: names[seatIndex(point.seat)], choice: choiceName(point.choice) })
      : t('mgraph_end', { round: point.round });
  }

  /** A moment said whole: "round 9, Ann's stand", or "end of round 6" (not "round 6, end of round 6"). */
  #momentWhole(point, names) {
    return point.seat ? t('mgraph_moment', { round: point.round, who: this.#moment(point, names) }) : this.#moment(point, names);
  }

  /**
   * The match-win chance graph (the engine's Game.match_curve): both seats'
   * chance of winning the match before every decision and at every round's
   * end, the whole match long; each moment a button to its replay step, on
   * the line of the seat the summary shows first. The same numbers are a
   * table for screen readers, and the summary names the turning point.
   */
  #renderGraph(curve, s, names) {
    const list = curve.points;
    const graph = $('graph');
    $('review-graph').hidden = list.length === 0;
    const [first] = this.order(s);
    const mine = (p, seat) => (seat === 'p1' ? p.p1 : 1 - p.p1);
    const n = list.length;
    const x = (i) => (n === 1 ? 50 : 2 + (96 * i) / (n - 1));
    const y = (p, seat) => 100 - mine(p, seat) * 100;
    const pct = (v) => (v * 100).toFixed(1);
    const svgNS = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(svgNS, 'svg');
    svg.setAttribute('viewBox', '0 0 100 100');
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('aria-hidden', 'true');
    svg.classList.add('graph-svg');
    for (const level of [25, 50, 75]) {
      const line = document.createElementNS(svgNS, 'line');
      line.setAttribute('x1', '0'); line.setAttribute('x2', '100');
      line.setAttribute('y1', String(level)); line.setAttribute('y2', String(level));
      line.classList.add(level === 50 ? 'mid' : 'grid');
      svg.append(line);
    }
    for (const seat of ['p1', 'p2']) {
      const path = document.createElementNS(svgNS, 'polyline');
      path.setAttribute('points', list.map((p, i) => `${x(i).toFixed(2)},${y(p, seat).toFixed(2)}`).join(' '));
      path.classList.add('line', `seat-${seat}`);
      svg.append(path);
    }
    const label = (p) => t(p.seat ? 'mgraph_point' : 'mgraph_point_end', {
      round: p.round, who: this.#moment(p, names), name: names[seatIndex(first)], p: pct(mine(p, first)),
    });
    const points = list.map((p, i) => {
      const b = el('button', `point seat-${first}${p.seat ? '' : ' round-end'}${i === curve.turning_point ? ' turning' : ''}`);
      b.type = 'button';
      b.dataset.action = 'replay-goto';
      // A decision's step is the table just before it; a round's end, the table once it is decided.
      b.dataset.step = String(p.step);
      b.style.setProperty('left', `${x(i)}%`);
      b.style.setProperty('top', `${y(p, first)}%`);
      const icon = el('span', 'icon', i === curve.turning_point ? '!' : '');
      icon.setAttribute('aria-hidden', 'true');
      b.append(icon);
      b.setAttribute('aria-label', label(p));
      return b;
    });
    const axis = el('div', 'graph-axis');
    axis.setAttribute('aria-hidden', 'true');
    axis.append(el('span', 'a100', '100%'), el('span', 'a50', '50%'), el('span', 'a0', '0%'));
    // The rounds along the bottom: each round's number under its first
    // point (the table for screen readers names the round of every point).
    const rounds = el('div', 'graph-rounds');
    rounds.setAttribute('aria-hidden', 'true');
    list.forEach((p, i) => {
      if (i > 0 && list[i - 1].round === p.round) return;
      const r = el('span', 'graph-round', String(p.round));
      r.style.setProperty('left', `${x(i)}%`);
      rounds.append(r);
    });
    const plot = el('div', 'graph-plot');
    plot.append(svg, ...points, rounds);
    const roundsLabel = el('span', 'graph-rounds-label', t('mgraph_rounds'));
    roundsLabel.setAttribute('aria-hidden', 'true');
    const legend = el('p', 'graph-legend muted small');
    for (const seat of ['p1', 'p2']) {
      const key = el('span', `key seat-${seat}`, names[seatIndex(seat)]);
      key.title = names[seatIndex(seat)];
      legend.append(key, ' ');
    }
    // At least a point's width for each point: a long match's graph
    // scrolls sideways on a phone rather than piling its points up.
    plot.style.setProperty('--points', String(n));
    const scroll = el('div', 'graph-scroll');
    scroll.append(plot);
    // Where it is wider than its box (a phone), a line says it scrolls.
    const swipe = el('p', 'graph-swipe muted small', t('mgraph_swipe'));
    swipe.hidden = true;
    graph.replaceChildren(axis, scroll, roundsLabel, swipe, legend);
    requestAnimationFrame(() => { swipe.hidden = scroll.scrollWidth <= scroll.clientWidth + 1; });
    $('graph-body').replaceChildren(...list.map((p) => {
      const tr = el('tr');
      tr.append(
        el('td', '', String(p.round)),
        el('td', '', this.#moment(p, names)),
        el('td', '', `${pct(p.p1)}%`),
        el('td', '', `${pct(1 - p.p1)}%`),
      );
      return tr;
    }));
    const [h1, h2] = $('graph-table').querySelectorAll('th.name-col');
    if (h1 && h2) { h1.textContent = names[0]; h2.textContent = names[1]; }
    const turning = $('review-turning');
    const at = curve.turning_point;
    turning.hidden = at == null;
    if (at != null) {
      const [from, to] = [list[at], list[at + 1]];
      turning.textContent = tn('turning_point', 'turning_point_you', {
        moment: this.#momentWhole(from, names),
        name: names[seatIndex(first)],
        from: pct(mine(from, first)),
        to: pct(mine(to, first)),
      });
    }
  }

  /** The match's decisions worth drilling (matchDrills; undefined: the module is not here), once per review. */
  #weighMistakes(key) {
    this.drills = null;
    const save = this.game.save();
    loadPractice().then((m) => m.matchDrills(save), () => undefined).then((list) => {
      if (this.key !== key) return;
      this.drills = list;
      if (!this.learn) this.#renderLearn();
    });
  }

  /** "Learn from your mistakes" as it stands: the intro, or the question being asked. */
  #renderLearn() {
    const drill = $('learn-drill');
    if (!this.learn) {
      const none = this.drills?.length === 0;
      $('learn-intro').textContent = t(none ? 'learn_none' : 'learn_intro');
      $('learn-start').hidden = none || this.drills === null;
      drill.hidden = true;
      return;
    }
    this.#learnAt(this.learn.i, { redraw: true });
  }

  /**
   * Starts asking the person's costly decisions of this match again,
   * costliest first (the engine's matchDrills). They are practice cards
   * already (kept when the match ended, play.js); an answer here schedules
   * its card as the Practice screen would, and a wrong one to a position
   * not kept becomes a card (not a shared link's: it is someone else's
   * match, so nothing is kept).
   */
  async startLearn() {
    if (!this.game) return;
    const save = this.game.save();
    let list;
    try {
      const m = await loadPractice();
      list = m.matchDrills(save);
    } catch (e) {
      this.env.fail(e);
      return;
    }
    if (!this.game || this.game.save() !== save) return; // the review changed meanwhile
    this.learn = { list, i: 0, verdict: null };
    this.#learnAt(0);
    $('learn-title').focus({ preventScroll: true });
    $('learn').scrollIntoView({ block: 'start' });
    // The question and both answers in view (below the Learn heading if it fits).
    showQuestion($('learn-drill'));
  }

  #learnAt(i, { redraw = false } = {}) {
    const l = this.learn;
    if (!l) return;
    const drill = $('learn-drill');
    drill.hidden = false;
    $('learn-start').hidden = true;
    if (l.list.length === 0) {
      $('learn-intro').textContent = t('learn_none');
      drill.replaceChildren();
      return;
    }
    if (i >= l.list.length) {
      $('learn-intro').textContent = t(l.list.length === 1 ? 'learn_done_one' : 'learn_done', { n: l.list.length });
      drill.replaceChildren();
      this.learn = { ...l, i, verdict: null };
      $('learn-title').focus({ preventScroll: true });
      return;
    }
    if (!redraw) l.verdict = null;
    l.i = i;
    const item = l.list[i];
    $('learn-intro').textContent = t('learn_intro');
    // The other seat as the match's table names it (the computer is "Computer", not "Opponent").
    const opponent = this.names(this.data.final)[item.seat === 'p1' ? 1 : 0];
    drawQuestion(drill, item.question, { label: t('learn_of', { k: i + 1, n: l.list.length, r: item.round }), opponent });
    if (l.verdict) {
      this.#showVerdict(l.verdict);
    } else if (!redraw) {
      focusQuestion(drill);
    }
  }

  #showVerdict(v) {
    const l = this.learn;
    const last = l.i + 1 >= l.list.length;
    drawVerdict($('learn-drill'), v, { label: t(last ? 'learn_finish' : 'learn_next'), action: 'learn-next' });
  }

  async #learnAnswer(choice) {
    const l = this.learn;
    if (!l || l.verdict || l.pending || !l.list[l.i]) return;
    const item = l.list[l.i];
    let v;
    l.pending = true; // a double click answers once
    try {
      v = await withRecord((r) => r.answer_new(JSON.stringify(item.question.position), choice, ...clock()), { save: !this.shared });
    } catch (e) {
      this.env.fail(e);
      return;
    } finally {
      l.pending = false;
    }
    if (this.learn !== l || l.list[l.i] !== item || l.verdict) return;
    l.verdict = v;
    this.#showVerdict(v);
  }

  /** What is played from the table at `at`: the decision and its grade, a deal, or the end. */
  #nextMove(at, names) {
    if (at.step === at.steps) return t(this.data.final.phase === 'match_over' ? 'replay_end' : 'replay_end_so_far');
    const d = this.data.review.decisions.find((x) => x.step === at.step);
    if (!d) return t('replay_deal', { n: at.step + 1 });
    return t('replay_decision', {
      n: at.step + 1,
      name: names[seatIndex(d.seat)],
      choice: choiceName(d.choice),
      best: bestText(d),
      loss: lossText(d.loss),
      grade: `${GRADES[d.grade]} ${gradeName(d.grade)}`,
    });
  }
}
