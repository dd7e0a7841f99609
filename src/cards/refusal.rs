//! Every refusal the engine can give, as one typed value: a code with its
//! fields. The command line and the Rust tests read it in English
//! (`Display`, `refusal_english.rs`); the page reads its code and fields
//! (serde: `{code: "seed_not_whole", quote: "abc"}`) and says it from its
//! catalog in either language (`www/i18n.js`, `t(code, fields)`), so no
//! English sentence is taken apart.
//!
//! What a player can act on keeps a precise code: a move the rules do not
//! allow now, a seed or a name typed, a 24点 value, a file or link of another
//! version, a claim made too soon. Damaged or forged data (a save, a link, a
//! record, a file, a peer's message) is one code per source whose `detail`
//! says where and what in the engine's English ([`super::damage::Damage`]),
//! which the page shows after its own sentence. The codes are the variants'
//! names in snake_case; [`codes`] lists them from the type (strum's
//! `VariantNames`), and `tests/refusal_codes.rs` checks them against
//! `tests/data/refusal-codes.json`, whose every code the page words in both
//! languages (`tests/node/refusal-words.test.mjs`).

use serde::Serialize;

/// Why the engine refused something, as a code with its fields.
///
/// `Display` is the English sentence (the command line's); the page words
/// the serialized form itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, strum::VariantNames, strum::IntoStaticStr)]
#[serde(tag = "code", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Refusal {
    // --- Damaged or forged data: one code per source, what and where in `detail`.
    /// A saved 21点 match.
    SavedMatchDamaged { detail: String },
    /// A saved 24点 game.
    Saved24Damaged { detail: String },
    /// A review link's code.
    LinkDamaged { detail: String },
    /// The menu's settings (as the page writes them, not as a player types them).
    SettingsInvalid { detail: String },
    /// A message from the other device.
    MessageBroken { detail: String },
    /// The saved online match.
    OnlineSaveUnreadable { detail: String },
    /// The saved 21点 statistics.
    StatsRecordDamaged { detail: String },
    /// The saved 24点 statistics.
    Stats24Damaged { detail: String },
    /// A finished match handed in for the record.
    MatchEntryInvalid { detail: String },
    /// A finished deal handed in for the record.
    DealEntryInvalid { detail: String },
    /// Text that is not a statistics file.
    NotStatsFile { detail: String },
    /// A statistics file whose records are damaged.
    StatsFileDamaged { detail: String },
    /// The daily deal's record.
    DailyRecordDamaged { detail: String },
    /// The practice record.
    PracticeDamaged { detail: String },
    /// A practice position.
    PositionRefused { detail: String },
    /// An argument the page wrote that the engine could not read.
    Unreadable { detail: String },
    /// A value the engine could not write for the page (serde's words).
    Unwritable { detail: String },

    // --- Another version.
    /// A save of another version.
    VersionUnsupported { version: u32 },
    /// A review link of another game or version.
    NotThisVersion,
    /// A statistics file of another format or version.
    NotStatsFileVersion { format: String, version: u32 },
    /// A message of another protocol version.
    ProtocolVersion { version: u32, ours: u32 },

    // --- What a player types.
    /// Empty text.
    Empty,
    /// A text argument over the limit.
    TextTooLong { length: u32, limit: u32 },
    /// A statistics file over the byte limit.
    LargerThan { limit: usize },
    /// A review link too long.
    TooLong,
    /// A replay step out of range.
    NoStep { steps: usize, step: usize },
    /// A replay step that is not a whole number in range.
    StepRange { steps: usize },
    /// A name over the limit (the menu, a seat).
    NameTooLong {
        seat: u8,
        length: usize,
        limit: usize,
    },
    /// A name with control characters (the menu, a seat).
    NameControl { seat: u8 },
    /// A name over the limit (24点's menu).
    ANameTooLong { length: usize, limit: usize },
    /// A name with control characters (24点's menu).
    ANameControl,
    /// A seed that is not a whole number.
    SeedNotWhole { quote: String },
    /// A seed over the largest.
    SeedTooLarge {
        quote: String,
        #[serde(serialize_with = "whole")]
        limit: u64,
    },
    /// 24点 values: a deal of another number of cards.
    ValueCount { count: usize },
    /// Not a card value.
    NotAValue { quote: String },

    // --- The rules of 21点.
    /// The other seat's turn (seats 1 and 2).
    NotYourTurn { to_move: u8, seat: u8 },
    /// A seat that may no longer act, and why.
    CannotAct { seat: u8, stop: Word },
    /// The round is decided.
    RoundOver,
    /// The match is over.
    MatchOver,
    /// A round is still being played.
    RoundInProgress,
    /// A person acting on the computer's turn.
    ComputerTurn { seat: u8 },
    /// The Auto player asked outside its turn.
    NotComputerTurn,
    /// Nobody may take or stand.
    NobodyToMove,

    // --- Online play.
    /// The match is over: no message may follow.
    Finished,
    /// The two records differ.
    Fork { n: u32 },
    /// This device lost its latest moves.
    Behind { ours: u32, theirs: u32 },
    /// Claimed by a side.
    Claimed { side: Word },
    /// Nothing owed to claim.
    NothingOwed,
    /// A claim before the wait is over.
    TooSoon {
        #[serde(serialize_with = "whole")]
        waited: u64,
        #[serde(serialize_with = "whole")]
        needed: u64,
    },
    /// A rematch offered before the match is over.
    RematchNotOver,
    /// A rematch of a claimed match.
    RematchClaimed,
    /// A rematch offer naming another match.
    RematchOther,
    /// Not dealt yet.
    NotDealt,
    /// A link too long for a QR code.
    QrTooLong,

    // --- The rules of 24点 (game24::action).
    /// The deal is decided.
    DealOver,
    /// The deal is still being played.
    DealNotOver,
    /// All deals are done.
    GameOver,
    /// A seat that does not play in this mode.
    WrongSeat,
    /// No computer in this mode.
    NoComputer,
    /// No buzzer in this mode.
    NoBuzzer,
    /// Someone has buzzed.
    AlreadyBuzzed,
    /// Only the player who buzzed may answer.
    NotBuzzed,
    /// A time that is not a sane clock reading.
    BadTime,
    /// The buzzer's answer time has not run out.
    TimeNotUp,
    /// No hints in a race.
    NoHint,

    // --- Statistics, practice, the platform.
    /// A statistics file's entry (from 1) finished after now (this device's
    /// clock or the other's is wrong; [`super::ledger::FUTURE_SLACK_MS`]).
    EntryAfterNow { n: usize },
    /// A statistics file whose reset is dated after now.
    ResetAfterNow,
    /// No deal has finished.
    NoDeal,
    /// The practice card is no longer kept.
    CardGone,
    /// No random source.
    NoRandom,
}

/// A word a refusal chooses from a closed set: a side of an online match,
/// why a seat may not act. Serialized as `{code}`, said by the same catalog.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, strum::VariantNames, strum::IntoStaticStr)]
#[serde(tag = "code", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Word {
    /// The host of an online match.
    SideHost,
    /// The guest.
    SideGuest,
    /// Nobody.
    SideNobody,
    /// Why a seat may not act: it has stood.
    WhyStood,
    /// It holds 5 cards.
    WhyFiveCards,
    /// It has 21.
    WhyTwentyOne,
    /// It is bust.
    WhyIsBust,
    /// The deck is empty.
    WhyDeckEmpty,
}

/// Every refusal code and word code the engine can produce, from the types.
pub fn codes() -> impl Iterator<Item = &'static str> {
    use strum::VariantNames;
    Refusal::VARIANTS.iter().chain(Word::VARIANTS).copied()
}

impl Refusal {
    /// `self` as damage found in a source (`|detail| Refusal::SavedMatchDamaged
    /// { detail }`) or at a place in it (`|because| Damage::At { … }`), its
    /// English the source's detail. A refusal of another version is not
    /// damage: it stays what it is, for the player to act on.
    pub fn within<T: Into<Refusal>>(self, wrap: impl FnOnce(String) -> T) -> Refusal {
        match self {
            Refusal::VersionUnsupported { .. }
            | Refusal::NotThisVersion
            | Refusal::ProtocolVersion { .. }
            | Refusal::NotStatsFileVersion { .. } => self,
            _ => wrap(self.to_string()).into(),
        }
    }

    /// The code the page looks up.
    pub fn code(&self) -> &'static str {
        self.into()
    }
}

impl From<Refusal> for String {
    fn from(r: Refusal) -> String {
        r.to_string()
    }
}

impl std::error::Error for Refusal {}

/// A whole number for the page: a JS number up to 2^53 − 1, and beyond it
/// its digits as text, which a number would round (a seed, the largest
/// seed); the catalog says either the same way.
fn whole<S: serde::Serializer>(n: &u64, s: S) -> Result<S::Ok, S::Error> {
    const MAX_SAFE: u64 = (1 << 53) - 1;
    if *n <= MAX_SAFE {
        s.serialize_u64(*n)
    } else {
        s.collect_str(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damage_crosses_as_its_sources_code_with_the_english_as_detail() {
        let r = Refusal::Unreadable {
            detail: "seed: the seed 'abc' is not a number".into(),
        }
        .within(|detail| Refusal::SavedMatchDamaged { detail });
        assert_eq!(
            serde_json::to_value(&r).unwrap(),
            serde_json::json!({"code": "saved_match_damaged",
                "detail": "seed: the seed 'abc' is not a number"})
        );
        assert_eq!(
            r.to_string(),
            "the saved match is damaged: seed: the seed 'abc' is not a number"
        );
        assert_eq!(r.code(), "saved_match_damaged");
    }

    #[test]
    fn a_refusal_of_another_version_is_not_damage() {
        let r = Refusal::VersionUnsupported { version: 9 }
            .within(|detail| Refusal::SavedMatchDamaged { detail });
        assert_eq!(
            serde_json::to_value(&r).unwrap(),
            serde_json::json!({"code": "version_unsupported", "version": 9})
        );
    }

    #[test]
    fn serde_and_strum_spell_a_code_alike() {
        // The page looks a code up by serde's tag; the list of codes is
        // strum's: names with digits or one-letter words must agree.
        for r in [
            Refusal::Stats24Damaged {
                detail: String::new(),
            },
            Refusal::ANameControl,
            Refusal::ANameTooLong {
                length: 40,
                limit: 32,
            },
            Refusal::Claimed {
                side: Word::SideHost,
            },
        ] {
            assert_eq!(serde_json::to_value(&r).unwrap()["code"], r.code());
        }
    }

    #[test]
    fn a_number_past_2_53_crosses_as_its_digits() {
        let r = Refusal::SeedTooLarge {
            quote: "99999999999999999999".into(),
            limit: u64::MAX,
        };
        assert_eq!(
            serde_json::to_value(&r).unwrap()["limit"],
            serde_json::json!("18446744073709551615")
        );
        let r = Refusal::TooSoon {
            waited: 5,
            needed: 60,
        };
        assert_eq!(
            serde_json::to_value(&r).unwrap()["waited"],
            serde_json::json!(5)
        );
    }

    #[test]
    fn a_word_crosses_as_its_code() {
        use serde_json::json;
        let v = |w: Word| serde_json::to_value(w).unwrap();
        assert_eq!(v(Word::SideHost), json!({"code": "side_host"}));
        assert_eq!(v(Word::WhyFiveCards), json!({"code": "why_five_cards"}));
        let r = Refusal::Unreadable {
            detail: "give a whole number from 0 to 255, not text".into(),
        };
        assert_eq!(
            serde_json::to_value(&r).unwrap(),
            json!({"code": "unreadable", "detail": "give a whole number from 0 to 255, not text"})
        );
    }

    #[test]
    fn the_codes_are_the_serialized_tags() {
        let r = Refusal::CannotAct {
            seat: 1,
            stop: Word::WhyStood,
        };
        let v = serde_json::to_value(&r).unwrap();
        assert!(codes().any(|c| c == v["code"]));
        assert!(codes().any(|c| c == v["stop"]["code"]));
        assert!(codes().count() <= 100, "{} codes", codes().count());
    }
}
