// Wiring: language, screens (menu, table, review, rules, a trapped engine), input,
// saved progress and what other tabs do to it. The game chosen in the menu
// owns its screen (www/duel21/ for 21点, www/game24/ for 24点).
import { loadEngine } from './duel21/engine.js';
import { DuelScreen } from './duel21/play.js';
import { keepDecisionInView } from './duel21/render.js';
import { ReviewScreen } from './duel21/review.js';
import { t, own, setLang, getLang, initialLang, applyStatic, rules, shownNames } from './i18n.js';
import { bindInput, keyOf, KEYS } from './input.js';
import { initConfirm, ask, answer, questionCount, isAsking } from './confirm.js';
import {
  savedGames, openSlot, tabSlot, watchSaves, freezeSaves, loadLang, saveLang,
  newSlot, oldestSave, slotInPlaceOf, rememberCoach, coachRemembered,
} from './storage.js';
import { Game24Screen, KEYS24, heading24 } from './game24/play.js';
import { loadEngine24 } from './game24/engine.js';
import { enhanceMenu, applyMenu24, updateMenu24, config24 } from './game24/menu.js';
import { buildSolve, applySolve, solveAction, openSolve } from './game24/solve.js';
import { initStats, renderStats, leaveStats, statsAction, loadStatsEngine } from './stats.js';
import { initSettings, openSettings, onSettings, settings, SPEED_MS } from './settings.js';
import { initSound } from './sound.js';
import { initPwa } from './pwa.js';
import { initOnline, openOnline, onlineAction, onlineAsked, relabelOnline } from './online/lobby.js';
import { SaveRefused } from './refused.js';
import {
  entryOf, entryNow, place, push, replace, arrived, undo, back,
} from './nav.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);

/**
 * A whole number of ms from the address, clamped to [min, max]; `fallback`
 * when absent or not a decimal number (±Infinity clamps like any other number).
 */
function msParam(name, min, max, fallback) {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  // Decimal only: "0x10" or "0b1" is not a pause a person types ("1e3" and Infinity are numbers).
  if (!/^\s*[+-]?((\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|Infinity)\s*$/.test(raw)) return fallback;
  const n = Number(raw);
  return Math.round(Math.min(max, Math.max(min, n)));
}
// `?pause=ms`: the Auto player's pause between moves, 0–5000; `?fast`
// (tests) makes it 20; without either, the speed setting's pause (normal: 700).
const pauseAsked = params.has('fast') ? 20 : msParam('pause', 0, 5000, null);
const pauseMs = () => pauseAsked ?? SPEED_MS.get(settings().speed);
// 24点: `?think=ms` sets the computer's think time, 0–300000 (tests); else the engine's.
const thinkMs = msParam('think', 0, 300000, null);
initSettings();
initSound();
document.body.dataset.pauseMs = String(pauseMs());
document.body.dataset.thinkMs = thinkMs === null ? 'engine' : String(thinkMs);
Object.assign(KEYS, KEYS24, { o: 'settings' });

let current = 'loading';
let beforeRules = 'menu';
let beforeStats = 'menu';

function announce(text) {
  const live = $('live');
  live.textContent = '';
  // A fresh text node each time so screen readers read repeats too.
  requestAnimationFrame(() => { live.textContent = text; });
}

// The notice on show: its text, or a function giving it in the current language.
let noticeOf = '';

function notice(text) {
  noticeOf = text;
  const shown = typeof text === 'function' ? text() : text;
  $('notice').textContent = shown;
  $('notice').hidden = !shown;
}

// What is loading, if anything: a function giving its text in the current
// language. A polite status beside the notice, which is for failures only.
let progressOf = null;

function progress(text) {
  progressOf = text;
  const shown = text ? text() : '';
  $('progress-text').textContent = shown;
  $('progress').querySelector('.progress-note').hidden = !shown;
}

/**
 * An engine call failed. A refused intent is a message; a trap (the wasm
 * module hit `unreachable`, e.g. a panic) leaves the module unusable: the
 * page stops saving, drops both games without another call into them, and
 * offers a reload, which resumes the last good save.
 */
function fail(e) {
  if (e instanceof WebAssembly.RuntimeError) {
    trapped();
    return;
  }
  notice(t('error', { msg: e?.message ?? String(e) }));
}

function trapped() {
  if (current === 'trap') return;
  freezeSaves();
  duel.halt();
  g24.halt();
  review.halt();
  conflictOf(null);
  notice('');
  show('trap');
  $('trap-reload').focus();
}

// The browser's storage refused a save (full, or off): the match goes on and
// the player is told it is not being saved (once per page, not every move).
let toldFull = false;
function storageFull() {
  if (toldFull) return;
  toldFull = true;
  notice(() => t('storage_full'));
}

// The screens of the games the menu offers, by the menu's game value.
const duel = new DuelScreen({
  announce,
  // Read at every move, so a changed speed applies at once.
  get pauseMs() { return pauseMs(); },
  fail,
  settled: () => focusPlay(),
  drawn: () => focusPlay(),
  conflict: (screen) => conflictOf(screen),
  storageFull,
});
const GAMES = { 21: duel };
const review = new ReviewScreen({ announce, fail });

const g24 = new Game24Screen($('app'), {
  announce,
  thinkMs,
  fail,
  conflict: (screen) => conflictOf(screen),
  storageFull,
});
enhanceMenu($('menu-form'));
buildSolve($('app'));
initConfirm();

/** The screen on show, if a game's: its engine wrapper has a save slot. */
const active = () => (current === 'play' ? duel : current === 'play24' ? g24 : null);
const what = (screen) => t(screen === g24 ? 'what_24' : 'what_21');

/** The token of the table now drawn (see input.js): a stale click is dropped. */
function tableToken() {
  const screen = active();
  return `${current}|${screen?.token() ?? ''}|${questionCount()}|${conflictShown}`;
}

// The page's screens by name (`current`, `body[data-screen]`, a history
// entry's `screen`): the element shown, and what a screen reader hears when
// Back or Forward lands on it (its heading, or the table's status).
const SCREENS = {
  menu: { el: 'menu', heading: 'menu-heading' },
  play: { el: 'play', spoken: () => `${document.title}. ${$('status').textContent}` },
  play24: { el: 'play24', spoken: () => `${document.title}. ${$('g24-status')?.textContent ?? ''}` },
  review: { el: 'review', heading: 'review-title' },
  rules: { el: 'rules-page', heading: 'rules-title' },
  stats: { el: 'stats-page', heading: 'stats-title' },
  solve24: { el: 'solve24', heading: 'solve24-title' },
  online: { el: 'online', heading: 'online-heading' },
  trap: { el: 'trap' },
};

/** Puts `screen` (a name in SCREENS) on show, alone. */
function show(screen) {
  current = screen;
  $('loading').hidden = true;
  for (const [name, { el }] of Object.entries(SCREENS)) $(el).hidden = name !== screen;
  // A game waits while its table is not on show (the rules, the statistics,
  // or the menu after Back): 24点's clocks stand still, 21点's Auto player
  // makes no move, and either goes on where it was when its table is back.
  g24.pause(screen !== 'play24');
  g24.entitle(screen !== 'menu');
  nameSolver();
  duel.park(screen !== 'play');
  if (screen !== 'stats') leaveStats();
  document.body.dataset.screen = screen;
}

/** The solver panel is 24点's: the heading names 24点 while it is open (no 24点 game needed). */
function nameSolver() {
  if (current === 'solve24') heading24(true);
  else if (!g24.active) heading24(false);
}

// ---- Another tab moved this game on ----

let conflictShown = 0;
let conflictScreen = null;

/** Shows (or, with null, hides) the question about `screen`'s save; holds its table meanwhile. */
function conflictOf(screen) {
  if (screen && current === 'trap') return;
  if (!screen) {
    if (conflictScreen) conflictScreen.hold(false);
    conflictScreen = null;
    $('conflict').hidden = true;
    return;
  }
  const kind = screen.slot?.conflict();
  if (!kind) return;
  const first = conflictScreen !== screen;
  if (first) screen.hold(true);
  conflictScreen = screen;
  if (first) conflictShown += 1;
  renderConflict();
  $('conflict').hidden = false;
  announce($('conflict-text').textContent);
  // The question itself takes the focus (not one of its answers): Tab reaches them.
  if (first && !isAsking()) $('conflict').focus({ preventScroll: true });
}

function renderConflict() {
  const screen = conflictScreen;
  if (!screen) return;
  const kind = screen.slot.conflict() ?? 'continued';
  const key = own({ continued: 'conflict_continued', replaced: 'conflict_replaced', ended: 'conflict_ended' }, kind);
  $('conflict-text').textContent = t(key ?? 'conflict_continued', { what: what(screen) });
  $('conflict-load').hidden = kind === 'ended';
}

/** "Load it": this tab takes what the other tab saved (asking first if that loses a move made here). */
async function conflictLoad() {
  const screen = conflictScreen;
  if (!screen) return;
  if (screen.unsaved) {
    const yes = await ask({ title: t('load_title', { what: what(screen) }), text: t('load_text'), yes: t('load_yes') });
    if (!yes || conflictScreen !== screen) return;
  }
  const slot = openSlot(screen.slot.game, screen.slot.n);
  const { text } = slot.read();
  if (text === null) {
    renderConflict();
    return;
  }
  conflictOf(null);
  if (await resumeInto(screen, text, slot)) replace(here({ back: entryNow()?.back }));
}

/** "Keep this one as a new save": this tab's table goes to a slot of its own (asking first if none is free). */
async function conflictKeep() {
  const screen = conflictScreen;
  if (!screen) return;
  const slot = await slotForNew(screen.slot.game);
  if (conflictScreen !== screen) return;
  if (!slot) {
    // The other saved match is kept: the question about this table stays.
    $('conflict').focus({ preventScroll: true });
    return;
  }
  conflictScreen = null;
  $('conflict').hidden = true;
  screen.hold(false);
  screen.keepAsNew(slot);
  replace(here({ back: entryNow()?.back }));
  focusCurrent();
}

/**
 * Loads a module with `load` if it is not loaded yet, showing `note` (its
 * text in the current language) should that take over 150 ms. A failure
 * becomes a readable Error saying `failed`; with `traps`, a trap is thrown
 * as it is.
 */
async function loadShown(load, note, failed, { traps = false } = {}) {
  const slow = setTimeout(() => progress(note), 150);
  try {
    await load();
  } catch (e) {
    if (traps && e instanceof WebAssembly.RuntimeError) throw e;
    throw new Error(t(failed, { msg: e?.message ?? String(e) }));
  } finally {
    clearTimeout(slow);
    if (progressOf === note) progress(null);
  }
}

/** Loads 24点's engine (its own wasm module), showing that it is on its way. */
const loading24Note = () => t('loading24');
const ensure24 = () => loadShown(loadEngine24, loading24Note, 'load24_failed');

/**
 * Loads the statistics module (its own wasm), which adds the finished
 * matches waiting for it; a trap is thrown as it is.
 */
const loadingStatsNote = () => t('loading_stats');
const ensureStats = () => loadShown(loadStatsEngine, loadingStatsNote, 'load_stats_failed', { traps: true });
/** The notice of the last failed load, cleared when a later one succeeds. */
let statsFailNote = null;

/**
 * Resumes `text` from `slot` on `screen` (not shown yet); true if it did. A
 * save is removed only when the engine refused it as damaged (said). On a
 * trap the engine-stopped screen shows and nothing is written, and any other
 * failure is said: either way the save stays for the next try.
 */
function resumeSave(screen, text, slot) {
  try {
    screen.resume(text, slot);
    return true;
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      trapped();
      return false;
    }
    screen.stop();
    const msg = e?.message ?? String(e);
    if (e instanceof SaveRefused) {
      slot.clear({ force: true });
      notice(t('save_damaged', { msg }));
    } else {
      notice(t('error', { msg }));
    }
    return false;
  }
}

/** Resumes `text` from `slot` on `screen` and shows it, else the menu says why (see resumeSave). */
async function resumeInto(screen, text, slot) {
  if (screen === g24) {
    try {
      await ensure24();
    } catch (e) {
      notice(e.message);
      return false;
    }
  }
  if (!resumeSave(screen, text, slot)) {
    if (current !== 'trap') showMenu();
    return false;
  }
  slot.remember();
  if (screen === g24) duel.stop();
  else g24.stop();
  show(screen === g24 ? 'play24' : 'play');
  focusCurrent();
  return true;
}

function focusCurrent() {
  if (current === 'play') focusPlay({ reset: true });
  // The answer field while a deal is open, else Next deal or Play again.
  else if (current === 'play24') g24.focus();
}

watchSaves((game) => {
  const screen = active();
  if (screen?.slot && (game === null || game === screen.slot.game)) {
    if (screen.slot.conflict()) conflictOf(screen);
    else if (conflictScreen === screen) conflictOf(null);
  }
  if (current === 'menu') renderSaved();
});

function renderRules() {
  const list = $('rules-list');
  list.replaceChildren(
    ...rules().flatMap(([term, text]) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = text;
      return [dt, dd];
    }),
  );
}

function applyLanguage() {
  applyStatic();
  nameSolver();
  for (const k of document.querySelectorAll('[data-key-for]')) {
    k.textContent = keyOf(k.dataset.keyFor);
    k.classList.toggle('letter', /^[A-Z]$/.test(k.textContent));
  }
  renderRules();
  renderConflict();
  if (current === 'menu') renderSaved();
  if (current === 'stats') showStats();
  applyMenu24($('menu-form'));
  applySolve();
  g24.applyLanguage($('rules-page'));
  updateMenu();
  duel.render({ instant: true });
  if (current === 'review' || beforeRules === 'review') review.render();
  relabelOnline();
  if (noticeOf) notice(noticeOf);
  if (progressOf) progress(progressOf);
}

// ---- The review of a 21点 match ----

// The button that opened the review, to give the focus back on return.
let reviewOpener = null;

/**
 * Opens the review of the match on the table (between rounds or after it),
 * or with `last` the match finished before its rematch.
 */
function openReview(opener, { last = false } = {}) {
  if (current !== 'play' || !duel.engine) return;
  if (last ? !duel.finished : duel.snap?.phase === 'drawing') return;
  try {
    review.openMatch(last ? duel.finished : duel.engine.save());
  } catch (e) {
    fail(e);
    return;
  }
  reviewOpener = opener?.id ?? null;
  showReview();
  push({ screen: 'review', back: 'play', last });
}

function showReview() {
  window.duelReview = review.hook();
  review.render();
  show('review');
  window.scrollTo(0, 0);
  $('review-title').focus({ preventScroll: true });
  announce(t('review_title'));
}

/**
 * Opens the review a link asks for (`?review=<code>`). The code is
 * validated like a save; a damaged one is reported in the page's language
 * with the engine's reason. Nothing is read from or written to the saves.
 */
function openSharedReview(code) {
  try {
    review.openShared(code);
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) {
      trapped();
      return false;
    }
    const msg = e?.message ?? String(e);
    notice(() => t('share_damaged', { msg }));
    return false;
  }
  reviewOpener = null;
  showReview();
  return true;
}

/** Back from the review: to the table it came from, else (a shared link) to the menu. */
function closeReview() {
  if (review.from === 'play' && duel.snap) {
    show('play');
    // Another tab may have moved this match on while the review was shown.
    if (duel.slot?.conflict()) conflictOf(duel);
    const opener = reviewOpener && $(reviewOpener);
    if (opener && !opener.hidden && !opener.closest('[hidden]')) opener.focus();
    else focusPlay({ reset: true });
    return;
  }
  // A shared review: the address no longer asks for it, so a reload shows the menu.
  replace({ screen: 'menu' }, addressWithoutReview());
  review.close();
  showMenu();
}

/** This page's address without a shared review's code. */
function addressWithoutReview() {
  const url = new URL(location.href);
  url.searchParams.delete('review');
  return url.href;
}

// ---- Menu ----

function menuValues() {
  const f = $('menu-form').elements;
  return {
    game: f.game.value,
    mode: f.mode.value,
    level: f.level.value,
    computer_seat: f.computer_seat.value,
    first_rule: f.first_rule.value,
    names: [f.name1.value, f.name2.value],
    seed: f.seed.value.trim(),
  };
}

function defaultNames({ mode, computer_seat: cs }) {
  if (mode !== 'computer') return [t('default_p1'), t('default_p2')];
  return cs === 'p1' ? [t('default_computer'), t('default_you')] : [t('default_you'), t('default_computer')];
}

function updateMenu() {
  const v = menuValues();
  for (const e of document.querySelectorAll('.computer-only')) e.hidden = v.mode !== 'computer';
  const [d1, d2] = defaultNames(v);
  const f = $('menu-form').elements;
  f.name1.placeholder = d1;
  f.name2.placeholder = d2;
  const mode24 = updateMenu24($('menu-form'));
  if (v.game === '24') [f.name1.placeholder, f.name2.placeholder] = defaultNames24(mode24);
}

function defaultNames24(mode) {
  if (mode === 'race') return [t('default_p1'), t('default_p2')];
  return [t('default_you'), t('default_computer')];
}

async function start24() {
  await ensure24();
  const f = $('menu-form').elements;
  const mode = f.mode24.value;
  const defaults = defaultNames24(mode);
  const names = [f.name1.value, f.name2.value].map((n, i) => (n.trim() === '' ? defaults[i] : n));
  const slot = await slotForNew('24');
  if (!slot || current !== 'menu') {
    if (current === 'menu') $('start').focus({ preventScroll: true });
    return;
  }
  g24.start(config24({ mode, level: f.level.value, names, seed: f.seed.value.trim() }), { slot });
  // The duel leaves the screen; its save (if any) stays for later.
  duel.stop();
  show('play24');
  push(here({ back: 'menu' }));
  g24.focus();
}

// The settings in effect: the computer's pause; the menu's first-player rule
// and the coach open or closed, each when that setting changes (so a choice
// made in the menu, or `C`, holds until then).
let applied = {};
function applySettings(s) {
  document.body.dataset.pauseMs = String(pauseMs());
  if (s.first !== applied.first) $('menu-form').elements.first_rule.value = s.first;
  if (s.coach !== applied.coach) {
    // At boot, a reload keeps the table's coach as it was (C); a change of the setting then sets it.
    const kept = applied.coach === undefined ? coachRemembered() : null;
    duel.ui.coachOpen = kept ?? s.coach;
    if (kept === null) rememberCoach(s.coach);
    duel.render({ instant: true });
  }
  applied = s;
}
onSettings(applySettings);

function showMenu() {
  const seed = params.get('seed');
  if (seed !== null) $('menu-form').elements.seed.value = seed;
  $('menu-error').hidden = true;
  show('menu');
  updateMenu();
  renderSaved();
  $('start').focus({ preventScroll: true });
}

/** A saved game in words, from its summary: "21点: Ann vs Bob, round 3". */
function savedLabel(s) {
  const sum = s.meta?.sum;
  const names = Array.isArray(sum?.names) ? shownNames(sum.names.map(String)) : ['?', '?'];
  return t(s.game === '24' ? 'saved_24' : 'saved_21', { p1: names[0], p2: names[1] ?? '', n: Number(sum?.n) || 1 })
    + (sum?.over ? t('saved_over') : '');
}

/**
 * A save slot for a new game of `game` ('21' or '24'): a free one; with
 * all of them in use, the one written least recently, once the player has
 * agreed to lose the game it holds (the question names it; "Keep it", the
 * safe answer, is null). Should that game move on or go while the question
 * is open, the question is asked again about the one that would go then.
 */
async function slotForNew(game) {
  for (;;) {
    const free = newSlot(game);
    if (free) return free;
    const oldest = oldestSave(game);
    const yes = await ask({
      title: t('slots_full_title'),
      text: t('slots_full_text', { saved: savedLabel(oldest) }),
      yes: t('slots_full_yes'),
      no: t('slots_full_no'),
    });
    if (!yes) return null;
    const slot = slotInPlaceOf(oldest);
    if (slot) return slot;
  }
}

/** The menu's list of saved games (this tab's earlier ones, other tabs'), newest first. */
function renderSaved() {
  const items = savedGames().map((s) => {
    const label = savedLabel(s);
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = 'continue';
    b.dataset.game = s.game;
    b.dataset.n = String(s.n);
    b.textContent = label;
    li.append(b);
    return li;
  });
  $('saved-list').replaceChildren(...items);
  $('saved').hidden = items.length === 0;
}

async function continueSaved(el) {
  const slot = openSlot(el.dataset.game, Number(el.dataset.n));
  const { text } = slot.read();
  if (text === null) {
    renderSaved();
    return;
  }
  notice('');
  const screen = el.dataset.game === '24' ? g24 : duel;
  // The match this tab left for the menu (Back): its table as it was, which
  // is never older than its save (a save the storage refused is only here).
  const same = screen.snap && screen.slot?.game === slot.game && screen.slot.n === slot.n;
  if (same && !screen.slot.conflict()) {
    screen.slot.remember();
    show(screen === g24 ? 'play24' : 'play');
    focusCurrent();
  } else if (!(await resumeInto(screen, text, slot))) {
    renderSaved();
    return;
  }
  push(here({ back: 'menu' }));
}

// A 24点 start waits for its module; a second click (a double-click) or Enter
// meanwhile must not start a second game in another save slot.
let starting24 = false;

async function startFromMenu(e) {
  e.preventDefault();
  if (isAsking()) return;
  const { game, ...v } = menuValues();
  if (game === '24') {
    if (starting24) return;
    starting24 = true;
    try {
      notice('');
      await start24();
    } catch (err) {
      $('menu-error').textContent = err?.message ?? String(err);
      $('menu-error').hidden = false;
    } finally {
      starting24 = false;
    }
    return;
  }
  const screen = Object.hasOwn(GAMES, game) ? GAMES[game] : null;
  if (!screen) return;
  const defaults = defaultNames(v);
  const names = v.names.map((n, i) => (n.trim() === '' ? defaults[i] : n));
  const slot = await slotForNew('21');
  if (!slot || current !== 'menu') {
    if (current === 'menu') $('start').focus({ preventScroll: true });
    return;
  }
  try {
    notice('');
    screen.start({ ...v, names }, { slot });
    // 24点 leaves the screen; its save (if any) stays for later.
    g24.stop();
    show('play');
    push(here({ back: 'menu' }));
    focusPlay({ reset: true });
  } catch (err) {
    $('menu-error').textContent = err?.message ?? String(err);
    $('menu-error').hidden = false;
  }
}

// ---- Statistics ----

/** Draws the statistics screen; false if the engine failed (reported). */
function showStats() {
  try {
    renderStats();
    return true;
  } catch (e) {
    fail(e);
    return false;
  }
}

// ---- Rules (a history entry of their own) ----

function showRules() {
  show('rules');
  window.scrollTo(0, 0);
  $('rules-back').focus({ preventScroll: true });
}

/** Leaves the rules or the statistics for the screen `to` they were opened from. */
function leaveTo(to) {
  // A table whose game is gone (another tab ended it, a forged entry) is
  // the menu; the statistics are loaded first (a reload since they were).
  if ((to === 'play' && !duel.snap) || (to === 'play24' && !g24.snap)) to = 'menu';
  if (to === 'stats') {
    openStats({ screen: 'stats' });
    return;
  }
  show(to);
  if (to === 'play') focusPlay();
  else if (to === 'play24') focusCurrent();
  else if (to === 'trap') $('trap-reload').focus();
  else if (to === 'review') $('review-title').focus({ preventScroll: true });
  else if (to === 'stats' && showStats()) $('stats-title').focus();
  else $('start').focus({ preventScroll: true });
}

/**
 * Opens the statistics (their own wasm module, loaded first). Should the
 * player go elsewhere while it arrives, the screen stays theirs. With
 * `entry` (Back or Forward landed on the statistics' entry) no entry is
 * added, and the screen change is announced.
 */
function openStats(entry = null) {
  const from = current;
  if (from !== 'stats') beforeStats = from;
  ensureStats().then(() => {
    if (noticeOf === statsFailNote) notice('');
    if (current !== from) return;
    show('stats');
    if (showStats()) $('stats-title').focus();
    if (!entry) push({ screen: 'stats', back: from });
    else announceScreen();
  }, (e) => {
    if (entry && current === from) replace(here());
    if (e instanceof WebAssembly.RuntimeError) {
      fail(e);
      return;
    }
    statsFailNote = () => e.message;
    notice(statsFailNote);
  });
}

/** Opens the 24点 solver (24点's module first); `entry` as for openStats. */
function openSolver(entry = null) {
  const from = current;
  ensure24().then(() => {
    if (current !== from) return;
    show('solve24');
    openSolve();
    if (!entry) push({ screen: 'solve24', back: from });
    else announceScreen();
  }, (e) => {
    if (entry && current === from) replace(here());
    notice(e.message);
  });
}

// ---- The browser's Back and Forward (see nav.js) ----

/** The entry of the screen on show, with `extra`: a table's entry names its save slot. */
function here(extra = {}) {
  const state = { screen: current };
  const screen = active();
  if (screen?.slot) Object.assign(state, { game: screen.slot.game, n: screen.slot.n });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) state[k] = v;
  return state;
}

/** Screen readers hear which screen is now shown (after Back or Forward). */
function announceScreen() {
  const screen = SCREENS[current];
  if (screen?.heading) announce($(screen.heading).textContent);
  else if (screen?.spoken) announce(screen.spoken());
}

/** Back from a sub-screen to the menu: a shared review is closed for good. */
function toMenu() {
  if (current === 'review' && review.from !== 'play') review.close();
  showMenu();
}

/**
 * Shows the table of `entry` ('play' or 'play24'): the game this tab holds,
 * as it was; else (a reload since, or another tab ended it) the save the
 * entry names, if it is still there; else the menu.
 */
async function showTable(entry) {
  const to = entry.screen;
  const screen = to === 'play24' ? g24 : duel;
  if (screen.snap) {
    if (current === 'review' && to === 'play') {
      closeReview();
    } else {
      leaveTo(to);
      // Another tab may have moved this game on while the table was away.
      if (screen.slot?.conflict()) conflictOf(screen);
    }
    return;
  }
  const slot = entry.game === (to === 'play24' ? '24' : '21') && Number.isSafeInteger(entry.n) && entry.n >= 1
    ? openSlot(entry.game, entry.n) : null;
  const text = slot?.read().text ?? null;
  if (text !== null) {
    // Resumed, or the menu says why not (the entry stays: a reload tries again).
    await resumeInto(screen, text, slot);
    return;
  }
  toMenu();
  replace({ screen: 'menu' });
}

/** Opens the review `entry` names, or stays (and says so in the entry) if it is gone. */
function showReviewOf(entry) {
  if (entry.back === 'menu') {
    const code = new URLSearchParams(location.search).get('review');
    if (code !== null && openSharedReview(code)) return;
  } else if (duel.snap && (current === 'play' || current === 'rules')) {
    // From the table, or from the rules opened over the review after a
    // reload (the review itself is not kept, only its match).
    const last = entry.last === true;
    if (last ? duel.finished : duel.snap.phase !== 'drawing') {
      try {
        review.openMatch(last ? duel.finished : duel.engine.save());
        reviewOpener = null;
        showReview();
        return;
      } catch (e) {
        fail(e);
      }
    }
  }
  replace(here());
}

/** The page's own Back: from the screen on show to `to`, the one it was opened from. */
function leaveBack(to) {
  if (to === 'menu') toMenu();
  else if (to === 'play' && current === 'review') closeReview();
  else if (to === 'rules') showRules();
  else if (to === 'review' && review.game) showReview();
  else if (to === 'review') {
    // A reload since: the review is made again from its match, if the
    // table still holds it; else the table, or the menu.
    const from = current;
    showReviewOf(entryNow() ?? { screen: 'review', back: 'play' });
    if (current === from) {
      leaveTo('play');
      replace(here(current === 'play' ? { back: 'menu' } : {}));
    }
  } else if (to === 'solve24') {
    show('solve24');
    openSolve();
  } else {
    leaveTo(to);
    const screen = active();
    if (screen?.slot?.conflict()) conflictOf(screen);
  }
}

/** Shows the screen `entry` names (Back or Forward landed on it, or a reload did). */
async function showEntry(entry) {
  if (entry.screen === current && !['play', 'play24'].includes(current)) return;
  switch (entry.screen) {
    case 'menu':
      toMenu();
      break;
    case 'play':
    case 'play24':
      await showTable(entry);
      break;
    case 'rules':
      beforeRules = current;
      showRules();
      break;
    case 'stats':
      openStats(entry);
      return;
    case 'solve24':
      openSolver(entry);
      return;
    case 'review':
      showReviewOf(entry);
      break;
    case 'online':
      openOnline();
      break;
    default:
      return;
  }
  announceScreen();
}

window.addEventListener('popstate', (e) => {
  const entry = entryOf(e.state);
  // Not one of this page's entries, or the page cannot change screen now.
  if (!entry || current === 'loading' || current === 'trap') return;
  // Back to the entry on show (the page itself undid a move: see below).
  if (entry.i === place()) return;
  // A question is open: Back answers it the safe way (closes the settings,
  // keeps the game the confirmation was about) and the screen stays, as does
  // the question about another tab's save, which only its own answers close.
  if ($('settings').open || isAsking() || conflictScreen) {
    if ($('settings').open) $('settings').close();
    else if (isAsking()) answer(false);
    else {
      $('conflict').focus({ preventScroll: true });
      announce($('conflict-text').textContent);
    }
    undo(entry);
    return;
  }
  arrived(entry);
  showEntry(entry);
});

// ---- Actions ----

/**
 * Keyboard focus at the table: it never lands on a destructive control by
 * itself. A live control the player moved to keeps it; otherwise it goes to
 * Take, Next round or Rematch, whichever is live, and while the computer
 * moves (none is) to the table's status line, so that Enter does nothing
 * until the player may act again.
 */
function focusPlay({ reset = false } = {}) {
  if (current !== 'play' || isAsking()) return;
  placeFocus(reset);
  // Then a person's decision in view whole: both hands, both totals, Take/Stand.
  keepDecisionInView(duel.snap);
}

function placeFocus(reset) {
  const live = (b) => b && !b.disabled && !b.hidden && !b.closest('[hidden]');
  const a = document.activeElement;
  if (!reset && a && a !== document.body && a.id !== 'status' && a.closest('#play') && live(a)) return;
  for (const id of ['take', 'stand', 'next', 'rematch']) {
    const b = $(id);
    if (live(b)) {
      b.focus();
      return;
    }
  }
  $('status').focus({ preventScroll: true });
}

/** Abandons the game on screen after asking (if it is not over), then shows the menu. */
async function newGame() {
  const screen = active();
  const over = screen === duel ? duel.snap?.phase === 'match_over' : g24.snap?.phase === 'game_over';
  if (screen && !over) {
    const yes = await ask({
      title: t('abandon_title', { what: what(screen) }),
      text: t(screen === g24 ? 'abandon_text_24' : 'abandon_text_21'),
      yes: t('abandon_yes'),
    });
    if (!yes || active() !== screen) {
      focusCurrent();
      return;
    }
  }
  conflictOf(null);
  screen?.abandon();
  notice('');
  showMenu();
  // The table's entry is left the way Back leaves it, so that Back from the
  // menu then leaves the page (and Forward finds no table: the menu stays).
  const entry = entryNow();
  if (entry?.back === 'menu' && entry.i > 0 && ['play', 'play24'].includes(entry.screen)) back();
  else replace({ screen: 'menu' });
}

function onAction(action, el) {
  switch (action) {
    case 'lang':
      setLang(getLang() === 'zh' ? 'en' : 'zh');
      saveLang(getLang());
      applyLanguage();
      return;
    case 'settings': {
      // Closing hands the focus back to what had it (the key O leaves it
      // where it was, e.g. on Rematch), else to the gear.
      const had = document.activeElement;
      openSettings(had && had !== document.body ? had : el);
      return;
    }
    case 'rules': {
      if (current === 'rules' || current === 'loading') return;
      const from = current;
      beforeRules = from;
      // An entry of the browser's history: Back returns to the screen the
      // rules were opened from, and Forward shows them again (the page never
      // reloads, so nothing is lost).
      showRules();
      push({ screen: 'rules', back: from });
      return;
    }
    case 'stats':
      if (current === 'trap' || current === 'loading') return;
      if (current === 'stats') {
        showStats();
        return;
      }
      openStats();
      return;
    case 'solve24-open':
      if (current === 'solve24') return;
      openSolver();
      return;
    case 'back': {
      // The page's Back is the browser's: through the screen's own entry
      // (see popstate), so both leave the same way and Forward shows it again.
      const entry = entryNow();
      if (entry?.screen === current && entry.back && entry.i > 0) {
        // At once (a click's result is seen before the history has moved).
        back();
        leaveBack(entry.back);
        return;
      }
      if (current === 'solve24') {
        showMenu();
        return;
      }
      if (current === 'review') {
        closeReview();
        return;
      }
      leaveTo(current === 'stats' ? beforeStats : beforeRules);
      return;
    }
    case 'review-last':
      openReview(el, { last: true });
      return;
    case 'new':
      newGame();
      return;
    case 'confirm-yes':
    case 'confirm-no':
      answer(action === 'confirm-yes');
      return;
    case 'conflict-load':
      conflictLoad();
      return;
    case 'conflict-keep':
      conflictKeep();
      return;
    case 'continue':
      continueSaved(el);
      return;
    case 'reload':
      location.reload();
      return;
    case 'review':
      openReview(el);
      return;
    case 'online':
      if (current === 'online' || current === 'loading' || current === 'trap') return;
      push({ screen: 'online', back: current });
      openOnline();
      return;
    default:
      if (current === 'online' && onlineAction(action, el)) return;
      if (current === 'review') {
        review.act(action, el);
        return;
      }
      if (current === 'stats' && statsAction(action)) return;
      if (current === 'solve24' && solveAction(action)) return;
      if (current === 'play' && duel.act(action)) focusPlay();
      else if (current === 'play24') g24.act(action, el);
  }
}

// ---- Boot ----

// The entry this page was loaded on: a reload keeps it (and those around it),
// a fresh visit has none. (`#rules` is an address from before the rules
// were an entry of their own.)
const bootEntry = entryOf(history.state);
if (location.hash === '#rules') history.replaceState(history.state, '', location.pathname + location.search);

setLang(initialLang(loadLang()));
applyLanguage();
applySettings(settings());
initPwa();
bindInput(document.body, onAction, tableToken);
$('menu-form').addEventListener('submit', startFromMenu);
initOnline({ show: () => show('online'), announce });
$('menu-form').addEventListener('change', updateMenu);

try {
  await loadEngine();
} catch (e) {
  notice(t('error', { msg: e?.message ?? String(e) }));
  throw e;
}
initStats();

// Resume: the game this tab showed before a reload, else the most recently
// saved one. A seed in the address asks for that deal: resume only the same one.
const seedAsked = params.get('seed')?.trim() ?? null;
const remembered = tabSlot();
// A review link shows that review and leaves every save alone (none is resumed).
const reviewAsked = params.get('review');
// A reload on the menu's entry (the player went Back from a table) shows the
// menu, where that game waits among the saved ones.
// A link of an online match (`#join=…`, `#reply=…`) opens the online screen.
const onlineLink = onlineAsked();
const candidates = onlineLink || reviewAsked !== null || bootEntry?.screen === 'menu' ? [] : savedGames()
  .filter((c) => !remembered || (c.game === remembered.game && c.n === remembered.n));
for (const c of candidates) {
  const screen = c.game === '24' ? g24 : duel;
  const slot = openSlot(c.game, c.n);
  if (screen === g24) {
    // 24点's module could not be fetched (offline before it was ever cached):
    // say so and keep its save for when it can be.
    try {
      await ensure24();
    } catch (e) {
      notice(e.message);
      continue;
    }
  }
  if (!resumeSave(screen, c.text, slot)) {
    if (current === 'trap') break;
    continue;
  }
  if (seedAsked === null || screen.snap.seed === seedAsked) {
    slot.remember();
    current = c.game === '24' ? 'play24' : 'play';
    break;
  }
  screen.stop();
}
if (onlineLink) {
  replace({ screen: 'menu' });
  push({ screen: 'online', back: 'menu' });
  await openOnline();
} else if (reviewAsked !== null) {
  if (openSharedReview(reviewAsked)) {
    // A link's first visit: the menu lies under the review, so Back shows it.
    if (!bootEntry) {
      const href = location.href;
      replace({ screen: 'menu' }, addressWithoutReview());
      push({ screen: 'review', back: 'menu' }, href);
    }
  } else if (current !== 'trap') {
    showMenu();
    replace({ screen: 'menu' });
  }
} else if (current !== 'trap') {
  // (A trap while resuming leaves the history as it is: a reload tries again.)
  if (current === 'play24') {
    show('play24');
    focusCurrent();
  } else if (current === 'play') {
    show('play');
    focusPlay({ reset: true });
  } else {
    showMenu();
  }
  if (!bootEntry) {
    // A first visit: the menu is the bottom entry, a resumed table one above it.
    replace({ screen: 'menu' });
    if (current !== 'menu') push(here({ back: 'menu' }));
  } else if (['rules', 'stats', 'review', 'solve24', 'online'].includes(bootEntry.screen)) {
    // A reload on a screen opened from another: it again, over what was resumed.
    await showEntry(bootEntry);
  }
  // A table's entry whose game could not be resumed (a damaged save, 24点's
  // module not fetched) stays a table's: the next reload tries it again.
}
document.body.dataset.ready = 'true';
