// A whole 21点 match in an engine realm (engine-realm.mjs), worded as the
// table words it, for the Node tests of its sentences (duel-words,
// duel-sentences): no browser. The match runs through the page's engine
// wrapper (duel21/engine.js) from the menu's config and default names
// (menu-fields.js), the people's moves by a test's policy (take below
// `takeBelow`, else stand), the computer's by the engine's Auto player, as
// the table plays them (duel21/play.js); and each snapshot, as the table
// shows it (`shown`), is worded by the page's own functions: the banner
// (i18n.js, outcomeText), the stop note and the summary (duel21/render.js,
// stopNote, matchWinnerText, finalScore), the draws (drawsText) and the live
// region's lines (duel21/play.js, dealtLine and moveLine).

/**
 * Plays the match the menu's `config` starts, in `lang`; returns every text
 * the table would show or say: `banners` (each decided round's, with its
 * outcome), `stops` and `draws` (whenever a person may act or the round is
 * decided), `summary` (winner, score), `said` (each line the live region is
 * given, in order) and `final` (the last snapshot as shown).
 */
export function playWords(realm, {
  lang, mode = 'computer', level = 'classic', computer_seat = 'p2', first_rule = 'alternate', seed,
  typed = [null, null], takeBelow = 16,
}) {
  const v = {
    mode, level, computer_seat, first_rule, seed: String(seed),
  };
  return realm.page.evaluate(async ({ lang, v, typed, takeBelow }) => {
    globalThis.document ??= { documentElement: { dataset: {} } };
    const i18n = await import('/www/i18n.js');
    const { DuelEngine } = await import('/www/duel21/engine.js');
    const { shown, dealtLine, moveLine } = await import('/www/duel21/play.js');
    const { stopNote, matchWinnerText, finalScore } = await import('/www/duel21/render.js');
    const { defaultNames } = await import('/www/menu-fields.js');
    i18n.setLang(lang);
    // The menu's names: the typed ones, the defaults where none was typed.
    const defaults = defaultNames(v, i18n.t);
    const engine = DuelEngine.create({ ...v, names: typed.map((n, i) => n ?? defaults[i]) });
    const seen = { banners: [], stops: [], draws: [], said: [] };
    const stops = (s) => s.seats.map((x) => x.stop);
    let s = shown(engine.snapshot());
    seen.said.push(dealtLine(s));
    try {
      for (let step = 0; step < 400; step += 1) {
        while (s.computer_turn) {
          const was = stops(s);
          const auto = engine.autoStep();
          s = shown(auto.snapshot);
          seen.said.push(moveLine(s, auto.seat, auto.choice, i18n.reasonText(auto.reason, auto.choice), was));
        }
        seen.stops.push(stopNote(s));
        seen.draws.push(i18n.drawsText(s.tally.draws));
        if (s.phase !== 'drawing') {
          const last = s.history[s.history.length - 1];
          seen.banners.push({ text: i18n.outcomeText(last, s.names), outcome: last.outcome });
        }
        if (s.phase === 'match_over') {
          seen.final = s;
          seen.summary = [matchWinnerText(s), finalScore(s)];
          return seen;
        }
        if (s.can_next) {
          s = shown(engine.next());
          seen.said.push(dealtLine(s));
        } else {
          const seat = s.to_move;
          const was = stops(s);
          const take = s.can_take && s.seats.find((x) => x.seat === seat).total < takeBelow;
          s = shown(take ? engine.take() : engine.stand());
          seen.said.push(moveLine(s, seat, take ? 'take' : 'stand', '', was));
        }
      }
      throw new Error('the match did not end');
    } finally {
      engine.free();
      i18n.setLang('en');
    }
  }, { lang, v, typed, takeBelow });
}
