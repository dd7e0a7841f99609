//! What is wrong with damaged or forged data (a save, a link, a record, a
//! file, a peer's message), in the engine's English, written once beside
//! each case. A `Damage` has no code of its own: it becomes the `detail` of
//! its source's one refusal ([`Refusal::SavedMatchDamaged`] and the like),
//! which the page says in its own sentence with this English under it; the
//! command line and the Rust tests read the same English
//! (`refusal_english.rs`).

use super::refusal::{Refusal, Word};

/// Why damaged or forged data is refused: English only, no code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    // --- Where in the data, and what.
    /// A type's own check, in its words (a card, a seed in a save).
    Said { detail: String },
    /// A save that is not of the save's shape.
    NotReadableSave { because: String },
    /// A place in structured input (`names`, `duel.actions[3]`).
    At { place: String, because: String },
    /// A move of a save or link (numbered from 1), in notation.
    MoveIllegal {
        n: usize,
        action: String,
        because: String,
    },
    /// A move of a link (numbered from 1), without its notation.
    LinkMoveIllegal { n: usize, because: String },

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
    Give { want: Term, got: Term },
    /// Not text.
    NotText,
    /// A save text over the limit.
    SaveTooLong { length: u32, limit: u32 },
    /// A structured argument over the limit.
    ArgumentTooLong { length: u32 },
    /// Settings that are not JSON text.
    SettingsNotJsonText,
    /// An argument that is not JSON text.
    ArgumentNotJsonText,
    /// Settings that are not an object.
    SettingsNotObject { got: Term },

    // --- Seeds, decks, names.
    /// A saved seed that is not a number.
    SeedNotNumber { quote: String },
    /// A saved seed that is a number out of the seeds' range (0 to `limit`).
    SavedSeedOutOfRange { quote: String, limit: u64 },
    /// A deck that is not its seed's shuffle.
    DeckMismatch,
    /// A deck of the wrong size.
    DeckSize { count: usize, limit: usize },
    /// A card twice in a deck.
    CardTwice { card: String },
    /// Not two names.
    NameCount { count: usize },
    /// A 21点 save whose deck has no seed.
    NoSeedMatch,
    /// A computer's move its level would not make.
    NotAutoMove {
        n: usize,
        action: String,
        level: String,
        choice: String,
    },

    // --- A review link.
    /// Not five parts.
    NotFiveParts,
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

    // --- Online play.
    /// A message over the byte limit.
    MessageTooLong { length: usize, limit: usize },
    /// A message already received.
    MessageReplayed { n: u32, next: u32 },
    /// A message out of order.
    OutOfOrder { n: u32, due: u32 },
    /// A message that follows another record.
    TranscriptHash { n: u32 },
    /// A message from the wrong side or of the wrong kind.
    OutOfTurn {
        kind: Term,
        from: Word,
        due: Term,
        due_from: Word,
    },
    /// A message when none may come (the match is waiting on nobody).
    OutOfTurnNone { kind: Term, from: Word, due: Term },
    /// A chain link that does not match.
    BadLink { side: Word },
    /// The host's and guest's hellos disagree about the rule.
    HelloRule,
    /// A side's chain is spent.
    ChainSpent { side: Word },
    /// The transcript ends early.
    Unfinished { messages: usize },
    /// A time that is not a whole ms count.
    TimeNotWhole { what: Term },

    // --- The menu's settings, as a 21点 save keeps them.
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
    NamesHold { got: Term },
    /// A setting too long to be any choice.
    ValueTooLong {
        quote: String,
        length: usize,
        field: String,
    },
    /// A save whose settings and moves disagree.
    SettingsDisagree,
    /// A save whose settings ask for a seed its deck does not have.
    SeedAskedNone { asked: u64 },
    /// A save whose settings ask for another seed than its deck's.
    SeedAskedOther { asked: u64, dealt: u64 },

    // --- Online play: the page's arguments and the saved match.
    /// An argument that is not text.
    ArgNotText { what: Term },
    /// An argument of a game's module that is not text.
    MustBeText { what: Term },
    /// A stored record that is not text.
    RecordNotText,
    /// A time that is not a whole number of ms in range.
    NotAMsTime { limit: u32 },
    /// An argument over the limit.
    ArgTooLong {
        what: Term,
        length: u32,
        limit: usize,
    },
    /// Not 64 hex digits.
    NotHex { quote: String },
    /// Not a move word.
    NotAMove { quote: String },
    /// The wait is not a number of ms.
    WaitNotMs,
    /// The saved online match over the limit.
    OnlineSaveTooLong { length: usize, limit: usize },
    /// The saved online match, at one of its messages.
    OnlineSaveDamagedAt { n: usize, because: String },

    // --- Statistics: a record, a file, a finished game.
    /// One game's part of a statistics file (`21点`, `24点`).
    GamePart { game: String, because: String },
    /// Text that is not of the record's shape.
    NotReadable { because: String },
    /// An id that is not 1 to `limit` letters, digits, `-`, `_` or `.`.
    IdInvalid { quote: String, limit: usize },
    /// A game's id too long to name its deals.
    GameIdTooLong,
    /// A time outside 2017–2100.
    TimeRange { at: u64 },
    /// The record's reset time.
    ResetTime { because: String },
    /// More entries than a record keeps.
    EntriesTooMany { count: usize, limit: usize },
    /// The record's totals.
    Totals { because: String },
    /// Totals that count a game from before the reset.
    TotalsBeforeReset,
    /// Totals that count games but name none.
    TotalsNameNone,
    /// An entry of a record (numbered from 1).
    Entry { n: usize, because: String },
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

    // --- 24点's saves, menu and daily deal.
    /// A move of a save (numbered from 1) that changes nothing.
    MoveNoEffect { n: usize, action: String },
    /// A saved clock the game refuses.
    ClockRefused { ms: u32, because: String },
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
    NotPracticeGame { deals: String, seed: u64 },
    /// A save that is not the daily deal of its date.
    NotDailyDeal { date: String },
    /// Not a date.
    NotADate { quote: String },
    /// A daily record of too many days.
    DaysTooMany { count: usize, limit: usize },
    /// A day whose result does not add up.
    DayDoesNotAddUp { date: String },
    /// Not four card values.
    NotFourValues { because: String },
    /// An action argument (24点).
    NotAnActionArg { because: String },

    // --- Practice (duel::practice, duel::drill).
    /// The clock outside 2000–2200.
    ClockRange,
    /// The clock not whole numbers.
    ClockNotWhole,
    /// No practice card of that number.
    NoPracticeCard { index: usize },
    /// A card's number that is not whole.
    CardNotWhole,
    /// A practice record over the byte limit.
    PracticeTooLarge { limit: usize },
    /// A practice card.
    PracticeCardDamaged { because: String },
    /// A statistics file's practice part.
    PracticePart { because: String },
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
    /// A hand that does not read.
    HandUnreadable { because: String },
    /// Not a card, and why.
    NotACard { quote: String, why: Term },
    /// More than four cards of a rank.
    RankTooMany { rank: String },
    /// A card twice in a position.
    PositionCardTwice { card: String },
    /// A hand of too few or too many cards.
    HandSize { who: Term, cards: usize },
    /// A hand that drew at 21 or more.
    DrewPast21 { who: Term, hand: String },
    /// A player marked as stood who could not act.
    CannotHaveStood { who: Term, stop: Word },
    /// The player to move may not draw.
    MayNotDraw { stop: Word },
    /// Not a theme.
    NotATheme { quote: String },
    /// A count out of range.
    CountRange { limit: usize },
    /// An answer that is not take or stand.
    NotAnAnswer,
}

/// A word a [`Damage`] chooses from a closed set (what a field wants, what
/// it was given, which argument): English only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term {
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

impl Refusal {
    /// `self` at `place` in settings a player fills in: what the player can
    /// act on (a seed, a name) keeps its code; damage is said at its place.
    pub fn at(self, place: &str) -> Refusal {
        match self {
            Refusal::Unreadable { .. } => self.within(|because| Damage::At {
                place: place.into(),
                because,
            }),
            typed => typed,
        }
    }

    /// `self` in the menu's settings: what the player can act on keeps its
    /// code; damage is `settings_invalid` with its detail.
    pub fn in_settings(self) -> Refusal {
        match self {
            Refusal::Unreadable { .. } => self.within(|detail| Refusal::SettingsInvalid { detail }),
            typed => typed,
        }
    }
}

impl From<Damage> for Refusal {
    /// Damage found where no source is named yet: its English as the detail.
    fn from(d: Damage) -> Refusal {
        Refusal::Unreadable {
            detail: d.to_string(),
        }
    }
}
