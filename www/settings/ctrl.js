// The settings panel's controller: its state (the settings in effect,
// settings.js's, whether the panel is open and what had the focus before)
// and its intents (a setting changed, Done, open, close). The panel is a
// modal <dialog>: every change applies at once and is saved; Esc or Done
// closes it and the focus goes back to what opened it. Every change goes
// intent → settings.js (applied, saved) → redraw() (app.js), and
// settings/view.js draws the state; a change from another tab or of the
// system's motion redraws it too (settings.js tells its listeners).
import {
  settings, motion, setSetting, onSettings,
} from '../settings.js';
import { mount, redraw } from '../app.js';
import { $ } from '../dom.js';
import { view } from './view.js';

/**
 * The panel's controller. `state` is what the view draws: `settings` (the
 * settings in effect) and `motion` (the animations in effect: for 'auto',
 * the system's); `open` (whether the panel is open) and `opener` (what gets
 * the focus back when it closes) are the page's, not drawn. Its intents are
 * bound, for the view's listeners.
 */
export class SettingsCtrl {
  constructor() {
    this.state = {
      open: false,
      opener: null,
      get settings() { return settings(); },
      get motion() { return motion(); },
    };
  }

  /** The setting `name` is now `value`: settings.js applies and saves it, and its listeners redraw (initPanel). */
  set = (name, value) => {
    setSetting(name, value);
  };

  /** The form is never sent anywhere (Enter in it does nothing). */
  stay = (e) => {
    e.preventDefault();
  };

  /** Opens the panel over the page (unless it or another dialog is open), the focus on its heading. */
  open = (from) => {
    const dialog = $('settings');
    if (this.state.open || document.querySelector('dialog[open]')) return;
    this.state.opener = from ?? document.activeElement;
    dialog.showModal();
    this.state.open = true;
    $('settings-title').focus();
  };

  /** Done, or the browser's Back: the panel closes (the dialog's close event follows: closed). */
  close = () => {
    $('settings').close();
  };

  /** The dialog closed (Done, Esc, Back): the focus goes back to what opened it, if it is still on show. */
  closed = () => {
    this.state.open = false;
    const opener = this.state.opener;
    this.state.opener = null;
    if (opener?.isConnected && !opener.closest('[hidden]')) opener.focus();
  };

  /**
   * Tab and Shift+Tab go round the panel's controls (as in confirm.js),
   * never out to the browser's own bar: an effect on the focus, no state.
   */
  keydown = (e) => {
    if (e.key !== 'Tab') return;
    const dialog = e.currentTarget;
    const items = [...dialog.querySelectorAll('select, input, button')].filter((x) => !x.disabled);
    const at = items.indexOf(document.activeElement);
    e.preventDefault();
    const next = at < 0 ? (e.shiftKey ? items.length - 1 : 0) : (at + (e.shiftKey ? items.length - 1 : 1)) % items.length;
    items[next].focus();
  };
}

/** The panel's one controller, once it is wired (initPanel). */
const panel = { ctrl: null };

/** Wires the panel (once, at boot, after settings.js's initSettings): its view drawn in place of #settings. */
export function initPanel() {
  panel.ctrl = new SettingsCtrl();
  onSettings(() => redraw());
  mount($('settings'), () => view(panel.ctrl));
}

/** Opens the panel (from the gear button or its key), the focus to return to `from`. */
export const openSettings = (from) => panel.ctrl.open(from);

/** True while the panel is open. */
export const settingsOpen = () => panel.ctrl?.state.open ?? false;

/** Closes the panel (the browser's Back while it is open: router.js). */
export const closeSettings = () => panel.ctrl.close();
