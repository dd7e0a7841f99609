// Rendering of the Twenty-One Duel table: one function of the latest
// snapshot (plus the page's view state: coach open, last Auto move). It never
// decides legality or scores; every number comes from the engine. User text
// (names) is set with textContent only.
import {
  t, tn, reasonText, verdictText, outcomeText, cardLabel, drawsText, cardsLeftText, stopText, standWinsText, levelName, rankCountText,
} from '../i18n.js';
import { $, el } from '../dom.js';

/** A name that may be cut short by the layout: its full text as a tooltip too. */
function setName(node, name) {
  node.textContent = name;
  node.title = name;
}

/**
 * A real-looking card: corner indices and a big centre pip, hidden from
 * screen readers, which hear the card's name once ("four of clubs").
 */
export function cardElement(card, { fresh = false, small = false } = {}) {
  const c = el('div', `card ${card.red ? 'red' : 'black'}${small ? ' small' : ''}${fresh ? ' deal' : ''}`);
  c.setAttribute('role', small ? 'img' : 'listitem');
  c.setAttribute('aria-label', cardLabel(card));
  c.dataset.card = card.text;
  const corner = (pos) => {
    const k = el('span', `corner ${pos}`);
    k.setAttribute('aria-hidden', 'true');
    k.append(el('span', 'rank', card.rank), el('span', 'suit', card.suit));
    return k;
  };
  // Court cards get a framed figure (rank over suit); others one large pip.
  const court = ['J', 'Q', 'K'].includes(card.rank);
  const pip = el('span', court ? 'pip court' : 'pip');
  if (court) pip.append(el('span', 'figure', card.rank), el('span', 'figure-suit', card.suit));
  else pip.textContent = card.suit;
  pip.setAttribute('aria-hidden', 'true');
  c.append(corner('tl'), pip, corner('br'));
  return c;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

const seatIndex = (seat) => (seat === 'p1' ? 0 : 1);

// How many cards of each seat were drawn last time, so only new ones animate.
let shown = { key: '', counts: [0, 0] };

const sameWord = (a, b) => a.trim().toLocaleLowerCase() === b.toLocaleLowerCase();

function renderSeat(snap, i, fresh, scope) {
  const view = snap.seats[i];
  const root = scope.querySelector(`.seat[data-seat="${view.seat}"]`);
  const name = snap.names[i];
  root.classList.toggle('to-move', snap.to_move === view.seat);
  root.classList.toggle('is-bust', view.bust);
  root.classList.toggle('is-computer', snap.computer[i]);
  setName(root.querySelector('.name'), name);
  const tags = root.querySelector('.tags');
  tags.replaceChildren();
  // "computer" once: no tag beside a name that already says it (the default name).
  if (snap.computer[i] && !sameWord(name, t('computer_tag'))) tags.append(el('span', 'tag', t('computer_tag')));
  if (snap.to_move === view.seat) tags.append(el('span', 'tag turn', t('turn')));
  if (view.stood) tags.append(el('span', 'tag', t('stood')));
  root.dataset.stop = view.stop ?? '';
  const total = root.querySelector('.total');
  total.replaceChildren(el('span', 'num', String(view.total)));
  if (view.soft) total.append(el('span', 'mark soft', t('soft')));
  if (view.bust) total.append(el('span', 'mark bust', t('bust')));
  total.setAttribute('aria-label', `${view.total}${view.soft ? ` ${t('soft')}` : ''}${view.bust ? ` ${t('bust')}` : ''}`);
  const hand = root.querySelector('.hand');
  hand.setAttribute('aria-label', tn('card_of', 'card_of_you', { name }));
  hand.replaceChildren(...view.cards.map((c, k) => cardElement(c, { fresh: k >= fresh })));
}

/** A table cell holding a name, cut short by the layout if long (full text on hover). */
function nameCell(tag, name) {
  const cell = el(tag);
  const span = el('span', 'nm');
  setName(span, name);
  cell.append(span);
  return cell;
}

function renderHistory(snap) {
  for (const i of [0, 1]) {
    const th = document.querySelector(`#history .h-p${i + 1}`);
    th.replaceChildren(nameCell('span', snap.names[i]).firstChild);
  }
  const body = $('history-body');
  body.replaceChildren(
    ...snap.history
      .slice()
      .reverse()
      .map((r) => {
        const tr = el('tr');
        tr.dataset.round = r.number;
        const hand = (k) => {
          const td = el('td', 'hand-cell');
          td.append(el('span', 'cards', r.hands[k].map((c) => c.text).join(' ')));
          td.append(el('span', `t${r.bust[k] ? ' bust' : ''}`, String(r.scores[k].total)));
          // On a phone the First column is not shown (style.css): the hand of the seat that went first says so.
          if (seatIndex(r.first) === k) td.append(el('span', 'first-tag', t('h_first')));
          return td;
        };
        const result = r.outcome.kind === 'win' ? snap.names[seatIndex(r.outcome.seat)] : t('result_draw');
        const first = nameCell('td', snap.names[seatIndex(r.first)]);
        first.classList.add('history-hide-phone');
        tr.append(el('td', '', String(r.number)), first, hand(0), hand(1));
        const res = nameCell('td', result);
        res.className = 'result';
        res.dataset.outcome = r.outcome.kind === 'win' ? r.outcome.seat : 'draw';
        tr.append(res);
        return tr;
      }),
  );
  $('history').hidden = snap.history.length === 0;
}

/** The coach's unseen cards per rank, one cell each, in rank order. */
export function rankCells(remaining) {
  // Rank order, not object key order (which puts "2".."10" before "A").
  // Heard as "A: 4, 2: 2, …" (i18n.js, rankCountText), not as the cells'
  // digits one after another: a generic cell's aria-label is not read.
  return RANKS.map((rank) => [rank, remaining[rank] ?? 0]).map(([rank, n], i) => {
    const cell = el('div', `rank-cell${n === 0 ? ' gone' : ''}`);
    const shown = [el('span', 'r', rank), el('span', 'n', String(n))];
    for (const s of shown) s.setAttribute('aria-hidden', 'true');
    cell.append(el('span', 'sr-only', rankCountText(rank, n, i === RANKS.length - 1)), ...shown);
    return cell;
  });
}

/**
 * Expert's win chance of Take and Stand as two bars (or a note when there is
 * none). The better one is marked; when they are exactly equal (the engine's
 * `tie`) neither is, and a line says so, as the review grades both best.
 */
export function equityRows(equity) {
  if (!equity) return [el('p', 'muted', t('coach_wait'))];
  const rows = [['eq_take', equity.take], ['eq_stand', equity.stand]].map(([key, value]) => {
    const best = !equity.tie && (key === 'eq_take') === (equity.best === 'take');
    const row = el('div', `eq-row${best ? ' best' : ''}`);
    const bar = el('span', 'bar');
    const fill = el('span', 'fill');
    fill.style.setProperty('width', `${(value * 100).toFixed(1)}%`);
    bar.append(fill);
    row.append(el('span', 'eq-label', t(key)), bar, el('span', 'eq-val', `${(value * 100).toFixed(1)}%`));
    return row;
  });
  if (equity.tie) rows.push(el('p', 'eq-tie', t('eq_tie')));
  return rows;
}

/**
 * A row of the phone's coach table (#coach-sum): the Expert's win chance
 * of Take and of Stand, the better one marked (neither on a tie), or a
 * dash while there is none.
 */
function sumRow(of, equity) {
  const row = $('coach-sum').querySelector(`tr[data-of="${of}"]`);
  for (const choice of ['take', 'stand']) {
    const cell = row.querySelector(`td.${choice}`);
    cell.textContent = equity ? `${(equity[choice] * 100).toFixed(1)}%` : '—';
    cell.classList.toggle('best', Boolean(equity && !equity.tie && equity.best === choice));
  }
}

/**
 * On a phone the coach sits under Take/Stand in a box that ends at the
 * window's bottom (style.css reads --coach-room), its advice and unseen
 * cards scrolled inside it: with the page at its top the score, both hands,
 * Take/Stand and the coach's numbers are all in view, and nothing has to
 * scroll the page when the coach opens or the turn comes back. The box is
 * 100 px at least (its heading and the four win chances): a window too
 * short for that scrolls as it must.
 */
export function fitCoach() {
  const coach = $('coach');
  if (coach.hidden || $('play').hidden) return;
  const top = coach.getBoundingClientRect().top + window.scrollY;
  coach.style.setProperty('--coach-room', `${Math.max(100, Math.floor(window.innerHeight - top - 8))}px`);
}

function renderCoach(snap, ui) {
  const panel = $('coach');
  panel.hidden = !ui.coachOpen;
  $('coach-toggle').setAttribute('aria-expanded', String(ui.coachOpen));
  $('coach-toggle').classList.toggle('on', ui.coachOpen);
  if (!ui.coachOpen) return;
  fitCoach();
  // Between rounds and after the match the coach says so, never the numbers
  // of a finished hand.
  const idle = { round_over: 'coach_round_over', match_over: 'coach_match_over' }[snap.phase];
  const e = ui.explanation;
  panel.dataset.state = idle ? snap.phase : 'advice';
  $('coach-note').textContent = idle ? t(idle) : '';
  $('coach-note').hidden = !idle;
  $('coach-body').hidden = Boolean(idle) || !e;
  if (idle || !e) {
    $('coach-title').textContent = t('coach');
    return;
  }
  $('coach-title').textContent = tn('coach_for', 'coach_for_you', { name: snap.names[seatIndex(e.seat)] });
  $('coach-ranks').replaceChildren(...rankCells(e.remaining));
  $('coach-bust').textContent = `${Math.round(e.bust_probability * 100)}%`;
  $('coach-equity').replaceChildren(...equityRows(e.equity));
  $('coach-match').replaceChildren(...equityRows(e.match));
  sumRow('round', e.equity);
  sumRow('match', e.match);
  $('coach-advice').replaceChildren(
    ...e.advice.map((a) =>
      el('li', '', t('reason_line', {
        who: levelName(a.level),
        // Take and Stand worth exactly the same: Expert would stand, but either is best.
        reason: a.level === 'expert' && e.match?.tie ? t('eq_tie') : reasonText(a.reason, a.choice),
      })),
    ),
  );
}

/**
 * Draws the felt and the scoreboard of `snap` inside `scope` (the play
 * screen, or the review's replay, which has the same markup without ids):
 * both hands, totals, tags, whose turn, the score. `fresh[i]`: cards of seat
 * i from this index on are dealt with an animation.
 */
export function renderTable(scope, snap, fresh = [99, 99]) {
  // The person's hand sits nearest Take and Stand (below the felt's middle),
  // whichever seat the computer takes; with two people, seat 1 always does
  // (a fixed table: the hands never swap places between turns).
  scope.querySelector('.felt').classList.toggle('p1-near', !snap.computer[0]);
  for (const i of [0, 1]) {
    renderSeat(snap, i, fresh[i], scope);
    const score = scope.querySelector(`.scoreboard [data-seat="p${i + 1}"]`);
    setName(score.querySelector('.name'), snap.names[i]);
    score.querySelector('.points').textContent = String(snap.tally.wins[i]);
    score.classList.toggle('to-move', snap.to_move === `p${i + 1}`);
  }
}

/** "Ann 6 : 3 Bob · 1 draws · 10 rounds". */
export function finalScore(snap) {
  return t('final_score', {
    p1: snap.names[0], p2: snap.names[1],
    a: snap.tally.wins[0], b: snap.tally.wins[1], draws: drawsText(snap.tally.draws), n: snap.history.length,
  });
}

/** The match's winner: "You win the match!", "Ann wins the match!", "The match is a draw!". */
export function matchWinnerText(snap) {
  const w = snap.winner;
  return w.kind === 'win' ? tn('match_winner', 'match_winner_you', { name: snap.names[seatIndex(w.seat)] }) : t('match_draw');
}

/**
 * Why a seat that did not stand may no longer draw ("Ann has 21 and stops
 * drawing"), and that standing wins against a bust seat; '' once the round is decided.
 */
export function stopNote(snap) {
  return snap.phase === 'drawing'
    ? [...snap.seats.map((v, i) => stopText(v.stop, snap.names[i])), standWinsText(snap)].filter(Boolean).join(' ')
    : '';
}

/** Draws the whole table from `snap`; `ui` = {coachOpen, explanation, auto, thinking}. */
export function renderDuel(snap, ui) {
  const key = `${snap.seed}:${snap.round}`;
  const fresh = shown.key === key ? shown.counts : [0, 0];
  if (ui.instant) fresh.splice(0, 2, 99, 99);
  shown = { key, counts: snap.seats.map((s) => s.cards.length) };

  renderTable($('play'), snap, fresh);
  $('round-no').textContent = t('round', { n: snap.round });
  $('draws').textContent = drawsText(snap.tally.draws);
  $('cards-left').textContent = cardsLeftText(snap.cards_left);
  $('cards-left').dataset.n = snap.cards_left;

  const mover = snap.to_move ? snap.names[seatIndex(snap.to_move)] : '';
  $('status').textContent = snap.computer_turn
    ? t('computer_thinking', { name: mover })
    : snap.to_move
      ? tn('turn_of', 'turn_of_you', { name: mover })
      : '';
  // A seat that may no longer draw without having stood is told why
  // ("Ann has 21 and stops drawing"); its turns are skipped.
  // A seat to move against a bust one is told that standing wins.
  $('stop-note').textContent = stopNote(snap);
  $('auto-reason').textContent = ui.auto
    ? t('reason_line', { who: snap.names[seatIndex(ui.auto.seat)], reason: reasonText(ui.auto.reason, ui.auto.choice) })
    : '';

  // Buttons are live exactly when the engine says so.
  $('take').disabled = !snap.can_take;
  $('stand').disabled = !snap.can_stand;
  $('take').hidden = snap.phase !== 'drawing';
  $('stand').hidden = snap.phase !== 'drawing';
  $('next').hidden = !snap.can_next;
  $('next').disabled = !snap.can_next;

  const last = snap.history[snap.history.length - 1];
  const decided = snap.phase !== 'drawing' && last;
  $('banner').hidden = !decided;
  if (decided) {
    $('banner-title').textContent = outcomeText(last, snap.names);
    $('banner-why').textContent = verdictText(last, snap.names);
    $('banner').dataset.outcome = last.outcome.kind === 'win' ? last.outcome.seat : 'draw';
  }

  const over = snap.phase === 'match_over';
  $('summary').hidden = !over;
  // Offered once the match is known to have a decision worth drilling (play.js).
  $('learn-summary').hidden = !(ui.drills > 0);
  // How many decisions are worth drilling, once known (the summary is then settled).
  if (over && ui.drills != null) $('summary').dataset.drills = String(ui.drills);
  else delete $('summary').dataset.drills;
  // The keys line says the keys of what is on show: the table's (Enter takes,
  // from the focus on Take), or the summary's (R for Rematch).
  const keys = $('keys-hint');
  const keysKey = over ? 'keys_hint_over' : 'keys_hint';
  if (keys.dataset.i18n !== keysKey) {
    keys.dataset.i18n = keysKey;
    keys.textContent = t(keysKey);
  }
  $('new-match').hidden = over;
  // The review of the match so far opens between rounds (and from the summary).
  $('review-open').hidden = snap.phase !== 'round_over';
  // The match before a rematch stays reviewable until this one ends.
  $('review-last').hidden = !ui.finished || over;
  if (over) {
    const w = snap.winner;
    $('summary-winner').textContent = matchWinnerText(snap);
    $('summary-score').textContent = finalScore(snap);
    $('summary').dataset.wins = snap.tally.wins.join(':');
    $('summary').dataset.draws = snap.tally.draws;
    $('summary').dataset.winner = w.kind === 'win' ? w.seat : 'draw';
  }
  renderHistory(snap);
  renderCoach(snap, ui);
  keepMoverInView(snap);
}

// The seat whose turn was last drawn, so that only a change of turn scrolls.
let lastMover = null;

const scrollBehavior = () => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/**
 * When the turn passes, the hand of the player to move is scrolled into view
 * if it is not (a short window, or the page zoomed to 200 %), and no further;
 * a person's decision is then kept in view whole (keepTurnInView).
 */
function keepMoverInView(snap) {
  const key = snap.to_move ? `${snap.seed}:${snap.round}:${snap.to_move}` : null;
  if (key === lastMover) return;
  lastMover = key;
  if (!key || $('play').hidden) return;
  if (keepTurnInView(snap)) return;
  const seat = $(`seat-${snap.to_move}`);
  const r = seat.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) seat.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
}

/**
 * While a person is to decide: both hands (with their totals) and Take/Stand
 * — and the scoreboard above them, where it fits as well — are scrolled
 * into view together if they fit in the window and are not all
 * in view (a short window, or 200 % zoom, at the first decision of a round
 * too). Returns whether they fit (else the caller shows the mover's hand).
 */
export function keepTurnInView(snap) {
  if (!snap?.to_move || snap.computer[seatIndex(snap.to_move)] || $('play').hidden) return false;
  const buttons = [$('take'), $('stand')];
  const decision = [$('seat-p1'), $('seat-p2'), ...buttons];
  const scoreboard = $('play').querySelector('.scoreboard');
  // The coach's box too when it is open under Take/Stand (a phone: fitCoach
  // sized it to end at the window's bottom), so that the advice and the
  // buttons it is about are seen together; else the score, both hands and
  // the buttons, which a phone's table fits in one view (style.css).
  const coach = coachBelow();
  return keepDecisionInView([
    ...(coach ? [[scoreboard, ...decision, coach]] : []),
    // The scoreboard too where it fits (the score stays in sight however
    // long the page below grows with the rounds played).
    [scoreboard, ...decision],
    decision,
  ]);
}

/**
 * The one way a table keeps a decision in view (the hot-seat table's and
 * the online one's): of `groups`, lists of elements from the widest to the
 * narrowest, the first whose span fits in the window is scrolled into view
 * if it is not all in view; with `always`, the last one even if it does not
 * fit. Returns whether one fitted.
 */
export function keepDecisionInView(groups, { always = false } = {}) {
  const span = (els) => {
    const rects = els.map((e) => e.getBoundingClientRect());
    return { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
  };
  const fits = (box) => box.bottom - box.top <= window.innerHeight;
  let box = null;
  for (const group of groups) {
    box = span(group);
    if (fits(box)) break;
  }
  const fitted = fits(box);
  if (!fitted && !always) return false;
  // Whole pixels, with a little room where it fits: a scroll position is
  // rounded, and a box scrolled to end exactly at the window's edge could
  // be left a fraction of a pixel outside it.
  const room = Math.max(0, Math.min(8, (window.innerHeight - (box.bottom - box.top)) / 2));
  if (box.top < 0) window.scrollBy({ top: Math.floor(box.top - room), behavior: scrollBehavior() });
  else if (box.bottom > window.innerHeight) window.scrollBy({ top: Math.ceil(box.bottom - window.innerHeight + room), behavior: scrollBehavior() });
  return fitted;
}

/** The coach's box when it is open under Take/Stand (a phone); null when closed or beside the table. */
function coachBelow() {
  if ($('coach').hidden) return null;
  const below = $('coach').getBoundingClientRect().top >= $('play').querySelector('.controls').getBoundingClientRect().bottom;
  return below ? $('coach') : null;
}

/**
 * The coach just opened: where it sits under Take/Stand (a phone), it is
 * brought into view with them (keepTurnInView), or by itself when no
 * person is to decide.
 */
export function showCoach(snap) {
  if ($('coach').hidden || keepTurnInView(snap)) return;
  const r = $('coach').getBoundingClientRect();
  if (r.top < 0 || r.top > window.innerHeight - 80) $('coach').scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
}
