//! The round's last draws in Expert's search: a hand of 4 cards that may
//! draw once more, against a hand that may no longer draw. Either action
//! ends it: standing is final for the round, and a fifth card stops the
//! hand (SPEC §2 rule 3: "A player may no longer draw when they have stood,
//! hold 5 cards, total 21 or more"), so then neither may draw and the round
//! ends (rule 4). Its value is a sum over the next card with no search.
//!
//! Where both hands hold 4 cards and may draw ([`both_last`]), the one to
//! move ends its hand whatever it does, and then the other has its last
//! draw against that total: valued in one pass, with no recursion and the
//! same integers as searching it ([`super::expert`]'s `stand` and `take`).

use super::codes::{class_sum, total, Code, Unseen, ACTIVE, CLASSES, LAST_DRAW, TABLES};
use crate::cards::DECK_SIZE;

/// A hand's leaves by the cards left (`[n][points]`, 0 loss, 1 draw, 2
/// win): the search's `leaf` for one hand.
pub(super) type Leaves = [[u64; 3]; DECK_SIZE + 1];

/// The values of Stand and Take (the fifth card) of a hand of 4 cards
/// against a hand that may no longer draw, for the hand with 4 (its leaves
/// with `left` cards left, `now`, and with one fewer, `after`): `masks`,
/// the classes whose card wins and whose card draws (a class wins or
/// draws, not both; the rest lose); `points`, its stand's; the counts
/// `bytes` with one card of class `gone` (`CLASSES` for none) drawn from
/// them already: a masked sum of the counts, less one when `gone` is in
/// the mask.
#[inline(always)]
pub(super) fn last_draw(
    now: &[u64; 3],
    after: &[u64; 3],
    masks: (u16, u16),
    points: u8,
    left: usize,
    bytes: [u64; 2],
    gone: u32,
) -> (u64, u64) {
    let (win, draw) = masks;
    let stand = now[usize::from(points).min(2)];
    let wins = class_sum(bytes, win) - u64::from(win >> gone & 1);
    let draws = class_sum(bytes, draw) - u64::from(draw >> gone & 1);
    let take = wins * after[2] + draws * after[1] + (left as u64 - wins - draws) * after[0];
    (stand, take)
}

/// The last draw of the hand that did not move in [`both_last`], against
/// the mover's finished total: its rows of the tables and of its leaves.
struct Reply<'a> {
    /// Its leaves with `left` cards left and with one fewer.
    now: &'a [u64; 3],
    after: &'a [u64; 3],
    /// `TABLES.last` and `TABLES.verdict` for it.
    last: &'a [(u16, u16); 32],
    verdicts: &'a [u8; 32],
    left: usize,
    bytes: [u64; 2],
}

impl Reply<'_> {
    /// Its better action against the total `t`, for it, after a card of
    /// class `gone` was drawn (`CLASSES`: none).
    #[inline(always)]
    fn value(&self, t: u8, gone: u32) -> u64 {
        let t = usize::from(t & 31);
        let (stand, take) = last_draw(
            self.now,
            self.after,
            self.last[t],
            self.verdicts[t],
            self.left,
            self.bytes,
            gone,
        );
        take.max(stand)
    }

    /// The mover's fifth card of class `CLASS` (its hand then `next`),
    /// weighted by its count: a sure win (`full`) less the reply's value;
    /// 0 when the class is not in `live`.
    #[inline(always)]
    fn card<const CLASS: usize>(&self, next: Code, live: u16, full: u64, u: Unseen) -> u64 {
        if live & (1 << CLASS) == 0 {
            return 0;
        }
        u.count::<CLASS>() * (full - self.value(total(next), CLASS as u32))
    }
}

/// The value for the mover `m` when both hands hold 4 cards and may draw
/// (with at least 2 cards left), the other `o` playing to minimise it:
/// `leaf` and `full` are the search's (`leaf[is_me]`), `shortcuts` whether
/// a sure result is taken where it became sure. The same integers as the
/// search's `stand` and `take` of this node: for the card of class `c`, the
/// counts after it is drawn are the node's less one of `c`, so their masked
/// sums are the node's less one when `c` is in the mask.
#[inline(never)]
pub(super) fn both_last(
    leaf: &[Leaves; 2],
    full: &[u64; DECK_SIZE + 1],
    shortcuts: bool,
    m: Code,
    o: Code,
    m_is_me: bool,
    u: Unseen,
) -> u64 {
    let n = u.left;
    let to = total(o);
    let (mine, theirs) = (&leaf[usize::from(m_is_me)], &leaf[usize::from(!m_is_me)]);
    let last = &TABLES.last[usize::from(o - LAST_DRAW)];
    let verdicts = &TABLES.verdict[usize::from(to & 31)];
    // Stand: `m` becomes its total and `o` has its last draw, unless `o`
    // is ahead and stands to win (the search's shortcut of a sure win).
    let tm = total(m);
    let stand = if shortcuts && to > tm {
        mine[n][0]
    } else {
        let reply = Reply {
            now: &theirs[n],
            after: &theirs[n - 1],
            last,
            verdicts,
            left: n,
            bytes: u.bytes,
        };
        full[n] - reply.value(tm, CLASSES as u32)
    };
    // Take: the cards that lose for sure (`Tables::lost`) at the loss
    // leaf, each other card `full` less `o`'s last draw against it.
    let lost = if shortcuts {
        TABLES.lost[usize::from(m - ACTIVE)][usize::from(to & 31)]
    } else {
        0
    };
    let present = u.present();
    let lost_n = class_sum(u.bytes, present & lost);
    let lost_value = lost_n * mine[n - 1][0];
    let win = full[n - 1];
    // No card is worth more than a sure win: when standing is worth at
    // least that for every card that does not lose, it is the better
    // action (and the maximum is exact without the sum).
    if stand >= lost_value + (n as u64 - lost_n) * win {
        return stand;
    }
    let live = present & !lost;
    let add = &TABLES.add[usize::from(m)];
    let reply = Reply {
        now: &theirs[n - 1],
        after: &theirs[n - 2],
        last,
        verdicts,
        left: n - 1,
        bytes: u.bytes,
    };
    // The ten classes written out, as in the search's `take`.
    let take = lost_value
        + reply.card::<0>(add[0], live, win, u)
        + reply.card::<1>(add[1], live, win, u)
        + reply.card::<2>(add[2], live, win, u)
        + reply.card::<3>(add[3], live, win, u)
        + reply.card::<4>(add[4], live, win, u)
        + reply.card::<5>(add[5], live, win, u)
        + reply.card::<6>(add[6], live, win, u)
        + reply.card::<7>(add[7], live, win, u)
        + reply.card::<8>(add[8], live, win, u)
        + reply.card::<9>(add[9], live, win, u);
    take.max(stand)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::ai::codes::{active, points};

    /// Leaves as the search makes them, with `n` cards left worth
    /// `G(n) = n!/8!` (8 cards stay): the round's points when `round`,
    /// else match equities (a hand's result worth `mine[points]` of `U`,
    /// the other's the complement).
    fn leaves(round: bool) -> ([Leaves; 2], [u64; DECK_SIZE + 1]) {
        const U: u64 = 1 << 20;
        let mine = [1_000, 400_000, 1_000_000];
        let (mut leaf, mut full) = ([[[0; 3]; DECK_SIZE + 1]; 2], [0; DECK_SIZE + 1]);
        let mut g = 1;
        for n in 8..=12 {
            if n > 8 {
                g *= n as u64;
            }
            full[n] = if round { 2 * g } else { U * g };
            for p in 0..3 {
                if round {
                    leaf[0][n][p] = p as u64 * g;
                    leaf[1][n][p] = p as u64 * g;
                } else {
                    leaf[0][n][p] = mine[p] * g;
                    leaf[1][n][2 - p] = (U - mine[p]) * g;
                }
            }
        }
        (leaf, full)
    }

    /// The last draw of `h` against a total `t` by its definition, for `h`
    /// (its leaves `leaf`): a sum over the cards, one at a time.
    fn reply(leaf: &Leaves, h: Code, t: u8, counts: &[u8; CLASSES], n: usize) -> u64 {
        let stand = leaf[n][usize::from(points(total(h), t))];
        let take: u64 = (0..CLASSES)
            .map(|c| {
                let after = total(TABLES.add[usize::from(h)][c]);
                u64::from(counts[c]) * leaf[n - 1][usize::from(points(after, t))]
            })
            .sum();
        stand.max(take)
    }

    /// The node by its definition, for the mover `m` whose leaves are
    /// `leaf[0]` (the other's, `leaf[1]`): the better of Stand and each
    /// fifth card followed by the other's last draw, the counts taken one
    /// card at a time.
    fn by_definition(
        (leaf, full): &([Leaves; 2], [u64; DECK_SIZE + 1]),
        m: Code,
        o: Code,
        counts: &[u8; CLASSES],
    ) -> u64 {
        let n = counts.iter().map(|&c| usize::from(c)).sum::<usize>();
        let stand = full[n] - reply(&leaf[1], o, total(m), counts, n);
        let take: u64 = (0..CLASSES)
            .filter(|&c| counts[c] > 0)
            .map(|c| {
                let mut after = *counts;
                after[c] -= 1;
                let t = total(TABLES.add[usize::from(m)][c]);
                u64::from(counts[c]) * (full[n - 1] - reply(&leaf[1], o, t, &after, n - 1))
            })
            .sum();
        stand.max(take)
    }

    /// Every pair of hands of 4 cards that may draw, on a few decks of 10 to
    /// 12 cards: the one pass gives the definition's integers, for the
    /// round (with its shortcuts, exact there) and for match-like leaves
    /// (without them).
    #[test]
    fn both_last_is_the_sum_by_definition() {
        let decks: [[u8; CLASSES]; 3] = [
            [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
            [0, 2, 0, 1, 3, 0, 0, 1, 0, 3],
            [2, 0, 1, 0, 0, 2, 1, 0, 0, 6],
        ];
        let fours: Vec<Code> = (LAST_DRAW..LAST_DRAW + 42)
            .filter(|&c| active(c) && TABLES.total[usize::from(c)] >= 4)
            .collect();
        let mut checked = 0;
        for round in [true, false] {
            let tables = leaves(round);
            for counts in &decks {
                let u = Unseen::new(counts);
                for &m in &fours {
                    for &o in &fours {
                        // The mover's leaves are `leaf[0]`: not the Auto player's.
                        let fast = both_last(&tables.0, &tables.1, round, m, o, false, u);
                        assert_eq!(fast, by_definition(&tables, m, o, counts), "{m} v {o}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }
}
