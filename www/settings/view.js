// The settings panel drawn from its controller's state (www/settings/ctrl.js):
// a function from that state to a snabbdom tree, nothing else. It reads the
// settings in effect and the page's language; it writes no storage and
// reads no DOM (a control's listener hands its new value to the
// controller). Its words are looked up here, each time it is drawn, so a
// language switch is a redraw. The dialog's `open` is the browser's
// (showModal, Esc): the view never names it.
// (h from its own file: snabbdom's index cannot load in Node, see app.js.)
import { h } from 'snabbdom/build/h.js';
import { t } from '../i18n.js';

// Each list's values and the word keys that name them, in the order shown.
const SPEEDS = [['instant', 'speed_instant'], ['fast', 'speed_fast'], ['normal', 'speed_normal'], ['slow', 'speed_slow']];
const FIRSTS = [['alternate', 'first_alternate'], ['p1', 'first_p1']];
const MOTIONS = [['on', 'motion_on'], ['reduced', 'motion_reduced'], ['off', 'motion_off']];
const BACKS = [['red', 'back_red'], ['blue', 'back_blue'], ['green', 'back_green']];

/**
 * A list named `name` showing `value`. The chosen option is marked on the
 * option itself: snabbdom sets an element's properties before it adds its
 * children, so a select's own `value` would be set while it has no options.
 */
function select(ctrl, name, value, options, attrs = {}) {
  return h('select', {
    attrs: { name, ...attrs },
    on: { input: (e) => ctrl.set(name, e.target.value) },
  }, options.map(([v, key]) => h('option', { attrs: { value: v }, props: { selected: v === value } }, t(key))));
}

/** A labelled list: the label's words above the list. */
const field = (key, control) => h('label.field', [h('span', t(key)), control]);

/** A check box named `name`, its words beside it; `value(checked)` is the setting's value. */
function check(ctrl, name, checked, key, value = (on) => on) {
  return h('label.check', [
    h('input', {
      attrs: { type: 'checkbox', name },
      props: { checked },
      on: { input: (e) => ctrl.set(name, value(e.target.checked)) },
    }),
    ' ',
    h('span', t(key)),
  ]);
}

/** The look settings' preview: a card back and an ace of each suit (hidden from screen readers). */
const preview = () => h('div.set-preview', { attrs: { 'aria-hidden': 'true' } }, [
  h('span.deck-back'),
  ...[['♠', 'black'], ['♥', 'red'], ['♣', 'black'], ['♦', 'red']].map(([suit, colour]) => h(`span.card.${colour}`, {
    attrs: { 'data-card': `A${suit}` },
  }, [h('span.pip', suit)])),
]);

/**
 * The settings panel of `ctrl`: its state (`ctrl.state.settings`, the
 * settings in effect, and `ctrl.state.motion`, the animations in effect)
 * and its intents (`ctrl.set(name, value)`, `ctrl.close`, `ctrl.closed`,
 * `ctrl.keydown`, `ctrl.stay`), drawn as the dialog the gear opens.
 */
export function view(ctrl) {
  const s = ctrl.state.settings;
  const volume = `${s.volume}%`;
  return h('dialog#settings', {
    attrs: { 'aria-labelledby': 'settings-title' },
    on: { close: ctrl.closed, keydown: ctrl.keydown },
  }, [
    h('h2#settings-title', { attrs: { tabindex: '-1' } }, t('settings')),
    h('form#settings-form', { attrs: { novalidate: true }, on: { submit: ctrl.stay } }, [
      field('set_speed', select(ctrl, 'speed', s.speed, SPEEDS, { 'aria-describedby': 'settings-speed-note' })),
      h('p#settings-speed-note.set-note', t('set_speed_note')),
      field('set_first', select(ctrl, 'first', s.first, FIRSTS)),
      check(ctrl, 'coach', s.coach, 'set_coach'),
      check(ctrl, 'practice', s.practice, 'set_practice'),
      check(ctrl, 'sound', s.sound, 'set_sound'),
      h('label.field', [
        h('span', [
          h('span#settings-volume-name', t('set_volume')), ' ',
          h('output#settings-volume-out', { attrs: { 'aria-hidden': 'true' } }, volume),
        ]),
        h('input', {
          attrs: {
            type: 'range', name: 'volume', min: '0', max: '100', step: '5',
            'aria-labelledby': 'settings-volume-name', 'aria-valuetext': volume, disabled: !s.sound,
          },
          props: { value: String(s.volume) },
          on: { input: (e) => ctrl.set('volume', Number(e.target.value)) },
        }),
      ]),
      h('div.grid2', [
        field('set_motion', select(ctrl, 'motion', ctrl.state.motion, MOTIONS)),
        field('set_back', select(ctrl, 'back', s.back, BACKS)),
      ]),
      preview(),
      check(ctrl, 'suits', s.suits === 'four', 'set_suits', (on) => (on ? 'four' : 'two')),
      check(ctrl, 'cards24', s.cards24 === 'numbers', 'set_cards24', (on) => (on ? 'numbers' : 'letters')),
      h('div.row', [
        h('button#settings-done.primary', { attrs: { type: 'button' }, on: { click: ctrl.close } }, [h('span', t('settings_done'))]),
      ]),
    ]),
  ]);
}
