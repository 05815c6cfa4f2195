//! The computer opponent, for every game, at three strengths.
//!
//! Why here and not in the app: the choice is game theory (which move wins,
//! which delays a loss), it must be tested without a browser, and the CLI
//! may want it too. Randomness is injected ([`Random`]) so a test can fix
//! every slip; the core itself never reads a clock or an entropy source.
//!
//! * [`Strength::Perfect`]: from an N-position the quickest win (a
//!   P-child of least remoteness), from a P-position the longest
//!   resistance (a child of greatest remoteness). A game's
//!   [`Ruleset::best_move`] answers from its theorem; otherwise the solver
//!   decides within [`SOLVER_BUDGET`]. Past the budget the computer still
//!   never gives away a win it can see: it plays a winning move when the
//!   game's theorems name one, and otherwise a random legal move.
//! * [`Strength::Strong`] plays like perfect, but one move in
//!   [`STRONG_SLIP_ONE_IN`] is a random legal move (a slip).
//! * [`Strength::Beginner`] plays a random legal move, except one move in
//!   [`BEGINNER_BEST_ONE_IN`], which is the perfect one.

use crate::limits::{MAX_LISTED_MOVES, SOLVER_BUDGET};
use crate::ruleset::Ruleset;
use crate::solver::Solver;
use crate::{Convention, CoreError, Outcome};

/// A strong computer slips once in this many moves, on average.
pub const STRONG_SLIP_ONE_IN: u64 = 8;
/// A beginner finds the perfect move once in this many moves, on average.
pub const BEGINNER_BEST_ONE_IN: u64 = 3;

/// How well the computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Strength {
    /// Never errs: wins fastest, loses slowest.
    #[default]
    Perfect,
    /// Perfect, with rare random slips.
    Strong,
    /// Mostly random moves.
    Beginner,
}

impl Strength {
    /// Every strength, strongest first.
    pub const ALL: [Strength; 3] = [Strength::Perfect, Strength::Strong, Strength::Beginner];

    /// The name used in URLs and storage: `perfect`, `strong`, `beginner`.
    pub fn code(self) -> &'static str {
        match self {
            Strength::Perfect => "perfect",
            Strength::Strong => "strong",
            Strength::Beginner => "beginner",
        }
    }

    /// The strength named by [`Strength::code`] (ASCII case ignored).
    pub fn from_code(code: &str) -> Option<Strength> {
        Strength::ALL
            .into_iter()
            .find(|s| s.code().eq_ignore_ascii_case(code))
    }
}

/// A source of uniform random numbers.
pub trait Random {
    /// A number in `0..n`, uniform enough for a game (`n ≥ 1`; `0` for
    /// `n = 0`).
    fn below(&mut self, n: u64) -> u64;
}

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, seedable, good enough to
/// pick a slip. The app seeds it from the browser; tests from a constant.
#[derive(Debug, Clone)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator starting from `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

impl Random for SplitMix64 {
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        // Multiply-shift: the bias is below 2^-64 · n, invisible here.
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }
}

/// True when the computer at `strength` slips this move (plays at random).
pub fn slips<R: Random + ?Sized>(strength: Strength, rng: &mut R) -> bool {
    match strength {
        // Rule: perfect play never leaves anything to chance.
        Strength::Perfect => false,
        // Rule: strong play slips once in STRONG_SLIP_ONE_IN moves.
        Strength::Strong => rng.below(STRONG_SLIP_ONE_IN) == 0,
        // Rule: a beginner finds the best move once in BEGINNER_BEST_ONE_IN.
        Strength::Beginner => rng.below(BEGINNER_BEST_ONE_IN) != 0,
    }
}

/// The computer's move in `game` at `strength`; `None` when the game is
/// over.
pub fn choose<R: Ruleset>(
    game: &R,
    position: &R::Position,
    convention: Convention,
    strength: Strength,
    rng: &mut dyn Random,
) -> Result<Option<R::Position>, CoreError> {
    if game.is_terminal(position) {
        return Ok(None);
    }
    if slips(strength, rng) {
        return Ok(game.random_move(position, &mut |n| rng.below(n)));
    }
    if let Some(best) = game.best_move(position, convention) {
        return Ok(best);
    }
    if let Some(best) = best_by_solver(game, position, convention) {
        return Ok(Some(best));
    }
    // Past the solver's budget: a winning move if a theorem names one…
    if let Some((moves, _)) = game.winning_moves(position, convention, 1)
        && let Some(first) = moves.into_iter().next()
    {
        return Ok(Some(first));
    }
    // …else any move.
    Ok(game.random_move(position, &mut |n| rng.below(n)))
}

/// Perfect play by the solver: `None` when a child is past its budget.
fn best_by_solver<R: Ruleset>(
    game: &R,
    position: &R::Position,
    convention: Convention,
) -> Option<R::Position> {
    let mut solver = Solver::new(game, convention, SOLVER_BUDGET);
    let mut best: Option<(bool, u64, R::Position)> = None;
    // Far too many children to weigh one by one: leave it to the caller
    // (only one past the cap is made, not all of a 64-bit heap's).
    let cap = MAX_LISTED_MOVES * 64;
    let children = game.first_moves(position, cap + 1);
    if children.len() > cap {
        return None;
    }
    for child in children {
        let v = solver.solve(&child)?;
        let wins = v.outcome == Outcome::P;
        let better = match &best {
            None => true,
            // Rule: a winning child beats any losing one.
            Some((best_wins, _, _)) if wins != *best_wins => wins,
            // Rule: among winning children the quickest win (least
            // remoteness)…
            Some((true, r, _)) => v.remoteness < *r,
            // …among losing ones the longest resistance (greatest).
            Some((false, r, _)) => v.remoteness > *r,
        };
        if better {
            best = Some((wins, v.remoteness, child));
        }
    }
    best.map(|(_, _, child)| child)
}

/// A `pick` closure (`pick(n)` in `0..n`) as a [`Random`], for games whose
/// random move is written against [`Random`].
pub(crate) struct Pick<'a>(pub &'a mut dyn FnMut(u64) -> u64);

impl std::fmt::Debug for Pick<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Pick")
    }
}

impl Random for Pick<'_> {
    fn below(&mut self, n: u64) -> u64 {
        (self.0)(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::Nim;

    /// A generator that always answers `k` (clamped below `n`).
    struct Fixed(u64);
    impl Random for Fixed {
        fn below(&mut self, n: u64) -> u64 {
            self.0.min(n.saturating_sub(1))
        }
    }

    fn nim(heaps: &[u64], strength: Strength, rng: &mut dyn Random) -> Option<Vec<u64>> {
        choose(&Nim, &heaps.to_vec(), Convention::Normal, strength, rng).unwrap()
    }

    #[test]
    fn slips_follow_the_injected_randomness() {
        let p = [3, 4, 5];
        let best = Some(vec![1, 4, 5]);
        // 0 = "slip now" for strong; the random move is then heap 0, take 1.
        assert_eq!(
            nim(&p, Strength::Strong, &mut Fixed(0)),
            Some(vec![2, 4, 5])
        );
        assert_eq!(nim(&p, Strength::Strong, &mut Fixed(5)), best);
        // 0 = "the best move now" for a beginner; else heap 1, take 2.
        assert_eq!(nim(&p, Strength::Beginner, &mut Fixed(0)), best);
        assert_eq!(
            nim(&p, Strength::Beginner, &mut Fixed(1)),
            Some(vec![3, 2, 5])
        );
        assert_eq!(nim(&[0, 0], Strength::Beginner, &mut Fixed(1)), None);
    }

    #[test]
    fn every_strength_plays_legal_moves_and_slips_at_its_rate() {
        let mut rng = SplitMix64::new(42);
        let p = [3, 4, 5];
        for strength in Strength::ALL {
            let mut best = 0;
            for _ in 0..4000 {
                let m = nim(&p, strength, &mut rng).expect("a move");
                assert!(Nim.is_move(&p.to_vec(), &m), "{strength:?} {m:?}");
                best += u32::from(m == [1, 4, 5]);
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
    }
}
