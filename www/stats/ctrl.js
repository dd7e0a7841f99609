// The statistics screen's controller: its state (the engine's summaries of
// the stored records, the daily deal's numbers, the practice record's line,
// the message) and its intents (export, import, reset). A chunk of the
// page's bundle, fetched with the statistics module the first time the
// screen opens (page.js: ensureStats); the record it reads and changes is
// stats.js's. Every change goes intent → engine → state → redraw()
// (app.js), and stats/view.js draws the state.
import { localDate } from '../game24/menu.js';
import { t } from '../i18n.js';
import { ask } from '../confirm.js';
import { loadPractice, clock as practiceClock } from '../practice/engine.js';
import {
  readStats, writeStats, readDaily, pendingStats, dropPending, readPractice, writePractice,
} from '../storage.js';
import {
  view as record, say, part, engine, load, addPending, mine, isTrap,
} from '../stats.js';
import { mount, redraw } from '../app.js';
import { $ } from '../dom.js';
import { view, counted } from './view.js';

/** The largest file the import reads (the engine refuses more too). */
const MAX_FILE_BYTES = 1 << 20;

/**
 * What an import did, from the statistics module's counts per game
 * (`{added, before_reset, present, removed, conflicts}`, in games): how
 * many were added, and why the others were not (a conflict: another game
 * under an id stored here, which stays as it was); when none was, that
 * nothing new was found and why. A message as the view's words() reads it.
 */
export function importMessage(n21, n24, practice = 0, practiceRemoved = 0) {
  const sum = (k) => n21[k] + n24[k];
  const why = [];
  if (sum('present') > 0) why.push(counted('stats_why_present', 'stats_why_present_one', { n: sum('present') }));
  if (sum('before_reset') > 0) why.push(counted('stats_why_reset', 'stats_why_reset_one', { n: sum('before_reset') }));
  if (sum('conflicts') > 0) why.push(counted('stats_why_conflict', 'stats_why_conflict_one', { n: sum('conflicts') }));
  const out = [];
  if (sum('added') > 0 || practice > 0) {
    const list = [
      counted('stats_n21', 'stats_n21_one', { n: n21.added }),
      counted('stats_n24', 'stats_n24_one', { n: n24.added }),
      counted('stats_n_practice', 'stats_n_practice_one', { n: practice }),
    ].filter((p) => p.args.n > 0);
    out.push(part('stats_import_added', { list: { and: list } }));
    if (why.length) out.push(part('stats_import_skipped', { why: { and: why } }));
  } else if (why.length) {
    out.push(part('stats_import_nothing', { why: { and: why } }));
  } else {
    out.push(part('stats_import_empty'));
  }
  if (sum('removed') > 0) out.push(counted('stats_import_removed', 'stats_import_removed_one', { n: sum('removed') }));
  else if (sum('added') === 0 && practice === 0) out.push(part('stats_import_unchanged'));
  // Practice keeps at most 200 cards: the ones answered longest ago made room.
  if (practiceRemoved > 0) {
    out.push(counted('stats_import_practice_removed', 'stats_import_practice_removed_one', { n: practiceRemoved }));
  }
  return { sentences: out };
}

/**
 * The stored practice record merged with the file's (the practice module):
 * `{added, text}`, or null when the file holds no practice card. The file's
 * part is checked first on its own, so a damaged one refuses the file
 * whatever the stored record; a stored record the engine refuses is not
 * merged into (nor written over): the import is refused with the reason.
 */
async function mergePractice(text) {
  const m = await loadPractice();
  const probe = new m.Practice('');
  let cards;
  try {
    cards = probe.merge_file(text).added;
  } finally {
    probe.free();
  }
  if (cards === 0) return null;
  const stored = new m.Practice(readPractice() ?? '');
  try {
    const { added, removed } = stored.merge_file(text);
    return { added, removed, text: stored.text() };
  } finally {
    stored.free();
  }
}

/**
 * The screen's controller. `state` is what the view draws: `s21`, `s24`
 * (the engine's summaries; null before the first read), `daily` (the daily
 * deal's numbers, or null), `since` (when the counting began: 0 for
 * always; undefined before the first read), `practice` (the practice
 * module's summary as `{summary}`, `{error}` when it refused the record,
 * null when there is none, undefined while it is read) and `message` (the
 * record's: stats.js, say()). Its intents are bound, for the view's
 * listeners.
 */
export class StatsCtrl {
  constructor() {
    this.state = {
      s21: null, s24: null, daily: null, since: undefined, practice: undefined,
      get message() { return record.message; },
    };
  }

  /** Reads the stored records (each checked by the engine) into the state, and redraws. */
  refresh = () => {
    record.onScreen = true;
    record.drawing = true;
    let s21;
    let s24;
    try {
      // Entries still waiting (storage had no room before) count now.
      addPending('21');
      addPending('24');
      s21 = engine('21').summary(load('21'));
      s24 = engine('24').summary(load('24'));
    } finally {
      record.drawing = false;
    }
    let daily = null;
    try {
      daily = engine('24').daily(readDaily(), localDate());
    } catch (e) {
      if (isTrap(e)) throw e;
    }
    Object.assign(this.state, { s21, s24, daily, since: Math.max(s21.since, s24.since) });
    redraw();
    this.readPractice();
  };

  /** The practice record's summary (the practice module, fetched once), into the state. */
  async readPractice() {
    const stored = readPractice();
    if (!stored) {
      this.state.practice = null;
      redraw();
      return;
    }
    try {
      const m = await loadPractice();
      const rec = new m.Practice(stored);
      try {
        this.state.practice = { summary: rec.summary(...practiceClock()) };
      } finally {
        rec.free();
      }
    } catch (e) {
      if (isTrap(e)) throw e;
      this.state.practice = { error: e };
    }
    redraw();
  }

  /** Export: the engine writes the file (the format it reads back on import), which the browser downloads. */
  exportFile = async () => {
    // The practice record goes along, as the engine reads it back; one it
    // refuses is left out of the file (and the message says so).
    let practice = null;
    let practiceLeftOut = false;
    const stored = readPractice();
    if (stored) {
      try {
        const m = await loadPractice();
        const rec = new m.Practice(stored);
        try {
          practice = rec.text();
        } finally {
          rec.free();
        }
      } catch (e) {
        if (isTrap(e)) throw e;
        practiceLeftOut = true;
      }
    }
    const text = engine('21').export_file(load('21'), load('24'), practice);
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `duel21-stats-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    say('ok', practiceLeftOut ? 'stats_exported_no_practice' : 'stats_exported');
  };

  /**
   * Import: opens the browser's file picker, the view's hidden file input
   * (an effect on the page, like the download and the focus below: no state).
   */
  pickFile = () => {
    $('stats-file').click();
  };

  /** A file was picked: it is imported (the input is emptied, so the same file may be picked again). */
  fileChosen = (e) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) this.importFile(file);
  };

  /** Imports `file`: both games' records and the practice record change, or none does. */
  async importFile(file) {
    if (file.size > MAX_FILE_BYTES) {
      say('bad', 'stats_import_refused', { msg: part('stats_too_large') });
      return;
    }
    const text = await file.text();
    try {
      // Both games must accept the file before either record changes; a game
      // the file says finished later than this device's time allows is refused.
      const now = Date.now();
      const i21 = engine('21').import_file(load('21'), text, now);
      const i24 = engine('24').import_file(load('24'), text, now);
      // The practice record the file may hold: merged and checked before anything is written.
      const merged = await mergePractice(text);
      // Both records are written or neither: should the second not fit, the
      // first is put back as it was (it fitted before, so it fits again).
      const before21 = readStats('21');
      const before24 = readStats('24');
      if (!writeStats('21', i21.record)) {
        say('bad', 'stats_import_refused', { msg: part('stats_storage_full') });
        return;
      }
      if (!writeStats('24', i24.record)) {
        writeStats('21', before21);
        say('bad', 'stats_import_refused', { msg: part('stats_storage_full') });
        return;
      }
      if (merged && !writePractice(merged.text)) {
        writeStats('21', before21);
        writeStats('24', before24);
        say('bad', 'stats_import_refused', { msg: part('stats_storage_full') });
        return;
      }
      say('ok', importMessage(i21, i24, merged?.added ?? 0, merged?.removed ?? 0));
      if (record.onScreen) this.refresh();
    } catch (e) {
      if (isTrap(e)) throw e;
      // The failure itself: its refusal is said from its code, in either language.
      say('bad', 'stats_import_refused', { msg: e });
    }
  }

  /** Reset, once the player has said yes: both records start again, empty, from now. */
  reset = async () => {
    const yes = await ask({
      title: t('stats_reset_title'),
      text: t('stats_reset_text'),
      yes: t('stats_reset_yes'),
      no: t('stats_reset_no'),
    });
    if (yes) {
      const now = Date.now();
      for (const g of ['21', '24']) {
        mine[g] = [];
        // Entries still waiting (another tab's, just now) are from before the reset.
        for (const w of pendingStats(g)) dropPending(w.key);
        writeStats(g, engine(g).empty(now));
      }
      // An empty record is smaller than any other: storage never refuses it
      // for room, only when it is turned off, and then nothing was kept anyway.
      say('ok', 'stats_was_reset');
    }
    $('stats-reset').focus();
  };
}

/** The screen's one controller, once its code has loaded (initScreen). */
const screen = { ctrl: null };

/** Wires the screen (once, when its code has loaded: stats.js): its view drawn in place of #stats-page. */
export function initScreen() {
  screen.ctrl = new StatsCtrl();
  record.draw = screen.ctrl.refresh;
  mount($('stats-page'), () => view(screen.ctrl));
}

/** Reads the stored records and draws the screen (screens.js: showStats). */
export const renderStats = () => screen.ctrl.refresh();

/**
 * Another screen is shown. Leaving this one drops its message; a message
 * that arrived elsewhere (a game that could not be counted) waits for it.
 */
export function leaveStats() {
  if (!record.onScreen) return;
  record.onScreen = false;
  record.message = null;
  redraw();
}
