//! The computer's move in a sum of subtraction games with set `S` (normal
//! play), from the heaps' periodic Grundy sequence: a move to XOR 0 when
//! there is one (Sprague–Grundy), otherwise the smallest removal from the
//! largest heap — it keeps the game long, and any move loses anyway.
//!
//! ```
//! use nimatron_core::games::subtraction::{SubtractionSet, periodic_grundy};
//! use nimatron_core::games::subtraction::set_play::computer_move;
//! // take:3 as a set: 19 stones, take 3 (the blog's Proposition 1).
//! let set = SubtractionSet::new(vec![1, 2, 3]).unwrap();
//! let seq = periodic_grundy(&set).unwrap();
//! assert_eq!(computer_move(&set, &seq, &[19]).map(|m| m.take), Some(3));
//! ```

use super::{PeriodicSequence, SubtractionSet};
use crate::games::nim::NimMove;

/// The XOR of the heaps' Grundy values.
pub fn grundy_sum(seq: &PeriodicSequence, heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, &h| x ^ seq.get(h))
}

/// A winning move (to Grundy sum 0), first by heap then smallest removal.
pub fn winning_move(
    set: &SubtractionSet,
    seq: &PeriodicSequence,
    heaps: &[u64],
) -> Option<NimMove> {
    let total = grundy_sum(seq, heaps);
    if total == 0 {
        return None;
    }
    heaps.iter().enumerate().find_map(|(heap, &h)| {
        let target = total ^ seq.get(h);
        set.moves()
            .iter()
            .take_while(|&&s| s <= h)
            // Rule: leave this heap worth X ⊕ g(h), so the sum becomes 0.
            .find(|&&s| seq.get(h - s) == target)
            .map(|&take| NimMove { heap, take })
    })
}

/// The computer's move: winning if possible, else the smallest removal
/// from the largest heap that allows one. `None` when no move is left.
pub fn computer_move(
    set: &SubtractionSet,
    seq: &PeriodicSequence,
    heaps: &[u64],
) -> Option<NimMove> {
    winning_move(set, seq, heaps).or_else(|| {
        let smallest = set.min();
        heaps
            .iter()
            .enumerate()
            .filter(|&(_, &h)| h >= smallest)
            .max_by_key(|&(i, &h)| (h, std::cmp::Reverse(i)))
            .map(|(heap, _)| NimMove {
                heap,
                take: smallest,
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::subtraction::{periodic_grundy, take_outcome};
    use crate::{Convention, Outcome};

    fn set(s: &[u64]) -> (SubtractionSet, PeriodicSequence) {
        let set = SubtractionSet::new(s.to_vec()).unwrap_or_else(|_| unreachable!());
        let seq = periodic_grundy(&set).unwrap_or_else(|_| unreachable!());
        (set, seq)
    }

    #[test]
    fn the_seeds_examples_as_sets() {
        let (s3, q3) = set(&[1, 2, 3]);
        assert_eq!(
            computer_move(&s3, &q3, &[19]),
            Some(NimMove { heap: 0, take: 3 })
        );
        let (s7, q7) = set(&[1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(
            computer_move(&s7, &q7, &[666]),
            Some(NimMove { heap: 0, take: 2 })
        );
        // A P-position: no winning move; delay from the largest heap.
        assert_eq!(winning_move(&s3, &q3, &[16]), None);
        assert_eq!(
            computer_move(&s3, &q3, &[4, 8]),
            Some(NimMove { heap: 1, take: 1 })
        );
        assert_eq!(computer_move(&s3, &q3, &[0, 0]), None);
        let (s2, q2) = set(&[2, 5]);
        assert_eq!(computer_move(&s2, &q2, &[1, 1]), None);
    }

    /// With 1..k as the set, winning moves agree with take:k's theorem on
    /// two heaps, and every winning move leaves Grundy sum 0.
    #[test]
    fn agrees_with_take_k_and_leaves_zero() {
        for k in 1..5u64 {
            let (s, q) = set(&(1..=k).collect::<Vec<_>>());
            for a in 0..20 {
                for b in 0..20 {
                    let heaps = [a, b];
                    let won = winning_move(&s, &q, &heaps);
                    let n = take_outcome(k, &heaps, Convention::Normal) == Outcome::N;
                    assert_eq!(won.is_some(), n, "k={k} {heaps:?}");
                    if let Some(m) = won {
                        let mut after = heaps;
                        after[m.heap] -= m.take;
                        assert_eq!(grundy_sum(&q, &after), 0);
                    }
                }
            }
        }
        let (s, q) = set(&[2, 3, 7]);
        for a in 0..40 {
            for b in 0..40 {
                if let Some(m) = computer_move(&s, &q, &[a, b]) {
                    assert!(s.moves().contains(&m.take));
                    assert!([a, b][m.heap] >= m.take);
                }
            }
        }
    }
}
