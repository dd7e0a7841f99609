// The 24点 screen: builds its DOM once, then draws it as a function of the
// latest snapshot (scores, who holds the race's buzzer, each deal's time)
// plus the page's view state (the last message, the hint, the running clock). It never decides legality or scores: buttons are
// live exactly when the snapshot's `legal` lists their action. All text is
// set with textContent.
import { errorText, clock, cardName, difficultyName, aboutTime } from './i18n.js';
import { t, tn } from '../i18n.js';
import { $, el, keyHint } from '../dom.js';
import { settings } from '../settings.js';

function button(action, labelKey, { key = action, cls = '', extra = {} } = {}) {
  const b = el('button', cls);
  b.type = 'button';
  b.dataset.action = action;
  if (labelKey) {
    const label = el('span', 'lbl');
    label.dataset.i18n24 = labelKey;
    b.append(label);
  }
  if (key === 'enter') b.append(keyHint('↵'));
  else if (key) {
    const k = keyHint();
    k.dataset.keyFor = key;
    b.append(k);
  }
  Object.assign(b.dataset, extra);
  return b;
}

/** A region that may scroll sideways, reachable by Tab and named by its heading. */
function scrollable(wrap, titleId) {
  wrap.tabIndex = 0;
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-labelledby', titleId);
}

// Each operator's symbol, what it inserts, and its spoken name's key (加 减 乘 除 in Chinese).
const OPS = [
  ['+', ' + ', 'op_plus'], ['−', ' − ', 'op_minus'], ['×', ' × ', 'op_times'], ['÷', ' ÷ ', 'op_div'],
  ['(', '(', 'op_open'], [')', ')', 'op_close'],
];

/** Builds the screen's DOM into `main` and returns it (hidden). */
export function buildScreen(main) {
  const root = el('section');
  root.id = 'play24';
  root.hidden = true;

  const score = el('div', 'scoreboard');
  // Named as the 21点 table's is (applyStatic sets the label in the page's language).
  score.setAttribute('role', 'group');
  score.dataset.i18nLabel = 'scoreboard';
  for (const seat of ['p1', 'p2']) {
    const s = el('div', 'score');
    s.dataset.seat = seat;
    s.id = `g24-score-${seat}`;
    const name = el('span', 'name');
    const points = el('span', 'points');
    if (seat === 'p1') s.append(name, points);
    else s.append(points, name);
    score.append(s);
  }
  const info = el('div', 'round-info');
  const dealNo = el('span');
  dealNo.id = 'g24-deal-no';
  const timer = el('span', 'g24-timer');
  timer.id = 'g24-timer';
  info.append(dealNo, timer);
  score.insertBefore(info, score.lastChild);

  const felt = el('div', 'felt g24-felt');
  felt.id = 'g24-felt';
  const cards = el('div', 'g24-cards');
  cards.id = 'g24-cards';
  cards.setAttribute('role', 'group');
  const status = el('p', 'g24-status');
  status.id = 'g24-status';
  // Where the keyboard focus rests when no control of the deal is live (see play.js focus()).
  status.tabIndex = -1;
  // The computer's progress: a visible label and a bar named by it.
  const think = el('div', 'g24-thinkbox');
  think.id = 'g24-think';
  const thinkLabel = el('span', 'g24-think-label');
  thinkLabel.id = 'g24-think-label';
  const bar = el('div', 'g24-think');
  bar.id = 'g24-think-bar';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-labelledby', 'g24-think-label');
  bar.setAttribute('aria-valuemin', '0');
  bar.setAttribute('aria-valuemax', '100');
  bar.setAttribute('aria-valuenow', '0');
  bar.append(el('span', 'fill'));
  think.append(thinkLabel, bar);
  think.hidden = true;
  // The race's countdown after a buzz.
  const countdown = el('p', 'g24-countdown');
  countdown.id = 'g24-countdown';
  countdown.hidden = true;

  const form = el('form', 'g24-form');
  form.id = 'g24-form';
  form.noValidate = true;
  form.autocomplete = 'off';
  const label = el('label', 'sr-only');
  label.htmlFor = 'g24-expr';
  label.dataset.i18n24 = 'expr_label';
  const row = el('div', 'g24-exprrow');
  const input = el('input', 'g24-expr');
  input.id = 'g24-expr';
  input.name = 'expr';
  input.type = 'text';
  // The engine refuses an answer over 200 characters and says how long it
  // was; the field only cuts what no one types (a paste of a page).
  input.maxLength = 1000;
  input.spellcheck = false;
  input.setAttribute('autocapitalize', 'characters');
  input.setAttribute('autocorrect', 'off');
  input.setAttribute('enterkeyhint', 'done');
  // E (outside the field) comes back to it (input.js, data-key-action).
  input.dataset.keyAction = 'edit24';
  const live = el('output', 'g24-live');
  live.id = 'g24-live';
  live.htmlFor = 'g24-expr';
  row.append(input, live);
  const marked = el('p', 'g24-marked');
  marked.id = 'g24-marked';
  marked.setAttribute('aria-hidden', 'true');
  const msg = el('p', 'g24-msg');
  msg.id = 'g24-msg';
  // Not a live region: each message is said once, through the page's live
  // region (play.js, env.announce), which says a repeated one again too.
  const pad = el('div', 'g24-pad');
  for (const [sym, insert, spoken] of OPS) {
    const b = button('g24-insert', null, { key: null, cls: 'op', extra: { insert } });
    b.textContent = sym;
    b.dataset.spoken = spoken;
    pad.append(b);
  }
  const back = button('g24-back', 'op_back', { key: null, cls: 'op wide' });
  back.prepend(el('span', '', '⌫'));
  back.querySelector('.lbl').classList.add('sr-only');
  const clear = button('g24-clear', 'op_clear', { key: null, cls: 'op wide' });
  pad.append(back, clear);
  form.append(label, row, marked, msg, pad);
  felt.append(cards, status, countdown, think, form);

  const controls = el('div', 'controls g24-controls');
  controls.append(
    button('submit24', 'submit', { cls: 'primary big', key: 'enter' }),
    button('claim24', 'claim', { cls: 'big' }),
    button('buzz1', null, { cls: 'primary big buzz', extra: { seat: 'p1' } }),
    button('buzz2', null, { cls: 'primary big buzz', extra: { seat: 'p2' } }),
    button('next', 'next_deal', { cls: 'primary big' }),
  );
  controls.lastChild.id = 'g24-next';
  for (const b of controls.querySelectorAll('.buzz')) b.prepend(el('span', 'lbl'));
  const secondary = el('div', 'row secondary');
  secondary.append(button('hint24', 'hint'), button('giveup24', 'give_up'), button('new', 'new_game'));

  const banner = el('div', 'banner24');
  banner.id = 'g24-banner';
  banner.hidden = true;
  banner.append(el('strong', 'title'), el('span', 'why'));

  const solutions = el('section', 'panel g24-solutions');
  solutions.id = 'g24-solutions';
  solutions.hidden = true;
  solutions.append(el('h2'), el('p', 'rating'), el('ol', 'list'), el('p', 'frac-note'));

  const summary = el('section', 'panel g24-summary');
  summary.id = 'g24-summary';
  summary.hidden = true;
  const h = el('h2');
  h.dataset.i18n24 = 'summary24';
  const sumRow = el('div', 'row');
  sumRow.append(button('rematch', 'rematch24', { cls: 'primary' }), button('new', 'new_game'));
  sumRow.firstChild.id = 'g24-rematch';
  // Solo: the player's time on each deal beside people's (the
  // engine's model), so a practice game says where the player stands.
  const cmp = el('div', 'g24-compare');
  cmp.id = 'g24-compare';
  const cmpTitle = el('h3');
  cmpTitle.dataset.i18n24 = 'cmp_title';
  cmpTitle.id = 'g24-compare-title';
  const cmpWrap = el('div', 'table-wrap');
  scrollable(cmpWrap, 'g24-compare-title');
  const cmpTable = el('table');
  const cmpHead = el('tr');
  for (const k of [null, 'h_cards', 'cmp_you', 'cmp_people_take']) {
    const th = el('th', '', k ? undefined : '#');
    if (k) th.dataset.i18n24 = k;
    cmpHead.append(th);
  }
  const cmpThead = el('thead');
  cmpThead.append(cmpHead);
  const cmpBody = el('tbody');
  cmpBody.id = 'g24-compare-body';
  cmpTable.append(cmpThead, cmpBody);
  cmpWrap.append(cmpTable);
  cmp.append(cmpTitle, el('p', 'g24-compare-sum'), cmpWrap);
  // The daily deal's result to share: counts and times, never an answer.
  const share = el('div', 'g24-share');
  share.id = 'g24-share';
  share.hidden = true;
  const shareTitle = el('h3');
  shareTitle.dataset.i18n24 = 'share_title';
  const shareLabel = el('label', 'sr-only');
  shareLabel.htmlFor = 'g24-share-text';
  shareLabel.dataset.i18n24 = 'share_label';
  const shareText = el('textarea', 'g24-share-text');
  shareText.id = 'g24-share-text';
  shareText.readOnly = true;
  shareText.rows = 3;
  const copy = button('share24', 'share_copy', { key: null });
  copy.id = 'g24-share-copy';
  share.append(shareTitle, shareLabel, shareText, copy);
  // The deals the player did not win, each with a solution (the engine's simplest).
  const missed = el('div', 'g24-missed');
  missed.id = 'g24-missed';
  const missedTitle = el('h3');
  missedTitle.dataset.i18n24 = 'missed_title';
  missed.append(missedTitle, el('ul', 'g24-missed-list'));
  summary.append(h, el('p', 'big-text winner'), el('p', 'detail'), share, cmp, missed, sumRow);

  const history = el('section', 'panel g24-history');
  history.id = 'g24-history';
  const hh = el('h2');
  hh.dataset.i18n24 = 'history24';
  hh.id = 'g24-history-title';
  const wrap = el('div', 'table-wrap');
  // A table wider than a phone scrolls sideways: a keyboard reaches it too.
  scrollable(wrap, 'g24-history-title');
  const table = el('table');
  const head = el('tr');
  for (const k of [null, 'h_cards', 'h_result', 'h_answer', 'h_time']) {
    const th = el('th', '', k ? undefined : '#');
    if (k) th.dataset.i18n24 = k;
    head.append(th);
  }
  const thead = el('thead');
  thead.append(head);
  const tbody = el('tbody');
  tbody.id = 'g24-history-body';
  table.append(thead, tbody);
  wrap.append(table);
  history.append(hh, wrap);

  const keys = el('p', 'keys-hint');
  keys.id = 'g24-keys';

  root.append(score, felt, summary, banner, controls, solutions, secondary, history, keys);
  main.append(root);
  return root;
}

const seatIndex = (seat) => (seat === 'p1' ? 0 : 1);

/** Sets the static strings of the screen (after a language change). */
export function applyStatic24(root) {
  for (const e of root.querySelectorAll('[data-i18n24]')) setText(e, t(e.dataset.i18n24));
  // The example is written as the cards are shown (letters or numbers, the settings).
  $('g24-expr').placeholder = t(settings().cards24 === 'numbers' ? 'expr_placeholder_num' : 'expr_placeholder');
  for (const b of root.querySelectorAll('[data-spoken]')) b.setAttribute('aria-label', t(b.dataset.spoken));
}

/** Sets `e`'s text only if it changed (a live region is not told the same words again). */
function setText(e, text) {
  if (e.textContent !== text) e.textContent = text;
}

/**
 * The deal's four cards as buttons. Redrawing the same deal keeps its
 * buttons (the focus stays on one), changing only what changed.
 */
function drawCards(box, cards, used, enabled, deal) {
  // (A card's face follows the settings: letters or numbers.)
  const same = box.dataset.deal === String(deal) && box.children.length === cards.length
    && cards.every((c, k) => box.children[k].dataset.card === c.text && box.children[k].dataset.insert === faceOf(c.rank));
  if (!same) box.replaceChildren(...cards.map(cardButton));
  box.dataset.deal = deal;
  cards.forEach((c, k) => {
    const b = box.children[k];
    b.classList.toggle('used', used[k]);
    b.disabled = !enabled;
    b.setAttribute('aria-pressed', String(used[k]));
    // Named by its words in the page's language (梅花K, king of clubs).
    setText(b.querySelector('.sr-only'), cardName(c));
  });
}

function cardButton(card) {
  const b = el('button', 'g24-card');
  b.type = 'button';
  b.dataset.action = 'g24-insert';
  b.dataset.insert = faceOf(card.rank);
  b.dataset.card = card.text;
  // The drawn face is hidden from screen readers (its name is the button's).
  const name = el('span', 'sr-only');
  const face = el('span', `card ${card.red ? 'red' : 'black'}`);
  face.setAttribute('aria-hidden', 'true');
  const corner = (pos) => {
    const k = el('span', `corner ${pos}`);
    k.append(el('span', 'rank', faceOf(card.rank)), el('span', 'suit', card.suit));
    return k;
  };
  face.append(corner('tl'), el('span', 'pip', faceOf(card.rank)), corner('br'));
  b.append(name, face);
  return b;
}

const VALUE = { A: 1, J: 11, Q: 12, K: 13 };

/**
 * A rank as the settings show 24点's cards: as printed (A, J, Q, K), or as
 * the number it counts for (1, 11, 12, 13), as 24 players often read them.
 */
function faceOf(rank) {
  return settings().cards24 === 'numbers' ? String(VALUE[rank] ?? rank) : rank;
}

/** Cards in notation ("K♣ 3♣") as the settings show them ("13♣ 3♣"). */
function cardsText(cards) {
  return cards.map((c) => c.replace(/^(10|[2-9AJQK])/u, (r) => faceOf(r))).join(' ');
}

/** Which of the dealt cards the typed text already names (display only). */
function usedCards(cards, text) {
  const counts = new Map();
  for (const tok of text.toUpperCase().match(/\d+|[AJQK]/g) ?? []) {
    const v = VALUE[tok] ?? Number(tok);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return cards.map((c) => {
    const v = VALUE[c.rank] ?? Number(c.rank);
    const n = counts.get(v) ?? 0;
    if (n > 0) counts.set(v, n - 1);
    return n > 0;
  });
}

/** The text with the character at `at` marked (or a caret after the end). */
function renderMarked(text, at) {
  const p = $('g24-marked');
  if (at === undefined || at === null) {
    p.replaceChildren();
    p.hidden = true;
    return;
  }
  const chars = [...text];
  const mark = el('mark', '', chars[at] ?? '▁');
  p.replaceChildren(chars.slice(0, at).join(''), mark, chars.slice(at + 1).join(''));
  p.hidden = false;
}

/**
 * The live value line under the expression, from the engine's evaluation
 * `live`; returns where the typed text is marked wrong (null: nowhere).
 */
function renderLive(text, live) {
  const out = $('g24-live');
  out.className = 'g24-live';
  if (text.trim() === '') {
    setText(out, '');
    return null;
  }
  if (live.value !== undefined) {
    setText(out, t('live_value', { v: live.value }));
    out.classList.add(live.value === '24' ? 'is-24' : 'ok');
    return null;
  }
  const incomplete = live.error.kind === 'unclosed_paren'
    || (live.error.kind === 'expected_operand' && live.at >= [...text.trimEnd()].length);
  if (incomplete) {
    setText(out, t('live_partial'));
    return null;
  }
  setText(out, errorText(live.error));
  out.classList.add('bad');
  return live.at;
}


/** The summary's table: each deal's cards, the player's time and a typical player's. */
function renderCompare(snap) {
  const box = $('g24-compare');
  box.hidden = snap.mode !== 'solo';
  if (box.hidden) return;
  let timed = 0;
  let faster = 0;
  $('g24-compare-body').replaceChildren(
    ...snap.history.map((r) => {
      const e = snap.expected[r.deal.index];
      const won = r.winner === 'p1';
      const mine = won && r.ms != null ? r.ms : null;
      if (mine !== null) {
        timed += 1;
        if (mine < e.seconds * 1000) faster += 1;
      }
      const tr = el('tr');
      tr.dataset.deal = r.deal.index + 1;
      tr.dataset.difficulty = e.difficulty;
      const you = mine !== null ? clock(mine) : '—';
      tr.append(
        el('td', '', String(r.deal.index + 1)),
        el('td', 'cards', cardsText(r.deal.cards)),
        el('td', mine !== null && mine < e.seconds * 1000 ? 'you faster' : 'you', you),
        el('td', 'typical', `${t('cmp_people', { t: aboutTime(e.seconds) })} · ${difficultyName(e.difficulty)}`),
      );
      return tr;
    }),
  );
  box.querySelector('.g24-compare-sum').textContent = t('cmp_faster', { n: faster, m: timed });
}

/** The game-over list of the deals player 1 did not win, each solved (not in a race: two people). */
function renderMissed(snap, race) {
  const box = $('g24-missed');
  box.hidden = race || snap.missed.length === 0;
  box.querySelector('ul').replaceChildren(...(box.hidden ? [] : snap.missed.map((m) => el('li', '',
    t('missed_row', {
      n: m.deal.index + 1,
      cards: cardsText(m.deal.cards),
      text: m.solution ? `${m.solution.text} = 24` : t('missed_none'),
    })))));
}

function endText(snap, rec) {
  const names = snap.names;
  const end = rec.end;
  const name = end.seat ? names[seatIndex(end.seat)] : '';
  const other = end.seat ? names[1 - seatIndex(end.seat)] : '';
  const computer = snap.mode === 'vs_computer' && end.seat === 'p2';
  switch (end.reason) {
    case 'solved':
      return computer ? t('computer_solved', { name, text: end.text }) : t('end_solved', { name, text: end.text });
    case 'right_claim':
      return computer ? t('computer_claim', { name }) : t('end_right_claim', { name });
    case 'wrong_answer':
      // Against the computer one answer decides the deal (solo may try again).
      // What was wrong with it (the value it made) is the engine's, as solo's reply says it.
      return t(snap.mode === 'vs_computer' ? 'end_wrong_answer_one' : 'end_wrong_answer', {
        name, other, text: end.text, msg: errorText(end.error),
      });
    case 'wrong_claim':
      return snap.mode === 'solo' ? t('end_wrong_claim', { name }) : t('end_wrong_claim_to', { name, other });
    case 'time_up':
      return t('end_time_up', { name, other });
    default:
      return rec.winner ? t('end_gave_up_to', { other: names[seatIndex(rec.winner)] }) : t('end_gave_up');
  }
}

/** The race's countdown after a buzz: seconds left of the buzzer's answer time. */
function renderCountdown(snap, elapsed) {
  const box = $('g24-countdown');
  const deadline = snap.phase === 'playing' ? snap.buzz_deadline_ms : null;
  box.hidden = deadline == null;
  if (deadline != null) {
    setText(box, t('buzz_left', { s: Math.max(0, Math.ceil((deadline - elapsed) / 1000)) }));
  }
}

/**
 * The computer's think time: hidden unless it thinks; a new run of it
 * (`thinking.run`) restarts the bar's fill from `done` of `full` ms, and a
 * stopped clock stops the fill where it is.
 */
function renderThink(playing, thinking, elapsed) {
  const box = $('g24-think');
  box.hidden = !(playing && thinking);
  if (!thinking) return;
  const fill = box.querySelector('.fill');
  if (fill.dataset.run !== thinking.run) {
    fill.dataset.run = thinking.run;
    fill.style.animation = 'none';
    void fill.offsetWidth;
    fill.style.animation = `g24-think ${thinking.full}ms linear -${thinking.done}ms forwards`;
  }
  fill.style.animationPlayState = thinking.paused ? 'paused' : 'running';
  if (thinking.full) {
    const now = String(Math.min(100, Math.round((100 * elapsed) / thinking.full)));
    if ($('g24-think-bar').getAttribute('aria-valuenow') !== now) $('g24-think-bar').setAttribute('aria-valuenow', now);
  }
}

/** The daily deal's result as text to share: solved deals and time, no answers. */
export function shareText(snap, streak = null) {
  const marks = snap.history.map((r) => (r.winner === 'p1' && r.scored ? '■' : '□')).join('');
  const days = streak == null ? '' : t(streak === 1 ? 'share_streak_one' : 'share_streak', { n: streak });
  return `${t('daily_share', { date: snap.daily, a: snap.scores[0], t: clock(snap.total_ms) })}${days}\n${marks}`;
}

/**
 * The hint's line: the steps shown so far ("8 ÷ 3 = 8/3, then 3 − (8/3) =
 * 1/3"), which step of how many, and what it cost; or that the deal may
 * have no solution (a hint of no steps).
 */
export function hintText(hint) {
  if (hint.of === 0) return t('hint_none');
  const steps = hint.steps.map((s) => `${s.text} = ${s.value}`).join(t('hint_then'));
  return t('hint_text', { n: hint.steps.length, of: hint.of, steps });
}

/**
 * Draws the whole screen from `snap` and `ui` = {message, mark, elapsed,
 * thinking, text, live}: the typed `text`, the engine's evaluation of it
 * (`live`), and where the last reply marks it (`mark`, undefined to follow
 * `live`). The one redraw of the table: the clock, the countdown and the
 * think bar included, so it may run every second.
 */
export function render24(snap, ui) {
  const { text } = ui;
  const playing = snap.phase === 'playing';
  const two = snap.mode !== 'solo';
  const race = snap.mode === 'race';
  const legal = new Set(snap.legal);
  const buzzer = snap.buzzer ?? null;
  const answering = playing && (!race || buzzer !== null);

  // Scoreboard
  for (const [i, seat] of ['p1', 'p2'].entries()) {
    const s = $(`g24-score-${seat}`);
    s.hidden = !two && i === 1;
    // Solo: no seat names, just the score.
    s.querySelector('.name').textContent = two ? snap.names[i] : t('score');
    s.querySelector('.points').textContent = String(snap.scores[i]);
    s.classList.toggle('to-move', race && buzzer === seat);
  }
  // A daily deal played again says it is practice (the day's first game counted).
  const daily = snap.daily && t(snap.daily_practice ? 'daily_practice_title' : 'daily_title', { date: snap.daily });
  setText($('g24-deal-no'), snap.daily
    ? `${daily} · ${t('deal_no', { n: snap.deal.index + 1, total: snap.deals_total })}`
    : t('deal_no', { n: snap.deal.index + 1, total: snap.deals_total }));
  // Once the game is over the clock shows the real total of every deal.
  setText($('g24-timer'), snap.phase === 'game_over'
    ? `${t('total_label')} ${clock(snap.total_ms)}`
    : `${t('timer_label')} ${clock(ui.elapsed)}`);

  // Cards
  const used = playing ? usedCards(snap.cards, text) : [false, false, false, false];
  const cards = $('g24-cards');
  cards.setAttribute('aria-label', t('cards_label'));
  drawCards(cards, snap.cards, used, answering, snap.deal.index);

  // Status line
  const status = $('g24-status');
  status.classList.toggle('hint', playing && !!snap.hint);
  if (!playing) setText(status, '');
  else if (snap.hint) setText(status, hintText(snap.hint));
  else if (race && buzzer) setText(status, t('answering', { name: snap.names[seatIndex(buzzer)] }));
  else if (race) setText(status, t('race_wait', { k1: `${snap.names[0]}: Z`, k2: `${snap.names[1]}: P` }));
  else setText(status, t(snap.mode === 'vs_computer' ? 'your_turn_one' : 'your_turn'));
  renderThink(playing, ui.thinking, ui.elapsed);
  setText($('g24-think-label'), t('thinking_label', { name: snap.names[1] }));
  renderCountdown(snap, ui.elapsed);

  // The expression form
  const input = $('g24-expr');
  input.disabled = !answering;
  $('g24-form').hidden = !playing;
  for (const b of document.querySelectorAll('#g24-form .op')) b.disabled = !answering;
  const msg = $('g24-msg');
  setText(msg, ui.message?.text ?? '');
  msg.className = `g24-msg${ui.message ? ` ${ui.message.tone}` : ''}`;
  // The typed answer's value, and where it is marked wrong: the last reply's mark, else its own.
  const own = renderLive(text, ui.live);
  renderMarked(text, ui.mark === undefined ? own : ui.mark);

  // Buttons: live exactly when the engine lists their action.
  const show = (action, visible, enabled = visible) => {
    for (const b of document.querySelectorAll(`#play24 [data-action="${action}"]`)) {
      b.hidden = !visible;
      b.disabled = !enabled;
    }
  };
  // In a race, the answer buttons appear once someone has buzzed.
  show('submit24', answering, legal.has('answer'));
  show('claim24', answering, legal.has('claim_no_solution'));
  // A race has no hints (the screen is shared): no button either.
  // Each press shows one more step; once all are shown the button rests.
  const more = !snap.hint || snap.hint.steps.length < snap.hint.of;
  show('hint24', playing && !race, legal.has('hint') && more);
  for (const b of document.querySelectorAll('#play24 [data-action="hint24"] .lbl')) {
    // The last step shown: the resting button says so, not "Next step".
    setText(b, t(!snap.hint ? 'hint' : more ? 'hint_more' : 'hint_all'));
  }
  show('giveup24', playing, legal.has('give_up'));
  show('buzz1', legal.has('buzz'));
  show('buzz2', legal.has('buzz'));
  show('next', legal.has('next'));
  for (const b of document.querySelectorAll('#play24 .buzz')) {
    b.querySelector('.lbl').textContent = t('buzz', { name: snap.names[seatIndex(b.dataset.seat)] });
  }

  // After the deal: how it ended, and every distinct solution.
  const rec = snap.last;
  const banner = $('g24-banner');
  banner.hidden = !rec;
  if (rec) {
    banner.querySelector('.title').textContent = endText(snap, rec);
    // A hint costs the point: the winner may have scored nothing.
    banner.querySelector('.why').textContent = rec.winner && rec.scored
      ? t('point_to', { name: two ? snap.names[seatIndex(rec.winner)] : t('score') })
      : rec.winner ? t('point_hint') : t('no_point');
    banner.dataset.winner = rec.winner ?? 'none';
    banner.dataset.reason = rec.end.reason;
  }
  const sol = $('g24-solutions');
  sol.hidden = !rec;
  if (rec) {
    sol.querySelector('h2').textContent = snap.solutions.length
      ? t('solutions_title', { n: snap.solutions.length })
      : t('solutions_none');
    // The difficulty model's figures for people on this deal (engine-computed).
    const expected = snap.expected?.[rec.deal.index];
    sol.querySelector('.rating').textContent = expected
      ? t(expected.solved == null ? 'rating_none' : 'rating_people', {
        d: difficultyName(expected.difficulty),
        t: aboutTime(expected.seconds),
        p: Math.round(expected.solved * 100),
      })
      : snap.rating ? t('rating', { d: difficultyName(snap.rating.difficulty) }) : '';
    sol.querySelector('.list').replaceChildren(
      ...snap.solutions.map((s) => el('li', s.needs_fraction ? 'frac' : '', `${s.text} = 24`)),
    );
    // What the gold colour means, beside a list that has one.
    const note = sol.querySelector('.frac-note');
    note.hidden = !snap.solutions.some((s) => s.needs_fraction);
    note.textContent = note.hidden ? '' : t('frac_note');
  }

  // Game over
  const over = snap.phase === 'game_over';
  const summary = $('g24-summary');
  summary.hidden = !over;
  if (over) {
    const [a, b] = snap.scores;
    summary.querySelector('.winner').textContent = !two
      ? `${a} / ${snap.deals_total}`
      : snap.winner === 'draw' ? t('draw24') : tn('winner24', 'winner24_you', { name: snap.names[seatIndex(snap.winner)] });
    // A deal won after a hint scores no point: said beside the score, so
    // the deals solved (the comparison's count) and the points agree.
    const hinted = snap.won[0] - a;
    const more = race || hinted <= 0 ? ''
      : t(hinted === 1 ? 'summary_hinted_one' : 'summary_hinted', { n: hinted });
    summary.querySelector('.detail').textContent = (two
      ? t('summary_two', { a, b })
      : t('summary_solo', { a, t: clock(snap.total_ms) })) + more;
    renderMissed(snap, race);
    summary.dataset.scores = `${a}:${b}`;
    // The day's counted game is shared (with the streak); practice says it changed nothing.
    $('g24-share').hidden = !snap.daily || snap.daily_practice;
    if (snap.daily && !snap.daily_practice) $('g24-share-text').value = shareText(snap, ui.streak);
    if (snap.daily && snap.daily_practice) {
      summary.querySelector('.detail').textContent = `${summary.querySelector('.detail').textContent} · ${t('daily_practice_note')}`;
    }
    $('g24-rematch').querySelector('.lbl').textContent = t(snap.daily ? 'rematch_daily' : 'rematch24');
    renderCompare(snap);
  }
  for (const b of document.querySelectorAll('#play24 .secondary [data-action="new"]')) b.hidden = over;

  // History
  const body = $('g24-history-body');
  body.replaceChildren(
    ...snap.history.slice().reverse().map((r) => {
      const tr = el('tr');
      tr.dataset.deal = r.deal.index + 1;
      // A deal won after a hint scores nothing: the table says so, as the banner did.
      const result = r.winner && r.scored === false ? t('no_point_hint')
        : r.winner ? (two ? snap.names[seatIndex(r.winner)] : '✓') : '—';
      const res = el('td', 'result', result);
      res.dataset.winner = r.winner ?? 'none';
      // A wrong answer and a wrong "no solution" are both marked wrong.
      const text = r.end.reason === 'wrong_answer' ? `✗ ${r.end.text}` : r.end.text;
      const claim = r.end.reason === 'wrong_claim' ? `✗ ${t('claim')}` : r.end.reason.endsWith('claim') ? t('claim') : '';
      const answer = text ?? claim;
      tr.append(el('td', '', String(r.deal.index + 1)), el('td', 'cards', cardsText(r.deal.cards)), res, el('td', 'answer', answer),
        el('td', 'time', r.ms != null ? clock(r.ms) : '—'));
      return tr;
    }),
  );
  $('g24-history').hidden = snap.history.length === 0;
  $('g24-keys').textContent = race
    ? `${t('keys24_nohint')} · ${t('keys24_race', { p1: snap.names[0], p2: snap.names[1] })}`
    : t('keys24');
}
