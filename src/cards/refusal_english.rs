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
            R::Unworded { english } => f.write_str(english),
        }
    }
}
