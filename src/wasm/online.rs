//! `OnlineGame`: one device's side of an online 21点 match (see
//! `duel::online`) for the page, and the QR code of an invitation. Every
//! argument is text — a message from the other device, a sync point, a
//! save, a random value the page drew from `crypto.getRandomValues` — its
//! length checked (`JsString::length`) before it is copied, then read by
//! the core's one reader; what goes back is a message's text (sent as it
//! is) or a plain object through serde-wasm-bindgen. The WebRTC connection
//! itself is the page's (`www/online/rtc.js`).
//!
//! The QR code is made by `qrcodegen`, the reference encoder, so the page
//! only draws squares.

use crate::cards::{Damage, Term};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{js_err, log_panics, text, time_arg, to_js, write_json, TextRefused};
use crate::cards::Refusal;
use crate::duel::online::peer::MAX_PEER_SAVE_BYTES;
use crate::duel::online::{Digest, Due, MessageError, Move, Peer, MAX_MESSAGE_BYTES};
use crate::duel::{DuelSnapshot, Outcome};
use crate::{FirstRule, Seat};

/// A text argument of at most `max` UTF-16 units, measured before it is
/// copied.
fn arg(value: &JsValue, max: usize, what: Term) -> Result<String, JsError> {
    text(value, u32::try_from(max).unwrap_or(u32::MAX)).map_err(|e| match e {
        TextRefused::NotText => js_err(Damage::ArgNotText { what }),
        TextRefused::TooLong(length) => js_err(Damage::ArgTooLong {
            what,
            length,
            limit: max,
        }),
    })
}

/// 64 hex digits of randomness from the page.
fn digest(value: &JsValue) -> Result<Digest, JsError> {
    arg(value, 64, Term::ArgRandom)?.parse().map_err(js_err)
}

/// A typed name, by the one name rule.
fn name(value: &JsValue) -> Result<String, JsError> {
    let raw = arg(value, 200, Term::ArgName)?;
    crate::cards::clean_name(&raw)
        .map(str::to_string)
        .map_err(|e| js_err(MessageError::Name(e)))
}

/// What the page draws: whose message is due, the names, the table, where
/// the record stands.
#[derive(Serialize)]
struct OnlineView<'a> {
    seat: Seat,
    due: Due,
    owes: bool,
    names: &'a [String; 2],
    table: Option<DuelSnapshot>,
    count: usize,
    hash: String,
    over: bool,
    /// The seat that claimed the match, when it ended so.
    claimed: Option<Seat>,
    /// The match's winner once it is over: this side's own claim counts,
    /// the other device's claim names none ([`Peer::winner`]).
    winner: Option<Outcome>,
    /// The score the summary shows ([`Peer::score`]): a claimed match's
    /// round in play is the claimant's.
    score: Option<OnlineScore>,
}

/// Rounds won per seat, draws, and the rounds counted.
#[derive(Serialize)]
struct OnlineScore {
    wins: [u32; 2],
    draws: u32,
    rounds: u32,
}

/// One side of an online match.
#[wasm_bindgen]
pub struct OnlineGame {
    peer: Peer,
}

#[wasm_bindgen]
impl OnlineGame {
    /// The host's side (player 1): `secret` is 64 hex digits of fresh
    /// randomness, `first` is `p1` or `alternate`.
    ///
    /// # Errors
    /// A secret that is not 64 hex digits, a bad rule or name.
    pub fn host(secret: &JsValue, name: &JsValue, first: &JsValue) -> Result<OnlineGame, JsError> {
        log_panics();
        let first: FirstRule = arg(first, 20, Term::ArgFirstRule)?
            .parse()
            .map_err(js_err)?;
        Ok(OnlineGame {
            peer: Peer::host(digest(secret)?, &self::name(name)?, first),
        })
    }

    /// The guest's side (player 2).
    ///
    /// # Errors
    /// As [`OnlineGame::host`].
    pub fn guest(secret: &JsValue, name: &JsValue) -> Result<OnlineGame, JsError> {
        log_panics();
        Ok(OnlineGame {
            peer: Peer::guest(digest(secret)?, &self::name(name)?),
        })
    }

    /// A side from its save text (untrusted: storage).
    ///
    /// # Errors
    /// Too long, unreadable, or any message in it refused.
    pub fn load(save: &JsValue) -> Result<OnlineGame, JsError> {
        log_panics();
        let save = arg(save, MAX_PEER_SAVE_BYTES, Term::ArgOnlineSave)?;
        Ok(OnlineGame {
            peer: Peer::load_json(&save).map_err(js_err)?,
        })
    }

    /// The save text (to keep after every message).
    pub fn save(&self) -> String {
        self.peer.save_json()
    }

    /// The view, as a plain object.
    ///
    /// # Errors
    /// None in practice (the view always serializes).
    pub fn view(&self) -> Result<JsValue, JsError> {
        let table = self.peer.table();
        to_js(&OnlineView {
            seat: self.peer.seat(),
            due: table.due(),
            owes: self.peer.owes().is_some(),
            names: table.names(),
            table: table.duel().map(DuelSnapshot::of),
            count: table.texts().len(),
            hash: table.hash().to_string(),
            over: self.peer.is_over(),
            claimed: self.peer.claimed(),
            winner: self.peer.winner(),
            score: self.peer.score().map(|t| OnlineScore {
                wins: t.wins,
                draws: t.draws,
                rounds: t.rounds(),
            }),
        })
    }

    /// What this side owes, as a word: `hello`, `move`, `rand`, `link`, or
    /// `""` (waiting, or over).
    pub fn owes(&self) -> String {
        match self.peer.owes() {
            Some(Due::Hello(_)) => "hello",
            Some(Due::Move(_)) => "move",
            Some(Due::Rand(_)) => "rand",
            Some(Due::Link(_)) => "link",
            _ => "",
        }
        .to_string()
    }

    /// How many ms the other device must stay silent before this side may
    /// claim the match, with the connection open (`connected`) or lost;
    /// `undefined` when no claim can be made now (a person may be thinking,
    /// the match is over). The page measures the wait, the engine decides.
    pub fn claim_wait(&self, connected: bool) -> Option<f64> {
        #[allow(clippy::cast_precision_loss)] // at most 120,000
        self.peer.claim_wait(connected).map(|ms| ms as f64)
    }

    /// Claims the match after the other device's silence of `waited_ms`:
    /// it ends here, won by this side.
    ///
    /// # Errors
    /// Nothing owed that allows a claim, or the wait is too short.
    pub fn claim(&mut self, waited_ms: f64, connected: bool) -> Result<(), JsError> {
        if !waited_ms.is_finite() || waited_ms < 0.0 {
            return Err(js_err(Damage::WaitNotMs));
        }
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        // checked above; saturates
        let waited = waited_ms as u64;
        self.peer.claim(waited, connected).map_err(js_err)
    }

    /// The other device says it claimed the match: it ends here as lost.
    pub fn friend_claimed(&mut self) {
        self.peer.friend_claimed();
    }

    /// This side's hello, as the message to send.
    ///
    /// # Errors
    /// It is not this side's hello now.
    pub fn hello(&mut self) -> Result<String, JsError> {
        self.peer.hello().map_err(js_err)
    }

    /// A move of this side (`take`, `stand`, `next`), as the message to send.
    ///
    /// # Errors
    /// Not a move word, not this side's move, or not legal now.
    pub fn play(&mut self, action: &JsValue) -> Result<String, JsError> {
        let action = arg(action, 10, Term::ArgMove)?;
        let mv = match action.as_str() {
            "take" => Move::Take,
            "stand" => Move::Stand,
            "next" => Move::Next,
            _ => {
                return Err(js_err(Damage::NotAMove {
                    quote: crate::cards::clip(&action),
                }))
            }
        };
        self.peer.play(mv).map_err(js_err)
    }

    /// The random value (64 hex digits) for the card this side receives.
    ///
    /// # Errors
    /// Not 64 hex digits, or no card is being drawn for this side.
    pub fn rand(&mut self, value: &JsValue) -> Result<String, JsError> {
        let value = digest(value)?;
        self.peer.rand(value).map_err(js_err)
    }

    /// This side's next chain link, as the message to send.
    ///
    /// # Errors
    /// No link is due from this side.
    pub fn link(&mut self) -> Result<String, JsError> {
        self.peer.link().map_err(js_err)
    }

    /// A message from the other device.
    ///
    /// # Errors
    /// Anything the protocol refuses, with the reason; nothing changes.
    pub fn receive(&mut self, message: &JsValue) -> Result<(), JsError> {
        let message = arg(message, MAX_MESSAGE_BYTES, Term::ArgMessage)?;
        self.peer.receive(&message).map(|_| ()).map_err(js_err)
    }

    /// Where this record stands, as JSON text, sent when a connection opens.
    pub fn sync_point(&self) -> String {
        serde_json::to_string(&self.peer.sync_point()).unwrap_or_default()
    }

    /// The messages the other side lacks, given its sync point text, as a
    /// list of message texts.
    ///
    /// # Errors
    /// Unreadable text, or records that differ (the match cannot resume).
    pub fn missing_for(&self, sync: &JsValue) -> Result<JsValue, JsError> {
        let theirs = Peer::read_sync(&arg(sync, 200, Term::ArgSync)?).map_err(js_err)?;
        to_js(&self.peer.missing_for(theirs).map_err(js_err)?)
    }

    /// This match's name in links: the first 16 hex digits of the transcript
    /// hash after the host's hello (`""` before it).
    pub fn match_id(&self) -> String {
        match self.peer.table().hash_at(1) {
            Some(h) => h.to_string().chars().take(16).collect(),
            None => String::new(),
        }
    }

    /// The transcript, one message per line (for `duel21 online verify`);
    /// a rematch's first line is its offer, naming the match before.
    pub fn transcript(&self) -> String {
        let texts = self.peer.table().texts().join("\n");
        match self.peer.after() {
            Some(after) => [serde_json::json!({ "after": after }).to_string(), texts].join("\n"),
            None => texts,
        }
    }

    /// This side's rematch offer (text to send) once its match is over.
    ///
    /// # Errors
    /// The match is not over, or it was claimed.
    pub fn rematch_offer(&self) -> Result<String, JsError> {
        self.peer.rematch_offer().map_err(js_err)
    }

    /// Checks the other device's rematch offer (untrusted text): it must
    /// name the match that ended here. Nothing changes.
    ///
    /// # Errors
    /// Too long, unreadable, another match's, or this match not over.
    pub fn check_rematch(&self, offer: &JsValue) -> Result<(), JsError> {
        let offer = arg(offer, 200, Term::ArgMessage)?;
        self.peer.check_rematch(&offer).map_err(js_err)
    }

    /// The rematch of the finished match: the same seats and names, a fresh
    /// chain from `secret` (64 hex digits of fresh randomness).
    ///
    /// # Errors
    /// A secret that is not 64 hex digits, a match not over or claimed.
    pub fn rematch(&self, secret: &JsValue) -> Result<OnlineGame, JsError> {
        Ok(OnlineGame {
            peer: self.peer.rematch(digest(secret)?).map_err(js_err)?,
        })
    }

    /// The match as a review link's code: its cards as dealt (a version-2
    /// share code, `duel::share`), not a seed, for there is none.
    ///
    /// # Errors
    /// Before the first deal.
    pub fn share_code(&self) -> Result<String, JsError> {
        let table = self.peer.table();
        let duel = table.duel().ok_or_else(|| js_err(Refusal::NotDealt))?;
        let input = crate::duel::ConfigInput {
            mode: Some("pvp".into()),
            first_rule: Some(table.first_rule().as_str().into()),
            ..crate::duel::ConfigInput::default()
        };
        let config = crate::duel::SessionConfig::new(&input).map_err(js_err)?;
        Ok(crate::duel::Session::dealt(config, duel.clone()).share_code())
    }

    /// The statistics entry of the finished match, from this device's side
    /// and against the friend's name (`unnamed`, the page's word, when they
    /// gave none), finished at `at` (ms since 1970): the text `Stats21.add`
    /// takes. Its id is `online-` and the match's id, so the same match
    /// counted twice (a reload) is one entry.
    ///
    /// # Errors
    /// The match is not over; a time or word that is not sane.
    pub fn stats_entry(&self, at: &JsValue, unnamed: &JsValue) -> Result<String, JsError> {
        let at = time_arg(at, Term::WordFinishTime)?;
        let unnamed = arg(unnamed, 200, Term::ArgName)?;
        let table = self.peer.table();
        let duel = table
            .duel()
            .ok_or_else(|| js_err(crate::duel::stats::StatsError::NotOver))?;
        let seat = self.peer.seat();
        let friend = &table.names()[seat.other().index()];
        let id = format!("online-{}", self.match_id());
        let entry = match self.peer.claimed() {
            Some(by) => crate::duel::stats::MatchEntry::online_claimed(
                duel, seat, by, friend, &unnamed, &id, at,
            ),
            None => crate::duel::stats::MatchEntry::online(duel, seat, friend, &unnamed, &id, at),
        }
        .map_err(js_err)?;
        write_json(&entry)
    }
}

/// The QR code of `link` (an invitation or reply link) as rows of `0`/`1`
/// separated by newlines, at the lowest error correction (the smallest code).
///
/// # Errors
/// Not text, or too long for any QR code.
#[wasm_bindgen(js_name = qrRows)]
pub fn qr_rows(link: &JsValue) -> Result<String, JsError> {
    let link = arg(link, 2900, Term::ArgLink)?;
    let qr = qrcodegen::QrCode::encode_text(&link, qrcodegen::QrCodeEcc::Low)
        .map_err(|_| js_err(Refusal::QrTooLong))?;
    let n = qr.size();
    let mut out = String::with_capacity(((n + 1) * n) as usize);
    for y in 0..n {
        if y > 0 {
            out.push('\n');
        }
        for x in 0..n {
            out.push(if qr.get_module(x, y) { '1' } else { '0' });
        }
    }
    Ok(out)
}
