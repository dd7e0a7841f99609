//! The random stream every seeded shuffle and deal draws from: ChaCha8,
//! seeded from a `u64`, exactly as `rand_chacha`'s `ChaCha8Rng` gives it
//! (the same words in the same order), so a saved seed still replays the
//! deck it always did.
//!
//! The cipher is RustCrypto's `chacha20` (its `rng` feature), whose plain
//! one-block-at-a-time code is much smaller in the wasm than `rand_chacha`'s
//! four-blocks-at-once code. It implements the newer `rand_core`; this file
//! adapts it to the `rand_core` that `rand` 0.9 (the shuffle) uses. The
//! `u64` seed is widened by `rand` 0.9's own `seed_from_u64`, as before.
//! `tests` checks the words and the shuffled decks against `rand_chacha`.

use chacha20::rand_core::{Rng as _, SeedableRng as _};

/// A ChaCha8 random stream (see the module docs).
#[derive(Debug)]
pub struct ChaCha8(chacha20::ChaCha8Rng);

impl rand::RngCore for ChaCha8 {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        self.0.fill_bytes(dest);
    }
}

impl rand::SeedableRng for ChaCha8 {
    type Seed = [u8; 32];

    fn from_seed(seed: [u8; 32]) -> ChaCha8 {
        ChaCha8(chacha20::ChaCha8Rng::from_seed(seed))
    }
}

#[cfg(test)]
mod tests {
    use rand::seq::SliceRandom;
    use rand::{Rng, RngCore, SeedableRng};

    use super::ChaCha8;

    /// The same words as `rand_chacha`, through whole 64-word buffers and
    /// across their ends, by 32- and 64-bit draws mixed and by bytes.
    #[test]
    fn the_stream_is_rand_chacha_s() {
        for seed in (0..2_000u64).chain([u64::MAX, 1 << 63, 0xdead_beef_cafe]) {
            let mut ours = ChaCha8::seed_from_u64(seed);
            let mut theirs = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            for i in 0..300u64 {
                match seed.wrapping_add(i) % 5 {
                    0 | 1 => assert_eq!(ours.next_u32(), theirs.next_u32(), "seed {seed}"),
                    2 | 3 => assert_eq!(ours.next_u64(), theirs.next_u64(), "seed {seed}"),
                    _ => {
                        let (mut a, mut b) = ([0u8; 13], [0u8; 13]);
                        ours.fill_bytes(&mut a);
                        theirs.fill_bytes(&mut b);
                        assert_eq!(a, b, "seed {seed}");
                    }
                }
            }
        }
        let seed = [7u8; 32];
        let mut ours = ChaCha8::from_seed(seed);
        let mut theirs = rand_chacha::ChaCha8Rng::from_seed(seed);
        for _ in 0..1000 {
            assert_eq!(ours.next_u64(), theirs.next_u64());
        }
    }

    /// Shuffles and ranged draws (what the decks and 24点's practice use)
    /// come out the same for many seeds.
    #[test]
    fn shuffles_and_draws_match_rand_chacha_s() {
        for seed in 0..20_000u64 {
            let mut a: Vec<u8> = (0..52).collect();
            let mut b = a.clone();
            a.shuffle(&mut ChaCha8::seed_from_u64(seed));
            b.shuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(seed));
            assert_eq!(a, b, "seed {seed}");
        }
        let mut ours = ChaCha8::seed_from_u64(42);
        let mut theirs = rand_chacha::ChaCha8Rng::seed_from_u64(42);
        for n in 1..5_000u32 {
            assert_eq!(ours.random_range(0..n), theirs.random_range(0..n));
            assert_eq!(ours.random::<f64>(), theirs.random::<f64>());
        }
    }
}
