// Short sound effects made with the Web Audio API (no audio files): a few
// oscillator notes or a burst of noise per cue, under a gain envelope.
// Browsers let a page start audio only after the player has clicked or
// pressed a key, so no AudioContext exists before that; and none is made,
// and nothing plays, while the setting says sound off.
import { settings, onSettings } from './settings.js';

let ctx = null;
let interacted = false;

// Each cue: notes [frequency Hz, start s, length s, wave] ('noise' is a
// short filtered noise burst, a card sliding on felt).
const CUES = {
  deal: [['noise', 0, 0.07], ['noise', 0.09, 0.07]],
  take: [['noise', 0, 0.08], [660, 0.02, 0.07, 'triangle']],
  stand: [[392, 0, 0.09, 'sine'], [294, 0.08, 0.12, 'sine']],
  bust: [[220, 0, 0.14, 'sawtooth'], [165, 0.12, 0.22, 'sawtooth']],
  won: [[523, 0, 0.1, 'triangle'], [784, 0.09, 0.16, 'triangle']],
  lost: [[392, 0, 0.12, 'triangle'], [311, 0.11, 0.2, 'triangle']],
  draw: [[440, 0, 0.12, 'sine'], [440, 0.13, 0.12, 'sine']],
  match: [[523, 0, 0.1, 'triangle'], [659, 0.1, 0.1, 'triangle'], [784, 0.2, 0.1, 'triangle'], [1047, 0.3, 0.3, 'triangle']],
  correct: [[659, 0, 0.09, 'triangle'], [988, 0.08, 0.18, 'triangle']],
  wrong: [[196, 0, 0.2, 'square']],
  buzz: [[880, 0, 0.12, 'square']],
};

/** Listens for the player's first click or key: only then may sound start. */
export function initSound() {
  const first = () => {
    interacted = true;
    removeEventListener('pointerdown', first, true);
    removeEventListener('keydown', first, true);
  };
  addEventListener('pointerdown', first, true);
  addEventListener('keydown', first, true);
  // Sound switched off: the context is closed, so nothing can play.
  onSettings((s) => {
    if (!s.sound && ctx) {
      ctx.close().catch(() => {});
      ctx = null;
    }
  });
}

function noise(at, length, out) {
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * length), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i += 1) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length);
  const src = ctx.createBufferSource();
  src.buffer = buffer;
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = 2400;
  src.connect(band).connect(out);
  src.start(at);
}

/** Plays cue `name` after `delay` seconds, if sound is on and the player has interacted. */
export function play(name, delay = 0) {
  const s = settings();
  const notes = Object.hasOwn(CUES, name) ? CUES[name] : null;
  if (!notes || !s.sound || s.volume === 0 || !interacted) return;
  const Ctx = globalThis.AudioContext ?? globalThis.webkitAudioContext;
  if (!Ctx) return;
  try {
    ctx ??= new Ctx();
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    const t0 = ctx.currentTime + 0.01 + delay;
    const peak = 0.3 * (s.volume / 100);
    for (const [freq, start, length, wave] of notes) {
      const at = t0 + start;
      const env = ctx.createGain();
      env.gain.setValueAtTime(0.0001, at);
      env.gain.exponentialRampToValueAtTime(peak, at + 0.01);
      env.gain.exponentialRampToValueAtTime(0.0001, at + length);
      env.connect(ctx.destination);
      if (freq === 'noise') {
        noise(at, length, env);
      } else {
        const osc = ctx.createOscillator();
        osc.type = wave;
        osc.frequency.value = freq;
        osc.connect(env);
        osc.start(at);
        osc.stop(at + length + 0.02);
      }
    }
  } catch {
    // No audio device, or the browser refused: the game goes on silently.
  }
}


/**
 * The cues for a change of the 21点 table from `before` to `after` (two
 * snapshots): a new round dealt, a card taken, a stand, a bust, then the
 * round's or match's result — "won" when the person won (in a two-player
 * match, when anyone did), "lost" when the computer did.
 */
export function duelCues(before, after) {
  if (!after) return [];
  const cues = [];
  if (!before || before.round !== after.round || before.seed !== after.seed) {
    if (after.seats.every((v) => v.cards.length === 2)) cues.push('deal');
  } else {
    for (let i = 0; i < 2; i += 1) {
      const [a, b] = [before.seats[i], after.seats[i]];
      if (b.cards.length > a.cards.length) cues.push(b.bust && !a.bust ? 'bust' : 'take');
      else if (b.stood && !a.stood) cues.push('stand');
    }
  }
  const ended = before && before.phase === 'drawing' && after.phase !== 'drawing';
  if (!ended) return cues;
  const person = after.computer[0] ? 'p2' : after.computer[1] ? 'p1' : null;
  const last = after.history[after.history.length - 1];
  const won = (o) => o.kind === 'win' && (person === null || o.seat === person);
  if (after.winner) cues.push(won(after.winner) ? 'match' : after.winner.kind === 'win' ? 'lost' : 'draw');
  else if (last) cues.push(won(last.outcome) ? 'won' : last.outcome.kind === 'win' ? 'lost' : 'draw');
  return cues;
}

/** Plays the 21点 cues of a change, one after another. */
export function duelSound(before, after) {
  duelCues(before, after).forEach((c, i) => play(c, i * 0.22));
}
