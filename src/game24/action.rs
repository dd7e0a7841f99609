//! What a player (or the page, for the computer) does in a game of 24点,
//! what an accepted action did, and why one is refused.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::expr::ExprError;
use super::solver::Step;
use crate::cards::{Refusal, Seat};

/// What a player (or the page, for the computer) does.
///
/// Written as `{"type": "answer", "seat": "p1", "text": "8/(3-8/3)", "ms":
/// 9000}`. Read through [`ActionFields`]: every kind refuses a field it does
/// not have, unit kinds (`{"type": "hint"}`) included, and nothing is
/// buffered on the way (serde's internally tagged enums buffer their input
/// and ignore unknown fields on unit variants).
///
/// ```
/// use duel21::game24::Action24;
/// let hint: Action24 = serde_json::from_str(r#"{"type": "hint"}"#).unwrap();
/// assert_eq!(hint, Action24::Hint);
/// assert!(serde_json::from_str::<Action24>(r#"{"type": "hint", "extra": 1}"#).is_err());
/// assert!(serde_json::from_str::<Action24>(r#"{"type": "hint", "seat": "p1"}"#).is_err());
/// assert!(serde_json::from_str::<Action24>(r#"{"type": "buzz"}"#).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", try_from = "ActionFields")]
pub enum Action24 {
    /// A typed answer; `ms` is the time spent on the deal so far.
    Answer {
        seat: Seat,
        text: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ms: Option<u32>,
    },
    /// "No solution."
    ClaimNoSolution {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ms: Option<u32>,
    },
    /// Take the buzzer: the right to answer or claim (race only); `ms` is
    /// the time on the deal at the buzz, from which the buzzer's answer time
    /// ([`BUZZ_ANSWER_MS`](super::BUZZ_ANSWER_MS)) runs.
    Buzz {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ms: Option<u32>,
    },
    /// Ask for the first step of a solution.
    Hint,
    /// The computer answers now (vs Computer only).
    Computer,
    /// The buzzer's answer time ran out (race only): `ms` is the time on the
    /// deal, at least the buzz's time plus
    /// [`BUZZ_ANSWER_MS`](super::BUZZ_ANSWER_MS). The other seat gets the point.
    TimeUp { ms: u32 },
    /// End the deal (no point, except against the computer: see
    /// [`Game24`](super::Game24)).
    GiveUp {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ms: Option<u32>,
    },
    /// Deal the next four cards.
    Next,
}

/// Every field an action may have, as it is written: what [`Action24`] is
/// read through. Which fields a kind needs or refuses is checked by its
/// `TryFrom`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionFields {
    /// The kind.
    #[serde(rename = "type")]
    pub kind: ActionKind24,
    /// The seat (answer, claim, buzz).
    #[serde(default)]
    pub seat: Option<Seat>,
    /// The typed answer (answer).
    #[serde(default)]
    pub text: Option<String>,
    /// The time on the deal (answer, claim, give up).
    #[serde(default)]
    pub ms: Option<u32>,
}

/// Why [`ActionFields`] are not an action: a field the kind needs is
/// missing, or one it does not have is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionShapeError {
    /// The kind needs this field.
    Missing(ActionKind24, &'static str),
    /// The kind has no such field.
    Extra(ActionKind24, &'static str),
}

impl fmt::Display for ActionShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionShapeError::Missing(kind, field) => {
                write!(f, "an action of type '{}' needs '{field}'", kind.name())
            }
            ActionShapeError::Extra(kind, field) => {
                write!(
                    f,
                    "an action of type '{}' has no field '{field}'",
                    kind.name()
                )
            }
        }
    }
}

impl std::error::Error for ActionShapeError {}

impl TryFrom<ActionFields> for Action24 {
    type Error = ActionShapeError;

    fn try_from(a: ActionFields) -> Result<Action24, ActionShapeError> {
        use ActionKind24 as K;
        let kind = a.kind;
        let takes = |field: &'static str| match kind {
            K::Answer => matches!(field, "seat" | "text" | "ms"),
            K::ClaimNoSolution => matches!(field, "seat" | "ms"),
            K::Buzz => matches!(field, "seat" | "ms"),
            K::GiveUp | K::TimeUp => field == "ms",
            K::Hint | K::Computer | K::Next => false,
        };
        for (field, given) in [
            ("seat", a.seat.is_some()),
            ("text", a.text.is_some()),
            ("ms", a.ms.is_some()),
        ] {
            if given && !takes(field) {
                return Err(ActionShapeError::Extra(kind, field));
            }
        }
        let seat = || a.seat.ok_or(ActionShapeError::Missing(kind, "seat"));
        Ok(match kind {
            K::Answer => Action24::Answer {
                seat: seat()?,
                text: a
                    .text
                    .clone()
                    .ok_or(ActionShapeError::Missing(kind, "text"))?,
                ms: a.ms,
            },
            K::ClaimNoSolution => Action24::ClaimNoSolution {
                seat: seat()?,
                ms: a.ms,
            },
            K::Buzz => Action24::Buzz {
                seat: seat()?,
                ms: a.ms,
            },
            K::TimeUp => Action24::TimeUp {
                ms: a.ms.ok_or(ActionShapeError::Missing(kind, "ms"))?,
            },
            K::Hint => Action24::Hint,
            K::Computer => Action24::Computer,
            K::GiveUp => Action24::GiveUp { ms: a.ms },
            K::Next => Action24::Next,
        })
    }
}

/// The kind of an action, without its details: what [`Game24::legal`](super::Game24::legal)
/// lists for the page's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind24 {
    /// [`Action24::Answer`]
    Answer,
    /// [`Action24::ClaimNoSolution`]
    ClaimNoSolution,
    /// [`Action24::Buzz`]
    Buzz,
    /// [`Action24::Hint`]
    Hint,
    /// [`Action24::Computer`]
    Computer,
    /// [`Action24::TimeUp`]
    TimeUp,
    /// [`Action24::GiveUp`]
    GiveUp,
    /// [`Action24::Next`]
    Next,
}

impl ActionKind24 {
    /// The kind as it is written (`"claim_no_solution"`).
    pub fn name(self) -> &'static str {
        match self {
            ActionKind24::Answer => "answer",
            ActionKind24::ClaimNoSolution => "claim_no_solution",
            ActionKind24::Buzz => "buzz",
            ActionKind24::Hint => "hint",
            ActionKind24::Computer => "computer",
            ActionKind24::TimeUp => "time_up",
            ActionKind24::GiveUp => "give_up",
            ActionKind24::Next => "next",
        }
    }
}

impl Action24 {
    /// The action's kind.
    pub fn kind(&self) -> ActionKind24 {
        match self {
            Action24::Answer { .. } => ActionKind24::Answer,
            Action24::ClaimNoSolution { .. } => ActionKind24::ClaimNoSolution,
            Action24::Buzz { .. } => ActionKind24::Buzz,
            Action24::Hint => ActionKind24::Hint,
            Action24::Computer => ActionKind24::Computer,
            Action24::TimeUp { .. } => ActionKind24::TimeUp,
            Action24::GiveUp { .. } => ActionKind24::GiveUp,
            Action24::Next => ActionKind24::Next,
        }
    }

    /// The seat the action is for, if it has one.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Action24::Answer { seat, .. }
            | Action24::ClaimNoSolution { seat, .. }
            | Action24::Buzz { seat, .. } => Some(*seat),
            _ => None,
        }
    }

    /// The time on the deal the action reports, if any.
    pub fn ms(&self) -> Option<u32> {
        match self {
            Action24::Answer { ms, .. }
            | Action24::ClaimNoSolution { ms, .. }
            | Action24::Buzz { ms, .. }
            | Action24::GiveUp { ms } => *ms,
            Action24::TimeUp { ms } => Some(*ms),
            _ => None,
        }
    }
}

impl fmt::Display for Action24 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action24::Answer { seat, text, .. } => write!(f, "{seat} answers {text}"),
            Action24::ClaimNoSolution { seat, .. } => write!(f, "{seat} claims no solution"),
            Action24::Buzz { seat, .. } => write!(f, "{seat} buzzes"),
            Action24::TimeUp { .. } => f.write_str("the buzzer's time is up"),
            Action24::Hint => f.write_str("hint"),
            Action24::Computer => f.write_str("the computer answers"),
            Action24::GiveUp { .. } => f.write_str("give up"),
            Action24::Next => f.write_str("next deal"),
        }
    }
}

/// What an accepted (or harmlessly refused) action did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply24 {
    /// Not a complete answer with the four cards; nothing changed.
    Invalid { error: ExprError },
    /// A correct answer; the deal is won. `text` is the answer as the solver
    /// prints it.
    Correct { seat: Seat, text: String },
    /// A complete but wrong answer. In solo the deal goes on; otherwise the
    /// other seat wins it.
    Wrong { seat: Seat, error: ExprError },
    /// A "no solution" claim, right or wrong.
    Claim { seat: Seat, right: bool },
    /// The step of the simplest solution this hint shows (one more per
    /// hint, the last once all are shown; see [`Game24::hint`](super::Game24::hint)),
    /// or `None` if there is no solution.
    Hint { step: Option<Step> },
    /// The computer's answer (`None`: it claimed "no solution", rightly).
    Computer { text: Option<String> },
    /// `seat` holds the buzzer: only it may answer or claim now.
    Buzzed { seat: Seat },
    /// The deal ended by giving up (against the computer, its point).
    GaveUp,
    /// The buzzer's answer time ran out: the other seat's point.
    TimeUp { seat: Seat },
    /// The next deal is on the table.
    Dealt,
    /// That was the last deal.
    GameOver,
}

/// Why an action is refused (the game is unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleError24 {
    /// The deal is already decided; only `Next` is possible.
    DealOver,
    /// The deal is still being played; `Next` comes after it.
    DealNotOver,
    /// All deals are done.
    GameOver,
    /// That seat does not play in this mode (P2 in solo, the computer's seat
    /// for a person in vs Computer).
    WrongSeat,
    /// `Computer` outside vs Computer.
    NoComputer,
    /// `Buzz` outside a race.
    NoBuzzer,
    /// `Buzz` while a seat already holds the buzzer.
    AlreadyBuzzed,
    /// In a race, an answer or a claim by a seat that does not hold the
    /// buzzer (or before anyone buzzed).
    NotBuzzed,
    /// A time that is not a sane clock reading (over [`MAX_DEAL_MS`](super::MAX_DEAL_MS)).
    BadTime,
    /// `TimeUp` before the buzzer's answer time has run out.
    TimeNotUp,
    /// A hint in a race (the screen is shared, so there are none).
    NoHint,
}

impl From<RuleError24> for Refusal {
    fn from(e: RuleError24) -> Refusal {
        match e {
            RuleError24::DealOver => Refusal::DealOver,
            RuleError24::DealNotOver => Refusal::DealNotOver,
            RuleError24::GameOver => Refusal::GameOver,
            RuleError24::WrongSeat => Refusal::WrongSeat,
            RuleError24::NoComputer => Refusal::NoComputer,
            RuleError24::NoBuzzer => Refusal::NoBuzzer,
            RuleError24::AlreadyBuzzed => Refusal::AlreadyBuzzed,
            RuleError24::NotBuzzed => Refusal::NotBuzzed,
            RuleError24::BadTime => Refusal::BadTime,
            RuleError24::TimeNotUp => Refusal::TimeNotUp,
            RuleError24::NoHint => Refusal::NoHint,
        }
    }
}

impl fmt::Display for RuleError24 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Refusal::from(*self).fmt(f)
    }
}

impl std::error::Error for RuleError24 {}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(json: &str) -> Result<Action24, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    #[test]
    fn every_kind_reads_back_what_it_writes() {
        let all = [
            Action24::Answer {
                seat: Seat::P1,
                text: "8/(3-8/3)".into(),
                ms: Some(9_000),
            },
            Action24::Answer {
                seat: Seat::P2,
                text: String::new(),
                ms: None,
            },
            Action24::ClaimNoSolution {
                seat: Seat::P2,
                ms: Some(1),
            },
            Action24::Buzz {
                seat: Seat::P1,
                ms: None,
            },
            Action24::Buzz {
                seat: Seat::P2,
                ms: Some(4_000),
            },
            Action24::TimeUp { ms: 34_000 },
            Action24::Hint,
            Action24::Computer,
            Action24::GiveUp { ms: None },
            Action24::GiveUp { ms: Some(5) },
            Action24::Next,
        ];
        for action in all {
            let text = serde_json::to_string(&action).unwrap();
            assert_eq!(read(&text), Ok(action), "{text}");
        }
    }

    #[test]
    fn a_field_the_kind_does_not_have_is_refused() {
        for kind in [
            "answer",
            "claim_no_solution",
            "buzz",
            "hint",
            "computer",
            "give_up",
            "time_up",
            "next",
        ] {
            let e = read(&format!(r#"{{"type":"{kind}","extra":1}}"#)).unwrap_err();
            assert!(e.contains("extra"), "{kind}: {e}");
        }
        let cases = [
            (
                r#"{"type":"hint","seat":"p1"}"#,
                "an action of type 'hint' has no field 'seat'",
            ),
            (
                r#"{"type":"next","ms":1}"#,
                "an action of type 'next' has no field 'ms'",
            ),
            (
                r#"{"type":"buzz","text":"1","seat":"p1"}"#,
                "an action of type 'buzz' has no field 'text'",
            ),
            (
                r#"{"type":"time_up"}"#,
                "an action of type 'time_up' needs 'ms'",
            ),
            (
                r#"{"type":"claim_no_solution","seat":"p1","text":"1"}"#,
                "an action of type 'claim_no_solution' has no field 'text'",
            ),
            (
                r#"{"type":"buzz"}"#,
                "an action of type 'buzz' needs 'seat'",
            ),
            (
                r#"{"type":"answer","seat":"p1"}"#,
                "an action of type 'answer' needs 'text'",
            ),
        ];
        for (json, message) in cases {
            let e = read(json).unwrap_err();
            assert!(e.contains(message), "{json}: {e}");
        }
        // null is as good as missing.
        assert_eq!(read(r#"{"type":"hint","seat":null}"#), Ok(Action24::Hint));
    }
}
