//! The search's side codes: each hand of 21点 packed in a byte, and the
//! tables, computed at compile time, that answer every question Expert's
//! search asks about one (the hand after a card, whether it may draw, its
//! total, the points of a finished round, which last cards win). Also the
//! unseen counts one byte per class, summed over a set of classes at once.

use crate::cards::{Rank, Seat};
use crate::duel::hand::{Score, MAX_CARDS, TWENTY_ONE};
use crate::duel::round::{judge, Outcome};

/// Value classes: A, 2–9, and the ten-valued ranks (10 J Q K).
pub(super) const CLASSES: usize = 10;

pub(super) fn class_of(rank: Rank) -> usize {
    rank.index().min(CLASSES - 1)
}

/// One hand during the search, packed in a byte (a *side code*) so that
/// every question the search asks about it is one table look-up:
/// - `0..=31`: a hand that may no longer draw (stood, 5 cards, 21 or more),
///   known by its total alone. Such a hand never changes again, and judging
///   a finished round compares totals only (SPEC §2 "Who wins a round"). The largest is
///   30: a hand draws only below 21 and a card adds at most 10.
/// - `ACTIVE..`: a hand that may still draw when a card is left (total at
///   most 20, at most 4 cards): `ACTIVE + 42·cards + 21·soft + total`.
pub(super) type Code = u8;

/// The first side code of a hand that may still draw.
pub(super) const ACTIVE: Code = 32;

pub(super) const fn active_code(total: u8, soft: bool, cards: u8) -> Code {
    ACTIVE + 42 * cards + 21 * soft as u8 + total
}

/// The side code of a hand. SPEC §2 rule 3 without the deck: "A player may
/// no longer draw when they have stood, hold 5 cards, total 21 or more"
/// (an empty deck is the search's `left == 0`).
pub(super) fn side_code(score: Score, cards: usize, stood: bool) -> Code {
    if stood || score.total >= TWENTY_ONE || cards >= MAX_CARDS {
        score.total
    } else {
        active_code(score.total, score.soft, cards as u8)
    }
}

/// Everything the search asks about side codes, computed at compile time.
pub(super) struct Tables {
    /// `add[code][class]`: the hand after taking a card of `class`
    /// ([`Score::with`] on the value, one more card; it may stop drawing).
    pub(super) add: [[Code; CLASSES]; 256],
    /// The best total.
    pub(super) total: [u8; 256],
    /// One ace counts 11 (only for hands that may draw; Classic's rule 4
    /// needs it).
    pub(super) soft: [bool; 256],
    /// Cards held (only for hands that may draw).
    pub(super) cards: [u8; 256],
    /// `verdict[a][b]`: points (2 win, 1 draw, 0 loss) of a finished hand
    /// totalling `a` against one totalling `b` ([`judge`](crate::duel::round::judge)).
    pub(super) verdict: [[u8; 32]; 32],
    /// `last[code − LAST_DRAW][b]`: for a hand of 4 cards that may draw,
    /// the classes whose card wins (bit `class` of `.0`) and draws (of
    /// `.1`) against a finished total `b` (the fifth card ends the hand).
    pub(super) last: [[(u16, u16); 32]; 42],
    /// `lost[code − ACTIVE][b]`: for a hand that may draw, the classes
    /// (bit `class`) whose card ends the hand (bust, 21, five cards) at a
    /// total that loses for sure behind a hand totalling `b` that is not
    /// bust: "one busts: the other wins", or the other hand is ahead and
    /// either stands and wins or the round ends there.
    pub(super) lost: [[u16; 32]; 256 - ACTIVE as usize],
}

/// The first side code of a hand of 4 cards that may still draw.
pub(super) const LAST_DRAW: Code = active_code(0, false, 4);

/// The points (2 win, 1 draw, 0 loss) of a finished hand totalling `a`
/// against one totalling `b`: SPEC §2 "Who wins a round", by the one rule
/// ([`judge`], a `const fn`) on the two totals.
pub(super) const fn points(a: u8, b: u8) -> u8 {
    let hands = [
        Score {
            total: a,
            soft: false,
        },
        Score {
            total: b,
            soft: false,
        },
    ];
    match judge(hands).0 {
        Outcome::Win(Seat::P1) => 2,
        Outcome::Draw => 1,
        Outcome::Win(Seat::P2) => 0,
    }
}

pub(super) const fn build_tables() -> Tables {
    let mut t = Tables {
        add: [[0; CLASSES]; 256],
        total: [0; 256],
        soft: [false; 256],
        cards: [0; 256],
        verdict: [[0; 32]; 32],
        last: [[(0, 0); 32]; 42],
        lost: [[0; 32]; 256 - ACTIVE as usize],
    };
    let mut a = 0;
    while a < 32 {
        t.total[a] = a as u8;
        let mut b = 0;
        while b < 32 {
            t.verdict[a][b] = points(a as u8, b as u8);
            b += 1;
        }
        a += 1;
    }
    let mut code = ACTIVE as usize;
    while code < 256 {
        let i = code - ACTIVE as usize;
        let (cards, soft, total) = ((i / 42) as u8, i % 42 >= 21, (i % 21) as u8);
        // A soft total counts an ace as 11, so it is at least 11.
        if cards < MAX_CARDS as u8 && !(soft && total < 11) {
            t.total[code] = total;
            t.soft[code] = soft;
            t.cards[code] = cards;
            let hard = if soft { total - 10 } else { total };
            let mut class = 0;
            while class < CLASSES {
                // As Score::with: the card's hard value added, the ace rule
                // applied by Score::from_hard (SPEC §2, Card values).
                let hard = hard + class as u8 + 1;
                let Score { total, soft } = Score::from_hard(hard, soft || class == 0);
                let cards = cards + 1;
                t.add[code][class] = if total >= TWENTY_ONE || cards >= MAX_CARDS as u8 {
                    total
                } else {
                    active_code(total, soft, cards)
                };
                class += 1;
            }
        }
        code += 1;
    }
    let mut i = 0;
    while i < 42 {
        let code = LAST_DRAW as usize + i;
        let mut b = 0;
        while b < 32 {
            let (mut win, mut draw) = (0u16, 0u16);
            let mut class = 0;
            while class < CLASSES {
                match t.verdict[t.add[code][class] as usize][b] {
                    2 => win |= 1 << class,
                    1 => draw |= 1 << class,
                    _ => {}
                }
                class += 1;
            }
            t.last[i][b] = (win, draw);
            b += 1;
        }
        i += 1;
    }
    let mut code = ACTIVE as usize;
    while code < 256 {
        let mut b = 0;
        while b <= TWENTY_ONE as usize {
            let mut class = 0;
            while class < CLASSES {
                let next = t.add[code][class];
                let total = t.total[next as usize];
                if next < ACTIVE && (total > TWENTY_ONE || (total as usize) < b) {
                    t.lost[code - ACTIVE as usize][b] |= 1 << class;
                }
                class += 1;
            }
            b += 1;
        }
        code += 1;
    }
    t
}

/// `BYTES[bits]`: a byte of ones for each of the 5 bits set.
pub(super) const BYTES: [u64; 32] = {
    let mut t = [0u64; 32];
    let mut bits = 0;
    while bits < 32 {
        let mut j = 0;
        while j < 5 {
            if bits >> j & 1 == 1 {
                t[bits] |= 0xff << (8 * j);
            }
            j += 1;
        }
        bits += 1;
    }
    t
};

/// The unseen cards during the search: the count of each class one byte
/// per class in two 64-bit words (classes A–5 in the first, 6–10 in the
/// second), and how many there are. Two words rather than one `u128`: wasm
/// has no 128-bit arithmetic, so a `u128` shift there is a call.
///
/// It is a value handed down the search: drawing a card makes a new one
/// and leaves the caller's as it was, so nothing is undone after a try, and
/// the counts stay in registers or the stack rather than in a shared
/// structure written before and after every recursive call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Unseen {
    pub(super) bytes: [u64; 2],
    pub(super) left: usize,
}

impl Unseen {
    /// At most 4 cards of each class but the ten-valued one, which has 16.
    pub(super) fn new(counts: &[u8; CLASSES]) -> Unseen {
        let mut bytes = [0; 2];
        for (class, &n) in counts.iter().enumerate() {
            debug_assert!(n <= if class == CLASSES - 1 { 16 } else { 4 });
            bytes[class / 5] |= u64::from(n) << (8 * (class % 5));
        }
        Unseen {
            bytes,
            left: counts.iter().map(|&n| usize::from(n)).sum(),
        }
    }

    /// The unseen cards of class `CLASS`.
    #[inline(always)]
    pub(super) fn count<const CLASS: usize>(self) -> u64 {
        (self.bytes[CLASS / 5] >> (8 * (CLASS % 5))) & 0xff
    }

    /// The classes with a card unseen (bit `class`).
    #[inline(always)]
    pub(super) fn present(self) -> u16 {
        gather(self.bytes[0]) | gather(self.bytes[1]) << 5
    }

    /// The unseen cards after one of class `CLASS` is drawn.
    #[inline(always)]
    pub(super) fn without<const CLASS: usize>(mut self) -> Unseen {
        self.bytes[CLASS / 5] -= 1 << (8 * (CLASS % 5));
        self.left -= 1;
        self
    }

    /// The counts as one number of 41 bits, for the memo key: the first
    /// word's counts (at most 4) use the low 3 bits of its bytes, and the
    /// second word shifted by 4 puts its counts above them (bits 4–6 of
    /// each byte; the ten-valued count, up to 16, at bits 36–40), so no two
    /// counts share a bit and different counts give different numbers.
    #[inline(always)]
    pub(super) fn key(self) -> u64 {
        self.bytes[0] | self.bytes[1] << 4
    }

    /// The count of each class.
    pub(super) fn counts(self) -> [u8; CLASSES] {
        let mut counts = [0; CLASSES];
        for (class, n) in counts.iter_mut().enumerate() {
            *n = (self.bytes[class / 5] >> (8 * (class % 5))) as u8;
        }
        counts
    }
}

/// The 5 bytes of a word of [`Unseen::bytes`] that are not 0, as 5 bits.
/// A byte's low bit ends up set when any of its 5 low bits is (a count is
/// at most 16); the multiply then moves bit 8·k to bit 32 + k (each
/// product lands on a bit of its own, so none carries). A function of its
/// own rather than a closure: the size-optimised wasm build left the
/// closure a call.
#[inline(always)]
fn gather(w: u64) -> u16 {
    let t = (w | w >> 1 | w >> 2 | w >> 3 | w >> 4) & 0x01_0101_0101;
    (t.wrapping_mul(1 << 32 | 1 << 25 | 1 << 18 | 1 << 11 | 1 << 4) >> 32 & 0x1f) as u16
}

/// The counts over the classes set in `mask` (10 bits, bit `class`), from
/// counts kept one byte per class (`bytes`, as [`Unseen`] keeps them). The
/// masked words are added byte by byte and the five bytes summed by one
/// multiply. No byte carries: each is at most 16 + 4, the whole sum at
/// most 48.
#[inline(always)]
pub(super) fn class_sum(bytes: [u64; 2], mask: u16) -> u64 {
    let x = (bytes[0] & BYTES[usize::from(mask & 31)])
        + (bytes[1] & BYTES[usize::from(mask >> 5 & 31)]);
    // Byte 4 of `x · 0x01_0101_0101` is the sum of bytes 0–4 of `x`.
    (x.wrapping_mul(0x01_0101_0101) >> 32) & 0xff
}

pub(super) static TABLES: Tables = build_tables();

/// Whether a hand may still draw (given a card is left).
#[inline(always)]
pub(super) fn active(code: Code) -> bool {
    code >= ACTIVE
}

#[inline(always)]
pub(super) fn total(code: Code) -> u8 {
    TABLES.total[usize::from(code)]
}

#[inline(always)]
pub(super) fn score(code: Code) -> Score {
    Score {
        total: total(code),
        soft: TABLES.soft[usize::from(code)],
    }
}

/// The points of a finished round for the hand `a` against `b`. Every
/// total is below 32 (a hand draws only below 21), so `& 31` changes none:
/// it spares the bounds checks.
#[inline(always)]
pub(super) fn verdict(a: Code, b: Code) -> u64 {
    u64::from(TABLES.verdict[usize::from(total(a) & 31)][usize::from(total(b) & 31)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Seat;

    /// The tables say what the rules say: every score a hand can have while
    /// it may draw, every card, every pair of finished totals.
    #[test]
    fn tables_follow_the_rules() {
        use crate::duel::round::{judge, Outcome};
        let mut scores = Vec::new();
        for total in 2..TWENTY_ONE {
            scores.push(Score { total, soft: false });
            if total >= 11 {
                scores.push(Score { total, soft: true });
            }
        }
        for &before in &scores {
            for cards in 1..MAX_CARDS {
                let code = side_code(before, cards, false);
                assert!(active(code));
                assert_eq!((total(code), score(code)), (before.total, before));
                assert_eq!(usize::from(TABLES.cards[usize::from(code)]), cards);
                assert_eq!(side_code(before, cards, true), before.total);
                for rank in Rank::ALL {
                    let after = before.with(rank);
                    let next = TABLES.add[usize::from(code)][class_of(rank)];
                    assert_eq!(
                        next,
                        side_code(after, cards + 1, false),
                        "{before} + {rank}"
                    );
                    assert_eq!(total(next), after.total);
                }
            }
        }
        for a in 0..32u8 {
            for b in 0..32u8 {
                let s = |total| Score { total, soft: false };
                let points = match judge([s(a), s(b)]).0 {
                    Outcome::Win(Seat::P1) => 2,
                    Outcome::Draw => 1,
                    Outcome::Win(Seat::P2) => 0,
                };
                assert_eq!(verdict(a, b), points, "{a} v {b}");
            }
        }
    }

    /// A class is marked lost exactly when its card ends the hand at a
    /// total that loses to a total of `b` that is not bust (the other hand
    /// then stands and wins, or the round ends there).
    #[test]
    fn lost_cards_are_the_finished_losing_ones() {
        let mut marked = 0;
        for code in ACTIVE..=u8::MAX {
            for b in 0..32u8 {
                for class in 0..CLASSES {
                    let next = TABLES.add[usize::from(code)][class];
                    let loses = !active(next) && b <= TWENTY_ONE && verdict(next, b) == 0;
                    let bit = TABLES.lost[usize::from(code - ACTIVE)][usize::from(b)] >> class & 1;
                    assert_eq!(bit == 1, loses, "{code} + class {class} v {b}");
                    marked += u32::from(bit);
                }
            }
        }
        assert!(marked > 1000, "{marked}");
    }

    /// The masked byte sums of a last draw are the plain sums over classes.
    #[test]
    fn last_draw_masks_sum_the_counts() {
        let counts: [u8; CLASSES] = [4, 3, 0, 4, 1, 2, 4, 0, 3, 16];
        let bytes = Unseen::new(&counts).bytes;
        for code in LAST_DRAW..LAST_DRAW + 42 {
            let add = &TABLES.add[usize::from(code)];
            for b in 0..32u8 {
                let (win, draw) = TABLES.last[usize::from(code - LAST_DRAW)][usize::from(b)];
                let masked = 2 * class_sum(bytes, win) + class_sum(bytes, draw);
                let plain: u64 = (0..CLASSES)
                    .map(|c| u64::from(counts[c]) * verdict(add[c], b))
                    .sum();
                assert_eq!(masked, plain, "{code} v {b}");
            }
        }
    }

    /// The memo key of the counts gives every count back: no two sets of
    /// unseen cards share a key.
    #[test]
    fn unseen_keys_are_distinct() {
        let decode = |key: u64| -> [u8; CLASSES] {
            let mut counts = [0; CLASSES];
            for (class, n) in counts.iter_mut().enumerate() {
                let (shift, bits) = match class {
                    0..=4 => (8 * class, 3),
                    9 => (36, 5),
                    _ => (8 * (class - 5) + 4, 3),
                };
                *n = (key >> shift & ((1 << bits) - 1)) as u8;
            }
            counts
        };
        let mut counts = [0u8; CLASSES];
        for seed in 0..20_000u32 {
            // Every class's extremes and values between, mixed by the seed.
            for (class, n) in counts.iter_mut().enumerate() {
                let top = if class == CLASSES - 1 { 16 } else { 4 };
                *n = ((seed.wrapping_mul(2_654_435_761) >> (3 * class)) % (top + 1)) as u8;
            }
            let unseen = Unseen::new(&counts);
            assert_eq!(decode(unseen.key()), counts);
            assert_eq!(unseen.counts(), counts);
            let present = (0..CLASSES)
                .filter(|&c| counts[c] > 0)
                .map(|c| 1 << c)
                .sum::<u16>();
            assert_eq!(unseen.present(), present, "{counts:?}");
            assert!(unseen.key() < 1 << 41);
        }
        let full = Unseen::new(&[4, 4, 4, 4, 4, 4, 4, 4, 4, 16]);
        assert_eq!((decode(full.key()), full.left), (full.counts(), 52));
        assert_eq!(full.without::<9>().count::<9>(), 15);
        assert_eq!(full.without::<9>().left, 51);
    }
}
