//! The serializable picture of a match that the page draws: everything a
//! player at the table sees, already decided by the rules (totals, who may
//! draw, legal actions, results), so the page holds no game logic.

use serde::Serialize;

use crate::cards::{Card, CardView, Seat};
use crate::duel::hand::Score;
use crate::duel::round::{Outcome, Stop, Verdict};
use crate::duel::{Action, Duel, FirstRule, Phase, RoundRecord, Tally};

fn cards(cs: &[Card]) -> Vec<CardView> {
    cs.iter().copied().map(CardView::from).collect()
}

/// One seat's side of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub cards: Vec<CardView>,
    pub total: u8,
    pub soft: bool,
    pub bust: bool,
    pub stood: bool,
    pub may_draw: bool,
    /// Why the seat may no longer draw, if it may not.
    pub stop: Option<Stop>,
}

/// A finished round, for the history table and the result banner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundView {
    pub number: usize,
    pub first: Seat,
    pub hands: [Vec<CardView>; 2],
    pub scores: [Score; 2],
    /// Each hand went over 21 (SPEC §2, Who wins a round: "one busts (total
    /// > 21)"): the page marks it, deciding nothing itself.
    pub bust: [bool; 2],
    pub outcome: Outcome,
    pub verdict: Verdict,
}

impl RoundView {
    fn of(number: usize, r: &RoundRecord) -> RoundView {
        RoundView {
            number,
            first: r.first,
            hands: [cards(&r.hands[0]), cards(&r.hands[1])],
            scores: r.scores,
            bust: r.scores.map(Score::is_bust),
            outcome: r.outcome,
            verdict: r.verdict,
        }
    }
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DuelSnapshot {
    pub seed: Option<String>,
    pub first_rule: FirstRule,
    pub phase: Phase,
    /// 1-based current round.
    pub round: usize,
    pub first: Seat,
    pub to_move: Option<Seat>,
    pub seats: [SeatView; 2],
    pub cards_left: usize,
    /// Cards discarded face up in earlier rounds.
    pub discards: usize,
    /// The actions the rules accept now, in notation (`p1 take`, `next`).
    pub legal: Vec<String>,
    pub tally: Tally,
    pub history: Vec<RoundView>,
    /// The match result once the deck is done.
    pub winner: Option<Outcome>,
    /// The seat to move, when the other seat is already bust: standing wins
    /// it the round (SPEC §2 "Who wins a round": "one busts (total > 21):
    /// the other wins"), so a Take can only risk that. The page says so.
    pub stand_wins: Option<Seat>,
    /// How many actions this match has applied: the page tags each intent
    /// with it, so a click meant for an older table is dropped.
    pub version: usize,
}

impl DuelSnapshot {
    /// The snapshot of a match.
    pub fn of(duel: &Duel) -> DuelSnapshot {
        let round = duel.round();
        let seat_view = |seat: Seat| {
            let hand = round.hand(seat);
            let score = hand.score();
            SeatView {
                seat,
                cards: cards(hand.cards()),
                total: score.total,
                soft: score.soft,
                bust: score.is_bust(),
                stood: round.has_stood(seat),
                may_draw: duel.may_draw(seat),
                stop: duel.stop(seat),
            }
        };
        DuelSnapshot {
            seed: duel.seed().map(|s| s.to_string()),
            first_rule: duel.rule(),
            phase: duel.phase(),
            round: duel.round_number(),
            first: round.first(),
            to_move: duel.to_move(),
            seats: [seat_view(Seat::P1), seat_view(Seat::P2)],
            cards_left: duel.cards_left(),
            discards: duel.discards().len(),
            legal: duel.legal_actions().iter().map(Action::to_string).collect(),
            tally: duel.tally(),
            history: duel
                .history()
                .iter()
                .enumerate()
                .map(|(i, r)| RoundView::of(i + 1, r))
                .collect(),
            winner: duel.winner(),
            stand_wins: duel
                .to_move()
                .filter(|&seat| round.hand(seat.other()).score().is_bust()),
            version: duel.log().len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_counts_the_actions_applied() {
        let mut duel = Duel::new(5, FirstRule::P1);
        assert_eq!(DuelSnapshot::of(&duel).version, 0);
        let seat = duel.to_move().unwrap_or(Seat::P1);
        duel.play(Action::Stand(seat)).unwrap();
        assert_eq!(DuelSnapshot::of(&duel).version, 1);
        assert!(duel.play(Action::NextRound).is_err());
        assert_eq!(DuelSnapshot::of(&duel).version, 1);
    }

    #[test]
    fn a_round_says_which_hand_went_bust() {
        let deck =
            crate::cards::Deck::stacked(&crate::cards::parse_cards("10s 9s 10h 9h Ks").unwrap());
        let mut duel = Duel::with_deck(deck.unwrap(), FirstRule::P1);
        // P1 holds 20 and takes a king: 30, over 21; P2 stays on 18.
        duel.play(Action::Take(Seat::P1)).unwrap();
        assert_eq!(DuelSnapshot::of(&duel).seats.map(|s| s.bust), [true, false]);
        duel.play(Action::Stand(Seat::P2)).unwrap();
        let snap = DuelSnapshot::of(&duel);
        assert_eq!(snap.history[0].scores.map(|s| s.total), [30, 18]);
        assert_eq!(snap.history[0].bust, [true, false]);
    }

    #[test]
    fn stand_wins_names_the_seat_to_move_when_the_other_is_bust_and_standing_does_win() {
        // Seat 1 takes until it may not; seat 2 then stands: over many
        // deals, `stand_wins` is set exactly when seat 2 moves against a
        // bust seat 1, and standing then wins seat 2 the round.
        let mut seen = 0;
        for seed in 0..300 {
            let mut duel = Duel::new(seed, FirstRule::P1);
            while duel.to_move() == Some(Seat::P1) {
                assert_eq!(DuelSnapshot::of(&duel).stand_wins, None, "seed {seed}");
                duel.play(Action::Take(Seat::P1)).unwrap();
            }
            let p1_bust = duel.round().hand(Seat::P1).score().is_bust();
            let snap = DuelSnapshot::of(&duel);
            if duel.to_move() != Some(Seat::P2) {
                assert_eq!(snap.stand_wins, None, "seed {seed}: no one to move");
                continue;
            }
            assert_eq!(snap.stand_wins, p1_bust.then_some(Seat::P2), "seed {seed}");
            if p1_bust {
                seen += 1;
                duel.play(Action::Stand(Seat::P2)).unwrap();
                assert_eq!(
                    duel.history().last().unwrap().outcome,
                    Outcome::Win(Seat::P2)
                );
            }
        }
        assert!(
            seen > 50,
            "{seen} deals with seat 1 bust and seat 2 to move"
        );
    }
}
