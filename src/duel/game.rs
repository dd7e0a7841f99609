//! A match (一副牌) of the Twenty-One Duel: rounds played from one deck until
//! a new round cannot be dealt, as a state machine with one source of legality.

use crate::cards::Damage;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Deck, Seat, DECK_SIZE};
use crate::duel::hand::Score;
use crate::duel::round::{judge, Outcome, Round, Stop, Verdict};

/// The cards a deal gives each seat. SPEC §2 "Twenty-One Duel rules",
/// Round rule 1: "Deal: 2 cards each, alternately, first player first."
pub const DEALT_EACH: usize = 2;

/// The cards one deal takes from the deck: [`DEALT_EACH`] for each of the
/// two seats.
pub const DEAL_SIZE: usize = DEALT_EACH * Seat::BOTH.len();

/// The match ends when a round is over and fewer cards than this are left.
/// SPEC §2 "Twenty-One Duel rules", Match: "rounds are played from the same
/// deck, never reshuffled, until a new round cannot be dealt (fewer than 4
/// cards left)".
pub const MATCH_ENDS_BELOW: usize = 4;

// Whenever the match goes on, the next deal has its cards.
const _: () = assert!(MATCH_ENDS_BELOW >= DEAL_SIZE);

/// The most rounds a match can have: every round takes at least a deal's
/// [`DEAL_SIZE`] cards, and a round is dealt while at least
/// [`MATCH_ENDS_BELOW`] are left (13 with 52 cards).
pub const MAX_ROUNDS: u32 = ((DECK_SIZE - MATCH_ENDS_BELOW) / DEAL_SIZE + 1) as u32;

/// Who acts first in each round.
///
/// SPEC §2 "Twenty-One Duel rules", **First player**: "two rules. Player 1
/// starts every round (the guide's rule), or the first player alternates each
/// round (starting second is an advantage, so this is the fairer choice and
/// the menu's default; show both in the rules)."
///
/// One spelling everywhere it is written (saves, snapshots, the menu, the
/// command line, an online hello): `"p1"` or `"alternate"`. Older saves
/// wrote `"p1_always"` (and the type's old name was `P1Always`); both still
/// read as [`FirstRule::P1`] through [`FromStr`], the one reader.
///
/// ```
/// use duel21::FirstRule;
/// assert_eq!(FirstRule::default(), FirstRule::Alternate);
/// assert_eq!(serde_json::to_string(&FirstRule::P1).unwrap(), r#""p1""#);
/// for old in ["p1", "p1_always", "P1Always"] {
///     assert_eq!(old.parse::<FirstRule>(), Ok(FirstRule::P1));
/// }
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum FirstRule {
    /// Player 1 starts every round (the guide's rule).
    P1,
    /// The first player alternates each round, P1 starting round 1: the
    /// menu's default.
    #[default]
    Alternate,
}

impl FirstRule {
    /// The seat that acts first in round `n` (0-based).
    pub fn first_of_round(self, n: usize) -> Seat {
        match self {
            FirstRule::P1 => Seat::P1,
            FirstRule::Alternate if n % 2 == 1 => Seat::P2,
            FirstRule::Alternate => Seat::P1,
        }
    }

    /// The rule's one written form: `"p1"` or `"alternate"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            FirstRule::P1 => "p1",
            FirstRule::Alternate => "alternate",
        }
    }
}

impl fmt::Display for FirstRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<FirstRule> for &'static str {
    fn from(rule: FirstRule) -> &'static str {
        rule.as_str()
    }
}

impl TryFrom<String> for FirstRule {
    type Error = crate::cards::Refusal;
    fn try_from(text: String) -> Result<FirstRule, crate::cards::Refusal> {
        text.parse()
    }
}

impl FromStr for FirstRule {
    type Err = crate::cards::Refusal;
    fn from_str(s: &str) -> Result<FirstRule, crate::cards::Refusal> {
        match s {
            // "p1_always" and "P1Always": how saves and snapshots spelled it
            // before "p1" was the one spelling; old saves still load.
            "p1" | "p1_always" | "P1Always" => Ok(FirstRule::P1),
            "alternate" => Ok(FirstRule::Alternate),
            _ => Err(Damage::NotFirstRule {
                quote: crate::cards::clip(s),
            }
            .into()),
        }
    }
}

/// The phase of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// A round is being played: someone may draw.
    Drawing,
    /// The round is decided; the next one can be dealt.
    RoundOver,
    /// The round is decided and fewer than 4 cards remain: the match is done.
    MatchOver,
}

/// An intent. Take and Stand name the seat that acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Take the top card of the deck.
    Take(Seat),
    /// Stand: final for the round.
    Stand(Seat),
    /// Deal the next round.
    NextRound,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Take(s) => write!(f, "{s} take"),
            Action::Stand(s) => write!(f, "{s} stand"),
            Action::NextRound => f.write_str("next"),
        }
    }
}

impl FromStr for Action {
    type Err = crate::cards::Refusal;

    /// `p1 take`, `p2 stand`, `next`.
    fn from_str(s: &str) -> Result<Action, crate::cards::Refusal> {
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.as_slice() {
            ["next"] => Ok(Action::NextRound),
            [seat, "take"] => Ok(Action::Take(seat.parse()?)),
            [seat, "stand"] => Ok(Action::Stand(seat.parse()?)),
            _ => Err(Damage::NotAnAction {
                quote: crate::cards::clip(s),
            }
            .into()),
        }
    }
}

impl Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// An action in notation (`"p1 take"`), as a save holds it.
impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(|e: crate::cards::Refusal| serde::de::Error::custom(e))
    }
}

/// Why an action was refused. The match is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// It is the other seat's turn.
    NotYourTurn { seat: Seat, to_move: Seat },
    /// The seat may no longer draw (nor stand, which is a draw-phase choice).
    CannotAct { seat: Seat, stop: Stop },
    /// The round is decided; deal the next one.
    RoundOver,
    /// The match is finished.
    MatchOver,
    /// A round is still being played.
    RoundInProgress,
}

impl fmt::Display for RuleError {
    /// The refusal's English ([`crate::cards::Refusal`]), written once there.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&crate::cards::Refusal::from(self.clone()), f)
    }
}

impl std::error::Error for RuleError {}

/// A seat's number, as a refusal gives it.
pub(crate) fn seat_number(seat: Seat) -> u8 {
    match seat {
        Seat::P1 => 1,
        Seat::P2 => 2,
    }
}

impl From<RuleError> for crate::cards::Refusal {
    fn from(e: RuleError) -> crate::cards::Refusal {
        use crate::cards::Refusal as R;
        match e {
            RuleError::NotYourTurn { seat, to_move } => R::NotYourTurn {
                to_move: seat_number(to_move),
                seat: seat_number(seat),
            },
            RuleError::CannotAct { seat, stop } => R::CannotAct {
                seat: seat_number(seat),
                stop: stop.into(),
            },
            RuleError::RoundOver => R::RoundOver,
            RuleError::MatchOver => R::MatchOver,
            RuleError::RoundInProgress => R::RoundInProgress,
        }
    }
}

/// What an accepted action did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The seat took this card.
    Took(Seat, Card),
    /// The seat stood.
    Stood(Seat),
    /// A new round was dealt.
    Dealt,
}

/// A finished round, kept in the match history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundRecord {
    /// Who acted first.
    pub first: Seat,
    /// Both hands, by seat.
    pub hands: [Vec<Card>; 2],
    /// Both final scores, by seat.
    pub scores: [Score; 2],
    /// Who won.
    pub outcome: Outcome,
    /// Which rule decided it.
    pub verdict: Verdict,
}

/// Round wins per seat and draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub wins: [u32; 2],
    pub draws: u32,
}

impl Tally {
    /// The rounds the score counts: won by either seat, or drawn.
    pub fn rounds(&self) -> u32 {
        self.wins[0] + self.wins[1] + self.draws
    }
}

/// A match in progress or finished.
///
/// ```
/// use duel21::{Action, Duel, FirstRule, Phase, Seat};
/// let mut duel = Duel::new(42, FirstRule::P1);
/// assert_eq!(duel.phase(), Phase::Drawing);
/// let seat = duel.to_move().unwrap();
/// assert!(duel.legal_actions().contains(&Action::Stand(seat)));
/// duel.play(Action::Stand(seat)).unwrap();
/// // Standing is final: a second stand is refused and changes nothing.
/// let before = duel.clone();
/// assert!(duel.play(Action::Stand(seat)).is_err());
/// assert_eq!(duel, before);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Duel {
    seed: Option<u64>,
    rule: FirstRule,
    deck: Deck,
    round: Round,
    rounds_dealt: usize,
    history: Vec<RoundRecord>,
    log: Vec<Action>,
    phase: Phase,
}

impl Duel {
    /// A new match on the deck shuffled from `seed`, first round dealt.
    pub fn new(seed: u64, rule: FirstRule) -> Duel {
        let mut duel = Duel::with_deck(Deck::shuffled(seed), rule);
        duel.seed = Some(seed);
        duel
    }

    /// A new match on a given deck (e.g. stacked for a test), first round dealt.
    pub fn with_deck(deck: Deck, rule: FirstRule) -> Duel {
        let mut duel = Duel {
            seed: None,
            rule,
            deck,
            round: Round::new(Seat::P1),
            rounds_dealt: 0,
            history: Vec::new(),
            log: Vec::new(),
            phase: Phase::Drawing,
        };
        duel.deal();
        duel
    }

    /// The seed the deck was shuffled from, if it was.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The first-player rule.
    pub fn rule(&self) -> FirstRule {
        self.rule
    }

    /// The deck (order included: for saves and tests, never for players).
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The current (or just finished) round.
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// 1-based number of the current round.
    pub fn round_number(&self) -> usize {
        self.rounds_dealt
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat to act, while a round is being played.
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Drawing => self.round.to_move(),
            _ => None,
        }
    }

    /// Cards left in the deck.
    pub fn cards_left(&self) -> usize {
        self.deck.remaining()
    }

    /// Cards discarded face up in earlier rounds (not the current hands).
    pub fn discards(&self) -> &[Card] {
        let in_hands = self.round.hands[0].len() + self.round.hands[1].len();
        let dealt = self.deck.dealt();
        &dealt[..dealt.len() - in_hands]
    }

    /// Finished rounds, oldest first.
    pub fn history(&self) -> &[RoundRecord] {
        &self.history
    }

    /// Every accepted action since the start (the save replays it).
    pub fn log(&self) -> &[Action] {
        &self.log
    }

    /// The score of a match that ended by a claim of seat `by` (`None`: the
    /// rounds as played). SPEC §6, "Playing a friend on another device
    /// (online)", says a dropped connection holds the match and is silent
    /// on what a claim scores; the rule here (docs/online.md): a device that
    /// stops answering has left the match, so the round in play, once dealt
    /// and not yet decided, goes to the claimant; a claim between rounds
    /// (the last round decided, the next not yet dealt, or its cards still
    /// being drawn) ends the match on the rounds already played and adds
    /// none, for no round was in play. The claimant wins the match either
    /// way (`Peer::winner`). The statistics and the online summary and
    /// table all read it from here.
    #[must_use]
    pub fn tally_with_claim(&self, by: Option<Seat>) -> Tally {
        let mut tally = self.tally();
        if let Some(by) = by.filter(|_| self.phase == Phase::Drawing) {
            tally.wins[by.index()] += 1;
        }
        tally
    }

    /// Round wins and draws so far.
    pub fn tally(&self) -> Tally {
        let mut tally = Tally::default();
        for r in &self.history {
            match r.outcome {
                Outcome::Win(s) => tally.wins[s.index()] += 1,
                Outcome::Draw => tally.draws += 1,
            }
        }
        tally
    }

    /// SPEC §2 "Score": "the match winner has more round wins when the deck is
    /// done". `None` while the match goes on.
    pub fn winner(&self) -> Option<Outcome> {
        if self.phase != Phase::MatchOver {
            return None;
        }
        let [a, b] = self.tally().wins;
        Some(match a.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::Win(Seat::P1),
            std::cmp::Ordering::Less => Outcome::Win(Seat::P2),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    /// Whether a seat may still draw this round.
    pub fn may_draw(&self, seat: Seat) -> bool {
        self.phase == Phase::Drawing && self.round.may_draw(seat, self.cards_left())
    }

    /// Why a seat may not draw (None while it may).
    pub fn stop(&self, seat: Seat) -> Option<Stop> {
        self.round.stop(seat, self.cards_left())
    }

    /// The single source of truth for what may be done now.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Drawing => match self.round.to_move() {
                Some(s) => vec![Action::Take(s), Action::Stand(s)],
                None => Vec::new(),
            },
            Phase::RoundOver => vec![Action::NextRound],
            Phase::MatchOver => Vec::new(),
        }
    }

    /// Why `action` is not legal now, if it is not.
    fn check(&self, action: Action) -> Result<(), RuleError> {
        match (self.phase, action) {
            (Phase::MatchOver, _) => Err(RuleError::MatchOver),
            (Phase::RoundOver, Action::NextRound) => Ok(()),
            (Phase::RoundOver, _) => Err(RuleError::RoundOver),
            (Phase::Drawing, Action::NextRound) => Err(RuleError::RoundInProgress),
            (Phase::Drawing, Action::Take(seat) | Action::Stand(seat)) => {
                if let Some(stop) = self.stop(seat) {
                    return Err(RuleError::CannotAct { seat, stop });
                }
                match self.round.to_move() {
                    Some(to_move) if to_move != seat => {
                        Err(RuleError::NotYourTurn { seat, to_move })
                    }
                    _ => Ok(()),
                }
            }
        }
    }

    /// Plays a legal action.
    ///
    /// # Errors
    /// Any action not in [`Duel::legal_actions`], with the reason; the match is
    /// unchanged.
    pub fn play(&mut self, action: Action) -> Result<Event, RuleError> {
        self.check(action)?;
        debug_assert!(self.legal_actions().contains(&action));
        let event = match action {
            Action::Take(seat) => {
                let card = self.deck.draw().expect("checked: the deck is not empty");
                self.round.give(seat, card);
                self.round.pass_turn(seat, self.cards_left());
                Event::Took(seat, card)
            }
            Action::Stand(seat) => {
                self.round.stood[seat.index()] = true;
                self.round.pass_turn(seat, self.cards_left());
                Event::Stood(seat)
            }
            Action::NextRound => {
                self.deal();
                Event::Dealt
            }
        };
        self.log.push(action);
        if self.phase == Phase::Drawing && self.round.to_move().is_none() {
            self.finish_round();
        }
        Ok(event)
    }

    /// SPEC §2 rule 1: "Deal: 2 cards each, alternately, first player first."
    fn deal(&mut self) {
        debug_assert!(self.cards_left() >= DEAL_SIZE);
        let first = self.rule.first_of_round(self.rounds_dealt);
        self.round = Round::new(first);
        for _ in 0..DEALT_EACH {
            for seat in [first, first.other()] {
                let card = self.deck.draw().expect("checked: a deal's cards are left");
                self.round.give(seat, card);
            }
        }
        self.rounds_dealt += 1;
        self.phase = Phase::Drawing;
        // The first player acts first unless they may not draw (e.g. dealt 21).
        self.round.pass_turn(first.other(), self.cards_left());
        if self.round.to_move().is_none() {
            self.finish_round();
        }
    }

    /// SPEC §2 rule 4: "The round ends when neither player may draw."
    fn finish_round(&mut self) {
        let scores = self.round.scores();
        let (outcome, verdict) = judge(scores);
        self.history.push(RoundRecord {
            first: self.round.first,
            hands: [
                self.round.hands[0].cards().to_vec(),
                self.round.hands[1].cards().to_vec(),
            ],
            scores,
            outcome,
            verdict,
        });
        self.phase = if self.cards_left() >= MATCH_ENDS_BELOW {
            Phase::RoundOver
        } else {
            Phase::MatchOver
        };
    }
}

impl fmt::Display for Duel {
    /// One line: `r3 P1[A♠ 10♦]=21 P2*[9♣ 7♥]=16 stood:P1 left:40 score:1-1-0 drawing`
    /// (`*` marks the seat to move).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}", self.rounds_dealt)?;
        for seat in Seat::BOTH {
            let hand = self.round.hand(seat);
            let mark = if self.to_move() == Some(seat) {
                "*"
            } else {
                ""
            };
            let label = if seat == Seat::P1 { "P1" } else { "P2" };
            write!(f, " {label}{mark}[{hand}]={}", hand.score())?;
        }
        let stood: Vec<&str> = Seat::BOTH
            .iter()
            .filter(|s| self.round.has_stood(**s))
            .map(|s| if *s == Seat::P1 { "P1" } else { "P2" })
            .collect();
        if !stood.is_empty() {
            write!(f, " stood:{}", stood.join(","))?;
        }
        let t = self.tally();
        write!(
            f,
            " left:{} score:{}-{}-{} {}",
            self.cards_left(),
            t.wins[0],
            t.wins[1],
            t.draws,
            match self.phase {
                Phase::Drawing => "drawing",
                Phase::RoundOver => "round_over",
                Phase::MatchOver => "match_over",
            }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    /// A deck whose first cards are `top`, the rest in fixed order.
    pub(crate) fn stacked(top: &str) -> Deck {
        Deck::stacked(&parse_cards(top).unwrap()).unwrap()
    }

    #[test]
    fn deal_alternates_first_player_first() {
        let duel = Duel::with_deck(stacked("As 2s 3s 4s"), FirstRule::P1);
        assert_eq!(duel.round().hand(Seat::P1).to_string(), "A♠ 3♠");
        assert_eq!(duel.round().hand(Seat::P2).to_string(), "2♠ 4♠");
        assert_eq!(duel.to_move(), Some(Seat::P1));
    }

    #[test]
    fn alternate_rule_gives_p2_the_second_round() {
        let mut duel = Duel::with_deck(stacked("Ks Qs Kh Qh"), FirstRule::Alternate);
        duel.play(Action::Stand(Seat::P1)).unwrap();
        duel.play(Action::Stand(Seat::P2)).unwrap();
        assert_eq!(duel.phase(), Phase::RoundOver);
        duel.play(Action::NextRound).unwrap();
        assert_eq!(duel.round().first(), Seat::P2);
        assert_eq!(duel.to_move(), Some(Seat::P2));
    }

    #[test]
    fn a_dealt_21_is_skipped_and_both_21_ends_the_round() {
        // P1 gets A♠ K♠ = 21 and may not draw: P2 acts first.
        let duel = Duel::with_deck(stacked("As 2s Ks 3s"), FirstRule::P1);
        assert_eq!(duel.to_move(), Some(Seat::P2));
        let duel = Duel::with_deck(stacked("As Ah Ks Kh"), FirstRule::P1);
        assert_eq!(duel.phase(), Phase::RoundOver);
        assert_eq!(duel.history()[0].outcome, Outcome::Draw);
    }

    #[test]
    fn turns_alternate_and_skip_a_stood_player() {
        let mut duel = Duel::with_deck(stacked("2s 3s 4s 5s 6s 7s 8s"), FirstRule::P1);
        duel.play(Action::Take(Seat::P1)).unwrap();
        assert_eq!(duel.to_move(), Some(Seat::P2));
        duel.play(Action::Stand(Seat::P2)).unwrap();
        assert_eq!(duel.to_move(), Some(Seat::P1));
        duel.play(Action::Take(Seat::P1)).unwrap();
        assert_eq!(duel.to_move(), Some(Seat::P1));
    }

    #[test]
    fn every_bad_action_is_refused_and_changes_nothing() {
        let mut duel = Duel::with_deck(stacked("2s 3s 4s 5s"), FirstRule::P1);
        let cases = [
            (
                Action::Take(Seat::P2),
                "it is player 1's turn, not player 2's",
            ),
            (Action::NextRound, "still being played"),
        ];
        for (action, msg) in cases {
            let before = duel.clone();
            let err = duel.play(action).unwrap_err();
            assert!(err.to_string().contains(msg), "{action}: {err}");
            assert_eq!(duel, before);
        }
        duel.play(Action::Stand(Seat::P1)).unwrap();
        let before = duel.clone();
        let err = duel.play(Action::Take(Seat::P1)).unwrap_err();
        assert_eq!(
            err,
            RuleError::CannotAct {
                seat: Seat::P1,
                stop: Stop::Stood
            }
        );
        assert_eq!(duel, before);
        duel.play(Action::Stand(Seat::P2)).unwrap();
        let before = duel.clone();
        assert_eq!(duel.play(Action::Take(Seat::P1)), Err(RuleError::RoundOver));
        assert_eq!(duel, before);
    }

    #[test]
    fn five_cards_stop_drawing() {
        let mut duel = Duel::with_deck(stacked("As 9s 2s 9h 2h 2d 2c"), FirstRule::P1);
        // P1: A 2 → soft 13; P2 stands on 18.
        duel.play(Action::Take(Seat::P1)).unwrap(); // A 2 2 = 15
        duel.play(Action::Stand(Seat::P2)).unwrap();
        duel.play(Action::Take(Seat::P1)).unwrap(); // A 2 2 2 = 17
        duel.play(Action::Take(Seat::P1)).unwrap(); // A 2 2 2 2 = 19, five cards
        assert_eq!(duel.round().hand(Seat::P1).len(), 5);
        assert_eq!(duel.phase(), Phase::RoundOver);
        assert_eq!(duel.history()[0].outcome, Outcome::Win(Seat::P1));
    }

    #[test]
    fn a_match_where_everyone_stands_plays_the_most_rounds() {
        // Every round takes only its deal: 52 cards make 13 rounds of 4.
        assert_eq!(MAX_ROUNDS, 13);
        let mut duel = Duel::new(9, FirstRule::Alternate);
        while duel.phase() != Phase::MatchOver {
            let legal = duel.legal_actions();
            let action = legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Stand(_) | Action::NextRound))
                .unwrap_or(legal[0]);
            duel.play(action).unwrap();
        }
        assert_eq!(duel.history().len(), MAX_ROUNDS as usize);
        assert_eq!(duel.cards_left(), 52 % DEAL_SIZE);
    }

    #[test]
    fn match_ends_when_fewer_than_four_cards_remain() {
        let mut duel = Duel::new(3, FirstRule::Alternate);
        let mut guard = 0;
        while duel.phase() != Phase::MatchOver {
            let action = duel.legal_actions()[0];
            duel.play(action).unwrap();
            guard += 1;
            assert!(guard < 200);
        }
        assert!(duel.cards_left() < MATCH_ENDS_BELOW);
        assert!(duel.legal_actions().is_empty());
        assert_eq!(duel.play(Action::NextRound), Err(RuleError::MatchOver));
        assert!(duel.winner().is_some());
    }

    #[test]
    fn action_notation_round_trips() {
        for a in [
            Action::Take(Seat::P1),
            Action::Stand(Seat::P2),
            Action::NextRound,
        ] {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a));
        }
        assert!("p3 take".parse::<Action>().is_err());
        assert!("hit".parse::<Action>().is_err());
    }
}
