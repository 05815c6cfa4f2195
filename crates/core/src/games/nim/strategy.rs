//! The computer opponent's choice of move, at three strengths.
//!
//! Why here and not in the app: the choice is game theory (which move wins,
//! which delays a loss), it must be tested without a browser, and the CLI
//! may want it too. Randomness is injected ([`Random`]) so a test can fix
//! every slip; the core itself never reads a clock or an entropy source.
//!
//! * [`Strength::Perfect`] plays [`best_move`]: from an N-position the
//!   quickest win, from a P-position the move that keeps the remoteness as
//!   high as possible (the loss is delayed, never hurried).
//! * [`Strength::Strong`] plays like perfect, but one move in
//!   [`STRONG_SLIP_ONE_IN`] is a random legal move (a slip).
//! * [`Strength::Beginner`] plays a random legal move, except one move in
//!   [`BEGINNER_BEST_ONE_IN`], which is the perfect one.

use super::{NimMove, best_move};
use crate::Convention;
pub use crate::engine::computer::{
    BEGINNER_BEST_ONE_IN, Random, STRONG_SLIP_ONE_IN, SplitMix64, Strength, slips,
};

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

/// The computer's move at `strength`; `None` when the game is over.
///
/// ```
/// use nimatron_core::{Convention, games::nim::{NimMove, strategy::{choose, SplitMix64, Strength}}};
/// let mut rng = SplitMix64::new(7);
/// // From 3-4-5 the only winning move takes 2 from the first heap.
/// assert_eq!(
///     choose(&[3, 4, 5], Convention::Normal, Strength::Perfect, &mut rng),
///     Some(NimMove { heap: 0, take: 2 })
/// );
/// ```
pub fn choose(
    heaps: &[u64],
    convention: Convention,
    strength: Strength,
    rng: &mut impl Random,
) -> Option<NimMove> {
    let slip = slips(strength, rng);
    if slip {
        random_move(heaps, rng)
    } else {
        best_move(heaps, convention)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Outcome;
    use crate::games::nim::{apply, outcome, remoteness};

    /// Every position with `n` heaps of at most `max` stones.
    fn positions(n: usize, max: u64) -> Vec<Vec<u64>> {
        let mut out = vec![vec![]];
        for _ in 0..n {
            out = out
                .into_iter()
                .flat_map(|p| {
                    (0..=max).map(move |h| {
                        let mut q = p.clone();
                        q.push(h);
                        q
                    })
                })
                .collect();
        }
        out
    }

    fn small_positions() -> impl Iterator<Item = Vec<u64>> {
        (1..=3).flat_map(|n| positions(n, 7))
    }

    /// A generator that always answers `k` (clamped below `n`).
    struct Fixed(u64);
    impl Random for Fixed {
        fn below(&mut self, n: u64) -> u64 {
            self.0.min(n.saturating_sub(1))
        }
    }

    #[test]
    fn perfect_never_gives_away_a_win_and_loses_as_slowly_as_possible() {
        let mut rng = SplitMix64::new(1);
        for convention in [Convention::Normal, Convention::Misere] {
            for p in small_positions() {
                let Some(mv) = choose(&p, convention, Strength::Perfect, &mut rng) else {
                    assert!(p.iter().all(|&h| h == 0), "{p:?}");
                    continue;
                };
                let Some(child) = apply(&p, mv) else {
                    panic!("illegal move {mv:?} from {p:?}");
                };
                let r = remoteness(&p, convention);
                let rc = remoteness(&child, convention);
                match outcome(&p, convention) {
                    // Won: leave a P-position, by the quickest win.
                    Outcome::N => {
                        assert_eq!(outcome(&child, convention), Outcome::P, "{p:?}");
                        assert_eq!(rc + 1, r, "{convention:?} {p:?}");
                    }
                    // Lost: the longest resistance.
                    Outcome::P => assert_eq!(rc + 1, r, "{convention:?} {p:?}"),
                }
            }
        }
    }

    #[test]
    fn slips_follow_the_injected_randomness() {
        let p = [3, 4, 5];
        let best = Some(NimMove { heap: 0, take: 2 });
        // 0 = "slip now" for strong; the random move is then heap 0, take 1.
        assert_eq!(
            choose(&p, Convention::Normal, Strength::Strong, &mut Fixed(0)),
            Some(NimMove { heap: 0, take: 1 })
        );
        assert_eq!(
            choose(&p, Convention::Normal, Strength::Strong, &mut Fixed(5)),
            best
        );
        assert_eq!(
            choose(&p, Convention::Normal, Strength::Beginner, &mut Fixed(0)),
            best
        );
        assert_eq!(
            choose(&p, Convention::Normal, Strength::Beginner, &mut Fixed(1)),
            Some(NimMove { heap: 1, take: 2 })
        );
    }

    #[test]
    fn every_strength_plays_legal_moves_and_slips_at_its_rate() {
        let mut rng = SplitMix64::new(42);
        let p = [3, 4, 5];
        for strength in Strength::ALL {
            let mut best = 0;
            for _ in 0..4000 {
                let mv = choose(&p, Convention::Normal, strength, &mut rng);
                let mv = mv.unwrap_or(NimMove { heap: 9, take: 0 });
                assert!(apply(&p, mv).is_some(), "{strength:?} {mv:?}");
                best += u32::from(mv == NimMove { heap: 0, take: 2 });
            }
            let range = match strength {
                Strength::Perfect => 4000..=4000,
                // 7/8 best plus slips that happen to hit it (1/12 of 1/8).
                Strength::Strong => 3400..=3800,
                // 1/3 best plus 2/3 · 1/12.
                Strength::Beginner => 1300..=1700,
            };
            assert!(range.contains(&best), "{strength:?} {best}");
        }
        assert_eq!(
            choose(&[0, 0], Convention::Misere, Strength::Beginner, &mut rng),
            None
        );
        assert_eq!(random_move(&[], &mut rng), None);
    }

    #[test]
    fn random_moves_reach_huge_heaps_and_codes_round_trip() {
        let mut rng = SplitMix64::new(3);
        let mv = random_move(&[0, u64::MAX], &mut rng);
        assert!(mv.is_some_and(|m| m.heap == 1 && m.take >= 1));
        assert_eq!(SplitMix64::new(0).below(0), 0);
        for s in Strength::ALL {
            assert_eq!(Strength::from_code(s.code()), Some(s));
        }
        assert_eq!(Strength::from_code("STRONG"), Some(Strength::Strong));
        assert_eq!(Strength::from_code("godlike"), None);
    }
}
