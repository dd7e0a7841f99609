// What of "Play a friend online" loads with the page: whether the address
// holds a match's link (`#join=…`, `#reply=…`, at boot or pasted into the
// open page later), the online table's markup, and the loading of the rest:
// the lobby (lobby.js, a chunk of the bundle fetched the first time the
// screen opens) and the online module (its own wasm), together.
import { t } from '../i18n.js';
import { loadShown } from '../page.js';
import { chunkLoader } from '../version.js';
import { $ } from '../dom.js';
import { onlineAsked } from '../boot.js';

// The page's hooks (initOnline), and the lobby once it is loaded.
const online = { hooks: null, lobby: null };
const loadLobby = chunkLoader(() => import('./lobby.js'));

// Whether the address asks for the online screen (`#join=…` or `#reply=…`): boot.js.
export { onlineAsked };

/**
 * The scoreboard and the felt of the online table are the hot-seat table's
 * own markup, copied once (its ids dropped), so one markup and one render
 * (render.js's renderTable) draw both tables.
 */
function buildTable() {
  const scope = $('online-table');
  const board = $('play').querySelector('.scoreboard').cloneNode(true);
  const felt = $('felt').cloneNode(true);
  for (const n of [board, felt, ...board.querySelectorAll('[id]'), ...felt.querySelectorAll('[id]')]) n.removeAttribute('id');
  // The round and the draws on the scoreboard, the cards left and the turn
  // in the felt's middle, as on the hot-seat table.
  const round = document.createElement('span');
  round.id = 'online-round-no';
  const draws = document.createElement('span');
  draws.id = 'online-draws';
  draws.className = 'draw-score';
  board.querySelector('.round-info').replaceChildren(round, draws);
  const left = document.createElement('p');
  left.id = 'online-cards-left';
  const turn = document.createElement('p');
  turn.id = 'online-turn';
  // Not a live region: what happens on the table is said once, whole (spoken()).
  felt.querySelector('.mid-text').replaceChildren(left, turn);
  felt.tabIndex = -1;
  scope.prepend(board, felt);
}

/**
 * Wires the screen once: the hooks are the page's `announce`, `open`
 * (goes to this screen) and `back` (the page's Back). The table is copied now, while the hot-seat table
 * is the markup as the page was served.
 */
export function initOnline(h) {
  online.hooks = h;
  buildTable();
  window.addEventListener('hashchange', () => {
    if (onlineAsked()) online.hooks.open();
  });
}

/**
 * Whether this browser can connect two devices: the data channel is
 * WebRTC's, and some browsers ship without it or let it be turned off
 * (Firefox's media.peerconnection.enabled).
 */
export const canConnect = () => typeof globalThis.RTCPeerConnection === 'function';

/**
 * Without WebRTC the screen says so and what to do instead, and nothing of
 * the lobby is loaded or shown (no step that could not go on).
 */
function showUnable() {
  for (const part of $('online').querySelectorAll(':scope > div[id^="online-"]')) part.hidden = part.id !== 'online-unable';
  $('online').dataset.stage = 'unable';
  $('online-heading').focus();
  online.hooks.announce(`${t('online_unable')} ${t('online_unable_instead')}`);
}

/**
 * Loads the lobby and the online module (once), showing that they are on
 * their way; throws a readable Error (a trap as it is). Without WebRTC
 * there is nothing to load.
 */
const loadingNote = () => t('online_loading');
export const ensureOnline = () => (!canConnect() ? Promise.resolve() : loadShown(async () => {
  const m = await loadLobby();
  await m.loadEngine();
  if (online.lobby === null) {
    m.startLobby(online.hooks);
    online.lobby = m;
  }
}, loadingNote, 'online_load_failed', { traps: true }));

/** Fills the screen once it is shown (ensureOnline has loaded it); `options` as the lobby's openOnline. */
export const openOnline = (options) => (canConnect() ? online.lobby.openOnline(options) : showUnable());

/**
 * The screen's actions (once it is loaded); whether `action` was one.
 * "Play two players on this device" chooses PvP on the menu and goes back to it.
 */
export function onlineAction(action, el) {
  if (action !== 'online-hotseat') return online.lobby?.onlineAction(action, el) ?? false;
  const pvp = document.querySelector('#menu-form input[name="mode"][value="pvp"]');
  pvp.checked = true;
  pvp.dispatchEvent(new Event('change', { bubbles: true }));
  online.hooks.back();
  return true;
}

/** Redraws in the language now chosen (nothing to redraw before the lobby is loaded). */
export function relabelOnline() {
  online.lobby?.relabelOnline();
}
