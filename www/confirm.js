// The one confirmation step before anything that abandons a match in
// progress: a modal <dialog> (the page behind it is inert), focus kept
// inside it, Esc or "Keep playing" cancels, and the safe answer has focus,
// so a stray Enter never confirms. Its buttons are [data-action]s like any
// other, so input.js drops a click aimed at the table before it opened.
import { t } from './i18n.js';
import { $ } from './dom.js';

let pending = null;
let opened = 0;

/** How many times a question was opened (part of input's table token). */
export const questionCount = () => opened;

function finish(answer) {
  const dialog = $('confirm');
  if (dialog.open) dialog.close();
  const resolve = pending;
  pending = null;
  resolve?.(answer);
}

/** Wires the dialog once: Esc cancels, Tab and Shift+Tab stay inside. */
export function initConfirm() {
  const dialog = $('confirm');
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    finish(false);
  });
  // A browser may close the dialog itself, without a cancel event (Esc or
  // Android's Back with no user activation since the last one): that is "no"
  // too, or the question would stay pending with no dialog to answer it.
  // (A new question opened since is not closed by the old one's event.)
  dialog.addEventListener('close', () => {
    if (pending && !dialog.open) finish(false);
  });
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll('button:not([disabled])')];
    const at = items.indexOf(document.activeElement);
    const next = (at + (e.shiftKey ? items.length - 1 : 1)) % items.length;
    e.preventDefault();
    items[at < 0 ? 0 : next].focus();
  });
}

/** The dialog's answer buttons call this (via input.js). */
export function answer(yes) {
  finish(yes);
}

/**
 * Asks `{title, text, yes, no}` (texts in the page's language; `no`
 * defaults to "Keep playing"); resolves true only on the confirming button.
 */
export function ask({ title, text, yes, no = t('keep_playing') }) {
  const dialog = $('confirm');
  finish(false);
  $('confirm-title').textContent = title;
  $('confirm-text').textContent = text;
  $('confirm-yes').querySelector('span').textContent = yes;
  $('confirm-no').querySelector('span').textContent = no;
  opened += 1;
  dialog.showModal();
  $('confirm-no').focus();
  return new Promise((resolve) => { pending = resolve; });
}

export const isAsking = () => pending !== null;
