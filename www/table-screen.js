// The life cycle every table shares (21点's DuelScreen, 24点's Game24Screen
// and the online match's OnlineTable extend it): start a new game or resume
// a save, each in its save slot (the online match keeps its one record
// itself); hold the table while the page asks about another tab's save;
// park it while it is not on show; keep it in a new slot; stop it (the
// engine object freed) or halt it (the engine trapped: dropped without
// another call into it).
//
// Each of these begins a new generation. A timer or loop started for an
// older one (the Auto player's pause, 24点's think time or buzz countdown;
// the online claim's ticker is stopped) does nothing when it fires, and the
// table's token for input.js changes with it, so a click or key aimed at
// the table before is dropped.
export class TableScreen {
  /** @param {string|null} hookName the test and debugging hook's name on `window` (`duel`, `game24`), or null for none */
  constructor(hookName) {
    this.hookName = hookName;
    this.engine = null;
    this.snap = null;
    this.slot = null;
    // Held while the page asks about another tab's save (no intent applied).
    this.held = false;
    // Parked while its table is not on show (see park()), as it is at first.
    this.parked = true;
    // This table has a move its slot did not take (another tab moved on).
    this.unsaved = false;
    this.generation = 0;
  }

  /** A new game from the menu's config, saved in `slot`. Throws a readable Error if refused (nothing changes). */
  start(config, { slot }) {
    this.adopt(this.create(config), slot, { resumed: false });
  }

  /** Resumes save text from `slot`. Throws a readable Error if the save is damaged (nothing changes). */
  resume(text, slot) {
    this.adopt(this.load(text), slot, { resumed: true });
  }

  /** Puts `engine` on this table in `slot` (the one before it freed), then draws it (see begin()). */
  adopt(engine, slot, { resumed }) {
    this.generation += 1;
    this.clearTimers();
    if (this.engine !== engine) this.engine?.free();
    this.engine = engine;
    this.slot = slot;
    this.snap = null; // a new game: its first snapshot finishes nothing
    this.held = false;
    this.unsaved = false;
    this.setHook(this.hook());
    this.begin(engine, { resumed });
  }

  /** Ends the game here and removes its save (if it is still this tab's). */
  abandon() {
    this.slot?.clear();
    this.stop();
  }

  /** Holds the table (no intents, no computer's move) while `on`; it goes on where it was after. */
  hold(on) {
    this.held = on;
    this.generation += 1;
    if (!on && this.snap) this.wake();
  }

  /**
   * Parks the game while `on` (its table is not on show): no intent, and
   * every clock and the computer wait; a move it was waiting to make is
   * made when the table is back, so the game goes on exactly where it was.
   */
  park(on) {
    if (this.parked === on) return;
    this.parked = on;
    this.generation += 1;
    if (this.snap) this.parkChanged(on);
  }

  /** Saves into `slot`, one of its own (the player kept this table after a conflict). */
  keepAsNew(slot) {
    this.slot = slot;
    this.unsaved = false;
    this.write();
  }

  /** Frees the game (its save stays). */
  stop() {
    this.generation += 1;
    this.held = false;
    this.clearTimers();
    if (this.engine) this.stopped();
    this.engine?.free();
    this.engine = null;
    this.snap = null;
    this.setHook(undefined);
  }

  /** The engine trapped: drop the game without another call into it. */
  halt() {
    this.generation += 1;
    this.clearTimers();
    this.engine = null;
    this.snap = null;
    this.setHook(undefined);
  }

  /** The table's token for input.js: this generation and the game's action count. */
  token() {
    return this.snap ? `${this.generation}.${this.snap.version}` : '';
  }

  /** The test and debugging hook: the snapshot and save of this game (the deck's order is not the page's to show). */
  hook() {
    const engine = this.engine;
    return {
      state: () => engine.snapshot(),
      save: () => engine.save(),
    };
  }

  setHook(hook) {
    if (this.hookName) window[this.hookName] = hook;
  }

  // What each game fills in:
  /** The engine of a new game (may throw). */
  create() { throw new Error('each game makes its own engine'); }

  /** The engine of a save text (may throw). */
  load() { throw new Error('each game reads its own saves'); }

  /** Draws a game just put on the table (`resumed`: from a save, which showing it does not rewrite). */
  begin() {}

  /** Goes on after a hold. */
  wake() {}

  /** Parked (`on`) or back on show. */
  parkChanged() {}

  /** Writes the game to its slot. */
  write() {}

  /** Stops every timer of the game. */
  clearTimers() {}

  /** The game is about to be freed. */
  stopped() {}
}
