//! Expert's memo: a flat open-addressing table of searched states, made
//! for one decision and dropped after it, and its starting size.

/// The memo: open addressing with linear probing over a power-of-two table
/// that doubles at half load. Keys are the packed states (below bit 58)
/// with bit 63 set, so an empty slot (0) never matches.
///
/// The small steps of the search are `#[inline(always)]`: the wasm build is
/// optimised for size, which would otherwise leave each of them a call in
/// the innermost loop (measured: 1.9× slower than native instead of 1.4×).
pub(super) struct Memo {
    slots: Box<[(u64, u64)]>,
    len: usize,
    shift: u32,
}

const OCCUPIED: u64 = 1 << 63;

impl Memo {
    pub(super) fn new(bits: u32) -> Memo {
        Memo {
            slots: vec![(0, 0); 1 << bits].into_boxed_slice(),
            len: 0,
            shift: 64 - bits,
        }
    }

    /// Fibonacci hashing: the multiply spreads every key bit into the top
    /// bits, which pick the slot.
    #[inline(always)]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> self.shift) as usize
    }

    #[inline(always)]
    pub(super) fn get(&self, key: u64) -> Option<u64> {
        let key = key | OCCUPIED;
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        loop {
            let (k, v) = self.slots[i];
            if k == key {
                return Some(v);
            }
            if k == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// Inserts a key known to be absent.
    #[inline(always)]
    pub(super) fn insert(&mut self, key: u64, value: u64) {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        self.place(key | OCCUPIED, value);
    }

    /// Doubles the table, placing every entry again.
    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        let old = std::mem::replace(self, Memo::new(65 - self.shift));
        for &(k, v) in old.slots.iter().filter(|(k, _)| *k != 0) {
            self.place(k, v);
        }
    }

    /// Puts an occupied `key` in the first free slot from its own.
    #[inline(always)]
    fn place(&mut self, key: u64, value: u64) {
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        while self.slots[i].0 != 0 {
            i = (i + 1) & mask;
        }
        self.slots[i] = (key, value);
        self.len += 1;
    }
}

/// The memo's starting size (log 2) for a round that can still draw
/// `draws` cards: about twice the nodes the widest such decision expands
/// (2943 for 6 draws from a full deck), so that it rarely grows and stays
/// small for the many decisions near the end of a round.
pub(super) fn memo_bits(draws: usize) -> u32 {
    match draws {
        0..=3 => 8,
        4 => 10,
        5 => 11,
        _ => 13,
    }
}
