//! A played session of the Twenty-One Duel as the page runs it: the menu's
//! choices (mode, Auto level, seats, first-player rule, names, seed), the
//! match, and who sits at which seat (hot-seat for two people, or a person
//! against the Auto player).
//!
//! This module owns the split between people and the Auto player: a human
//! intent on the computer's turn is refused, and [`Session::auto_step`] makes
//! exactly one Auto decision from what the computer's seat may see
//! ([`Duel::view`]). Legality stays with [`Duel::play`]; the saved form is the
//! config plus the duel's own save, validated by [`Duel::from_save`].

use crate::cards::Damage;
use std::fmt;

use serde::Serialize;

use crate::cards::{CardView, Level, Refusal, Seat, Seed};
use crate::duel::ai::{auto_move, explain, AutoPlayer, Choice, ExpertRound, Explanation, Reason};
use crate::duel::save::{SaveError, SessionSave, SESSION_SAVE_VERSION};
use crate::duel::settings::{ConfigError, Mode, SessionConfig};
use crate::duel::snapshot::DuelSnapshot;
use crate::duel::{Action, Duel, Event, RuleError};

/// Why a session refuses an intent or a save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionError {
    /// The config is not valid.
    Config(ConfigError),
    /// The rules refuse the action.
    Rule(RuleError),
    /// A person tried to act on the Auto player's turn.
    ComputerTurn(Seat),
    /// The Auto player was asked to move when it is not its turn.
    NotComputerTurn,
    /// Nobody may take or stand now (the round is decided).
    NobodyToMove,
    /// The saved session does not load.
    Save(Refusal),
}

impl fmt::Display for SessionError {
    /// The refusal's English ([`crate::cards::Refusal`]), written once there.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&crate::cards::Refusal::from(self.clone()), f)
    }
}

impl std::error::Error for SessionError {}

impl From<SessionError> for crate::cards::Refusal {
    fn from(e: SessionError) -> crate::cards::Refusal {
        use crate::cards::Refusal as R;
        match e {
            SessionError::Config(e) => R::from(e).in_settings(),
            SessionError::Rule(e) => e.into(),
            SessionError::ComputerTurn(s) => R::ComputerTurn {
                seat: crate::duel::game::seat_number(s),
            },
            SessionError::NotComputerTurn => R::NotComputerTurn,
            SessionError::NobodyToMove => R::NobodyToMove,
            SessionError::Save(e) => e,
        }
    }
}

impl From<RuleError> for SessionError {
    fn from(e: RuleError) -> SessionError {
        SessionError::Rule(e)
    }
}

impl From<ConfigError> for SessionError {
    fn from(e: ConfigError) -> SessionError {
        SessionError::Config(e)
    }
}

impl From<SaveError> for SessionError {
    fn from(e: SaveError) -> SessionError {
        SessionError::Save(e.into())
    }
}

/// One move of the Auto player, with its reason.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AutoMove {
    /// The seat that moved.
    pub seat: Seat,
    /// The action in notation (`p2 take`).
    pub action: Action,
    /// Take or Stand.
    pub choice: Choice,
    /// Why (numbers included, for a one-line reason in either language).
    pub reason: Reason,
    /// The card taken, if it took one.
    pub card: Option<CardView>,
}

/// A match in progress with its players.
///
/// ```
/// use duel21::duel::{ConfigInput, Session, SessionConfig};
/// use duel21::Seed;
/// let input = ConfigInput { mode: Some("computer".into()), computer_seat: Some("p1".into()), ..Default::default() };
/// let mut s = Session::new(SessionConfig::new(&input).unwrap(), Seed(42));
/// // The computer sits first: a person may not act, the Auto player may.
/// if s.snapshot().computer_turn {
///     assert!(s.take().is_err());
///     let step = s.auto_step().unwrap();
///     assert_eq!(step.seat, duel21::Seat::P1);
/// }
/// let text = s.save_json();
/// assert_eq!(Session::load_json(&text).unwrap(), s);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    config: SessionConfig,
    duel: Duel,
}

impl Session {
    /// A new match with `config`, on the config's seed or else `fallback`
    /// (the caller draws it, e.g. with [`Seed::random`], so this stays pure).
    pub fn new(config: SessionConfig, fallback: Seed) -> Session {
        let seed = config.seed().unwrap_or(fallback);
        let duel = Duel::new(seed.0, config.first_rule());
        Session { config, duel }
    }

    /// A session of `config` and `duel` as they are (see [`Session::dealt`]).
    pub(crate) fn from_parts(config: SessionConfig, duel: Duel) -> Session {
        Session { config, duel }
    }

    /// The same players and settings on the same deck, from the start.
    pub fn rematch(&self) -> Session {
        let mut save = self.duel.to_save();
        save.actions.clear();
        // The deck already loaded once, so it loads again; keep the match if not.
        let duel = Duel::from_save(&save).unwrap_or_else(|_| self.duel.clone());
        Session {
            config: self.config.clone(),
            duel,
        }
    }

    /// The config.
    pub fn config(&self) -> &SessionConfig {
        &self.config
    }

    /// The match.
    pub fn duel(&self) -> &Duel {
        &self.duel
    }

    /// Whether it is the Auto player's turn.
    pub fn computer_to_move(&self) -> bool {
        self.duel
            .to_move()
            .is_some_and(|s| self.config.is_computer(s))
    }

    /// The seat a person may act for now.
    fn human_seat_to_move(&self) -> Result<Seat, SessionError> {
        let seat = self.duel.to_move().ok_or_else(|| match self.duel.phase() {
            crate::duel::Phase::MatchOver => SessionError::Rule(RuleError::MatchOver),
            _ => SessionError::NobodyToMove,
        })?;
        if self.config.is_computer(seat) {
            return Err(SessionError::ComputerTurn(seat));
        }
        Ok(seat)
    }

    /// The person to move takes a card.
    ///
    /// # Errors
    /// Nobody may draw, or it is the computer's turn; the match is unchanged.
    pub fn take(&mut self) -> Result<Event, SessionError> {
        let seat = self.human_seat_to_move()?;
        Ok(self.duel.play(Action::Take(seat))?)
    }

    /// The person to move stands.
    ///
    /// # Errors
    /// As [`Session::take`].
    pub fn stand(&mut self) -> Result<Event, SessionError> {
        let seat = self.human_seat_to_move()?;
        Ok(self.duel.play(Action::Stand(seat))?)
    }

    /// Deals the next round.
    ///
    /// # Errors
    /// The round is still being played, or the match is over.
    pub fn next_round(&mut self) -> Result<Event, SessionError> {
        Ok(self.duel.play(Action::NextRound)?)
    }

    /// One decision of the Auto player, played.
    ///
    /// # Errors
    /// It is not the computer's turn; the match is unchanged.
    pub fn auto_step(&mut self) -> Result<AutoMove, SessionError> {
        let seat = match self.duel.to_move() {
            Some(s) if self.config.is_computer(s) => s,
            _ => return Err(SessionError::NotComputerTurn),
        };
        let (action, decision) =
            auto_move(&self.duel, self.config.level()).ok_or(SessionError::NotComputerTurn)?;
        let event = self.duel.play(action)?;
        let card = match event {
            Event::Took(_, c) => Some(CardView::from(c)),
            _ => None,
        };
        Ok(AutoMove {
            seat,
            action,
            choice: decision.choice,
            reason: decision.reason,
            card,
        })
    }

    /// The seat the coach explains: the seat to move, else the person's seat
    /// (vs Computer) or P1.
    pub fn coach_seat(&self) -> Seat {
        self.duel
            .to_move()
            .or_else(|| self.config.computer_seat().map(Seat::other))
            .unwrap_or(Seat::P1)
    }

    /// The coach panel's numbers for [`Session::coach_seat`].
    pub fn explain(&self) -> Explanation {
        explain(&self.duel.view(self.coach_seat()))
    }

    /// The session as a save.
    pub fn to_save(&self) -> SessionSave {
        SessionSave {
            version: SESSION_SAVE_VERSION,
            config: self.config.clone(),
            duel: self.duel.to_save(),
        }
    }

    /// The session as JSON text.
    pub fn save_json(&self) -> String {
        crate::cards::save::write(&self.to_save())
    }

    /// A session from save text, validating everything: the config, every
    /// move, and that the page itself could have played this match.
    ///
    /// Saves describe only reachable matches:
    /// - The deck comes with its seed. The page deals every match from one
    ///   (the menu's seed, else [`Seed::random`] through [`Session::new`])
    ///   and saves it, so a save without a seed is refused outright, even
    ///   when its deck happens to be a seed's shuffle: without the seed that
    ///   cannot be checked, and a deck stacked by hand looks just the same.
    /// - In a vs-Computer match every move on the computer's turn is the
    ///   Auto player's choice at that point. The levels are deterministic,
    ///   so replaying the save asks the level again at each of its turns (an
    ///   Expert decision costs at most a few ms) and refuses a move that
    ///   differs, whatever the edit was: the move itself, the mode (a PvP
    ///   match relabelled vs Computer), the level or the computer's seat.
    ///
    /// # Errors
    /// Text that is not a session save, a config that is not valid, a match
    /// that does not replay, a config that disagrees with the match, a deck
    /// without a seed, or a computer move the Auto player would not make.
    pub fn load_json(text: &str) -> Result<Session, SessionError> {
        Session::from_save(Session::read_save(text)?)
    }

    /// The save in `text`, read (not yet replayed).
    fn read_save(text: &str) -> Result<SessionSave, SessionError> {
        crate::cards::save::read(text).map_err(|e| {
            SessionError::Save(
                Refusal::from(e).within(|detail| Refusal::SavedMatchDamaged { detail }),
            )
        })
    }

    /// A match to learn from, from the save text its review gives
    /// (`Game.save()`): as [`Session::load_json`], except that a match
    /// between two people dealt without a seed (an online match, a
    /// version-2 share link: [`Session::dealt`]) is replayed on its own
    /// cards, for such a match has no seed to check them against.
    ///
    /// # Errors
    /// As [`Session::load_json`]; a match without a seed is refused unless
    /// it is between two people and its settings ask for no seed.
    pub fn load_dealt_json(text: &str) -> Result<Session, SessionError> {
        Session::replay(Session::read_save(text)?, true)
    }

    /// A session from its stored form, validating everything (config and
    /// moves), as [`Session::load_json`] does after reading the text.
    ///
    /// # Errors
    /// A config that is not valid, a match that does not replay, or a config
    /// that disagrees with the match.
    pub fn from_save(save: SessionSave) -> Result<Session, SessionError> {
        Session::replay(save, false)
    }

    /// [`Session::from_save`]; with `dealt`, a match between two people
    /// whose deck and settings have no seed is replayed on its own cards
    /// ([`Session::load_dealt_json`]) instead of refused.
    fn replay(save: SessionSave, dealt: bool) -> Result<Session, SessionError> {
        let damaged = |why: Refusal| {
            SessionError::Save(why.within(|detail| Refusal::SavedMatchDamaged { detail }))
        };
        if save.version != SESSION_SAVE_VERSION {
            return Err(damaged(Refusal::VersionUnsupported {
                version: save.version,
            }));
        }
        if save.duel.first != save.config.first_rule() {
            return Err(damaged(Damage::SettingsDisagree.into()));
        }
        let config = &save.config;
        if dealt
            && save.duel.seed.is_none()
            && config.mode() == Mode::Pvp
            && config.seed().is_none()
        {
            let duel = Duel::from_save(&save.duel)?;
            return Ok(Session::dealt(save.config, duel));
        }
        if save.duel.seed.is_none() {
            return Err(match config.seed() {
                Some(asked) => damaged(Damage::SeedAskedNone { asked: asked.0 }.into()),
                None => SaveError::NoSeed.into(),
            });
        }
        let duel = Duel::replay_save(&save.duel, |duel, index, action| {
            let computer = duel.to_move().filter(|&seat| config.is_computer(seat));
            let Some((auto, decision)) = computer.and_then(|_| auto_move(duel, config.level()))
            else {
                return Ok(());
            };
            // A save written while Expert played for the round alone (its
            // moves are the round-only Expert's) still loads: the two agree
            // on most decisions, and a tampered move is still refused.
            let earlier = config.level() == Level::Expert
                && computer.is_some_and(|seat| {
                    ExpertRound.choose(&duel.view(seat)).action(seat) == action
                });
            // An illegal move is left for the rules to name.
            if action != auto && !earlier && duel.legal_actions().contains(&action) {
                return Err(SaveError::NotAutoMove {
                    index,
                    action,
                    level: config.level(),
                    choice: decision.choice,
                });
            }
            Ok(())
        })?;
        if let Some(asked) = config.seed() {
            if duel.seed() != Some(asked.0) {
                return Err(damaged(match duel.seed() {
                    Some(dealt) => Damage::SeedAskedOther {
                        asked: asked.0,
                        dealt,
                    }
                    .into(),
                    None => Damage::SeedAskedNone { asked: asked.0 }.into(),
                }));
            }
        }
        Ok(Session {
            config: save.config,
            duel,
        })
    }

    /// The table as the page draws it.
    pub fn snapshot(&self) -> SessionSnapshot {
        let table = DuelSnapshot::of(&self.duel);
        let computer = Seat::BOTH.map(|s| self.config.is_computer(s));
        let computer_turn = self.computer_to_move();
        let human_turn = self.duel.to_move().is_some() && !computer_turn;
        SessionSnapshot {
            game: "21",
            mode: self.config.mode(),
            level: self.config.level(),
            names: self.config.names().clone(),
            computer,
            human_turn,
            computer_turn,
            can_take: human_turn,
            can_stand: human_turn,
            can_next: self.duel.legal_actions().contains(&Action::NextRound),
            table,
        }
    }
}

/// Everything the page draws: the duel's snapshot plus who plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SessionSnapshot {
    /// The game: `"21"` (the menu's selector may offer others).
    pub game: &'static str,
    /// PvP or vs Computer.
    pub mode: Mode,
    /// The Auto player's level.
    pub level: Level,
    /// Names of P1 and P2.
    pub names: [String; 2],
    /// Which seats the Auto player holds.
    pub computer: [bool; 2],
    /// A person is to take or stand now.
    pub human_turn: bool,
    /// The Auto player is to move now (call `auto_step`).
    pub computer_turn: bool,
    /// The Take button is live.
    pub can_take: bool,
    /// The Stand button is live.
    pub can_stand: bool,
    /// The next round may be dealt.
    pub can_next: bool,
    /// The table itself.
    #[serde(flatten)]
    pub table: DuelSnapshot,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::settings::ConfigInput;
    use crate::duel::Phase;

    fn input(mode: &str) -> ConfigInput {
        ConfigInput {
            mode: Some(mode.into()),
            ..ConfigInput::default()
        }
    }

    fn session(input: &ConfigInput, seed: u64) -> Session {
        Session::new(SessionConfig::new(input).unwrap(), Seed(seed))
    }

    #[test]
    fn pvp_plays_to_the_end_and_refuses_auto() {
        let mut s = session(&input("pvp"), 3);
        assert_eq!(s.auto_step(), Err(SessionError::NotComputerTurn));
        while s.duel().phase() != Phase::MatchOver {
            let snap = s.snapshot();
            assert!(!snap.computer_turn);
            if snap.can_next {
                s.next_round().unwrap();
            } else if snap.table.seats.iter().any(|v| v.total < 15 && v.may_draw) {
                s.take().unwrap();
            } else {
                s.stand().unwrap();
            }
        }
        assert!(s.take().is_err());
        assert!(s.snapshot().table.winner.is_some());
    }

    #[test]
    fn humans_wait_for_the_computer_at_every_level() {
        for level in Level::ALL {
            for seat in ["p1", "p2"] {
                let cfg = ConfigInput {
                    level: Some(level.to_string()),
                    computer_seat: Some(seat.into()),
                    first_rule: Some("alternate".into()),
                    ..input("computer")
                };
                let mut s = session(&cfg, 11);
                let mut auto_moves = 0;
                while s.duel().phase() != Phase::MatchOver {
                    let snap = s.snapshot();
                    if snap.computer_turn {
                        let before = s.clone();
                        assert!(matches!(s.take(), Err(SessionError::ComputerTurn(_))));
                        assert!(s.stand().is_err());
                        assert_eq!(s, before, "a refused intent changes nothing");
                        let m = s.auto_step().unwrap();
                        assert_eq!(m.choice == Choice::Take, m.card.is_some());
                        auto_moves += 1;
                    } else if snap.can_next {
                        assert!(s.auto_step().is_err());
                        s.next_round().unwrap();
                    } else {
                        assert!(snap.human_turn && snap.can_take);
                        assert!(s.auto_step().is_err());
                        s.stand().unwrap();
                    }
                }
                assert!(auto_moves > 0, "{level} {seat}");
            }
        }
    }

    #[test]
    fn save_round_trips_and_rejects_tampering() {
        let cfg = ConfigInput {
            names: Some(vec!["Ann".into(), "Bo".into()]),
            ..input("computer")
        };
        let mut s = session(&cfg, 42);
        s.take().ok();
        let text = s.save_json();
        let back = Session::load_json(&text).unwrap();
        assert_eq!(back, s);
        assert_eq!(back.snapshot(), s.snapshot());
        let tampered = [
            "",
            "{}",
            "not json",
            &text.replace("\"version\":1", "\"version\":9"),
            &text.replace("\"computer\"", "\"robot\""),
            &text.replace("Ann", &"A".repeat(40)),
            // The deck's rule no longer the settings' (the default: alternate).
            &text.replace("\"first\":\"alternate\"", "\"first\":\"p1_always\""),
            &text.replace("take", "stand\",\"p1 stand"),
        ];
        for t in tampered {
            let e = Session::load_json(t).unwrap_err();
            assert!(!e.to_string().is_empty(), "{t}");
        }
    }

    #[test]
    fn a_save_whose_settings_and_deck_name_different_seeds_is_refused() {
        let cfg = ConfigInput {
            seed: Some("42".into()),
            ..input("computer")
        };
        let s = session(&cfg, 0);
        let text = s.save_json();
        assert_eq!(Session::load_json(&text).unwrap(), s);
        // The settings claim seed 43; the deck (valid) was dealt from 42.
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        v["config"]["seed"] = "43".into();
        let claims_43 = v.to_string();
        let e = Session::load_json(&claims_43).unwrap_err().to_string();
        assert_eq!(
            e,
            "the saved match is damaged: its settings ask for seed 43 but its deck was dealt \
             from seed 42"
        );
        // A deck saved without its seed does not satisfy settings that name one.
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        v["duel"].as_object_mut().unwrap().remove("seed");
        let e = Session::load_json(&v.to_string()).unwrap_err().to_string();
        assert!(
            e.ends_with("its settings ask for seed 42 but its deck has no seed"),
            "{e}"
        );
        // Without a seed in the settings (a random deal), the deck's own seed stands.
        let random = session(&input("pvp"), 9);
        assert_eq!(Session::load_json(&random.save_json()).unwrap(), random);
    }

    #[test]
    fn snapshot_holds_what_the_page_draws() {
        let cfg = ConfigInput {
            names: Some(vec!["Ann".into()]),
            ..input("computer")
        };
        let json = serde_json::to_value(session(&cfg, 42).snapshot()).unwrap();
        for key in [
            "game",
            "mode",
            "level",
            "names",
            "computer",
            "human_turn",
            "computer_turn",
            "can_take",
            "can_stand",
            "can_next",
            "seed",
            "phase",
            "round",
            "to_move",
            "seats",
            "cards_left",
            "legal",
            "tally",
            "history",
            "winner",
        ] {
            assert!(json.get(key).is_some(), "snapshot lacks {key}");
        }
        assert_eq!(json["names"], serde_json::json!(["Ann", "Computer"]));
        assert_eq!(json["computer"], serde_json::json!([false, true]));
        assert_eq!(json["mode"], "computer");
        assert_eq!(json["seed"], "42");
        let seat = &json["seats"][0];
        for key in ["cards", "total", "soft", "bust", "stood", "may_draw"] {
            assert!(seat.get(key).is_some(), "seat lacks {key}");
        }
    }

    #[test]
    fn rematch_deals_the_same_cards() {
        let mut s = session(&input("pvp"), 5);
        let first = s.snapshot().table.seats.clone();
        s.stand().unwrap();
        let r = s.rematch();
        assert_eq!(r.snapshot().table.seats, first);
        assert!(r.duel().log().is_empty());
    }

    #[test]
    fn explains_the_seat_to_move() {
        let mut s = session(&input("computer"), 8);
        let e = s.explain();
        assert_eq!(e.seat, s.duel().to_move().unwrap_or(Seat::P1));
        while s.duel().to_move().is_some() {
            if s.computer_to_move() {
                s.auto_step().unwrap();
            } else {
                s.stand().unwrap();
            }
        }
        let e = s.explain();
        assert_eq!(e.seat, Seat::P1);
        assert!(!e.my_turn);
    }
}
