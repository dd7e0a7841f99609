//! Expert's memo: a flat open-addressing table of searched states for one
//! decision, and its starting size.

use std::cell::Cell;

/// The memo: open addressing with linear probing over a power-of-two table
/// that doubles at half load. Keys are the packed states (below bit 59)
/// with the decision's *tag* set above them: bit 63 and a generation in
/// bits 59–62.
///
/// The table is handed on from one decision to the next on the same thread
/// rather than made and zeroed again (128 KB for the widest decision, a
/// few µs of every decision's time): a slot holds a state of this decision
/// only when its tag is this decision's, and any other slot counts as empty,
/// so nothing one decision stored is ever read by another. The generation
/// advances with each decision, and when it comes round again the whole
/// table is zeroed, so an old entry never carries the current tag.
///
/// The small steps of the search are `#[inline(always)]`: the wasm build is
/// optimised for size, which would otherwise leave each of them a call in
/// the innermost loop (measured: 1.9× slower than native instead of 1.4×).
pub(super) struct Memo {
    /// The table; this decision uses its first `mask + 1` slots.
    slots: Box<[(u64, u64)]>,
    mask: usize,
    len: usize,
    shift: u32,
    /// Bit 63 and the generation: set in every key of this decision.
    tag: u64,
}

const OCCUPIED: u64 = 1 << 63;
/// The generation's place in a key: bits 59–62.
const GENERATION: u64 = 0xf << 59;
/// The bits that say which decision a slot belongs to (0 in an empty one).
const TAG: u64 = OCCUPIED | GENERATION;

thread_local! {
    /// The last decision's table and its tag, for the next decision.
    static SPARE: Cell<Option<(Box<[(u64, u64)]>, u64)>> = const { Cell::new(None) };
}

/// A zeroed table of `1 << bits` slots.
fn zeroed(bits: u32) -> Box<[(u64, u64)]> {
    vec![(0, 0); 1 << bits].into_boxed_slice()
}

impl Memo {
    /// A memo of at least `1 << bits` slots: the last decision's table
    /// when it is large enough, under the next generation.
    pub(super) fn new(bits: u32) -> Memo {
        let (slots, tag) = match SPARE.take() {
            Some((mut slots, last)) if slots.len() >= 1 << bits => {
                let generation = ((last & GENERATION) >> 59) + 1;
                let tag = OCCUPIED | (generation << 59 & GENERATION);
                if tag == OCCUPIED {
                    // The generations came round: no old entry may carry
                    // this tag.
                    slots.fill((0, 0));
                }
                (slots, tag)
            }
            _ => (zeroed(bits), OCCUPIED),
        };
        Memo {
            slots,
            mask: (1 << bits) - 1,
            len: 0,
            shift: 64 - bits,
            tag,
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
        let key = key | self.tag;
        let mut i = self.slot(key);
        loop {
            let (k, v) = self.slots[i];
            if k == key {
                return Some(v);
            }
            if k & TAG != self.tag {
                return None;
            }
            i = (i + 1) & self.mask;
        }
    }

    /// Inserts a key known to be absent.
    #[inline(always)]
    pub(super) fn insert(&mut self, key: u64, value: u64) {
        if 2 * (self.len + 1) > self.mask + 1 {
            self.grow();
        }
        self.place(key | self.tag, value);
    }

    /// Doubles the table, placing this decision's entries again.
    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        let bits = 65 - self.shift;
        let old = std::mem::replace(&mut self.slots, zeroed(bits));
        let used = self.mask + 1;
        (self.mask, self.shift, self.len) = ((1 << bits) - 1, 64 - bits, 0);
        let tag = self.tag;
        for &(k, v) in old[..used].iter().filter(|(k, _)| k & TAG == tag) {
            self.place(k, v);
        }
    }

    /// Puts a tagged `key` in the first free slot from its own.
    #[inline(always)]
    fn place(&mut self, key: u64, value: u64) {
        let mut i = self.slot(key);
        while self.slots[i].0 & TAG == self.tag {
            i = (i + 1) & self.mask;
        }
        self.slots[i] = (key, value);
        self.len += 1;
    }
}

impl Drop for Memo {
    /// Hands the table on to the thread's next decision.
    fn drop(&mut self) {
        SPARE.set(Some((std::mem::take(&mut self.slots), self.tag)));
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Each decision sees only its own entries, though the table it is
    /// handed holds the last decision's: the same keys with other values,
    /// in a table of the same size (300 entries in 1024 slots, no growth),
    /// and now and then one that starts small and grows.
    #[test]
    fn a_decision_reads_only_its_own_entries() {
        for decision in 0..12u64 {
            let bits = if decision % 4 == 3 { 2 } else { 10 };
            let mut memo = Memo::new(bits);
            for key in 0..300u64 {
                assert_eq!(memo.get(key << 3), None, "decision {decision}, key {key}");
                memo.insert(key << 3, key * 1000 + decision);
            }
            for key in 0..300u64 {
                assert_eq!(memo.get(key << 3), Some(key * 1000 + decision));
            }
            assert_eq!(memo.get(1), None);
        }
    }

    /// When the generations come round, the entries of the decision that
    /// had the same generation are gone.
    #[test]
    fn the_generations_come_round_to_an_empty_table() {
        let mut memo = Memo::new(10);
        for key in 0..300u64 {
            memo.insert(key << 3, key);
        }
        drop(memo);
        // Every other generation once, storing nothing.
        for _ in 0..GENERATION >> 59 {
            drop(Memo::new(10));
        }
        let memo = Memo::new(10);
        for key in 0..300u64 {
            assert_eq!(memo.get(key << 3), None, "key {key}");
        }
    }
}
