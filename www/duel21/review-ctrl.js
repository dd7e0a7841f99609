// The review screen of a 21点 match, its controller: every Take and Stand
// graded by the engine (Game.review: the match-win chance each gave up),
// both seats' accuracy, the three costliest decisions, the match-win chance
// curve (Game.match_curve), a replay of the match move by move
// (Game.replay: the table and the coach's numbers at any step), "Learn
// from your mistakes" (the match's costly decisions asked again: the
// practice engine's matchDrills) and sharing (Game.share_code;
// Game.from_share opens a link, validated like a save). The page computes
// nothing here: review-view.js words and draws what the engine returns.
// Every change goes intent → engine → state → redraw() (app.js).
//
// The review costs two Expert searches per decision, so it is computed once
// per match state (keyed by the match's save text) and kept; each replay
// step is kept once drawn. It works on its own copy of the match, loaded
// from the save text: it never touches the match being played or its save.
// A chunk of its own (screens.js fetches it while a 21点 table is on show).
import { Game } from './engine.js';
import { $ } from '../dom.js';
import { mount, redraw } from '../app.js';
import { loadPractice, withRecord, clock } from '../practice/engine.js';
import { focusQuestion, keepFocus, showQuestion } from '../practice/drill.js';
import { ownMatch } from './own-review.js';
import { view, resultText, replaySaid } from './review-view.js';

/** How long after a jump or a verdict the rest of a double click is kept from taking the focus or pressing Next (ms). */
const DOUBLE_CLICK_MS = 800;

/**
 * The screen's controller. `state` is what the view draws: `data` (the
 * engine's {review, curve, final, code, steps} of the match shown, or
 * null), `at` (the engine's replay at the step shown), `shared` (opened
 * from a link), `own` (a link of this tab's own online match: its names
 * and ending, own-review.js), `from` ('play' or 'link'), `link` (the
 * address that opens this review), `status` (the share box's last word),
 * `said` (what the live region says of the step, as said), `swipe` (the graph is wider
 * than its box), `drills` (the match's decisions worth drilling: null
 * while weighed, undefined without the practice module) and `learn` (the
 * drills being asked: {list, i, verdict, pending, shownAt}). `env` says
 * things: `fail(error)` (the notice) and `focus(where, ...)` (the page's
 * focus and scrolling: focusOn below).
 */
export class ReviewScreen {
  constructor(env) {
    this.env = env;
    this.game = null;
    this.key = null;
    this.steps = new Map();
    this.turningShown = null;
    this.state = {
      data: null, at: null, shared: false, own: null, from: null, link: '', status: '', said: null, swipe: false, drills: null, learn: null,
    };
  }

  /** Whether the review shown is a link's. */
  get shared() { return this.state.shared; }

  /** Where it was opened from ('play', 'link'). */
  get from() { return this.state.from; }

  /**
   * Opens the review of the match whose save text is `text` (the match on
   * the table). Reuses the review already computed for the same text.
   */
  openMatch(text) {
    this.#open(`save:${text}`, () => Game.load(text), false);
    Object.assign(this.state, { from: 'play', own: null });
  }

  /**
   * Opens a shared link's match. Throws an Error with the engine's reason if
   * the code is damaged; nothing is stored either way.
   */
  openShared(code) {
    this.#open(`share:${code}`, () => Game.from_share(code), true);
    Object.assign(this.state, { from: 'link', own: ownMatch(code) });
  }

  #open(key, make, shared) {
    if (this.key === key && this.game) return;
    const game = make();
    let data;
    try {
      const review = game.review();
      const curve = game.match_curve();
      const final = game.snapshot();
      data = { review, curve, final, code: game.share_code(), steps: final.version };
    } catch (e) {
      game.free();
      throw e;
    }
    this.close();
    this.game = game;
    this.key = key;
    const url = new URL(location.href);
    url.search = '';
    url.hash = '';
    url.searchParams.set('review', data.code);
    Object.assign(this.state, {
      data, shared, link: url.href, status: '', learn: null, said: null, at: null,
    });
    this.#weighMistakes(key);
    // The replay starts at the first deal; End jumps to the table as it was left.
    this.#stepTo(0);
  }

  /** Drops the cached review (the match it was for is gone, or the screen is left for good). */
  close() {
    this.game?.free();
    this.halt();
  }

  /** The engine trapped: drop the review without another call into it. */
  halt() {
    this.game = null;
    this.key = null;
    this.steps = new Map();
    Object.assign(this.state, { data: null, at: null });
  }

  /** The review as computed by the engine (the test hook reads it). */
  hook() {
    const s = this.state;
    return {
      review: () => s.data?.review,
      curve: () => s.data?.curve,
      step: () => s.at?.step ?? 0,
      replay: () => s.at,
      code: () => s.data?.code,
      learn: () => s.learn && {
        i: s.learn.i, n: s.learn.list.length, list: s.learn.list, verdict: s.learn.verdict,
      },
    };
  }

  /** The replay at `step` from the engine (each step asked once); false if the engine failed. */
  #stepTo(step) {
    let at = this.steps.get(step);
    if (!at) {
      try {
        at = this.game.replay(step);
      } catch (e) {
        this.env.fail(e);
        return false;
      }
      this.steps.set(step, at);
    }
    this.state.at = at;
    return true;
  }

  /** Draws the screen as it stands (on entering it): once per match shown, the graph on its turning point. */
  render() {
    if (!this.state.data) return;
    redraw();
    if (this.turningShown !== this.state.data) {
      this.turningShown = this.state.data;
      this.env.focus('turning');
    }
  }

  /** Moves the replay to `step` (clamped) and says it; returns true if it moved. */
  go(step) {
    const { data, at } = this.state;
    if (!data || !this.game) return false;
    const to = Math.max(0, Math.min(data.steps, step));
    if (at && to === at.step) return false;
    if (!this.#stepTo(to)) return false;
    // The live region emptied, then filled: a step said again is heard again.
    this.state.said = null;
    redraw();
    this.env.focus('current');
    // The sentence as said then: a language switch later does not say it again.
    requestAnimationFrame(() => {
      if (this.state.at?.step !== to) return;
      this.state.said = replaySaid(this.state, this.state.at);
      redraw();
    });
    return true;
  }

  /** A decision's row or a graph's point: the replay there, the table in view, the focus on its title. */
  jump = (step) => {
    if (!this.state.data) return;
    this.go(step);
    this.env.focus('replay');
  };

  /** A semantic action from input.js (the replay's buttons and keys, T and S on a drill); returns true if it was handled. */
  act(action) {
    const { data, at } = this.state;
    if (!data || !at) return false;
    switch (action) {
      case 'replay-first': this.go(0); return true;
      case 'replay-prev': this.go(at.step - 1); return true;
      case 'replay-next': this.go(at.step + 1); return true;
      case 'replay-last': this.go(data.steps); return true;
      case 'take': case 'stand': this.answer(action); return true;
      default: return false;
    }
  }

  /** Copies the link (`which` 'link') or the result as text; with no clipboard, selects it for Ctrl+C. */
  copy = async (which) => {
    if (!this.state.data) return;
    try {
      await navigator.clipboard.writeText(which === 'link' ? this.state.link : resultText(this.state));
      this.state.status = 'copied';
    } catch {
      // No clipboard here (permission, an insecure page).
      this.env.focus('select', which === 'link' ? 'share-link' : 'share-text');
      this.state.status = 'copy_failed';
    }
    redraw();
  };

  /** The match's decisions worth drilling (matchDrills; undefined: the module is not here), once per review. */
  #weighMistakes(key) {
    this.state.drills = null;
    const save = this.game.save();
    loadPractice().then((m) => m.matchDrills(save), () => undefined).then((list) => {
      if (this.key !== key) return;
      this.state.drills = list;
      redraw();
    });
  }

  /**
   * Starts asking the person's costly decisions of this match again,
   * costliest first (the engine's matchDrills). They are practice cards
   * already (kept when the match ended, play.js); an answer here schedules
   * its card as the Practice screen would, and a wrong one to a position
   * not kept becomes a card (not a shared link's: it is someone else's
   * match, so nothing is kept).
   */
  startLearn = async () => {
    if (!this.game) return;
    const save = this.game.save();
    let list;
    try {
      const m = await loadPractice();
      list = m.matchDrills(save);
    } catch (e) {
      this.env.fail(e);
      return;
    }
    if (!this.game || this.game.save() !== save) return; // the review changed meanwhile
    this.state.learn = {
      list, i: 0, verdict: null, pending: false, shownAt: 0,
    };
    redraw();
    this.env.focus('learn');
  };

  /** Take or Stand on the drill on show: once (a double click answers once, an answered drill no more). */
  answer = async (choice) => {
    const l = this.state.learn;
    if (!l || l.verdict || l.pending || !l.list[l.i]) return;
    const item = l.list[l.i];
    let v;
    l.pending = true;
    try {
      v = await withRecord((r) => r.answer_new(JSON.stringify(item.question.position), choice, ...clock()), { save: !this.state.shared });
    } catch (e) {
      this.env.fail(e);
      return;
    } finally {
      l.pending = false;
    }
    if (this.state.learn !== l || l.list[l.i] !== item || l.verdict) return;
    l.verdict = v;
    l.shownAt = performance.now();
    redraw();
    this.env.focus('next');
  };

  /**
   * Next (Finish on the last). The rest of a double click on the answer soon
   * after the verdict (a click the browser counts as the second or later)
   * does not press it: Next may have come where the answer was.
   */
  nextClick = (e) => {
    if (e.detail > 1 && performance.now() - (this.state.learn?.shownAt ?? 0) < DOUBLE_CLICK_MS) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    this.next();
  };

  next = () => {
    const l = this.state.learn;
    if (!l || !l.verdict) return;
    l.i += 1;
    l.verdict = null;
    redraw();
    this.env.focus(l.i >= l.list.length ? 'learn-title' : 'question');
  };

  /** The graph's box drawn: whether it is wider than its box (a phone), so that a line says it scrolls. */
  graphHook = {
    insert: (v) => this.#measure(v.elm),
    postpatch: (_, v) => this.#measure(v.elm),
  };

  #measure(scroll) {
    requestAnimationFrame(() => {
      const wide = scroll.scrollWidth > scroll.clientWidth + 1;
      if (wide !== this.state.swipe) {
        this.state.swipe = wide;
        redraw();
      }
    });
  }
}

/** Scrolls `box` (sideways or down) just enough for `node`, at `pos` along it, to be in sight. */
function keepInSight(box, pos, size, sideways) {
  const [view, at] = sideways ? [box.clientWidth, box.scrollLeft] : [box.clientHeight, box.scrollTop];
  if ((sideways ? box.scrollWidth : box.scrollHeight) <= view + 1) return;
  if (pos >= at + (sideways ? 12 : 0) && pos + size <= at + view - (sideways ? 12 : 0)) return;
  const to = Math.max(0, pos - (view - size) / 2);
  if (sideways) box.scrollLeft = to;
  else box.scrollTop = to;
}

/**
 * Where the focus goes and what scrolls into view, after the controller
 * has changed the state and redrawn: `current` (the step's point on the
 * graph and its row in the list in sight where they scroll on their own),
 * `turning` (where the graph scrolls sideways, the turning point its
 * summary names), `replay` (the table jumped to, the focus on its title),
 * `learn` (the first question asked), `question`, `next`, `learn-title`,
 * `select` (the share field `id` selected for Ctrl+C).
 */
function focusOn(where, id) {
  const graph = document.querySelector('#graph .graph-scroll');
  const pointIn = (sel) => {
    const point = graph?.querySelector(sel);
    if (point) keepInSight(graph, point.offsetLeft + point.parentElement.offsetLeft, 0, true);
  };
  if (where === 'current') {
    pointIn('.point.current');
    const box = $('review-rounds');
    const row = box.querySelector('.decision.current');
    if (row) keepInSight(box, row.offsetTop - box.offsetTop, row.offsetHeight, false);
  } else if (where === 'turning') {
    requestAnimationFrame(() => {
      const point = graph?.querySelector('.point.turning');
      if (point && graph.scrollWidth > graph.clientWidth + 1) {
        graph.scrollLeft = Math.max(0, point.offsetLeft + point.parentElement.offsetLeft - graph.clientWidth / 2);
      }
    });
  } else if (where === 'replay') {
    $('replay').scrollIntoView({ block: 'start' });
    focusTitle($('replay-title'));
  } else if (where === 'learn') {
    focusQuestion($('learn-drill'));
    $('learn-title').focus({ preventScroll: true });
    $('learn').scrollIntoView({ block: 'start' });
    // The question and both answers in view (below the Learn heading if it fits).
    showQuestion($('learn-drill'));
  } else if (where === 'question') {
    focusQuestion($('learn-drill'));
  } else if (where === 'next') {
    keepFocus($('learn-drill').querySelector('[data-action="learn-next"]'));
  } else if (where === 'learn-title') {
    $('learn-title').focus({ preventScroll: true });
  } else if (where === 'select') {
    $(id).focus();
    $(id).select();
  }
}

/**
 * Focuses the replay's title after a jump. The table scrolls under the
 * pointer, so the second press of a double click lands on no control
 * (the focus would drop to the page): for a moment the focus comes back.
 */
function focusTitle(title) {
  title.focus({ preventScroll: true });
  const until = performance.now() + DOUBLE_CLICK_MS;
  const back = (e) => {
    if (e.relatedTarget || performance.now() > until) return;
    setTimeout(() => {
      if (title.isConnected && document.activeElement === document.body) title.focus({ preventScroll: true });
    });
  };
  title.addEventListener('focusout', back);
  setTimeout(() => title.removeEventListener('focusout', back), DOUBLE_CLICK_MS);
}

/**
 * Wires the screen (once, when its chunk has loaded: screens.js): its view
 * drawn in place of #review; `fail` is the page's notice.
 */
export function initScreen({ fail }) {
  const ctrl = new ReviewScreen({ fail, focus: focusOn });
  mount($('review'), () => view(ctrl));
  return ctrl;
}
