// The question about another tab's save: shown over the table whose save
// another tab has moved on (continued, replaced or ended), holding that
// table meanwhile. Only its own answers close it ("Load it", "Keep this one
// as a new save"); Back leaves it open (router.js).
import { $ } from './dom.js';
import { t, own } from './i18n.js';
import { ask, isAsking } from './confirm.js';
import { openSlot } from './storage.js';
import { announce } from './page.js';
import { resume, slotForNew, focusTable, nameOf, what } from './tables.js';
import { nav, go, rewrite } from './router.js';

// The table the question is about (null: none open), and how many times one was opened.
let about = null;
let opened = 0;

/** The table the question is open about, else null. */
export const conflictOpen = () => about;
/** How many times the question was opened (part of input's table token). */
export const conflictCount = () => opened;

/** Shows (or, with null, hides) the question about `screen`'s save; holds its table meanwhile. */
export function conflictOf(screen) {
  if (screen && nav.screen === 'trap') return;
  if (!screen) {
    if (about) about.hold(false);
    about = null;
    $('conflict').hidden = true;
    return;
  }
  const kind = screen.slot?.conflict();
  if (!kind) return;
  const first = about !== screen;
  if (first) screen.hold(true);
  about = screen;
  if (first) opened += 1;
  renderConflict();
  $('conflict').hidden = false;
  announce($('conflict-text').textContent);
  // The question itself takes the focus (not one of its answers): Tab reaches them.
  if (first && !isAsking()) $('conflict').focus({ preventScroll: true });
}

/** Draws the question in the page's language (after a switch of it too). */
export function renderConflict() {
  const screen = about;
  if (!screen) return;
  const kind = screen.slot.conflict() ?? 'continued';
  const key = own({ continued: 'conflict_continued', replaced: 'conflict_replaced', ended: 'conflict_ended' }, kind);
  $('conflict-text').textContent = t(key ?? 'conflict_continued', { what: what(screen) });
  $('conflict-load').hidden = kind === 'ended';
}

/** Back while the question is open: it stays, and is said again. */
export function conflictStays() {
  $('conflict').focus({ preventScroll: true });
  announce($('conflict-text').textContent);
}

/** "Load it": this tab takes what the other tab saved (asking first if that loses a move made here). */
export async function conflictLoad() {
  const screen = about;
  if (!screen) return;
  if (screen.unsaved) {
    const yes = await ask({ title: t('load_title', { what: what(screen) }), text: t('load_text'), yes: t('load_yes') });
    if (!yes || about !== screen) return;
  }
  const slot = openSlot(screen.slot.game, screen.slot.n);
  const { text } = slot.read();
  if (text === null) {
    renderConflict();
    return;
  }
  conflictOf(null);
  // The same table's entry, naming the same screen below it.
  const back = nav.entry?.back;
  if (await resume(screen, text, slot)) go({ screen: nameOf(screen), back }, 'replace');
  else if (nav.screen !== 'trap') go({ screen: 'menu' }, 'stay');
}

/** "Keep this one as a new save": this tab's table goes to a slot of its own (asking first if none is free). */
export async function conflictKeep() {
  const screen = about;
  if (!screen) return;
  const slot = await slotForNew(screen.slot.game);
  if (about !== screen) return;
  if (!slot) {
    // The other saved match is kept: the question about this table stays.
    $('conflict').focus({ preventScroll: true });
    return;
  }
  about = null;
  $('conflict').hidden = true;
  screen.hold(false);
  screen.keepAsNew(slot);
  rewrite();
  focusTable();
}
