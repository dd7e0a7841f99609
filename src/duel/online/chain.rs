//! The fair deck's arithmetic: digests, each side's hash chain, the draw
//! of one card from a link and a random value, and the running hash of the
//! transcript. SHA-256 is the `sha2` crate's; hex is the `hex` crate's.

use crate::cards::Damage;
use std::fmt;

use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};

use crate::cards::Card;

/// Links each side can reveal: one per card the other side may receive.
/// A match draws at most the 52 cards of its deck, so 52 always suffice.
pub const CHAIN_LENGTH: usize = 52;

/// 32 bytes: a SHA-256 output, a chain link, a chain's secret or a draw's
/// random value. Written as 64 lowercase hex digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Digest(#[serde(with = "hex")] pub [u8; 32]);

impl Digest {
    /// SHA-256 of the parts, concatenated.
    pub fn of(parts: &[&[u8]]) -> Digest {
        let mut hasher = Sha256::new();
        for part in parts {
            hasher.update(part);
        }
        Digest(hasher.finalize().into())
    }

    /// SHA-256 of this digest's bytes: one step down a hash chain.
    pub fn hashed(&self) -> Digest {
        Digest::of(&[&self.0])
    }
}

impl std::str::FromStr for Digest {
    type Err = crate::cards::Refusal;

    /// 64 hex digits.
    fn from_str(s: &str) -> Result<Digest, crate::cards::Refusal> {
        let mut bytes = [0u8; 32];
        hex::decode_to_slice(s, &mut bytes).map_err(|_| Damage::NotHex {
            quote: crate::cards::clip(s),
        })?;
        Ok(Digest(bytes))
    }
}

impl fmt::Display for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex::encode(self.0))
    }
}

impl fmt::Debug for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digest({self})")
    }
}

/// One side's hash chain: `x₀ = secret`, `xⱼ₊₁ = H(xⱼ)`, commitment
/// `x₅₂`. The links are revealed from the top down: `x₅₁`, `x₅₀`, …, each
/// checked by hashing it onto the one before.
#[derive(Clone, PartialEq, Eq)]
pub struct Chain {
    /// `x₀ … x₅₂`.
    links: Vec<Digest>,
}

impl Chain {
    /// The chain grown from `secret` (which must be fresh and random, and
    /// never leaves the device).
    pub fn new(secret: Digest) -> Chain {
        let mut links = Vec::with_capacity(CHAIN_LENGTH + 1);
        links.push(secret);
        for j in 0..CHAIN_LENGTH {
            let next = links[j].hashed();
            links.push(next);
        }
        Chain { links }
    }

    /// The commitment `x₅₂`, sent in the hello.
    pub fn commitment(&self) -> Digest {
        self.links[CHAIN_LENGTH]
    }

    /// The `n`-th link revealed (0-based): `x₅₁₋ₙ`. `None` past the chain.
    pub fn link(&self, n: usize) -> Option<Digest> {
        CHAIN_LENGTH.checked_sub(n + 1).map(|j| self.links[j])
    }
}

/// A chain prints no link: its secret part must not reach a log.
impl fmt::Debug for Chain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Chain(commitment {})", self.commitment())
    }
}

/// Whether `link` is the link below `previous` (the commitment, or the
/// link revealed last): `H(link) == previous`.
pub fn follows(link: &Digest, previous: &Digest) -> bool {
    link.hashed() == *previous
}

/// The index into the `remaining` cards of draw number `draw` (0-based over
/// the match): `H(link ‖ random ‖ draw) mod remaining`, the hash's first 8
/// bytes read big-endian. The bias of the modulo is below 52 / 2⁶⁴.
///
/// # Panics
/// `remaining` is 0 (the protocol never draws from an empty deck).
pub fn draw_index(link: &Digest, random: &Digest, draw: usize, remaining: usize) -> usize {
    assert!(remaining > 0, "a draw from an empty deck");
    let draw = u32::try_from(draw).unwrap_or(u32::MAX).to_be_bytes();
    let h = Digest::of(&[b"duel21 draw", &link.0, &random.0, &draw]);
    let mut word = [0u8; 8];
    word.copy_from_slice(&h.0[..8]);
    (u64::from_be_bytes(word) % remaining as u64) as usize
}

/// The cards not yet drawn, in the fixed order of [`Card::all`]: the list a
/// draw's index picks from, the same on both sides whatever order the cards
/// came out in.
pub fn undrawn(drawn: &[Card]) -> Vec<Card> {
    let mut seen = [false; crate::cards::DECK_SIZE];
    for card in drawn {
        seen[card.index()] = true;
    }
    Card::all().filter(|c| !seen[c.index()]).collect()
}

/// The transcript hash before the first message.
pub fn transcript_start() -> Digest {
    Digest::of(&[b"duel21 online transcript v1"])
}

/// The transcript hash before a rematch's first message: `H("duel21 online
/// rematch v1" ‖ T)`, `T` the finished match's last transcript hash. Every
/// message of the match before names a hash of that match, so none of them
/// fits the rematch's record (a replay is refused by its hash).
pub fn rematch_start(after: &Digest) -> Digest {
    Digest::of(&[b"duel21 online rematch v1", &after.0])
}

/// The transcript hash after one more message: `H(before ‖ message text)`.
pub fn transcript_next(before: &Digest, text: &str) -> Digest {
    Digest::of(&[&before.0, text.as_bytes()])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(byte: u8) -> Digest {
        Digest([byte; 32])
    }

    #[test]
    fn each_link_hashes_onto_the_one_before_down_to_the_commitment() {
        let chain = Chain::new(d(7));
        let mut previous = chain.commitment();
        for n in 0..CHAIN_LENGTH {
            let link = chain.link(n).unwrap();
            assert!(follows(&link, &previous), "link {n}");
            assert!(!follows(&previous, &link), "link {n} backwards");
            previous = link;
        }
        assert_eq!(previous, d(7), "the last link is the secret");
        assert_eq!(chain.link(CHAIN_LENGTH), None);
    }

    #[test]
    fn a_link_from_another_chain_does_not_follow() {
        let (a, b) = (Chain::new(d(1)), Chain::new(d(2)));
        assert!(!follows(&b.link(0).unwrap(), &a.commitment()));
        // Skipping a link is refused too.
        assert!(!follows(&a.link(1).unwrap(), &a.commitment()));
    }

    #[test]
    fn digests_read_and_write_as_hex() {
        let text = serde_json::to_string(&d(0xab)).unwrap();
        assert_eq!(text, format!("\"{}\"", "ab".repeat(32)));
        assert_eq!(serde_json::from_str::<Digest>(&text).unwrap(), d(0xab));
        for bad in [
            "\"ab\"",
            "\"zz\"",
            "12",
            &format!("\"{}\"", "ab".repeat(33)),
        ] {
            assert!(serde_json::from_str::<Digest>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn digests_parse_from_their_display() {
        assert_eq!(d(0x5c).to_string().parse::<Digest>(), Ok(d(0x5c)));
        assert!("5c".parse::<Digest>().is_err());
    }

    #[test]
    fn draws_are_spread_over_the_remaining_cards() {
        // 52 000 draws with varied random values from one link: each index
        // of 52 is hit about 1000 times; a biased or constant map is far off.
        let link = d(3);
        let mut hits = [0u32; 52];
        for i in 0u32..52_000 {
            let mut r = [0u8; 32];
            r[..4].copy_from_slice(&i.to_be_bytes());
            hits[draw_index(&link, &Digest(r), 5, 52)] += 1;
        }
        for (i, n) in hits.iter().enumerate() {
            assert!((850..1150).contains(n), "index {i}: {n}");
        }
    }

    #[test]
    fn the_draw_number_and_both_inputs_change_the_card() {
        let base = draw_index(&d(1), &d(2), 0, 1 << 30);
        assert_ne!(base, draw_index(&d(1), &d(2), 1, 1 << 30));
        assert_ne!(base, draw_index(&d(9), &d(2), 0, 1 << 30));
        assert_ne!(base, draw_index(&d(1), &d(9), 0, 1 << 30));
    }

    #[test]
    fn undrawn_keeps_the_fixed_order() {
        let drawn = crate::cards::parse_cards("Ks As").unwrap();
        let rest = undrawn(&drawn);
        assert_eq!(rest.len(), 50);
        assert!(!rest.contains(&drawn[0]) && !rest.contains(&drawn[1]));
        let all: Vec<Card> = Card::all().filter(|c| !drawn.contains(c)).collect();
        assert_eq!(rest, all);
    }
}
