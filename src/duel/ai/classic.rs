//! Classic: the guide's `IfTakeCard` (实验三, 自动玩家的决策逻辑), exactly as
//! SPEC §3 states it, rule by rule.

use super::{AutoPlayer, Choice, Decision, Reason, TableView};
use crate::cards::Rank;
use crate::duel::hand::{Score, TWENTY_ONE};

/// The guide's Auto player: certain rules first, then the bust probability.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Classic;

impl AutoPlayer for Classic {
    fn decide(&self, view: &TableView) -> Decision {
        if !view.is_my_turn() {
            return Decision::new(Choice::Stand, Reason::CannotDraw);
        }
        let me = view.seat();
        if_take_card(
            view.score(me),
            view.score(me.other()),
            view.may_draw(me.other()),
            &view.remaining(),
        )
    }
}

/// The guide's `IfTakeCard` on plain numbers: own score, the opponent's score,
/// whether the opponent may still draw, and the unseen cards per rank (A
/// first; their sum is the number of cards left).
///
/// ```
/// use duel21::duel::ai::{classic::if_take_card, Choice, Reason};
/// use duel21::Score;
/// let s = |total| Score { total, soft: false };
/// // 16 against 18: behind, so take (rule 2).
/// let d = if_take_card(s(16), s(18), true, &[4; 13]);
/// assert_eq!((d.choice, d.reason), (Choice::Take, Reason::Behind { me: 16, opp: 18 }));
/// ```
pub fn if_take_card(me: Score, opp: Score, opp_may_draw: bool, remaining: &[u8; 13]) -> Decision {
    let cards_left: u32 = remaining.iter().map(|&n| u32::from(n)).sum();
    // Rule 1: "stand if no card is left"
    if cards_left == 0 {
        return Decision::new(Choice::Stand, Reason::NoCardLeft);
    }
    // Rule 1: "stand if its own total is 21 or bust"
    if me.total >= TWENTY_ONE {
        return Decision::new(Choice::Stand, Reason::OwnTwentyOneOrBust { me: me.total });
    }
    // Rule 1: "…, or the opponent is bust"
    if opp.is_bust() {
        return Decision::new(Choice::Stand, Reason::OpponentBust { opp: opp.total });
    }
    // Rule 2: "take if both are not bust and it is behind the opponent"
    // (neither is bust here: both were checked above).
    if me.total < opp.total {
        return Decision::new(
            Choice::Take,
            Reason::Behind {
                me: me.total,
                opp: opp.total,
            },
        );
    }
    // Rule 3: "stand if the opponent may no longer draw and it is ahead
    // (victory secured)"
    if !opp_may_draw && me.total > opp.total {
        return Decision::new(
            Choice::Stand,
            Reason::VictorySecured {
                me: me.total,
                opp: opp.total,
            },
        );
    }
    // Rule 4: "otherwise (ahead or level): … take if that probability is
    // < 0.5, else stand". `2·busting < left` is that test on exact integers,
    // so a probability of exactly one half stands without rounding doubts.
    let (busting, left) = bust_count(me, remaining);
    let p = f64::from(busting) / f64::from(left);
    let choice = if 2 * busting < left {
        Choice::Take
    } else {
        Choice::Stand
    };
    Decision::new(choice, Reason::BustChance { p })
}

/// Rule 4's count: how many unseen cards would bust `score`, and how many
/// unseen cards there are. "`p[i] = remaining[i] / remaining total`; the
/// bust probability is the sum of `p[i]` over the ranks that would take it
/// over 21". A rank busts when the hand's best score with it ([`Score::with`]: an
/// ace counts 1 when 11 would bust) is over 21.
pub fn bust_count(score: Score, remaining: &[u8; 13]) -> (u32, u32) {
    let mut busting = 0;
    let mut left = 0;
    for rank in Rank::ALL {
        let n = u32::from(remaining[rank.index()]);
        left += n;
        if score.with(rank).is_bust() {
            busting += n;
        }
    }
    (busting, left)
}

/// The probability that the next card busts `score`, from the unseen cards per
/// rank (0 when none is left).
///
/// ```
/// use duel21::duel::ai::bust_probability;
/// use duel21::Score;
/// // 20 busts on anything but an ace: 48 of 52.
/// let p = bust_probability(Score { total: 20, soft: false }, &[4; 13]);
/// assert_eq!(p, 48.0 / 52.0);
/// ```
pub fn bust_probability(score: Score, remaining: &[u8; 13]) -> f64 {
    let (busting, left) = bust_count(score, remaining);
    if left == 0 {
        0.0
    } else {
        f64::from(busting) / f64::from(left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hard(total: u8) -> Score {
        Score { total, soft: false }
    }

    fn soft(total: u8) -> Score {
        Score { total, soft: true }
    }

    /// Per-rank counts (A..K) from a short list of `(rank number, count)`
    /// overrides on top of `base`.
    fn counts(base: u8, overrides: &[(u8, u8)]) -> [u8; 13] {
        let mut c = [base; 13];
        for &(rank, n) in overrides {
            c[usize::from(rank) - 1] = n;
        }
        c
    }

    /// (name, me, opp, opp may draw, remaining, expected choice, expected reason)
    type Case = (&'static str, Score, Score, bool, [u8; 13], Choice, Reason);

    #[test]
    fn one_case_per_branch_of_the_flowchart() {
        use Choice::*;
        let full = [4u8; 13];
        // One row per line reads as the flowchart; rustfmt would split each
        // row over nine lines.
        #[rustfmt::skip]
        let table: Vec<Case> = vec![
            ("rule 1: no card left", hard(12), hard(18), true, [0; 13], Stand, Reason::NoCardLeft),
            ("rule 1: own 21", soft(21), hard(18), true, full, Stand, Reason::OwnTwentyOneOrBust { me: 21 }),
            ("rule 1: own bust", hard(24), hard(18), true, full, Stand, Reason::OwnTwentyOneOrBust { me: 24 }),
            ("rule 1: opponent bust", hard(12), hard(23), false, full, Stand, Reason::OpponentBust { opp: 23 }),
            ("rule 1 before 2: opponent bust while 'behind'", hard(12), hard(26), true, full, Stand, Reason::OpponentBust { opp: 26 }),
            ("rule 2: behind, opponent drawing", hard(16), hard(18), true, full, Take, Reason::Behind { me: 16, opp: 18 }),
            ("rule 2: behind, opponent stood", hard(19), hard(20), false, full, Take, Reason::Behind { me: 19, opp: 20 }),
            ("rule 3: ahead of a finished opponent", hard(13), hard(12), false, full, Stand, Reason::VictorySecured { me: 13, opp: 12 }),
            ("rule 4: ahead, opponent drawing, low risk", hard(12), hard(10), true, full, Take, Reason::BustChance { p: 16.0 / 52.0 }),
            ("rule 4: ahead, opponent drawing, high risk", hard(15), hard(10), true, full, Stand, Reason::BustChance { p: 28.0 / 52.0 }),
            ("rule 4: level, opponent stood, low risk", hard(11), hard(11), false, full, Take, Reason::BustChance { p: 0.0 }),
            ("rule 4: level, opponent stood, high risk", hard(18), hard(18), false, full, Stand, Reason::BustChance { p: 40.0 / 52.0 }),
            ("rule 4: soft hands never bust", soft(18), hard(17), true, full, Take, Reason::BustChance { p: 0.0 }),
        ];
        for (name, me, opp, opp_may_draw, remaining, choice, reason) in table {
            let d = if_take_card(me, opp, opp_may_draw, &remaining);
            assert_eq!((d.choice, d.reason), (choice, reason), "{name}");
        }
    }

    #[test]
    fn exactly_one_half_stands() {
        // 14 busts on 8, 9 and the four ten-values. Make those exactly half.
        // 8:2 9:2 10:4 J:4 Q:4 K:4 = 20 busting; 20 others spread below 8.
        let rem = counts(
            0,
            &[
                (1, 4),
                (2, 4),
                (3, 4),
                (4, 4),
                (5, 4),
                (8, 2),
                (9, 2),
                (10, 4),
                (11, 4),
                (12, 4),
                (13, 4),
            ],
        );
        assert_eq!(bust_count(hard(14), &rem), (20, 40));
        let d = if_take_card(hard(14), hard(10), true, &rem);
        assert_eq!(
            (d.choice, d.reason),
            (Choice::Stand, Reason::BustChance { p: 0.5 })
        );
        // One busting card fewer: 19/39 < 0.5, take.
        let mut fewer = rem;
        fewer[7] = 1;
        assert_eq!(
            if_take_card(hard(14), hard(10), true, &fewer).choice,
            Choice::Take
        );
        // One more: 21/41 > 0.5, stand.
        let mut more = rem;
        more[7] = 3;
        assert_eq!(
            if_take_card(hard(14), hard(10), true, &more).choice,
            Choice::Stand
        );
    }

    #[test]
    fn level_totals_are_not_behind_and_ahead_of_a_drawing_opponent_is_not_secured() {
        // Level with an opponent who may still draw: rule 4, not rule 2 or 3.
        let d = if_take_card(hard(17), hard(17), true, &[4; 13]);
        assert!(matches!(d.reason, Reason::BustChance { .. }));
        let d = if_take_card(hard(17), hard(12), true, &[4; 13]);
        assert!(matches!(d.reason, Reason::BustChance { .. }));
    }

    #[test]
    fn an_ace_counts_one_when_eleven_would_bust() {
        // Hard 12: the ace makes 13 (not 23), so it does not bust.
        let only_aces = counts(0, &[(1, 3)]);
        assert_eq!(bust_count(hard(12), &only_aces), (0, 3));
        // Hard 20 + ace = 21: safe; + 2 = 22: bust.
        assert_eq!(bust_count(hard(20), &counts(0, &[(1, 1), (2, 1)])), (1, 2));
        // Soft 20 (A 9) + K = hard 20: not bust.
        assert_eq!(bust_count(soft(20), &counts(0, &[(13, 4)])), (0, 4));
    }
}
