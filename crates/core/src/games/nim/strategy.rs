//! A uniformly random legal Nim move: what the computer plays when it
//! slips ([`crate::engine::computer`] decides when, for every game; Nim
//! and Candy Nim make their random move here).
//!
//! Why its own function: a heap of 2^64 stones has as many moves, so the
//! move is drawn directly (a heap, then an amount), never picked from a
//! list of them all.

use super::NimMove;
use crate::engine::computer::Random;

/// A legal move chosen uniformly: a non-empty heap, then an amount.
/// `None` when every heap is empty.
pub fn random_move(heaps: &[u64], rng: &mut impl Random) -> Option<NimMove> {
    let nonempty = heaps.iter().filter(|&&h| h > 0).count() as u64;
    if nonempty == 0 {
        return None;
    }
    let pick = rng.below(nonempty);
    let (heap, &size) = heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h > 0)
        .nth(pick as usize)?;
    Some(NimMove {
        heap,
        take: 1 + rng.below(size),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::computer::{SplitMix64, Strength};

    #[test]
    fn random_moves_reach_huge_heaps_and_codes_round_trip() {
        let mut rng = SplitMix64::new(3);
        let mv = random_move(&[0, u64::MAX], &mut rng);
        assert!(mv.is_some_and(|m| m.heap == 1 && m.take >= 1));
        assert_eq!(random_move(&[], &mut rng), None);
        assert_eq!(random_move(&[0, 0], &mut rng), None);
        assert_eq!(SplitMix64::new(0).below(0), 0);
        for s in Strength::ALL {
            assert_eq!(Strength::from_code(s.code()), Some(s));
        }
        assert_eq!(Strength::from_code("STRONG"), Some(Strength::Strong));
        assert_eq!(Strength::from_code("godlike"), None);
    }
}
