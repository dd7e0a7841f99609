// Wiring: language, screens (menu, table, rules), input, saved progress.
// The game chosen in the menu owns its screen (www/duel21/ for 21点; a 24点
// module can sit beside it under www/game24/ and register in SCREENS).
import { loadEngine } from './duel21/engine.js';
import { DuelScreen } from './duel21/play.js';
import { t, setLang, getLang, initialLang, applyStatic, rules } from './i18n.js';
import { bindInput, keyOf, KEYS } from './input.js';
import { loadMatch, clearMatch, loadLang, saveLang } from './storage.js';
import { Game24Screen, KEYS24 } from './game24/play.js';
import { enhanceMenu, applyMenu24, updateMenu24 } from './game24/menu.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
// `?fast` (tests) makes the Auto player's pause short; `?pause=ms` sets it.
const pauseMs = params.has('fast') ? 20 : Math.min(Number(params.get('pause')) || 700, 5000);
// 24点: `?think=ms` sets the computer's think time (tests); else the engine's.
const thinkMs = params.has('think') ? Math.max(0, Number(params.get('think')) || 0) : null;
Object.assign(KEYS, KEYS24);

let current = 'loading';
let beforeRules = 'menu';

function announce(text) {
  const live = $('live');
  live.textContent = '';
  // A fresh text node each time so screen readers read repeats too.
  requestAnimationFrame(() => { live.textContent = text; });
}

function notice(text) {
  $('notice').textContent = text;
  $('notice').hidden = !text;
}

// The screens of the games the menu offers, by the menu's game value.
const duel = new DuelScreen({
  announce,
  pauseMs,
  fail: (e) => notice(t('error', { msg: e?.message ?? String(e) })),
  settled: () => { if (current === 'play') focusPlay(); },
});
const GAMES = { 21: duel };

const g24 = new Game24Screen($('app'), {
  announce,
  thinkMs,
  fail: (e) => notice(t('error', { msg: e?.message ?? String(e) })),
});
enhanceMenu($('menu-form'));

function show(screen) {
  current = screen;
  $('loading').hidden = true;
  $('menu').hidden = screen !== 'menu';
  $('play').hidden = screen !== 'play';
  $('play24').hidden = screen !== 'play24';
  $('rules-page').hidden = screen !== 'rules';
  document.body.dataset.screen = screen;
}

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
  for (const k of document.querySelectorAll('[data-key-for]')) k.textContent = keyOf(k.dataset.keyFor);
  renderRules();
  applyMenu24($('menu-form'));
  g24.applyLanguage($('rules-page'));
  updateMenu();
  duel.render({ instant: true });
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

function start24() {
  const f = $('menu-form').elements;
  const mode = f.mode24.value;
  const defaults = defaultNames24(mode);
  const names = [f.name1.value, f.name2.value].map((n, i) => (n.trim() === '' ? defaults[i] : n));
  g24.start({ mode, level: f.level.value, names, seed: f.seed.value.trim() });
  // One game in progress at a time: the duel's save gives way.
  duel.stop();
  clearMatch();
  show('play24');
}

function showMenu() {
  const seed = params.get('seed');
  if (seed !== null) $('menu-form').elements.seed.value = seed;
  $('menu-error').hidden = true;
  show('menu');
  updateMenu();
  $('start').focus({ preventScroll: true });
}

function startFromMenu(e) {
  e.preventDefault();
  const { game, ...v } = menuValues();
  if (game === '24') {
    try {
      notice('');
      start24();
    } catch (err) {
      $('menu-error').textContent = err?.message ?? String(err);
      $('menu-error').hidden = false;
    }
    return;
  }
  const screen = GAMES[game];
  if (!screen) return;
  const defaults = defaultNames(v);
  const names = v.names.map((n, i) => (n.trim() === '' ? defaults[i] : n));
  try {
    notice('');
    screen.start({ ...v, names });
    g24.stop();
    Game24Screen.forget();
    show('play');
    focusPlay();
  } catch (err) {
    $('menu-error').textContent = err?.message ?? String(err);
    $('menu-error').hidden = false;
  }
}

// ---- Actions ----

function focusPlay() {
  const a = document.activeElement;
  if (a && a !== document.body && !a.disabled && !a.closest('[hidden]')) return;
  for (const id of ['take', 'next', 'rematch', 'new-match']) {
    const b = $(id);
    if (!b.disabled && !b.hidden && !b.closest('[hidden]')) {
      b.focus();
      return;
    }
  }
}

function onAction(action, el) {
  switch (action) {
    case 'lang':
      setLang(getLang() === 'zh' ? 'en' : 'zh');
      saveLang(getLang());
      applyLanguage();
      return;
    case 'rules':
      if (current !== 'rules') beforeRules = current;
      show('rules');
      $('rules-back').focus();
      return;
    case 'back':
      show(beforeRules);
      if (beforeRules === 'play') focusPlay();
      else if (beforeRules === 'play24') $('g24-expr').focus();
      else $('start').focus({ preventScroll: true });
      return;
    case 'new':
      duel.stop();
      clearMatch();
      g24.stop();
      Game24Screen.forget();
      notice('');
      showMenu();
      return;
    default:
      if (current === 'play' && duel.act(action)) focusPlay();
      else if (current === 'play24') g24.act(action, el);
  }
}

// ---- Boot ----

setLang(initialLang(loadLang()));
applyLanguage();
bindInput(document.body, onAction);
$('menu-form').addEventListener('submit', startFromMenu);
$('menu-form').addEventListener('change', updateMenu);

try {
  await loadEngine();
} catch (e) {
  notice(t('error', { msg: e?.message ?? String(e) }));
  throw e;
}

const saved = loadMatch();
let resumed = false;
if (saved !== null) {
  try {
    duel.resume(saved);
    const seed = params.get('seed');
    // A seed in the address asks for that deal: resume only the same one.
    resumed = seed === null || duel.snap.seed === seed.trim();
    if (!resumed) duel.stop();
  } catch (e) {
    duel.stop();
    clearMatch();
    notice(t('save_damaged', { msg: e?.message ?? String(e) }));
  }
}
const saved24 = loadMatch('24');
if (!resumed && saved24 !== null) {
  try {
    g24.resume(saved24);
    const seed = params.get('seed');
    if (seed === null || g24.snap.seed === seed.trim()) current = 'play24';
    else g24.stop();
  } catch (e) {
    g24.stop();
    Game24Screen.forget();
    notice(t('save_damaged', { msg: e?.message ?? String(e) }));
  }
}
if (current === 'play24') {
  show('play24');
  $('g24-expr').focus();
} else if (resumed) {
  show('play');
  focusPlay();
} else {
  showMenu();
}
document.body.dataset.ready = 'true';
