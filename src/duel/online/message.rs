//! The messages two devices exchange, as JSON text, and their one reader.
//!
//! Every message is an envelope — protocol version, sequence number, the
//! transcript hash before it — around one body:
//!
//! ```text
//! {"v":1,"seq":0,"prev":"9c…","body":{"hello":{"name":"Ann","commit":"5e…","first":"alternate"}}}
//! {"v":1,"seq":7,"prev":"41…","body":{"move":{"action":"take"}}}
//! {"v":1,"seq":8,"prev":"d0…","body":{"rand":{"value":"3a…"}}}
//! {"v":1,"seq":9,"prev":"77…","body":{"link":{"value":"e2…"}}}
//! ```
//!
//! A message from the other device is untrusted text: its length is
//! checked before anything else, then the one input reader
//! ([`crate::cards::input::read`]: nesting bounded, then serde) reads it into
//! these derived types, which refuse unknown fields. Whether it may be played now is the
//! state machine's question ([`super::OnlineMatch`]).

use crate::cards::Damage;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::chain::Digest;
use crate::cards::NameProblem;
use crate::duel::{FirstRule, RuleError};
use crate::Seat;

/// The protocol version this engine speaks.
pub const VERSION: u32 = 1;

/// The longest message read, in bytes (a hello with a 32-character name in
/// Chinese is about 300).
pub const MAX_MESSAGE_BYTES: usize = 600;

/// One message of the transcript.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Message {
    /// [`VERSION`].
    pub v: u32,
    /// 0 for the host's hello, then one more per message.
    pub seq: u32,
    /// The transcript hash before this message.
    pub prev: Digest,
    /// What it says.
    pub body: Body,
}

/// What a message says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Body {
    /// A side's name and the head of its hash chain; the host's also names
    /// the first-player rule.
    Hello {
        name: String,
        commit: Digest,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        first: Option<FirstRule>,
    },
    /// The seat to move takes, stands, or deals the next round.
    Move { action: Move },
    /// The receiver of the card being drawn sends a fresh random value.
    Rand { value: Digest },
    /// The other side reveals its next chain link.
    Link { value: Digest },
}

/// A move as the wire names it; the seat follows from whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    Take,
    Stand,
    Next,
}

impl Body {
    /// The kind as a word, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Body::Hello { .. } => "hello",
            Body::Move { .. } => "move",
            Body::Rand { .. } => "rand",
            Body::Link { .. } => "link",
        }
    }
}

impl Message {
    /// Reads one message from untrusted text.
    ///
    /// # Errors
    /// Text longer than [`MAX_MESSAGE_BYTES`], or not a message.
    pub fn read(text: &str) -> Result<Message, MessageError> {
        if text.len() > MAX_MESSAGE_BYTES {
            return Err(MessageError::TooLong(text.len()));
        }
        crate::cards::input::read(text, "field").map_err(MessageError::Malformed)
    }

    /// The message as canonical text: what is sent, hashed and kept.
    pub fn text(&self) -> String {
        serde_json::to_string(self).expect("a message always serializes")
    }
}

/// What is expected next, and from which seat (the host sits at P1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "seat", rename_all = "snake_case")]
pub enum Due {
    Hello(Seat),
    Move(Seat),
    Rand(Seat),
    Link(Seat),
    /// The match is over: nothing more is accepted.
    Nothing,
}

impl Due {
    /// The seat that must send the next message.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Due::Hello(s) | Due::Move(s) | Due::Rand(s) | Due::Link(s) => Some(s),
            Due::Nothing => None,
        }
    }

    fn kind(self) -> &'static str {
        match self {
            Due::Hello(_) => "hello",
            Due::Move(_) => "move",
            Due::Rand(_) => "rand",
            Due::Link(_) => "link",
            Due::Nothing => "nothing",
        }
    }
}

/// Why a message was refused. The match is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MessageError {
    /// More than [`MAX_MESSAGE_BYTES`].
    TooLong(usize),
    /// Not a message (the reader's reason).
    Malformed(crate::cards::Refusal),
    /// Another protocol version.
    Version(u32),
    /// Not the next sequence number (a replay, a gap).
    Sequence { expected: u32, got: u32 },
    /// The transcript hash it names is not ours: the two sides' records differ.
    Transcript { seq: u32 },
    /// From the wrong seat, or the wrong kind of message now.
    OutOfTurn {
        due: Due,
        from: Seat,
        kind: &'static str,
    },
    /// A link that does not hash onto the one before it.
    BadLink { seat: Seat },
    /// A hello's name is not a name.
    Name(NameProblem),
    /// The guest's hello names a rule (the host's choice), or the host's none.
    Rule,
    /// A move the rules do not allow now.
    Illegal(RuleError),
    /// A side has revealed its whole chain.
    ChainSpent(Seat),
    /// The match is over: no message may follow.
    Finished,
    /// The transcript ends before the match does.
    Unfinished { messages: usize },
    /// The two records of one match differ (a reconnection that cannot resume).
    Fork { seq: u32 },
    /// The other device holds more of the match than this one, and the next
    /// message is this device's own: its record lost its latest messages
    /// (storage that did not keep them), and only this device could say
    /// them again, which it cannot (a random value is gone with them).
    Behind { ours: u32, theirs: u32 },
    /// The match was claimed by this seat: nothing may follow.
    Claimed(Seat),
    /// A claim while the other side owes no message that needs no person
    /// (a person may be thinking), or before the first deal.
    NothingOwed,
    /// A claim before the wait is over.
    TooSoon { waited_ms: u64, needed_ms: u64 },
    /// A rematch offered or asked for before this side's match is over.
    RematchNotOver,
    /// A rematch of a claimed match (it did not end at the table).
    RematchClaimed,
    /// A rematch offer naming another match than the one that ended here
    /// (an older offer replayed, or a forged one).
    RematchOther,
}

impl fmt::Display for MessageError {
    /// The refusal's English ([`crate::cards::Refusal`]), written once there.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::cards::Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for MessageError {}

/// A side as a refusal names it.
fn side(seat: Option<Seat>) -> crate::cards::Word {
    use crate::cards::Word;
    match seat {
        Some(Seat::P1) => Word::SideHost,
        Some(Seat::P2) => Word::SideGuest,
        None => Word::SideNobody,
    }
}

/// A kind of message as a refusal names it.
fn kind_word(kind: &str) -> crate::cards::Term {
    use crate::cards::Term;
    match kind {
        "hello" => Term::KindHello,
        "move" => Term::KindMove,
        "rand" => Term::KindRand,
        "link" => Term::KindLink,
        _ => Term::KindNothing,
    }
}

impl From<MessageError> for crate::cards::Refusal {
    /// What the player can act on keeps its code (a move the rules do not
    /// allow now, another version, a claim); a message of the wrong shape,
    /// order or record is one code, `message_broken`, with what is wrong.
    fn from(e: MessageError) -> crate::cards::Refusal {
        use crate::cards::Refusal as R;
        let broken = match e {
            MessageError::Version(version) => {
                return R::ProtocolVersion {
                    version,
                    ours: VERSION,
                }
            }
            MessageError::Illegal(e) => return R::from(e),
            MessageError::Finished => return R::Finished,
            MessageError::Fork { seq } => return R::Fork { n: seq },
            MessageError::Behind { ours, theirs } => return R::Behind { ours, theirs },
            MessageError::Claimed(s) => {
                return R::Claimed {
                    side: side(Some(s)),
                }
            }
            MessageError::NothingOwed => return R::NothingOwed,
            MessageError::TooSoon {
                waited_ms,
                needed_ms,
            } => {
                return R::TooSoon {
                    waited: waited_ms / 1000,
                    needed: needed_ms / 1000,
                }
            }
            MessageError::RematchNotOver => return R::RematchNotOver,
            MessageError::RematchClaimed => return R::RematchClaimed,
            MessageError::RematchOther => return R::RematchOther,
            // A name: this side's, typed by the player (or the friend's).
            MessageError::Name(NameProblem::Control) => return R::ANameControl,
            MessageError::Name(NameProblem::TooLong(length)) => {
                return R::ANameTooLong {
                    length,
                    limit: crate::cards::MAX_NAME_CHARS,
                }
            }
            MessageError::Malformed(why) => {
                return why.within(|detail| R::MessageBroken { detail })
            }
            MessageError::TooLong(length) => Damage::MessageTooLong {
                length,
                limit: MAX_MESSAGE_BYTES,
            },
            MessageError::Sequence { expected, got } if got < expected => Damage::MessageReplayed {
                n: got,
                next: expected,
            },
            MessageError::Sequence { expected, got } => Damage::OutOfOrder {
                n: got,
                due: expected,
            },
            MessageError::Transcript { seq } => Damage::TranscriptHash { n: seq },
            MessageError::OutOfTurn { due, from, kind } if due.seat().is_none() => {
                Damage::OutOfTurnNone {
                    kind: kind_word(kind),
                    from: side(Some(from)),
                    due: kind_word(due.kind()),
                }
            }
            MessageError::OutOfTurn { due, from, kind } => Damage::OutOfTurn {
                kind: kind_word(kind),
                from: side(Some(from)),
                due: kind_word(due.kind()),
                due_from: side(due.seat()),
            },
            MessageError::BadLink { seat } => Damage::BadLink {
                side: side(Some(seat)),
            },

            MessageError::Rule => Damage::HelloRule,
            MessageError::ChainSpent(s) => Damage::ChainSpent {
                side: side(Some(s)),
            },
            MessageError::Unfinished { messages } => Damage::Unfinished { messages },
        };
        R::MessageBroken {
            detail: broken.to_string(),
        }
    }
}

/// A rematch offer as it crosses the connection: the last transcript hash
/// of the finished match to be played again. Both sides send one; the
/// rematch starts on a side once it has sent its own and accepted the
/// other's (`Peer::check_rematch`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RematchOffer {
    pub after: Digest,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hello() -> Message {
        Message {
            v: VERSION,
            seq: 0,
            prev: Digest([1; 32]),
            body: Body::Hello {
                name: "Ann".into(),
                commit: Digest([2; 32]),
                first: Some(FirstRule::Alternate),
            },
        }
    }

    #[test]
    fn messages_round_trip_through_their_text() {
        let bodies = [
            hello().body,
            Body::Move { action: Move::Take },
            Body::Rand {
                value: Digest([3; 32]),
            },
            Body::Link {
                value: Digest([4; 32]),
            },
        ];
        for body in bodies {
            let m = Message { body, ..hello() };
            assert_eq!(Message::read(&m.text()), Ok(m));
        }
    }

    #[test]
    fn unreadable_text_is_refused_with_a_reason() {
        let good = hello().text();
        let cases = [
            (
                good.replace("\"v\":1", "\"v\":1,\"x\":2"),
                "'x' is not a field",
            ),
            // The reason is said whole, never cut mid-word.
            (
                good.replace("\"v\":1", "\"v\":1,\"x\":2"),
                "'x' is not a field (use v, seq, prev or body)",
            ),
            (
                good.replace("\"seq\":0", "\"seq\":-1"),
                "seq: give a whole number from 0 to 4294967295, not -1",
            ),
            (
                good.replace("\"first\"", "\"firsts\""),
                "'firsts' is not a field",
            ),
            (good.replace("hello", "hullo"), "hullo"),
            (good.replace("\"seq\":0,", ""), "seq"),
            ("[".repeat(40), "nested more than 16"),
            ("[]".to_string(), "not readable"),
            (
                format!("{{\"pad\":\"{}\"}}", "x".repeat(700)),
                "at most 600",
            ),
        ];
        for (text, why) in cases {
            let err = Message::read(&text).unwrap_err().to_string();
            assert!(err.contains(why), "{text}: {err}");
        }
    }
}
