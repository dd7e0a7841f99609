// Wiring: language, screens (menu, table, rules), input, saved progress.
// The game chosen in the menu owns its screen (www/duel21/ for 21点; a 24点
// module can sit beside it under www/game24/ and register in SCREENS).
import { loadEngine } from './duel21/engine.js';
import { DuelScreen } from './duel21/play.js';
import { t, setLang, getLang, initialLang, applyStatic, rules } from './i18n.js';
import { bindInput, keyOf } from './input.js';
import { loadMatch, clearMatch, loadLang, saveLang } from './storage.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
// `?fast` (tests) makes the Auto player's pause short; `?pause=ms` sets it.
const pauseMs = params.has('fast') ? 20 : Math.min(Number(params.get('pause')) || 700, 5000);

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

const duel = new DuelScreen({
  announce,
  pauseMs,
  fail: (e) => notice(t('error', { msg: e?.message ?? String(e) })),
});

function show(screen) {
  current = screen;
  $('loading').hidden = true;
  $('menu').hidden = screen !== 'menu';
  $('play').hidden = screen !== 'play';
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
}

function showMenu() {
  const seed = params.get('seed');
  if (seed !== null) $('menu-form').elements.seed.value = seed;
  $('menu-error').hidden = true;
  show('menu');
  updateMenu();
  $('start').focus();
}

function startFromMenu(e) {
  e.preventDefault();
  const { game, ...v } = menuValues();
  if (game !== '21') return; // 24点 is not playable yet
  const defaults = defaultNames(v);
  const names = v.names.map((n, i) => (n.trim() === '' ? defaults[i] : n));
  try {
    notice('');
    duel.start({ ...v, names });
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

function onAction(action) {
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
      else $('start').focus();
      return;
    case 'new':
      duel.stop();
      clearMatch();
      notice('');
      showMenu();
      return;
    default:
      if (current === 'play' && duel.act(action)) focusPlay();
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
if (resumed) {
  show('play');
  focusPlay();
} else {
  showMenu();
}
document.body.dataset.ready = 'true';
