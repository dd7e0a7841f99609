//! The English of every refusal (`Display`): what the command line and the
//! Rust tests read. The page says a refusal from its code and fields
//! instead (its catalogs, `www/i18n.js`); this file is the third language
//! of the same list, kept apart from the type so each file stays readable.

use std::fmt;

use super::damage::{Damage, Term};
use super::refusal::{Refusal, Word};

fn seat_words(seat: u8) -> &'static str {
    if seat == 1 {
        "seat 1"
    } else {
        "seat 2"
    }
}

impl fmt::Display for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Word::SideHost => f.write_str("the host"),
            Word::SideGuest => f.write_str("the guest"),
            Word::SideNobody => f.write_str("nobody"),
            Word::WhyStood => f.write_str("has stood"),
            Word::WhyFiveCards => f.write_str("already holds 5 cards"),
            Word::WhyTwentyOne => f.write_str("has 21"),
            Word::WhyIsBust => f.write_str("is bust"),
            Word::WhyDeckEmpty => f.write_str("cannot draw from an empty deck"),
        }
    }
}

impl fmt::Display for Refusal {
    #[allow(clippy::too_many_lines)] // one sentence per code, in the order above
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal as R;
        match self {
            R::SavedMatchDamaged { detail } => write!(f, "the saved match is damaged: {detail}"),

            R::LinkDamaged { detail } => write!(f, "the shared match link is damaged: {detail}"),
            R::SettingsInvalid { detail } => write!(f, "the settings are not valid: {detail}"),

            R::MessageBroken { detail } => {
                write!(f, "the message is not readable: {detail}")
            }
            R::Unreadable { detail } | R::Unwritable { detail } => f.write_str(detail),

            R::Empty => f.write_str("it is empty"),
            R::TextTooLong { length, limit } => {
                write!(f, "a text of {length} characters is too long (at most {limit})")
            }
            R::NameTooLong {
                seat,
                length,
                limit,
            } => write!(
                f,
                "the name for {} has {length} characters; at most {limit} are allowed",
                seat_words(*seat)
            ),
            R::NameControl { seat } => write!(
                f,
                "the name for {} holds control characters",
                seat_words(*seat)
            ),
            R::ANameTooLong { length, limit } => {
                write!(f, "a name has {length} characters; at most {limit} are allowed")
            }
            R::ANameControl => f.write_str("a name holds control characters"),
            R::VersionUnsupported { version } => write!(f, "version {version} is not supported"),
            R::NotYourTurn { to_move, seat } => {
                write!(f, "it is player {to_move}'s turn, not player {seat}'s")
            }
            R::CannotAct { seat, stop } => {
                write!(f, "player {seat} may not act: player {seat} {stop}")
            }
            R::RoundOver => f.write_str("the round is over: deal the next round"),
            R::MatchOver => f.write_str("the match is over: start a new match"),
            R::RoundInProgress => f.write_str("the round is still being played: finish it first"),
            R::ComputerTurn { seat } => write!(
                f,
                "it is the computer's turn ({}); wait for its move",
                seat_words(*seat)
            ),
            R::NotComputerTurn => f.write_str("it is not the computer's turn"),
            R::NobodyToMove => f.write_str("nobody may take or stand now: the round is decided"),
            R::TooLong => f.write_str("it is too long"),
            R::NotThisVersion => f.write_str("it is not a 21点 match of this version"),
            R::StepRange { steps } => {
                write!(f, "the step must be a whole number from 0 to {steps}")
            }
            R::NoStep { steps, step } => {
                write!(f, "the match has {steps} moves; there is no step {step}")
            }
            R::ProtocolVersion { version, ours } => write!(
                f,
                "the message speaks protocol version {version}, this page speaks {ours}"
            ),
            R::Finished => f.write_str("the match is over: no message may follow"),
            R::Fork { n } => write!(
                f,
                "the two records of this match differ from message {n}: it cannot be resumed"
            ),
            R::Behind { ours, theirs } => write!(
                f,
                "this device kept {ours} messages of the match and the other device {theirs}: its latest moves were lost here, so the match cannot be resumed"
            ),
            R::Claimed { side: s } => {
                write!(f, "the match was claimed by {s}: no message may follow")
            }
            R::NothingOwed => f.write_str(
                "the other device owes no automatic message now (a person may be thinking): there is nothing to claim",
            ),
            R::TooSoon { waited, needed } => write!(
                f,
                "the other device has been silent for {waited} s, a claim needs {needed} s"
            ),
            R::RematchNotOver => f.write_str("a rematch was offered while this match is not over"),
            R::RematchClaimed => {
                f.write_str("a claimed match has no rematch: it did not end at the table")
            }
            R::RematchOther => {
                f.write_str("the rematch offer names another match than the one that ended here")
            }
            R::SeedNotWhole { quote } => {
                write!(f, "the seed '{quote}' must be a whole number, e.g. 42")
            }
            R::SeedTooLarge { quote, limit } => {
                write!(f, "the seed '{quote}' is too large (at most {limit})")
            }
            R::NotDealt => f.write_str("the match has not been dealt yet"),
            R::QrTooLong => f.write_str("the link is too long for a QR code"),
            R::OnlineSaveUnreadable { detail } => {
                write!(f, "the saved online match is not readable: {detail}")
            }
            R::StatsRecordDamaged { detail } => {
                write!(f, "the saved statistics are damaged: {detail}")
            }
            R::Stats24Damaged { detail } => {
                write!(f, "the saved 24点 statistics are damaged: {detail}")
            }
            R::MatchEntryInvalid { detail } => {
                write!(f, "the finished match is not valid: {detail}")
            }
            R::DealEntryInvalid { detail } => {
                write!(f, "the finished deal is not valid: {detail}")
            }
            R::StatsFileDamaged { detail } => {
                write!(f, "the statistics file is damaged: {detail}")
            }
            R::ResetAfterNow => f.write_str(
                "its statistics were reset more than a day after this device's time now: a reset cannot happen in the future",
            ),
            R::EntryAfterNow { n } => write!(
                f,
                "entry {n} finished more than a day after this device's time now: a game cannot finish in the future"
            ),
            R::NotStatsFile { detail } => write!(f, "it is not a statistics file ({detail})"),
            R::NotStatsFileVersion { format, version } => {
                write!(f, "it is not a {format} file of version {version}")
            }
            R::LargerThan { limit } => write!(f, "it is larger than {limit} bytes"),
            R::NoDeal => f.write_str("no deal has finished yet"),

            R::DealOver => f.write_str("this deal is over; deal the next one"),
            R::DealNotOver => f.write_str("this deal is still being played"),
            R::GameOver => f.write_str("the game is over"),
            R::WrongSeat => f.write_str("that seat does not play in this mode"),
            R::NoComputer => f.write_str("there is no computer player in this mode"),
            R::NoBuzzer => f.write_str("there is no buzzer in this mode"),
            R::AlreadyBuzzed => f.write_str("someone has already buzzed"),
            R::NotBuzzed => f.write_str("only the player who buzzed may answer"),
            R::BadTime => f.write_str("that time is not a sane clock reading"),
            R::TimeNotUp => f.write_str("the buzzer's answer time has not run out"),
            R::NoHint => f.write_str("there are no hints in a race"),

            R::Saved24Damaged { detail } => {
                write!(f, "the saved 24-points game is damaged: {detail}")
            }
            R::DailyRecordDamaged { detail } => {
                write!(f, "the daily deal's record is damaged: {detail}")
            }
            R::ValueCount { count } => write!(f, "a deal has 4 cards, not {count}"),
            R::NotAValue { quote } => {
                write!(f, "'{quote}' is not a card value (use A or 1-13, J, Q, K)")
            }
            R::NoRandom => f.write_str("the platform has no random source"),

            R::CardGone => f.write_str("that practice card is no longer kept"),
            R::PracticeDamaged { detail } => {
                write!(f, "the practice record is damaged: {detail}")
            }
            R::PositionRefused { detail } => write!(f, "the position is refused: {detail}"),
        }
    }
}

fn names(list: &[String]) -> String {
    match list.split_last() {
        None => "none".into(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Term::WordText => f.write_str("text"),
            Term::WordAsText => f.write_str("it as text"),
            Term::WordBool => f.write_str("true or false"),
            Term::WordNumber => f.write_str("a number"),
            Term::WordList => f.write_str("a list"),
            Term::WordObject => f.write_str("an object"),
            Term::WordNull => f.write_str("null"),
            Term::WordWhole { from, to } => write!(f, "a whole number from {from} to {to}"),
            Term::WordQuote { quote } => f.write_str(quote),
            Term::WordFinishTime => f.write_str("the finishing time"),
            Term::WordResetTime => f.write_str("the reset time"),
            Term::WordTimeNow => f.write_str("the time now"),
            Term::KindHello => f.write_str("hello"),
            Term::KindMove => f.write_str("move"),
            Term::KindRand => f.write_str("rand"),
            Term::KindLink => f.write_str("link"),
            Term::KindNothing => f.write_str("nothing"),
            Term::ArgRandom => f.write_str("random value"),
            Term::ArgName => f.write_str("name"),
            Term::ArgFirstRule => f.write_str("first-player rule"),
            Term::ArgOnlineSave => f.write_str("saved online match"),
            Term::ArgMove => f.write_str("move"),
            Term::ArgMessage => f.write_str("message"),
            Term::ArgSync => f.write_str("sync point"),
            Term::ArgLink => f.write_str("link"),
            Term::WhoMe => f.write_str("me"),
            Term::WhoOpponent => f.write_str("the opponent"),
            Term::CardEmptyText => f.write_str("empty text"),
            Term::CardUnknownSuit => f.write_str("unknown suit (use s h c d or ♠ ♥ ♣ ♦)"),
            Term::CardMissingRank => f.write_str("missing rank"),
            Term::CardUnknownRank => f.write_str("unknown rank (use A, 2-10, T, J, Q, K)"),
            Term::ArgMatchId => f.write_str("match id"),
            Term::ArgGameId => f.write_str("game id"),
            Term::ArgDailyRecord => f.write_str("daily record"),
            Term::ArgDate => f.write_str("date"),
            Term::ArgExpression => f.write_str("expression"),
            Term::ArgTheme => f.write_str("theme"),
            Term::ArgSeed => f.write_str("seed"),
            Term::ArgPosition => f.write_str("position"),
            Term::ArgPracticeRecord => f.write_str("practice record"),
            Term::WordOther { english } => f.write_str(english),
        }
    }
}

impl fmt::Display for Damage {
    #[allow(clippy::too_many_lines)] // one sentence per case, in the order above
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Damage as D;
        match self {
            D::Said { detail } => f.write_str(detail),
            D::NotReadableSave { because } => write!(f, "it is not a readable save ({because})"),
            D::At { place, because } => write!(f, "{place}: {because}"),
            D::MoveIllegal { n, action, because } => {
                write!(f, "move {n} ({action}) is illegal: {because}")
            }
            D::LinkMoveIllegal { n, because } => write!(f, "move {n} is illegal: {because}"),
            D::NestedTooDeep { limit } => write!(f, "it is nested more than {limit} deep"),
            D::NotJson { at, detail } => write!(f, "it is not JSON ({detail} at character {at})"),
            D::UnknownField { quote, names: n } => {
                write!(f, "'{quote}' is not a field (use {})", names(n))
            }
            D::UnknownSetting { quote, names: n } => {
                write!(f, "'{quote}' is not a setting (use {})", names(n))
            }
            D::NotOneOf { quote, names: n } => write!(f, "'{quote}' is not one of {}", names(n)),
            D::ObjectNotList => f.write_str("give an object, not a list"),
            D::Missing { field } => write!(f, "'{field}' is missing"),
            D::Give { want, got } => write!(f, "give {want}, not {got}"),
            D::NotText => f.write_str("it is not text"),
            D::SaveTooLong { length, limit } => {
                write!(f, "it is {length} characters long; a save is at most {limit}")
            }
            D::ArgumentTooLong { length } => {
                write!(f, "a text of {length} characters is too long")
            }
            D::SettingsNotJsonText => f.write_str(
                "give the settings as JSON text (the page's engine wrapper writes it)",
            ),
            D::ArgumentNotJsonText => {
                f.write_str("give it as JSON text (the page's engine wrapper writes it)")
            }
            D::SettingsNotObject { got } => write!(
                f,
                "give the settings as an object such as {{mode: \"computer\"}}, not {got}"
            ),
            D::SeedNotNumber { quote } => write!(f, "the seed '{quote}' is not a number"),
            D::SavedSeedOutOfRange { quote, limit } => {
                write!(f, "its seed '{quote}' is out of range (0 to {limit})")
            }
            D::DeckMismatch => f.write_str("the deck does not match its seed"),
            D::DeckSize { count, limit } => {
                write!(f, "the deck holds {count} cards, a deck has {limit}")
            }
            D::CardTwice { card } => write!(f, "the card {card} appears twice in the deck"),
            D::NameCount { count } => write!(f, "give two names, not {count}"),
            D::NoSeedMatch => {
                f.write_str("its deck has no seed, and every match the page deals has one")
            }
            D::NotAutoMove {
                n,
                action,
                level,
                choice,
            } => write!(
                f,
                "move {n} ({action}) is not the computer's move: the {level} computer {choice}s there"
            ),
            D::NotFiveParts => f.write_str("it does not have the five parts of a match"),
            D::LinkSeedNotNumber => f.write_str("its seed is not a number"),
            D::LinkSettingsNotFour => f.write_str("its settings are not four letters"),
            D::LinkSettingsInvalid => f.write_str("its settings are not valid"),
            D::LinkCardsNotLetters => f.write_str("its cards are not letters"),
            D::LinkDeckNot52 => f.write_str("its deck is not 52 cards"),
            D::LinkDeckRepeats => f.write_str("its deck repeats a card"),
            D::LinkDealtNotPvp => {
                f.write_str("a match with its cards as dealt is between two people")
            }
            D::MoveWhenNobody { n } => write!(f, "move {n} comes when nobody may move"),
            D::MoveNotTsn { n } => write!(f, "move {n} is not t, s or n"),
            D::MessageTooLong { length, limit } => {
                write!(f, "the message is {length} bytes, at most {limit} are read")
            }
            D::MessageReplayed { n, next } => write!(
                f,
                "message {n} was already received (the next is {next}): a replay"
            ),
            D::OutOfOrder { n, due } => write!(f, "message {n} arrived where message {due} was due"),
            D::TranscriptHash { n } => write!(
                f,
                "message {n} follows a different record of the match (transcript hash)"
            ),
            D::OutOfTurn {
                kind,
                from,
                due,
                due_from,
            } => write!(
                f,
                "a {kind} from {from} arrived where a {due} from {due_from} was due"
            ),
            D::OutOfTurnNone { kind, from, due } => {
                write!(f, "a {kind} from {from} arrived where a {due} from nobody was due")
            }
            D::BadLink { side: s } => {
                write!(f, "{s}'s chain link does not match its commitment")
            }
            D::HelloRule => {
                f.write_str("the host's hello names the first-player rule, the guest's does not")
            }
            D::ChainSpent { side: s } => write!(f, "{s} has no chain link left"),
            D::Unfinished { messages } => write!(
                f,
                "the transcript ends after {messages} messages, before the match does"
            ),
            D::TimeNotWhole { what } => write!(f, "{what} must be a whole number of milliseconds"),
            D::SeedAsNumber => f.write_str(
                "give the seed as text, e.g. \"42\", not a number (a large number would lose digits)",
            ),
            D::NotALevel { quote } => {
                write!(f, "'{quote}' is not a level (use easy, classic or expert)")
            }
            D::NotASeat { quote } => write!(f, "'{quote}' is not a seat (use p1 or p2)"),
            D::NotAMode { quote } => write!(f, "'{quote}' is not a mode (use pvp or computer)"),
            D::NotFirstRule { quote } => {
                write!(f, "'{quote}' is not a first-player rule (use p1 or alternate)")
            }
            D::NotAnAction { quote } => write!(
                f,
                "'{quote}' is not an action (use 'p1 take', 'p2 stand' or 'next')"
            ),
            D::NamesHold { got } => {
                write!(f, "give a list of two names, not one that holds {got}")
            }
            D::ValueTooLong {
                quote,
                length,
                field,
            } => write!(f, "'{quote}' is too long ({length} characters) to be a {field}"),
            D::SettingsDisagree => f.write_str("its settings disagree with its moves"),
            D::SeedAskedNone { asked } => {
                write!(f, "its settings ask for seed {asked} but its deck has no seed")
            }
            D::SeedAskedOther { asked, dealt } => write!(
                f,
                "its settings ask for seed {asked} but its deck was dealt from seed {dealt}"
            ),
            D::ArgNotText { what } => write!(f, "the {what} is not text"),
            D::MustBeText { what } => write!(f, "the {what} must be text"),
            D::RecordNotText => f.write_str("they are not text"),
            D::NotAMsTime { limit } => write!(
                f,
                "not a time in milliseconds: give a whole number from 0 to {limit}"
            ),
            D::ArgTooLong {
                what,
                length,
                limit,
            } => write!(f, "the {what} is {length} characters, at most {limit} are read"),
            D::NotHex { quote } => write!(f, "'{quote}' is not 64 hex digits"),
            D::NotAMove { quote } => write!(f, "'{quote}' is not a move (take, stand, next)"),
            D::WaitNotMs => f.write_str("the wait is not a number of ms"),
            D::OnlineSaveTooLong { length, limit } => write!(
                f,
                "the saved online match is {length} bytes, at most {limit} are read"
            ),
            D::OnlineSaveDamagedAt { n, because } => {
                write!(f, "the saved online match is damaged at message {n}: {because}")
            }
            D::GamePart { game, because } => write!(f, "{game}: {because}"),
            D::NotReadable { because } => write!(f, "it is not readable ({because})"),
            D::IdInvalid { quote, limit } => write!(
                f,
                "the id '{quote}' is not 1–{limit} letters, digits, '-', '_' or '.'"
            ),
            D::GameIdTooLong => f.write_str("the game's id is too long"),
            D::TimeRange { at } => write!(f, "the time {at} is not between 2017 and 2100"),
            D::ResetTime { because } => write!(f, "the reset time: {because}"),
            D::EntriesTooMany { count, limit } => {
                write!(f, "it keeps {count} entries, more than {limit}")
            }
            D::Totals { because } => write!(f, "the totals: {because}"),
            D::TotalsBeforeReset => f.write_str("the totals count a game from before the reset"),
            D::TotalsNameNone => f.write_str("the totals count games but name none"),
            D::Entry { n, because } => write!(f, "entry {n}: {because}"),
            D::EntryBeforeReset { n } => write!(f, "entry {n} is from before the reset"),
            D::EntryOutOfOrder { n } => {
                write!(f, "entry {n} is out of order or repeats an earlier one")
            }
            D::CountsDontAddUp => f.write_str("the counts do not add up"),
            D::RoundsRange { n, limit } => write!(f, "{n} rounds is not from 1 to {limit}"),
            D::LeadRange { lead, limit } => {
                write!(f, "a lead of {lead} rounds is not from -{limit} to {limit}")
            }
            D::ClaimNotOnline => {
                f.write_str("only an online match is claimed, and it is won or lost")
            }
            D::ResultDisagrees {
                result,
                won,
                lost,
                drawn,
            } => write!(
                f,
                "the result {result} disagrees with the rounds {won}–{lost}–{drawn}"
            ),
            D::FriendMissing => f.write_str("an online match needs its friend's name"),
            D::FriendNotName => f.write_str("the friend's name is not a name"),
            D::FriendNotOnline => f.write_str("only an online match names a friend"),
            D::AccuracyOnline => f.write_str("an online match has no accuracy"),
            D::AccuracyPvp => f.write_str("a PvP match has no accuracy"),
            D::AccuracyMissing => f.write_str("a match vs the computer needs its accuracy"),
            D::AccuracyRange { accuracy } => {
                write!(f, "the accuracy {accuracy} is not from 0 to 100")
            }
            D::OnlinePerFriend => f.write_str("online matches are counted per friend"),
            D::FriendsTooMany { limit } => write!(f, "more than {limit} friends' names"),
            D::AFriendNotName => f.write_str("a friend's name is not a name"),
            D::MatchNotOver => f.write_str("the match is not over"),
            D::DealTimeTooLong { ms } => write!(f, "the time {ms} ms is longer than 7 days"),
            D::MoveNoEffect { n, action } => write!(f, "move {n} ({action}) does nothing"),
            D::ClockRefused { ms, because } => {
                write!(f, "the clock ({ms} ms) is refused: {because}")
            }
            D::NoSeedGame => f.write_str("it has no seed, and every game the page deals has one"),
            D::NotAMode24 { quote } => {
                write!(f, "'{quote}' is not a mode (use solo, computer or race)")
            }
            D::NotAPractice { quote } => write!(
                f,
                "'{quote}' is not a practice choice (use easy, medium, hard or mixed)"
            ),
            D::DailyAlone => f.write_str(
                "the daily deal is a solo game on the day's deck (no seed, no practice)",
            ),
            D::DailyPracticeAlone => f.write_str("only a daily deal is played as practice"),
            D::PracticeSoloOnly => f.write_str("practice deals are for solo games"),
            D::NotPracticeGame { deals, seed } => {
                write!(f, "it is not the {deals} practice game of seed {seed}")
            }
            D::NotDailyDeal { date } => write!(f, "it is not the daily deal of {date}"),
            D::NotADate { quote } => write!(f, "'{quote}' is not a date (use YYYY-MM-DD)"),
            D::DaysTooMany { count, limit } => {
                write!(f, "it holds {count} days, more than {limit}")
            }
            D::DayDoesNotAddUp { date } => write!(f, "the result of {date} does not add up"),
            D::NotFourValues { because } => write!(
                f,
                "give four whole numbers from 1 to 13 (or A, J, Q, K): {because}"
            ),
            D::NotAnActionArg { because } => write!(f, "not an action: {because}"),
            D::ClockRange => f.write_str("the clock is outside 2000–2200"),
            D::ClockNotWhole => f.write_str("the clock must be whole numbers"),
            D::NoPracticeCard { index } => write!(f, "there is no practice card {index}"),
            D::CardNotWhole => f.write_str("the card must be a whole number"),
            D::PracticeTooLarge { limit } => {
                write!(f, "the practice record is larger than {limit} bytes")
            }
            D::PracticeCardDamaged { because } => {
                write!(f, "a practice card is damaged: {because}")
            }
            D::PracticePart { because } => write!(f, "its practice part: {because}"),
            D::CardDateRange => f.write_str("a card's date is out of range"),
            D::CardIntervalRange => f.write_str("a card's interval is out of range"),
            D::CardStabilityRange => f.write_str("a card's stability is out of range"),
            D::CardDifficultyRange => f.write_str("a card's difficulty is out of range"),
            D::NewCardHasMemory => f.write_str("a new card has a memory already"),
            D::PracticeVersion => f.write_str("unknown version"),
            D::PracticeTooManyCards => f.write_str("too many cards"),
            D::RecentOverAnswers => f.write_str("more recent answers than answers"),
            D::StreakLastDay => f.write_str("the streak does not fit its last day"),
            D::PositionTwice => f.write_str("a position is kept twice"),
            D::HandUnreadable { because } => write!(f, "a hand does not read: {because}"),
            D::NotACard { quote, why } => write!(f, "'{quote}' is not a card: {why}"),
            D::RankTooMany { rank } => write!(
                f,
                "more than four cards of rank {rank} in the hands and unseen"
            ),
            D::PositionCardTwice { card } => write!(f, "the card {card} appears twice"),
            D::HandSize { who, cards } => {
                write!(f, "{who} holds {cards} cards; a hand has 2 to 5 cards")
            }
            D::DrewPast21 { who, hand } => write!(
                f,
                "{who}'s hand {hand} is impossible: nobody draws at 21 or more"
            ),
            D::CannotHaveStood { who, stop } => {
                write!(f, "{who} cannot have stood: {who} {stop}")
            }
            D::MayNotDraw { stop } => write!(f, "the player to move may not draw: it {stop}"),
            D::NotATheme { quote } => write!(
                f,
                "unknown theme '{quote}': classic-wrong, late-deck or soft"
            ),
            D::CountRange { limit } => {
                write!(f, "the count must be a whole number from 1 to {limit}")
            }
            D::NotAnAnswer => f.write_str("the answer must be \"take\" or \"stand\""),
        }
    }
}
