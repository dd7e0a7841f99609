//! Every refusal the engine can give, as one typed value: a code with its
//! fields. The command line and the Rust tests read it in English
//! (`Display`); the page reads its code and fields (serde: `{code: "seed_not_whole",
//! quote: "abc"}`) and says it from its catalog in either language
//! (`www/i18n.js`, `t(code, fields)`), so no English sentence is taken apart.
//!
//! A refusal that wraps another (a damaged save because of a move that is
//! illegal because it is the other player's turn) holds it as `because`,
//! which the page says in turn. The codes are the variants' names in snake_case;
//! [`codes`] lists them all from the type (strum's `VariantNames`), and
//! `tests/refusal_codes.rs` checks that the page's catalogs have a sentence for each
//! in both languages (`tests/data/refusal-codes.json`, read by `tests/node/refusal-words.test.mjs`).
//!
//! Words inside a refusal that are themselves chosen from a closed set (what
//! a field wants, what it was given) are codes too ([`Word`]), said by the same catalog.

use serde::Serialize;

/// Why the engine refused something, as a code with its fields.
///
/// `Display` is the English sentence (the command line's); the page words
/// the serialized form itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, strum::VariantNames, strum::IntoStaticStr)]
#[serde(tag = "code", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Refusal {
    // --- Wrappers: where the refusal is, then why.
    /// A saved 21点 match.
    SavedMatchDamaged { because: Box<Refusal> },
    /// A review link's code.
    LinkDamaged { because: Box<Refusal> },
    /// The menu's settings.
    SettingsInvalid { because: Box<Refusal> },
    /// A save that is not of the save's shape.
    NotReadableSave { because: Box<Refusal> },
    /// A place in structured input (`names`, `duel.actions[3]`).
    At {
        place: String,
        because: Box<Refusal>,
    },
    /// A move of a save or link (numbered from 1), in notation.
    MoveIllegal {
        n: usize,
        action: String,
        because: Box<Refusal>,
    },
    /// A move of a link (numbered from 1), without its notation.
    LinkMoveIllegal { n: usize, because: Box<Refusal> },
    /// A message from the other device.
    MessageUnreadable { because: Box<Refusal> },
    /// A move the rules do not allow now (online).
    MoveNotAllowed { because: Box<Refusal> },

    // --- Structured input (cards::input).
    /// Lists and objects nested too deep.
    NestedTooDeep { limit: usize },
    /// Not JSON; `detail` is serde_json's words (English only).
    NotJson { at: usize, detail: String },
    /// An unknown field of a stored or sent form.
    UnknownField { quote: String, names: Vec<String> },
    /// An unknown setting of the menu's settings.
    UnknownSetting { quote: String, names: Vec<String> },
    /// A value outside its choices.
    NotOneOf { quote: String, names: Vec<String> },
    /// A list where an object is wanted.
    ObjectNotList,
    /// A field that must be there.
    Missing { field: String },
    /// A value of the wrong kind.
    Give { want: Word, got: Word },
    /// A refusal in serde's own words that no code above names (English only).
    Unreadable { detail: String },
    /// A value the engine could not write for the page (serde's words).
    Unwritable { detail: String },

    // --- Text arguments.
    /// Empty text.
    Empty,
    /// Not text.
    NotText,
    /// A save text over the limit.
    SaveTooLong { length: u32, limit: u32 },
    /// A text argument over the limit.
    TextTooLong { length: u32, limit: u32 },
    /// A structured argument over the limit.
    ArgumentTooLong { length: u32 },
    /// Settings that are not JSON text.
    SettingsNotJsonText,
    /// An argument that is not JSON text.
    ArgumentNotJsonText,
    /// Settings that are not an object.
    SettingsNotObject { got: Word },

    // --- Seeds, decks, names.
    /// A saved seed that is not a number.
    SeedNotNumber { quote: String },
    /// A saved seed that is a number out of the seeds' range (0 to `limit`).
    SavedSeedOutOfRange {
        quote: String,
        #[serde(serialize_with = "whole")]
        limit: u64,
    },
    /// A deck that is not its seed's shuffle.
    DeckMismatch,
    /// A deck of the wrong size.
    DeckSize { count: usize, limit: usize },
    /// A card twice in a deck.
    CardTwice { card: String },
    /// A name over the limit (the menu, a seat).
    NameTooLong {
        seat: u8,
        length: usize,
        limit: usize,
    },
    /// A name with control characters (the menu, a seat).
    NameControl { seat: u8 },
    /// A name over the limit (24点's menu, a peer's hello).
    ANameTooLong { length: usize, limit: usize },
    /// A name with control characters (24点's menu, a peer's hello).
    ANameControl,
    /// Not two names.
    NameCount { count: usize },

    // --- Saves.
    /// Another version.
    VersionUnsupported { version: u32 },
    /// A 21点 save whose deck has no seed.
    NoSeedMatch,
    /// A computer's move its level would not make.
    NotAutoMove {
        n: usize,
        action: String,
        level: String,
        choice: String,
    },

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

    // --- A review link.
    /// Too long.
    TooLong,
    /// Not five parts.
    NotFiveParts,
    /// Another version.
    NotThisVersion,
    /// Its seed is not a number.
    LinkSeedNotNumber,
    /// Its settings are not four letters.
    LinkSettingsNotFour,
    /// Its settings are not valid.
    LinkSettingsInvalid,
    /// Its cards are not letters.
    LinkCardsNotLetters,
    /// Its deck is not 52 cards.
    LinkDeckNot52,
    /// Its deck repeats a card.
    LinkDeckRepeats,
    /// A dealt deck between a person and the computer.
    LinkDealtNotPvp,
    /// A move when nobody may move.
    MoveWhenNobody { n: usize },
    /// A move that is not t, s or n.
    MoveNotTsn { n: usize },
    /// A replay step out of range.
    NoStep { steps: usize, step: usize },
    /// A replay step that is not a whole number in range.
    StepRange { steps: usize },

    // --- A statistics file.
    /// An entry (from 1) finished after now ([`super::ledger::FUTURE_SLACK_MS`]).
    EntryAfterNow { n: usize },
    /// A statistics file whose reset is dated after now.
    ResetAfterNow,

    // --- Online play.
    /// A message over the byte limit.
    MessageTooLong { length: usize, limit: usize },
    /// Another protocol version.
    ProtocolVersion { version: u32, ours: u32 },
    /// A message already received.
    MessageReplayed { n: u32, next: u32 },
    /// A message out of order.
    OutOfOrder { n: u32, due: u32 },
    /// A message that follows another record.
    TranscriptHash { n: u32 },
    /// A message from the wrong side or of the wrong kind.
    OutOfTurn {
        kind: Word,
        from: Word,
        due: Word,
        due_from: Word,
    },
    /// A message when none may come (the match is waiting on nobody).
    OutOfTurnNone { kind: Word, from: Word, due: Word },
    /// The match is over.
    Finished,
    /// A chain link that does not match.
    BadLink { side: Word },
    /// The host's and guest's hellos disagree about the rule.
    HelloRule,
    /// A side's chain is spent.
    ChainSpent { side: Word },
    /// The transcript ends early.
    Unfinished { messages: usize },
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
    /// A time that is not a whole ms count.
    TimeNotWhole { what: Word },

    // --- The menu's settings.
    /// A seed that is not a whole number.
    SeedNotWhole { quote: String },
    /// A seed over the largest.
    SeedTooLarge {
        quote: String,
        #[serde(serialize_with = "whole")]
        limit: u64,
    },
    /// A seed given as a number.
    SeedAsNumber,
    /// Not a level.
    NotALevel { quote: String },
    /// Not a seat.
    NotASeat { quote: String },
    /// Not a mode of 21点.
    NotAMode { quote: String },
    /// Not a first-player rule.
    NotFirstRule { quote: String },
    /// Not an action in notation.
    NotAnAction { quote: String },
    /// A list of names holding something else.
    NamesHold { got: Word },
    /// A setting too long to be any choice.
    ValueTooLong {
        quote: String,
        length: usize,
        field: String,
    },
    /// A save whose settings and moves disagree.
    SettingsDisagree,
    /// A save whose settings ask for a seed its deck does not have.
    SeedAskedNone {
        #[serde(serialize_with = "whole")]
        asked: u64,
    },
    /// A save whose settings ask for another seed than its deck's.
    SeedAskedOther {
        #[serde(serialize_with = "whole")]
        asked: u64,
        #[serde(serialize_with = "whole")]
        dealt: u64,
    },

    // --- Online play: the page's arguments and the saved match.
    /// A name in a hello over the limit.
    HelloNameTooLong { length: usize, limit: usize },
    /// A name in a hello with control characters.
    HelloNameControl,
    /// An argument that is not text.
    ArgNotText { what: Word },
    /// An argument of a game's module that is not text.
    MustBeText { what: Word },
    /// A stored record that is not text.
    RecordNotText,
    /// A time that is not a whole number of ms in range.
    NotAMsTime { limit: u32 },
    /// An argument over the limit.
    ArgTooLong {
        what: Word,
        length: u32,
        limit: usize,
    },
    /// Not 64 hex digits.
    NotHex { quote: String },
    /// Not a move word.
    NotAMove { quote: String },
    /// Not dealt yet.
    NotDealt,
    /// A link too long for a QR code.
    QrTooLong,
    /// The wait is not a number of ms.
    WaitNotMs,
    /// The saved online match over the limit.
    OnlineSaveTooLong { length: usize, limit: usize },
    /// The saved online match is not readable.
    OnlineSaveUnreadable { because: Box<Refusal> },
    /// The saved online match, at one of its messages.
    OnlineSaveDamagedAt { n: usize, because: Box<Refusal> },

    // --- Statistics: a record, a file, a finished game (cards::ledger,
    // duel::stats, game24::stats).
    /// The saved 21点 statistics.
    StatsRecordDamaged { because: Box<Refusal> },
    /// The saved 24点 statistics.
    Stats24Damaged { because: Box<Refusal> },
    /// A finished match handed in for the record.
    MatchEntryInvalid { because: Box<Refusal> },
    /// A finished deal handed in for the record.
    DealEntryInvalid { because: Box<Refusal> },
    /// One game's part of a statistics file (`21点`, `24点`).
    GamePart { game: String, because: Box<Refusal> },
    /// Text that is not of the record's shape.
    NotReadable { because: Box<Refusal> },
    /// Text that is not a statistics file.
    NotStatsFile { because: Box<Refusal> },
    /// A statistics file of another format or version.
    NotStatsFileVersion { format: String, version: u32 },
    /// Text over the byte limit.
    LargerThan { limit: usize },
    /// An id that is not 1 to `limit` letters, digits, `-`, `_` or `.`.
    IdInvalid { quote: String, limit: usize },
    /// A game's id too long to name its deals.
    GameIdTooLong,
    /// A time outside 2017–2100.
    TimeRange {
        #[serde(serialize_with = "whole")]
        at: u64,
    },
    /// The record's reset time.
    ResetTime { because: Box<Refusal> },
    /// More entries than a record keeps.
    EntriesTooMany { count: usize, limit: usize },
    /// The record's totals.
    Totals { because: Box<Refusal> },
    /// Totals that count a game from before the reset.
    TotalsBeforeReset,
    /// Totals that count games but name none.
    TotalsNameNone,
    /// An entry of a record (numbered from 1).
    Entry { n: usize, because: Box<Refusal> },
    /// An entry from before the reset.
    EntryBeforeReset { n: usize },
    /// An entry out of order.
    EntryOutOfOrder { n: usize },
    /// Counts that do not add up.
    CountsDontAddUp,
    /// A match of too few or too many rounds.
    RoundsRange { n: u32, limit: u32 },
    /// A lead in round wins no match can have (a drill's match).
    LeadRange { lead: i8, limit: u32 },
    /// A claimed match that is not an online one won or lost.
    ClaimNotOnline,
    /// A result that is not the rounds'.
    ResultDisagrees {
        result: String,
        won: u32,
        lost: u32,
        drawn: u32,
    },
    /// An online match without its friend's name.
    FriendMissing,
    /// The friend's name of a match is not a name.
    FriendNotName,
    /// A friend named by a match that is not online.
    FriendNotOnline,
    /// An online match with an accuracy.
    AccuracyOnline,
    /// A match between two people with an accuracy.
    AccuracyPvp,
    /// A match against the computer without its accuracy.
    AccuracyMissing,
    /// An accuracy outside 0–100.
    AccuracyRange { accuracy: String },
    /// Online matches counted with the computer's levels.
    OnlinePerFriend,
    /// More friends than the totals keep.
    FriendsTooMany { limit: usize },
    /// A friend's name in the totals is not a name.
    AFriendNotName,
    /// The match is not over.
    MatchNotOver,
    /// A deal's time over seven days.
    DealTimeTooLong { ms: u32 },
    /// No deal has finished.
    NoDeal,

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

    // --- 24点's saves, menu and daily deal.
    /// A saved 24点 game.
    Saved24Damaged { because: Box<Refusal> },
    /// A move of a save (numbered from 1) that changes nothing.
    MoveNoEffect { n: usize, action: String },
    /// A saved clock the game refuses.
    ClockRefused { ms: u32, because: Box<Refusal> },
    /// A 24点 save whose deck has no seed.
    NoSeedGame,
    /// Not a mode of 24点.
    NotAMode24 { quote: String },
    /// Not a practice choice.
    NotAPractice { quote: String },
    /// The daily deal with something else chosen.
    DailyAlone,
    /// Practice of a deal that is not the daily one.
    DailyPracticeAlone,
    /// Practice deals outside a solo game.
    PracticeSoloOnly,
    /// A save that is not the practice game of its seed.
    NotPracticeGame {
        deals: String,
        #[serde(serialize_with = "whole")]
        seed: u64,
    },
    /// A save that is not the daily deal of its date.
    NotDailyDeal { date: String },
    /// Not a date.
    NotADate { quote: String },
    /// A daily record of too many days.
    DaysTooMany { count: usize, limit: usize },
    /// A day whose result does not add up.
    DayDoesNotAddUp { date: String },
    /// The daily deal's record.
    DailyRecordDamaged { because: Box<Refusal> },
    /// Not four card values.
    NotFourValues { because: Box<Refusal> },
    /// A deal of another number of cards.
    ValueCount { count: usize },
    /// Not a card value.
    NotAValue { quote: String },
    /// An action argument (24点).
    NotAnActionArg { because: Box<Refusal> },
    /// No random source.
    NoRandom,

    // --- Practice (duel::practice, duel::drill).
    /// The clock outside 2000–2200.
    ClockRange,
    /// The clock not whole numbers.
    ClockNotWhole,
    /// No practice card of that number.
    NoPracticeCard { index: usize },
    /// A card's number that is not whole.
    CardNotWhole,
    /// The card is no longer kept.
    CardGone,
    /// A practice record over the byte limit.
    PracticeTooLarge { limit: usize },
    /// The practice record.
    PracticeDamaged { because: Box<Refusal> },
    /// A practice card.
    PracticeCardDamaged { because: Box<Refusal> },
    /// A statistics file's practice part.
    PracticePart { because: Box<Refusal> },
    /// A card's date out of range.
    CardDateRange,
    /// A card's interval out of range.
    CardIntervalRange,
    /// A card's stability out of range.
    CardStabilityRange,
    /// A card's difficulty out of range.
    CardDifficultyRange,
    /// A new card with a memory.
    NewCardHasMemory,
    /// A practice record of an unknown version.
    PracticeVersion,
    /// Too many practice cards.
    PracticeTooManyCards,
    /// More recent answers than answers.
    RecentOverAnswers,
    /// A streak that does not fit its last day.
    StreakLastDay,
    /// A position kept twice.
    PositionTwice,
    /// A position refused.
    PositionRefused { because: Box<Refusal> },
    /// A hand that does not read.
    HandUnreadable { because: Box<Refusal> },
    /// Not a card, and why.
    NotACard { quote: String, why: Word },
    /// More than four cards of a rank.
    RankTooMany { rank: String },
    /// A card twice in a position.
    PositionCardTwice { card: String },
    /// A hand of too few or too many cards.
    HandSize { who: Word, cards: usize },
    /// A hand that drew at 21 or more.
    DrewPast21 { who: Word, hand: String },
    /// A player marked as stood who could not act.
    CannotHaveStood { who: Word, stop: Word },
    /// The player to move may not draw.
    MayNotDraw { stop: Word },
    /// Not a theme.
    NotATheme { quote: String },
    /// A count out of range.
    CountRange { limit: usize },
    /// An answer that is not take or stand.
    NotAnAnswer,
}

/// A word a refusal chooses from a closed set: what a field wants, what it
/// was given, which argument.
///
/// Serialized as `{code}` and its fields, as a refusal is: written by hand,
/// so the 46 words without fields share one path (a derived `Serialize`
/// writes each variant apart).
#[derive(Clone, Debug, PartialEq, Eq, strum::VariantNames, strum::IntoStaticStr)]
#[strum(serialize_all = "snake_case")]
pub enum Word {
    /// Text.
    WordText,
    /// Text, as what a field wants ("give it as text").
    WordAsText,
    /// true or false.
    WordBool,
    /// A number.
    WordNumber,
    /// A list.
    WordList,
    /// An object.
    WordObject,
    /// null.
    WordNull,
    /// A whole number in a range.
    WordWhole { from: u64, to: u64 },
    /// A number given, quoted.
    WordQuote { quote: Box<str> },
    /// The finishing time.
    WordFinishTime,
    /// The reset time.
    WordResetTime,
    /// The time now (an import's).
    WordTimeNow,
    /// A side of an online match: the host, the guest, nobody.
    SideHost,
    /// The guest.
    SideGuest,
    /// Nobody.
    SideNobody,
    /// A kind of online message: a hello.
    KindHello,
    /// A move.
    KindMove,
    /// A random value.
    KindRand,
    /// A chain link.
    KindLink,
    /// No message at all.
    KindNothing,
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
    /// An argument: the random value.
    ArgRandom,
    /// The name.
    ArgName,
    /// The first-player rule.
    ArgFirstRule,
    /// The saved online match.
    ArgOnlineSave,
    /// The move.
    ArgMove,
    /// The message.
    ArgMessage,
    /// The sync point.
    ArgSync,
    /// The link.
    ArgLink,
    /// Who holds a hand of a position: the player to move.
    WhoMe,
    /// The opponent.
    WhoOpponent,
    /// Why a text is not a card: it is empty.
    CardEmptyText,
    /// Its suit is unknown.
    CardUnknownSuit,
    /// It has no rank.
    CardMissingRank,
    /// Its rank is unknown.
    CardUnknownRank,
    /// An argument: the match's id.
    ArgMatchId,
    /// The game's id.
    ArgGameId,
    /// The daily deal's record.
    ArgDailyRecord,
    /// A date.
    ArgDate,
    /// An expression of 24点.
    ArgExpression,
    /// A practice theme.
    ArgTheme,
    /// A seed.
    ArgSeed,
    /// A position.
    ArgPosition,
    /// The practice record.
    ArgPracticeRecord,
    /// serde's own words for something else (English only).
    WordOther { english: Box<str> },
}

impl Serialize for Word {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(None)?;
        map.serialize_entry("code", <&'static str>::from(self))?;
        match self {
            Word::WordWhole { from, to } => {
                map.serialize_entry("from", &Whole(*from))?;
                map.serialize_entry("to", &Whole(*to))?;
            }
            Word::WordQuote { quote } => map.serialize_entry("quote", quote)?,
            Word::WordOther { english } => map.serialize_entry("english", english)?,
            _ => {}
        }
        map.end()
    }
}

/// A whole number as [`whole`] writes it.
struct Whole(u64);

impl Serialize for Whole {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        whole(&self.0, s)
    }
}

/// Every refusal code and word code the engine can produce, from the types.
pub fn codes() -> impl Iterator<Item = &'static str> {
    use strum::VariantNames;
    Refusal::VARIANTS.iter().chain(Word::VARIANTS).copied()
}

impl Refusal {
    /// `self` wrapped in `wrap` (`Refusal::SavedMatchDamaged`), as its `because`.
    pub fn within(self, wrap: impl FnOnce(Box<Refusal>) -> Refusal) -> Refusal {
        wrap(Box::new(self))
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
    fn a_refusal_crosses_as_its_code_and_fields() {
        let r = Refusal::SeedNotNumber {
            quote: "abc".into(),
        }
        .within(|b| Refusal::At {
            place: "seed".into(),
            because: b,
        });
        assert_eq!(
            serde_json::to_value(&r).unwrap(),
            serde_json::json!({"code": "at", "place": "seed",
                "because": {"code": "seed_not_number", "quote": "abc"}})
        );
        assert_eq!(r.to_string(), "seed: the seed 'abc' is not a number");
        assert_eq!(r.code(), "at");
    }

    #[test]
    fn serde_and_strum_spell_a_code_alike() {
        // The page looks a code up by serde's tag; the list of codes is
        // strum's: names with digits or one-letter words must agree.
        for r in [
            Refusal::LinkDeckNot52,
            Refusal::ANameControl,
            Refusal::ANameTooLong {
                length: 40,
                limit: 32,
            },
            Refusal::OutOfTurnNone {
                kind: Word::KindMove,
                from: Word::SideHost,
                due: Word::KindNothing,
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
        let r = Refusal::TimeRange { at: 5 };
        assert_eq!(
            serde_json::to_value(&r).unwrap()["at"],
            serde_json::json!(5)
        );
    }

    #[test]
    fn a_word_crosses_as_its_code_and_fields() {
        use serde_json::json;
        let v = |w: Word| serde_json::to_value(w).unwrap();
        assert_eq!(v(Word::SideHost), json!({"code": "side_host"}));
        assert_eq!(v(Word::WordAsText), json!({"code": "word_as_text"}));
        assert_eq!(
            v(Word::WordWhole {
                from: 0,
                to: u64::MAX
            }),
            json!({"code": "word_whole", "from": 0, "to": "18446744073709551615"})
        );
        assert_eq!(
            v(Word::WordQuote { quote: "-1".into() }),
            json!({"code": "word_quote", "quote": "-1"})
        );
        assert_eq!(
            v(Word::WordOther {
                english: "u16".into()
            }),
            json!({"code": "word_other", "english": "u16"})
        );
    }

    #[test]
    fn the_codes_are_the_serialized_tags() {
        let r = Refusal::Give {
            want: Word::WordWhole { from: 0, to: 255 },
            got: Word::WordText,
        };
        let v = serde_json::to_value(&r).unwrap();
        assert!(codes().any(|c| c == v["code"]));
        assert!(codes().any(|c| c == v["want"]["code"]));
        assert!(
            codes().any(|c| c == "link_deck_not52"),
            "{:?}",
            codes().collect::<Vec<_>>()
        );
    }
}
