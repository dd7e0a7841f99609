// The menu's Continue and Start: a table opened over the menu (its slot,
// its game's module or engine waited for, saying so), on the tables and
// the router of screens.js.
import { $ } from './dom.js';
import { config24 } from './game24/menu.js';
import { t, Said } from './i18n.js';
import { CANCELLED } from './boot.js';
import { isAsking } from './confirm.js';
import { openSlot } from './storage.js';
import {
  notice, loadShown, engineFailed, reprogress,
} from './page.js';
import {
  renderSaved, menuValues, defaultNames, defaultNames24,
} from './menu.js';
import { state, go } from './router.js';
import { loadEngine, Game } from './duel21/engine.js';
import {
  tableOf, resume, nameOf, slotForNew, ensure24,
} from './screens.js';

/**
 * Whether a Start or Continue waits for the engine, whether Escape dropped
 * it, and which press it is (`n`: a later press takes the wait over).
 */
const waiting = { on: false, dropped: false, n: 0 };
// Dropped, the note says so once (boot.js, CANCELLED), until the engine is here.
const engineNote = () => t(waiting.dropped ? CANCELLED : 'menu_engine_wait');

/**
 * The 21点 engine, which the menu is shown without (main.js): a Start or
 * Continue pressed before it is here waits for it, the progress note saying
 * so. Whether it is here and still wanted (Escape drops the wait: below);
 * if it could not be loaded, that is said as the boot says it, once
 * (page.js, engineFailed).
 */
async function engineHere() {
  waiting.n += 1;
  const n = waiting.n;
  Object.assign(waiting, { on: true, dropped: false });
  try {
    await loadShown(loadEngine, engineNote, 'load_engine_failed');
    return !waiting.dropped && waiting.n === n;
  } catch (e) {
    engineFailed(e.cause ?? e);
    // The press is answered where the player can see it (on a phone the
    // notice sits above the fold while Start has the focus).
    $('notice').scrollIntoView({ block: 'nearest' });
    return false;
  } finally {
    if (waiting.n === n) waiting.on = false;
  }
}

/**
 * Start pressed again while the Start that Escape dropped still waits for
 * the engine: it is wanted again, and the note says so.
 */
function wantedAgain() {
  if (!waiting.on || !waiting.dropped) return;
  waiting.dropped = false;
  reprogress(engineNote);
}

// Escape while a Start or Continue waits for the engine drops it, and the
// note says "Cancelled.": nothing starts once the engine is here. (A dialog open
// owns Escape; dropped once is enough.)
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape' || !waiting.on || waiting.dropped || document.querySelector('dialog[open]')) return;
  waiting.dropped = true;
  reprogress(engineNote);
});

/**
 * The seed the address asks for (`?seed=`, boot.js seedAsked), once the
 * engine is here: one the engine refuses (out of range, not a whole
 * number: cards::seed) is said in the notice, as other refused address
 * parameters are (a review link's). It stays in the menu's seed field,
 * where a Start is refused with it as with a seed typed.
 */
export function refuseLinkSeed(seed) {
  if (seed === null || seed === '') return;
  try {
    new Game({ seed }).free();
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e;
    notice(() => t('link_seed_refused', { msg: e }));
  }
}


/** "Continue" on a saved game: its table, opened over the menu. */
export async function continueSaved(el) {
  if (el.dataset.game === '21' && (!(await engineHere()) || state.screen !== 'menu')) return;
  const slot = openSlot(el.dataset.game, Number(el.dataset.n));
  const { text } = slot.read();
  if (text === null) {
    renderSaved();
    return;
  }
  notice('');
  const screen = tableOf(el.dataset.game);
  // The match this tab left for the menu (Back): its table as it was, which
  // is never older than its save (a save the storage refused is only here).
  const same = screen.snap && screen.slot?.game === slot.game && screen.slot.n === slot.n;
  if (same && !screen.slot.conflict()) {
    screen.slot.remember();
  } else if (!(await resume(screen, text, slot))) {
    if (state.screen === 'trap') return;
    go({ screen: 'menu' }, 'stay');
    renderSaved();
    return;
  }
  go({ screen: nameOf(screen) }, 'open');
}

/** A new game's names: the typed ones, the defaults where none was typed. */
const named = (typed, defaults) => typed.map((n, i) => (n.trim() === '' ? defaults[i] : n));

async function start24() {
  await ensure24();
  const f = $('menu-form').elements;
  const mode = f.mode24.value;
  const names = named([f.name1.value, f.name2.value], defaultNames24(mode));
  const slot = await slotForNew('24');
  if (!slot || state.screen !== 'menu') {
    if (state.screen === 'menu') $('start').focus({ preventScroll: true });
    return;
  }
  state.g24.start(config24({ mode, level: f.level.value, names, seed: f.seed.value.trim() }), { slot });
  // The duel leaves the screen; its save (if any) stays for later.
  state.duel.stop();
  go({ screen: 'play24' }, 'open');
}

async function start21() {
  if (!(await engineHere()) || state.screen !== 'menu') return;
  // The form as it is once the engine is here (it stays open to changes
  // while the engine loads): what the player sees is what starts.
  const { game, ...v } = menuValues();
  if (game === '24') {
    await start24();
    return;
  }
  const names = named(v.names, defaultNames(v));
  const slot = await slotForNew('21');
  if (!slot || state.screen !== 'menu') {
    if (state.screen === 'menu') $('start').focus({ preventScroll: true });
    return;
  }
  notice('');
  state.duel.start({ ...v, names }, { slot });
  // 24点 leaves the screen; its save (if any) stays for later.
  state.g24.stop();
  go({ screen: 'play' }, 'open');
}

// A start waits for its module (24点's, or the 21点 engine while the page is
// new); a second click (a double-click) or Enter meanwhile must not start a
// second game in another save slot (state.starting).

/** The menu's Start: a new game of the chosen kind, its table over the menu. */
export async function startFromMenu(e) {
  e.preventDefault();
  if (isAsking()) return;
  const { game } = menuValues();
  if (game !== '24' && game !== '21') return;
  if (state.starting) {
    wantedAgain();
    return;
  }
  state.starting = true;
  try {
    if (game === '24') notice('');
    await (game === '24' ? start24() : start21());
  } catch (err) {
    $('menu-error').textContent = err instanceof Said ? err.say() : t('menu_refused', { msg: err });
    $('menu-error').hidden = false;
  } finally {
    state.starting = false;
  }
}
