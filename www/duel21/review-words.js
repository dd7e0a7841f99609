// The review's sentences about the match around a decision: where the
// round's best choice is not the match's (the engine's `round_differs`),
// both, with the score that makes the difference; where both choices are
// alike for the round but not for the match (`round_same`), that the cards
// left decide; a drill's score line and its one line of why.
// The numbers and choices are the engine's; this only words them.
import { t, tn, choiceName, getLang } from '../i18n.js';

/** "you lead by 2", "Ann trails by 1", or the level score with the cards left. */
function becauseText(lead, name, cardsLeft) {
  if (lead > 0) return tn('because_lead', 'because_lead_you', { name, n: lead });
  if (lead < 0) return tn('because_behind', 'because_behind_you', { name, n: -lead });
  return t(cardsLeft === 1 ? 'because_level_one' : 'because_level', { cards: cardsLeft });
}

/**
 * The line a decision `d` (the engine's review decision or drill verdict)
 * gets when the round's best choice is not the match's, e.g. "Best for the
 * round: take; best for the match: stand, because you lead by 2.", or when
 * the round is the same either way; '' otherwise. `name`: the decider's
 * name as the review shows it.
 */
export function roundDiffersText(d, name) {
  const because = becauseText(d.lead, name, d.cards_left);
  if (d.round_same) return t('round_same', { best: choiceName(d.best), because });
  if (!d.round_differs) return '';
  return t('round_differs', { round: choiceName(d.round_equity.best), best: choiceName(d.best), because });
}

/** A drill's match (the engine's question's `match`), from the asked player's side. */
export function drillMatchText(ctx) {
  const lead = ctx.lead > 0 ? t('because_lead_you', { n: ctx.lead })
    : ctx.lead < 0 ? t('because_behind_you', { n: -ctx.lead }) : t('ctx_level');
  return t('ctx_line', { lead, next: t(ctx.starts_next ? 'ctx_next_you' : 'ctx_next_opp') });
}

/** The one line of why, from the engine's facts. */
export function whyText(v) {
  const w = v.why;
  const parts = [];
  if (w.unseen > 0) parts.push(t('why_bust', { b: w.bust, n: w.unseen, p: Math.round(w.bust_chance * 100) }));
  // Equal totals are level, not behind (SPEC §2: equal totals draw).
  const [still, done] = w.ahead ? ['why_ahead', 'why_ahead_done']
    : w.level ? ['why_level', 'why_level_done'] : ['why_behind', 'why_behind_done'];
  const totals = w.opp_bust ? 'why_opp_bust' : w.opp_done ? done : still;
  parts.push(t(totals, { me: w.me, opp: w.opp }));
  // Nothing beats 21 (the engine says when the opponent's total can be beaten).
  // Already ahead, a card that does not bust keeps the lead; else it must pass the opponent.
  const [many, one] = w.ahead ? ['why_keep', 'why_keep_one'] : ['why_beat', 'why_beat_one'];
  if (w.unseen > 0 && w.opp_beatable) parts.push(t(w.beat === 1 ? one : many, { k: w.beat, n: w.unseen, opp: w.opp }));
  // Chinese sentences follow each other without a space.
  return parts.join(getLang() === 'zh' ? '' : ' ');
}
