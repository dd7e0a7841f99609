//! The English of every refusal (`Display`): what the command line and the
//! Rust tests read. The page says a refusal from its code and fields
//! instead (its catalogs, `www/i18n.js`); this file is the third language
//! of the same list, kept apart from the type so each file stays readable.

use std::fmt;

use super::refusal::{Refusal, Word};

fn seat_words(seat: u8) -> &'static str {
    if seat == 1 {
        "seat 1"
    } else {
        "seat 2"
    }
}

fn names(list: &[String]) -> String {
    match list.split_last() {
        None => "none".into(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

impl fmt::Display for Word {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Word::WordText => f.write_str("text"),
            Word::WordAsText => f.write_str("it as text"),
            Word::WordBool => f.write_str("true or false"),
            Word::WordNumber => f.write_str("a number"),
            Word::WordList => f.write_str("a list"),
            Word::WordObject => f.write_str("an object"),
            Word::WordNull => f.write_str("null"),
            Word::WordWhole { from, to } => write!(f, "a whole number from {from} to {to}"),
            Word::WordQuote { quote } => f.write_str(quote),
            Word::WordFinishTime => f.write_str("the finishing time"),
            Word::WordResetTime => f.write_str("the reset time"),
            Word::WordTimeNow => f.write_str("the time now"),
            Word::SideHost => f.write_str("the host"),
            Word::SideGuest => f.write_str("the guest"),
            Word::SideNobody => f.write_str("nobody"),
            Word::KindHello => f.write_str("hello"),
            Word::KindMove => f.write_str("move"),
            Word::KindRand => f.write_str("rand"),
            Word::KindLink => f.write_str("link"),
            Word::KindNothing => f.write_str("nothing"),
            Word::WhyStood => f.write_str("has stood"),
            Word::WhyFiveCards => f.write_str("already holds 5 cards"),
            Word::WhyTwentyOne => f.write_str("has 21"),
            Word::WhyIsBust => f.write_str("is bust"),
            Word::WhyDeckEmpty => f.write_str("cannot draw from an empty deck"),
            Word::ArgRandom => f.write_str("random value"),
            Word::ArgName => f.write_str("name"),
            Word::ArgFirstRule => f.write_str("first-player rule"),
            Word::ArgOnlineSave => f.write_str("saved online match"),
            Word::ArgMove => f.write_str("move"),
            Word::ArgMessage => f.write_str("message"),
            Word::ArgSync => f.write_str("sync point"),
            Word::ArgLink => f.write_str("link"),
            Word::WhoMe => f.write_str("me"),
            Word::WhoOpponent => f.write_str("the opponent"),
            Word::CardEmptyText => f.write_str("empty text"),
            Word::CardUnknownSuit => f.write_str("unknown suit (use s h c d or ♠ ♥ ♣ ♦)"),
            Word::CardMissingRank => f.write_str("missing rank"),
            Word::CardUnknownRank => f.write_str("unknown rank (use A, 2-10, T, J, Q, K)"),
            Word::ArgMatchId => f.write_str("match id"),
            Word::ArgGameId => f.write_str("game id"),
            Word::ArgDailyRecord => f.write_str("daily record"),
            Word::ArgDate => f.write_str("date"),
            Word::ArgExpression => f.write_str("expression"),
            Word::ArgTheme => f.write_str("theme"),
            Word::ArgSeed => f.write_str("seed"),
            Word::ArgPosition => f.write_str("position"),
            Word::ArgPracticeRecord => f.write_str("practice record"),
            Word::WordOther { english } => f.write_str(english),
        }
    }
}

impl fmt::Display for Refusal {
    #[allow(clippy::too_many_lines)] // one sentence per code, in the order above
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal as R;
        match self {
            R::SavedMatchDamaged { because } => write!(f, "the saved match is damaged: {because}"),

            R::LinkDamaged { because } => write!(f, "the shared match link is damaged: {because}"),
            R::SettingsInvalid { because } => write!(f, "the settings are not valid: {because}"),

            R::NotReadableSave { because } => write!(f, "it is not a readable save ({because})"),
            R::At { place, because } => write!(f, "{place}: {because}"),
            R::MoveIllegal { n, action, because } => {
                write!(f, "move {n} ({action}) is illegal: {because}")
            }
            R::LinkMoveIllegal { n, because } => write!(f, "move {n} is illegal: {because}"),
            R::MessageUnreadable { because } => {
                write!(f, "the message is not readable: {because}")
            }
            R::MoveNotAllowed { because } => write!(f, "the move is not allowed: {because}"),
            R::NestedTooDeep { limit } => write!(f, "it is nested more than {limit} deep"),
            R::NotJson { at, detail } => write!(f, "it is not JSON ({detail} at character {at})"),
            R::UnknownField { quote, names: n } => {
                write!(f, "'{quote}' is not a field (use {})", names(n))
            }
            R::UnknownSetting { quote, names: n } => {
                write!(f, "'{quote}' is not a setting (use {})", names(n))
            }
            R::NotOneOf { quote, names: n } => write!(f, "'{quote}' is not one of {}", names(n)),
            R::ObjectNotList => f.write_str("give an object, not a list"),
            R::Missing { field } => write!(f, "'{field}' is missing"),
            R::Give { want, got } => write!(f, "give {want}, not {got}"),
            R::Unreadable { detail } | R::Unwritable { detail } => f.write_str(detail),

            R::Empty => f.write_str("it is empty"),
            R::NotText => f.write_str("it is not text"),
            R::SaveTooLong { length, limit } => {
                write!(f, "it is {length} characters long; a save is at most {limit}")
            }
            R::TextTooLong { length, limit } => {
                write!(f, "a text of {length} characters is too long (at most {limit})")
            }
            R::ArgumentTooLong { length } => {
                write!(f, "a text of {length} characters is too long")
            }
            R::SettingsNotJsonText => f.write_str(
                "give the settings as JSON text (the page's engine wrapper writes it)",
            ),
            R::ArgumentNotJsonText => {
                f.write_str("give it as JSON text (the page's engine wrapper writes it)")
            }
            R::SettingsNotObject { got } => write!(
                f,
                "give the settings as an object such as {{mode: \"computer\"}}, not {got}"
            ),
            R::SeedNotNumber { quote } => write!(f, "the seed '{quote}' is not a number"),
            R::SavedSeedOutOfRange { quote, limit } => {
                write!(f, "its seed '{quote}' is out of range (0 to {limit})")
            }
            R::DeckMismatch => f.write_str("the deck does not match its seed"),
            R::DeckSize { count, limit } => {
                write!(f, "the deck holds {count} cards, a deck has {limit}")
            }
            R::CardTwice { card } => write!(f, "the card {card} appears twice in the deck"),
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
            R::NameCount { count } => write!(f, "give two names, not {count}"),
            R::VersionUnsupported { version } => write!(f, "version {version} is not supported"),
            R::NoSeedMatch => {
                f.write_str("its deck has no seed, and every match the page deals has one")
            }

            R::NotAutoMove {
                n,
                action,
                level,
                choice,
            } => write!(
                f,
                "move {n} ({action}) is not the computer's move: the {level} computer {choice}s there"
            ),
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
            R::NotFiveParts => f.write_str("it does not have the five parts of a match"),
            R::NotThisVersion => f.write_str("it is not a 21点 match of this version"),
            R::LinkSeedNotNumber => f.write_str("its seed is not a number"),
            R::LinkSettingsNotFour => f.write_str("its settings are not four letters"),
            R::LinkSettingsInvalid => f.write_str("its settings are not valid"),
            R::LinkCardsNotLetters => f.write_str("its cards are not letters"),
            R::LinkDeckNot52 => f.write_str("its deck is not 52 cards"),
            R::LinkDeckRepeats => f.write_str("its deck repeats a card"),
            R::LinkDealtNotPvp => {
                f.write_str("a match with its cards as dealt is between two people")
            }
            R::MoveWhenNobody { n } => write!(f, "move {n} comes when nobody may move"),
            R::MoveNotTsn { n } => write!(f, "move {n} is not t, s or n"),
            R::StepRange { steps } => {
                write!(f, "the step must be a whole number from 0 to {steps}")
            }
            R::ResetAfterNow => f.write_str(
                "its statistics were reset more than a day after this device's time now: a reset cannot happen in the future",
            ),
            R::EntryAfterNow { n } => write!(
                f,
                "entry {n} finished more than a day after this device's time now: a game cannot finish in the future"
            ),
            R::NoStep { steps, step } => {
                write!(f, "the match has {steps} moves; there is no step {step}")
            }
            R::MessageTooLong { length, limit } => {
                write!(f, "the message is {length} bytes, at most {limit} are read")
            }
            R::ProtocolVersion { version, ours } => write!(
                f,
                "the message speaks protocol version {version}, this page speaks {ours}"
            ),
            R::MessageReplayed { n, next } => write!(
                f,
                "message {n} was already received (the next is {next}): a replay"
            ),
            R::OutOfOrder { n, due } => write!(f, "message {n} arrived where message {due} was due"),
            R::TranscriptHash { n } => write!(
                f,
                "message {n} follows a different record of the match (transcript hash)"
            ),
            R::OutOfTurn {
                kind,
                from,
                due,
                due_from,
            } => write!(
                f,
                "a {kind} from {from} arrived where a {due} from {due_from} was due"
            ),
            R::OutOfTurnNone { kind, from, due } => {
                write!(f, "a {kind} from {from} arrived where a {due} from nobody was due")
            }
            R::Finished => f.write_str("the match is over: no message may follow"),
            R::BadLink { side: s } => {
                write!(f, "{s}'s chain link does not match its commitment")
            }
            R::HelloRule => {
                f.write_str("the host's hello names the first-player rule, the guest's does not")
            }
            R::ChainSpent { side: s } => write!(f, "{s} has no chain link left"),
            R::Unfinished { messages } => write!(
                f,
                "the transcript ends after {messages} messages, before the match does"
            ),
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
            R::TimeNotWhole { what } => write!(f, "{what} must be a whole number of milliseconds"),
            R::SeedNotWhole { quote } => {
                write!(f, "the seed '{quote}' must be a whole number, e.g. 42")
            }
            R::SeedTooLarge { quote, limit } => {
                write!(f, "the seed '{quote}' is too large (at most {limit})")
            }
            R::SeedAsNumber => f.write_str(
                "give the seed as text, e.g. \"42\", not a number (a large number would lose digits)",
            ),
            R::NotALevel { quote } => {
                write!(f, "'{quote}' is not a level (use easy, classic or expert)")
            }
            R::NotASeat { quote } => write!(f, "'{quote}' is not a seat (use p1 or p2)"),
            R::NotAMode { quote } => write!(f, "'{quote}' is not a mode (use pvp or computer)"),
            R::NotFirstRule { quote } => {
                write!(f, "'{quote}' is not a first-player rule (use p1 or alternate)")
            }
            R::NotAnAction { quote } => write!(
                f,
                "'{quote}' is not an action (use 'p1 take', 'p2 stand' or 'next')"
            ),
            R::NamesHold { got } => {
                write!(f, "give a list of two names, not one that holds {got}")
            }
            R::ValueTooLong {
                quote,
                length,
                field,
            } => write!(f, "'{quote}' is too long ({length} characters) to be a {field}"),
            R::SettingsDisagree => f.write_str("its settings disagree with its moves"),
            R::SeedAskedNone { asked } => {
                write!(f, "its settings ask for seed {asked} but its deck has no seed")
            }
            R::SeedAskedOther { asked, dealt } => write!(
                f,
                "its settings ask for seed {asked} but its deck was dealt from seed {dealt}"
            ),
            R::HelloNameTooLong { length, limit } => {
                write!(f, "the name has {length} characters, at most {limit}")
            }
            R::HelloNameControl => f.write_str("the name holds control characters"),
            R::ArgNotText { what } => write!(f, "the {what} is not text"),
            R::MustBeText { what } => write!(f, "the {what} must be text"),
            R::RecordNotText => f.write_str("they are not text"),
            R::NotAMsTime { limit } => write!(
                f,
                "not a time in milliseconds: give a whole number from 0 to {limit}"
            ),
            R::ArgTooLong {
                what,
                length,
                limit,
            } => write!(f, "the {what} is {length} characters, at most {limit} are read"),
            R::NotHex { quote } => write!(f, "'{quote}' is not 64 hex digits"),
            R::NotAMove { quote } => write!(f, "'{quote}' is not a move (take, stand, next)"),
            R::NotDealt => f.write_str("the match has not been dealt yet"),
            R::QrTooLong => f.write_str("the link is too long for a QR code"),
            R::WaitNotMs => f.write_str("the wait is not a number of ms"),
            R::OnlineSaveTooLong { length, limit } => write!(
                f,
                "the saved online match is {length} bytes, at most {limit} are read"
            ),
            R::OnlineSaveUnreadable { because } => {
                write!(f, "the saved online match is not readable: {because}")
            }
            R::OnlineSaveDamagedAt { n, because } => {
                write!(f, "the saved online match is damaged at message {n}: {because}")
            }
            R::StatsRecordDamaged { because } => {
                write!(f, "the saved statistics are damaged: {because}")
            }
            R::Stats24Damaged { because } => {
                write!(f, "the saved 24点 statistics are damaged: {because}")
            }
            R::MatchEntryInvalid { because } => {
                write!(f, "the finished match is not valid: {because}")
            }
            R::DealEntryInvalid { because } => {
                write!(f, "the finished deal is not valid: {because}")
            }
            R::GamePart { game, because } => write!(f, "{game}: {because}"),
            R::NotReadable { because } => write!(f, "it is not readable ({because})"),
            R::NotStatsFile { because } => write!(f, "it is not a statistics file ({because})"),
            R::NotStatsFileVersion { format, version } => {
                write!(f, "it is not a {format} file of version {version}")
            }
            R::LargerThan { limit } => write!(f, "it is larger than {limit} bytes"),
            R::IdInvalid { quote, limit } => write!(
                f,
                "the id '{quote}' is not 1–{limit} letters, digits, '-', '_' or '.'"
            ),
            R::GameIdTooLong => f.write_str("the game's id is too long"),
            R::TimeRange { at } => write!(f, "the time {at} is not between 2017 and 2100"),
            R::ResetTime { because } => write!(f, "the reset time: {because}"),
            R::EntriesTooMany { count, limit } => {
                write!(f, "it keeps {count} entries, more than {limit}")
            }
            R::Totals { because } => write!(f, "the totals: {because}"),
            R::TotalsBeforeReset => f.write_str("the totals count a game from before the reset"),
            R::TotalsNameNone => f.write_str("the totals count games but name none"),
            R::Entry { n, because } => write!(f, "entry {n}: {because}"),
            R::EntryBeforeReset { n } => write!(f, "entry {n} is from before the reset"),
            R::EntryOutOfOrder { n } => {
                write!(f, "entry {n} is out of order or repeats an earlier one")
            }
            R::CountsDontAddUp => f.write_str("the counts do not add up"),
            R::RoundsRange { n, limit } => write!(f, "{n} rounds is not from 1 to {limit}"),
            R::LeadRange { lead, limit } => {
                write!(f, "a lead of {lead} rounds is not from -{limit} to {limit}")
            }
            R::ClaimNotOnline => {
                f.write_str("only an online match is claimed, and it is won or lost")
            }
            R::ResultDisagrees {
                result,
                won,
                lost,
                drawn,
            } => write!(
                f,
                "the result {result} disagrees with the rounds {won}–{lost}–{drawn}"
            ),
            R::FriendMissing => f.write_str("an online match needs its friend's name"),
            R::FriendNotName => f.write_str("the friend's name is not a name"),
            R::FriendNotOnline => f.write_str("only an online match names a friend"),
            R::AccuracyOnline => f.write_str("an online match has no accuracy"),
            R::AccuracyPvp => f.write_str("a PvP match has no accuracy"),
            R::AccuracyMissing => f.write_str("a match vs the computer needs its accuracy"),
            R::AccuracyRange { accuracy } => {
                write!(f, "the accuracy {accuracy} is not from 0 to 100")
            }
            R::OnlinePerFriend => f.write_str("online matches are counted per friend"),
            R::FriendsTooMany { limit } => write!(f, "more than {limit} friends' names"),
            R::AFriendNotName => f.write_str("a friend's name is not a name"),
            R::MatchNotOver => f.write_str("the match is not over"),
            R::DealTimeTooLong { ms } => write!(f, "the time {ms} ms is longer than 7 days"),
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

            R::Saved24Damaged { because } => {
                write!(f, "the saved 24-points game is damaged: {because}")
            }
            R::MoveNoEffect { n, action } => write!(f, "move {n} ({action}) does nothing"),
            R::ClockRefused { ms, because } => {
                write!(f, "the clock ({ms} ms) is refused: {because}")
            }
            R::NoSeedGame => f.write_str("it has no seed, and every game the page deals has one"),
            R::NotAMode24 { quote } => {
                write!(f, "'{quote}' is not a mode (use solo, computer or race)")
            }
            R::NotAPractice { quote } => write!(
                f,
                "'{quote}' is not a practice choice (use easy, medium, hard or mixed)"
            ),
            R::DailyAlone => f.write_str(
                "the daily deal is a solo game on the day's deck (no seed, no practice)",
            ),
            R::DailyPracticeAlone => f.write_str("only a daily deal is played as practice"),
            R::PracticeSoloOnly => f.write_str("practice deals are for solo games"),
            R::NotPracticeGame { deals, seed } => {
                write!(f, "it is not the {deals} practice game of seed {seed}")
            }
            R::NotDailyDeal { date } => write!(f, "it is not the daily deal of {date}"),
            R::NotADate { quote } => write!(f, "'{quote}' is not a date (use YYYY-MM-DD)"),
            R::DaysTooMany { count, limit } => {
                write!(f, "it holds {count} days, more than {limit}")
            }
            R::DayDoesNotAddUp { date } => write!(f, "the result of {date} does not add up"),
            R::DailyRecordDamaged { because } => {
                write!(f, "the daily deal's record is damaged: {because}")
            }
            R::NotFourValues { because } => write!(
                f,
                "give four whole numbers from 1 to 13 (or A, J, Q, K): {because}"
            ),
            R::ValueCount { count } => write!(f, "a deal has 4 cards, not {count}"),
            R::NotAValue { quote } => {
                write!(f, "'{quote}' is not a card value (use A or 1-13, J, Q, K)")
            }
            R::NotAnActionArg { because } => write!(f, "not an action: {because}"),
            R::NoRandom => f.write_str("the platform has no random source"),

            R::ClockRange => f.write_str("the clock is outside 2000–2200"),
            R::ClockNotWhole => f.write_str("the clock must be whole numbers"),
            R::NoPracticeCard { index } => write!(f, "there is no practice card {index}"),
            R::CardNotWhole => f.write_str("the card must be a whole number"),
            R::CardGone => f.write_str("that practice card is no longer kept"),
            R::PracticeDamaged { because } => {
                write!(f, "the practice record is damaged: {because}")
            }
            R::PracticeTooLarge { limit } => {
                write!(f, "the practice record is larger than {limit} bytes")
            }
            R::PracticeCardDamaged { because } => {
                write!(f, "a practice card is damaged: {because}")
            }
            R::PracticePart { because } => write!(f, "its practice part: {because}"),
            R::CardDateRange => f.write_str("a card's date is out of range"),
            R::CardIntervalRange => f.write_str("a card's interval is out of range"),
            R::CardStabilityRange => f.write_str("a card's stability is out of range"),
            R::CardDifficultyRange => f.write_str("a card's difficulty is out of range"),
            R::NewCardHasMemory => f.write_str("a new card has a memory already"),
            R::PracticeVersion => f.write_str("unknown version"),
            R::PracticeTooManyCards => f.write_str("too many cards"),
            R::RecentOverAnswers => f.write_str("more recent answers than answers"),
            R::StreakLastDay => f.write_str("the streak does not fit its last day"),
            R::PositionTwice => f.write_str("a position is kept twice"),
            R::PositionRefused { because } => write!(f, "the position is refused: {because}"),
            R::HandUnreadable { because } => write!(f, "a hand does not read: {because}"),
            R::NotACard { quote, why } => write!(f, "'{quote}' is not a card: {why}"),
            R::RankTooMany { rank } => write!(
                f,
                "more than four cards of rank {rank} in the hands and unseen"
            ),
            R::PositionCardTwice { card } => write!(f, "the card {card} appears twice"),
            R::HandSize { who, cards } => {
                write!(f, "{who} holds {cards} cards; a hand has 2 to 5 cards")
            }
            R::DrewPast21 { who, hand } => write!(
                f,
                "{who}'s hand {hand} is impossible: nobody draws at 21 or more"
            ),
            R::CannotHaveStood { who, stop } => {
                write!(f, "{who} cannot have stood: {who} {stop}")
            }
            R::MayNotDraw { stop } => write!(f, "the player to move may not draw: it {stop}"),
            R::NotATheme { quote } => write!(
                f,
                "unknown theme '{quote}': classic-wrong, late-deck or soft"
            ),
            R::CountRange { limit } => {
                write!(f, "the count must be a whole number from 1 to {limit}")
            }
            R::NotAnAnswer => f.write_str("the answer must be \"take\" or \"stand\""),
        }
    }
}
