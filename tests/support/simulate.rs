//! Two honest peers, both Auto players, playing one online match through
//! the protocol: the text of every message crosses from one [`Peer`] to the
//! other exactly as it would over the data channel.
//!
//! A test oracle (`tests/duel_online.rs` plays a thousand matches with it),
//! so it lives with the tests; `duel21 online simulate` (a transcript for
//! `online verify`, by hand) includes this file as it is from
//! `src/cli/online.rs`: one copy, which both use.

use rand::{RngCore, SeedableRng};

use duel21::cards::{ChaCha8, Level, Seat};
use duel21::duel::ai::auto_move;
use duel21::duel::online::{Digest, Due, MessageError, Move, Peer};
use duel21::duel::{Action, FirstRule};

/// The random values one simulated match draws from: every chain secret and
/// every draw's value come from a ChaCha8 stream seeded with `seed`.
pub struct Randomness(ChaCha8);

impl Randomness {
    /// The stream of `seed`.
    pub fn new(seed: u64) -> Randomness {
        Randomness(ChaCha8::seed_from_u64(seed))
    }

    /// The next 32 random bytes.
    pub fn value(&mut self) -> Digest {
        let mut bytes = [0u8; 32];
        self.0.fill_bytes(&mut bytes);
        Digest(bytes)
    }
}

/// The message `peer` owes now, made by an honest Auto player at `level`,
/// or `None` when it owes nothing.
///
/// # Errors
/// None from an honest peer; a refusal would be a bug the caller reports.
pub fn honest_message(
    peer: &mut Peer,
    level: Level,
    random: &mut Randomness,
) -> Result<Option<String>, MessageError> {
    let Some(due) = peer.owes() else {
        return Ok(None);
    };
    let text = match due {
        Due::Hello(_) => peer.hello()?,
        Due::Rand(_) => peer.rand(random.value())?,
        Due::Link(_) => peer.link()?,
        Due::Move(_) => {
            let duel = peer.table().duel().expect("a move is due only once dealt");
            let action = match auto_move(duel, level) {
                Some((Action::Take(_), _)) => Move::Take,
                Some((Action::Stand(_), _)) => Move::Stand,
                _ => Move::Next,
            };
            peer.play(action)?
        }
        Due::Nothing => return Ok(None),
    };
    Ok(Some(text))
}

/// One whole match between two honest Auto peers, `seed` giving every
/// random value. Returns both peers; after every message their records are
/// compared, and the first difference is an error.
///
/// # Errors
/// A message one side made and the other refused, or the two records
/// differing after a message: both mean a bug, named with the message.
pub fn simulate(seed: u64, level: Level, first: FirstRule) -> Result<[Peer; 2], String> {
    let mut random = Randomness::new(seed);
    let mut peers = [
        Peer::host(random.value(), "Host", first),
        Peer::guest(random.value(), "Guest"),
    ];
    for n in 0.. {
        let Some(seat) = peers[0].table().due().seat() else {
            break;
        };
        let (sender, receiver) = match seat {
            Seat::P1 => (0, 1),
            Seat::P2 => (1, 0),
        };
        let text = honest_message(&mut peers[sender], level, &mut random)
            .map_err(|e| format!("message {n}: the sender refused its own message: {e}"))?
            .ok_or_else(|| format!("message {n}: the due side owes nothing"))?;
        peers[receiver]
            .receive(&text)
            .map_err(|e| format!("message {n}: refused by the other side: {e}"))?;
        if peers[0].table() != peers[1].table() {
            return Err(format!("message {n}: the two records differ"));
        }
    }
    Ok(peers)
}
