//! A match as a short text for a link (`?review=…`) and back, and the table
//! at any step of a match, for the review's replay.
//!
//! The share code holds what makes the match — the seed, the settings and
//! the moves — and nothing else (no names: a shared link shows the default
//! names). Its form, dot-separated:
//!
//! ```text
//! 21 . 1 . <seed> . <mode><level><computer seat><first rule> . <moves>
//! 21.1.42.cx2a.tstsn…
//! ```
//!
//! - mode `p` (two people) or `c` (vs Computer); level `e` Easy, `c`
//!   Classic, `x` Expert; the computer's seat `1` or `2`; the first-player
//!   rule `1` (player 1 always) or `a` (alternate);
//! - moves, in order: `t` take, `s` stand, `n` next round. Whose move it is
//!   follows from the rules, so a seat is never written.
//!
//! A match dealt without a seed — an online match, whose every card both
//! devices drew together (`duel::online`) — carries its cards as dealt
//! instead, version 2, the deck's 52 cards one letter each (`A`–`Z` for the
//! card indexes 0–25, `a`–`z` for 26–51), top card first:
//!
//! ```text
//! 21 . 2 . <52 letters> . <mode><level><computer seat><first rule> . <moves>
//! ```
//!
//! A version-1 code is decoded into the same stored form as a save and
//! loaded through [`Session::from_save`], so a tampered link is refused
//! exactly as a tampered save is, with the same messages. A version-2 code
//! is a match between two people only (no computer's moves to check), its
//! deck 52 distinct cards, every move one the rules accept.

use crate::cards::Damage;
use crate::cards::Refusal;
use crate::cards::{Card, Deck, Seed};
use crate::duel::save::{DuelSave, SessionSave, SAVE_VERSION, SESSION_SAVE_VERSION};
use crate::duel::settings::{ConfigInput, Mode, SessionConfig};
use crate::duel::{Action, Duel, FirstRule, Session, SessionError};

/// The longest share code read, in characters (a match has at most about
/// 150 moves).
pub const MAX_SHARE_CHARS: usize = 600;

/// A card as one letter of a version-2 code.
fn letter(card: Card) -> char {
    let i = u8::try_from(card.index()).unwrap_or(0);
    char::from(if i < 26 { b'A' + i } else { b'a' + i - 26 })
}

/// The deck of a version-2 code: 52 letters, 52 distinct cards.
fn deck_of(text: &str) -> Result<Deck, SessionError> {
    let cards: Option<Vec<Card>> = text
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' => Card::from_index(usize::from(b - b'A')),
            b'a'..=b'z' => Card::from_index(usize::from(b - b'a') + 26),
            _ => None,
        })
        .collect();
    let cards = cards.ok_or_else(|| refused(Damage::LinkCardsNotLetters.into()))?;
    if cards.len() != 52 {
        return Err(refused(Damage::LinkDeckNot52.into()));
    }
    Deck::stacked(&cards).map_err(|_| refused(Damage::LinkDeckRepeats.into()))
}

/// Why a share code is refused.
fn refused(why: Refusal) -> SessionError {
    SessionError::Save(why.within(|detail| Refusal::LinkDamaged { detail }))
}

impl Session {
    /// The match as a share code (see the module docs).
    pub fn share_code(&self) -> String {
        let c = self.config();
        let mode = match c.mode() {
            Mode::Pvp => 'p',
            Mode::Computer => 'c',
        };
        let level = match c.level().as_str() {
            "easy" => 'e',
            "classic" => 'c',
            _ => 'x',
        };
        let seat = match c.computer_seat() {
            Some(crate::cards::Seat::P1) => '1',
            _ => '2',
        };
        let rule = match c.first_rule() {
            FirstRule::P1 => '1',
            FirstRule::Alternate => 'a',
        };
        let moves: String = self
            .duel()
            .log()
            .iter()
            .map(|a| match a {
                Action::Take(_) => 't',
                Action::Stand(_) => 's',
                Action::NextRound => 'n',
            })
            .collect();
        match self.duel().seed() {
            Some(seed) => format!("21.1.{seed}.{mode}{level}{seat}{rule}.{moves}"),
            None => {
                let deck: String = self
                    .duel()
                    .deck()
                    .order()
                    .iter()
                    .map(|&c| letter(c))
                    .collect();
                format!("21.2.{deck}.{mode}{level}{seat}{rule}.{moves}")
            }
        }
    }

    /// A session from a share code, validated like a save.
    ///
    /// # Errors
    /// Text that is not a share code, settings or moves that are not valid,
    /// or anything a save of the same match would be refused for.
    ///
    /// ```
    /// use duel21::duel::{ConfigInput, Session, SessionConfig};
    /// use duel21::Seed;
    /// let mut s = Session::new(SessionConfig::new(&ConfigInput::default()).unwrap(), Seed(42));
    /// s.stand().unwrap();
    /// let code = s.share_code();
    /// assert!(code.starts_with("21.1.42."));
    /// assert_eq!(Session::from_share_code(&code).unwrap().duel(), s.duel());
    /// assert!(Session::from_share_code("21.1.42.pc1a.x").is_err());
    /// ```
    pub fn from_share_code(code: &str) -> Result<Session, SessionError> {
        if code.chars().count() > MAX_SHARE_CHARS {
            return Err(refused(Refusal::TooLong));
        }
        let parts: Vec<&str> = code.trim().split('.').collect();
        let [game, version, seed, settings, moves] = parts[..] else {
            return Err(refused(Damage::NotFiveParts.into()));
        };
        if game != "21" || !(version == "1" || version == "2") {
            return Err(refused(Refusal::NotThisVersion));
        }
        let dealt = version == "2";
        let (seed, deck) = if dealt {
            (Seed(0), Some(deck_of(seed)?))
        } else {
            // A seed of digits past the largest is said to be out of range
            // (with the range), not "not a number".
            let seed: Seed = seed.parse().map_err(|e| {
                refused(match e {
                    too_large @ Refusal::SeedTooLarge { .. } => too_large,
                    _ => Damage::LinkSeedNotNumber.into(),
                })
            })?;
            (seed, None)
        };
        let &[mode, level, seat, rule] = settings.as_bytes() else {
            return Err(refused(Damage::LinkSettingsNotFour.into()));
        };
        let pick = |c: u8, options: &[(u8, &str)]| {
            options
                .iter()
                .find(|(k, _)| *k == c)
                .map(|(_, v)| Some(v.to_string()))
                .ok_or_else(|| refused(Damage::LinkSettingsInvalid.into()))
        };
        let input = ConfigInput {
            mode: pick(mode, &[(b'p', "pvp"), (b'c', "computer")])?,
            level: pick(
                level,
                &[(b'e', "easy"), (b'c', "classic"), (b'x', "expert")],
            )?,
            computer_seat: pick(seat, &[(b'1', "p1"), (b'2', "p2")])?,
            first_rule: pick(rule, &[(b'1', "p1"), (b'a', "alternate")])?,
            names: None,
            seed: (!dealt).then(|| seed.to_string()),
            refused: None,
        };
        let config = SessionConfig::new(&input).map_err(SessionError::Config)?;
        if dealt && config.mode() != Mode::Pvp {
            return Err(refused(Damage::LinkDealtNotPvp.into()));
        }
        // Seats follow from the rules: replay to know who moves each time.
        let mut duel = match deck {
            Some(deck) => Duel::with_deck(deck, config.first_rule()),
            None => Duel::new(seed.0, config.first_rule()),
        };
        for (i, m) in moves.chars().enumerate() {
            let action = match (m, duel.to_move()) {
                ('n', _) => Action::NextRound,
                ('t', Some(seat)) => Action::Take(seat),
                ('s', Some(seat)) => Action::Stand(seat),
                ('t' | 's', None) => {
                    return Err(refused(Damage::MoveWhenNobody { n: i + 1 }.into()))
                }
                _ => return Err(refused(Damage::MoveNotTsn { n: i + 1 }.into())),
            };
            duel.play(action).map_err(|e| {
                refused(
                    Refusal::from(e)
                        .within(|because| Damage::LinkMoveIllegal { n: i + 1, because }),
                )
            })?;
        }
        if dealt {
            return Ok(Session::dealt(config, duel));
        }
        Session::from_save(SessionSave {
            version: SESSION_SAVE_VERSION,
            config,
            duel: DuelSave {
                version: SAVE_VERSION,
                ..duel.to_save()
            },
        })
    }

    /// A match between two people on a deck dealt without a seed (an
    /// online match's cards, [`crate::duel::online`]), as its review shows
    /// it: `Session::from_save` refuses such a deck in a save (every match
    /// the page deals has a seed), so only a version-2 share code and an
    /// online match make one.
    ///
    /// # Panics
    /// Never for a PvP config (debug builds check it).
    pub fn dealt(config: SessionConfig, duel: Duel) -> Session {
        debug_assert_eq!(config.mode(), Mode::Pvp);
        Session::from_parts(config, duel)
    }

    /// The match as it stood after its first `step` actions (the review's
    /// replay): same settings and deck, the later moves not yet played.
    ///
    /// # Errors
    /// A step past the last action.
    pub fn at_step(&self, step: usize) -> Result<Session, SessionError> {
        let mut save = self.to_save();
        if step > save.duel.actions.len() {
            return Err(SessionError::Save(Refusal::NoStep {
                steps: save.duel.actions.len(),
                step,
            }));
        }
        save.duel.actions.truncate(step);
        if self.duel().seed().is_none() {
            // A match dealt without a seed (an online match, a version-2
            // link) replays on its own cards: `from_save` refuses such a deck.
            let duel = Duel::from_save(&save.duel)?;
            return Ok(Session::dealt(save.config, duel));
        }
        Session::from_save(save)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::Phase;

    fn played(mode: &str, seed: u64) -> Session {
        let input = ConfigInput {
            mode: Some(mode.into()),
            level: Some("expert".into()),
            first_rule: Some("alternate".into()),
            ..ConfigInput::default()
        };
        let mut s = Session::new(SessionConfig::new(&input).unwrap(), Seed(seed));
        let mut turn = 0;
        while s.duel().phase() != Phase::MatchOver {
            if s.computer_to_move() {
                s.auto_step().unwrap();
            } else if s.duel().to_move().is_some() {
                turn += 1;
                if turn % 3 == 0 { s.stand() } else { s.take() }.unwrap();
            } else {
                s.next_round().unwrap();
            }
        }
        s
    }

    #[test]
    fn a_whole_match_round_trips_through_its_code() {
        for (mode, seed) in [("pvp", 3), ("computer", 42), ("computer", u64::MAX)] {
            let s = played(mode, seed);
            let code = s.share_code();
            assert!(code.len() < 200, "{code}");
            let back = Session::from_share_code(&code).unwrap();
            assert_eq!(back.duel(), s.duel());
            assert_eq!(back.config().mode(), s.config().mode());
            assert_eq!(back.share_code(), code);
        }
    }

    /// A PvP match on a deck dealt without a seed, played to its end.
    fn dealt_match() -> Session {
        let input = ConfigInput {
            mode: Some("pvp".into()),
            ..ConfigInput::default()
        };
        let config = SessionConfig::new(&input).unwrap();
        let cards: Vec<Card> = (0..52)
            .rev()
            .map(|i| Card::from_index((i * 7) % 52).unwrap())
            .collect();
        let mut duel = Duel::with_deck(Deck::stacked(&cards).unwrap(), config.first_rule());
        while let Some(action) = duel.legal_actions().first().copied() {
            let action = match (action, duel.to_move()) {
                (Action::Take(seat), _) if duel.round().hand(seat).total() >= 15 => {
                    Action::Stand(seat)
                }
                (a, _) => a,
            };
            duel.play(action).unwrap();
        }
        Session::dealt(config, duel)
    }

    #[test]
    fn a_match_dealt_without_a_seed_carries_its_cards() {
        let s = dealt_match();
        assert_eq!(s.duel().phase(), crate::duel::Phase::MatchOver);
        let code = s.share_code();
        assert!(code.starts_with("21.2."), "{code}");
        assert!(code.len() < MAX_SHARE_CHARS, "{} characters", code.len());
        let back = Session::from_share_code(&code).unwrap();
        assert_eq!(back.duel(), s.duel());
        assert_eq!(back.duel().deck().order(), s.duel().deck().order());
        assert_eq!(back.share_code(), code);
        // A seeded match keeps its version-1 code.
        assert!(played("pvp", 5).share_code().starts_with("21.1."));
    }

    #[test]
    fn a_seed_out_of_range_is_said_so_with_its_range() {
        let refusal = |code: &str| match Session::from_share_code(code) {
            Err(SessionError::Save(r)) => r,
            other => panic!("{code}: {other:?}"),
        };
        assert_eq!(
            refusal("21.1.18446744073709551616.pc1a.s"),
            Refusal::LinkDamaged {
                detail: Refusal::SeedTooLarge {
                    quote: "18446744073709551616".into(),
                    limit: u64::MAX,
                }
                .to_string()
            }
        );
        assert_eq!(
            refusal("21.1.4x.pc1a.s"),
            Refusal::LinkDamaged {
                detail: Damage::LinkSeedNotNumber.to_string()
            }
        );
    }

    #[test]
    fn a_damaged_dealt_code_is_refused() {
        let code = dealt_match().share_code();
        let parts: Vec<&str> = code.split('.').collect();
        let with_deck = |deck: &str| format!("21.2.{deck}.{}.{}", parts[3], parts[4]);
        let cases = [
            (with_deck(&parts[2][..51]), "not 52 cards"),
            (
                with_deck(&format!("{}A", &parts[2][..51]).replace(&parts[2][..1], "A")),
                "repeats a card",
            ),
            (
                with_deck(&parts[2].replacen(&parts[2][..1], "1", 1)),
                "not letters",
            ),
            (
                format!("21.2.{}.cx2a.{}", parts[2], parts[4]),
                "between two people",
            ),
            (
                format!("21.2.{}.{}.{}t", parts[2], parts[3], parts[4]),
                "move",
            ),
            (
                format!("21.3.{}.{}.{}", parts[2], parts[3], parts[4]),
                "this version",
            ),
        ];
        for (text, why) in cases {
            let e = Session::from_share_code(&text).unwrap_err().to_string();
            assert!(e.contains(why), "{text}: {e} should say {why}");
        }
    }

    #[test]
    fn damaged_codes_are_refused_with_a_message() {
        let code = played("pvp", 5).share_code();
        let cut = &code[..code.len() - 3];
        let bad = [
            "",
            "hello",
            "24.1.42.p11a.t",
            "21.2.42.p11a.t",
            "21.1.x.p11a.t",
            "21.1.42.q11a.t",
            "21.1.42.p11.t",
            "21.1.42.p11a.tq",
            cut,
            &code.replace("n", "t"),
        ];
        for text in bad {
            if text == cut {
                // A match cut short is still a match (unfinished): it loads.
                assert!(Session::from_share_code(text).is_ok());
                continue;
            }
            // Damage, or a link of another game or version (said as such).
            let e = Session::from_share_code(text).unwrap_err().to_string();
            assert!(
                e.contains("damaged") || e.contains("of this version"),
                "{text}: {e}"
            );
        }
        let long = format!("{code}{}", "t".repeat(MAX_SHARE_CHARS));
        assert!(Session::from_share_code(&long)
            .unwrap_err()
            .to_string()
            .contains("too long"));
    }

    #[test]
    fn a_dealt_match_replays_at_every_step() {
        let s = dealt_match();
        let n = s.duel().log().len();
        assert_eq!(s.at_step(n).unwrap(), s);
        for step in 0..n {
            let at = s.at_step(step).unwrap();
            assert_eq!(at.duel().log(), &s.duel().log()[..step]);
            assert_eq!(at.duel().deck().order(), s.duel().deck().order());
            assert_eq!(at.duel().seed(), None);
        }
        assert!(s.at_step(n + 1).is_err());
    }

    #[test]
    fn a_dealt_match_is_read_to_learn_from_but_not_to_resume() {
        let s = dealt_match();
        let text = s.save_json();
        let back = Session::load_dealt_json(&text).unwrap();
        assert_eq!(back, s);
        // The table's loader still refuses a deck without a seed.
        let e = Session::load_json(&text).unwrap_err().to_string();
        assert!(
            e.ends_with("its deck has no seed, and every match the page deals has one"),
            "{e}"
        );
        // A seeded save reads the same either way.
        let seeded = played("pvp", 5);
        assert_eq!(
            Session::load_dealt_json(&seeded.save_json()).unwrap(),
            seeded
        );
        // A vs-Computer match must come with its seed.
        let computer = text.replace("\"pvp\"", "\"computer\"");
        assert_ne!(computer, text);
        assert!(Session::load_dealt_json(&computer).is_err());
        assert!(Session::load_dealt_json("{").is_err());
    }

    #[test]
    fn at_step_replays_the_first_moves_only() {
        let s = played("pvp", 9);
        let n = s.duel().log().len();
        assert_eq!(s.at_step(n).unwrap(), s);
        let start = s.at_step(0).unwrap();
        assert!(start.duel().log().is_empty());
        assert_eq!(s.at_step(5).unwrap().duel().log(), &s.duel().log()[..5]);
        assert!(s.at_step(n + 1).is_err());
    }
}
