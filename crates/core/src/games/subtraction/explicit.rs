//! Subtraction games with an explicit set `S`: take `s ∈ S` stones from
//! one heap.
//!
//! Normal play: a heap's Grundy sequence is eventually periodic (each term
//! depends on the previous `max(S)`), so [`periodic_grundy`] finds its
//! pre-period and period and `g(n)` is exact for any `u64` heap; a
//! position is P when the XOR of its heaps' values is 0. A game keeps its
//! sequences (`heap_sequence.rs`): the period is looked for once, and only
//! for a heap too large to compute directly.
//!
//! Misère has no such sum rule in general: one heap uses the (also
//! periodic) misère outcome sequence, several heaps the generic solver
//! within its budget, past which the analysis is refused with
//! [`Limit::SolverBudget`].

use super::SubtractionSet;
use super::heap_sequence::{HeapSequence, next_grundy, next_misere};
use super::period::{PeriodicSequence, Periodicity, detect};
use crate::Convention;
use crate::error::CoreError;
use crate::limits::SOLVER_BUDGET;
use crate::solver::table::{ProductSpace, TableMoves, solve_table};

/// A subtraction game with an explicit set (its
/// [`crate::ruleset::Ruleset`] is in `set_rules.rs`), with its heap's sequences kept as they are computed.
pub struct SubtractionGame {
    /// The set of allowed removals.
    pub set: SubtractionSet,
    /// One heap's Grundy values.
    pub(crate) values: HeapSequence,
    /// One heap's misère outcomes (1 = P).
    pub(crate) misere: HeapSequence,
}

impl SubtractionGame {
    /// The game of `set`, nothing computed yet.
    pub fn new(set: SubtractionSet) -> Self {
        SubtractionGame {
            set,
            values: HeapSequence::new(next_grundy),
            misere: HeapSequence::new(next_misere),
        }
    }
}

/// The game is its set (what is cached is not shown).
impl std::fmt::Debug for SubtractionGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SubtractionGame")
            .field("set", &self.set)
            .finish()
    }
}

/// A copy is the same game with nothing computed yet.
impl Clone for SubtractionGame {
    fn clone(&self) -> Self {
        SubtractionGame::new(self.set.clone())
    }
}

/// Two games are equal when their sets are: what is cached is not the game.
impl PartialEq for SubtractionGame {
    fn eq(&self, other: &Self) -> bool {
        self.set == other.set
    }
}

impl Eq for SubtractionGame {}

/// The Grundy sequence of one heap of `set`, stored as pre-period + period.
/// Errors past [`crate::limits::MAX_PERIOD_SEARCH`] terms.
pub fn periodic_grundy(set: &SubtractionSet) -> Result<PeriodicSequence, CoreError> {
    detect(set.max(), |terms| next_grundy(set.moves(), terms))
}

/// The pre-period and period of `set`'s Grundy sequence.
///
/// ```
/// use nimatron_core::games::subtraction::{periodicity, Periodicity, SubtractionSet};
/// let s = SubtractionSet::new(vec![1, 3, 4]).unwrap();
/// assert_eq!(periodicity(&s).unwrap(), Periodicity { preperiod: 0, period: 7 });
/// ```
pub fn periodicity(set: &SubtractionSet) -> Result<Periodicity, CoreError> {
    Ok(periodic_grundy(set)?.periodicity())
}

/// The Grundy value of a heap of `n` (any `u64`) in the game of `set`.
///
/// ```
/// use nimatron_core::games::subtraction::{grundy, SubtractionSet};
/// let s = SubtractionSet::new(vec![1, 3, 4]).unwrap();
/// assert_eq!(grundy(&s, 5).unwrap(), 3);
/// assert_eq!(grundy(&s, 7_000_000_000_000_000_005).unwrap(), 3);
/// ```
pub fn grundy(set: &SubtractionSet, n: u64) -> Result<u64, CoreError> {
    Ok(periodic_grundy(set)?.get(n))
}

/// The misère outcomes of one heap (term 1 = P, 0 = N), periodic too.
pub fn misere_outcomes(set: &SubtractionSet) -> Result<PeriodicSequence, CoreError> {
    detect(set.max(), |terms| next_misere(set.moves(), terms))
}

/// One heap's moves on a 1-D table (for its remoteness).
#[derive(Debug)]
struct HeapMoves<'a>(&'a [u64]);

impl TableMoves for HeapMoves<'_> {
    fn for_each_child<F: FnMut(u64)>(&self, coords: &[u64], index: u64, _: &[u64], mut child: F) {
        for &s in self.0.iter().take_while(|&&s| s <= coords[0]) {
            child(index - s);
        }
    }
}

/// Remoteness of one heap of `n`, by a 1-D table when `n + 1` is within
/// [`SOLVER_BUDGET`], else `None`.
pub fn heap_remoteness(set: &SubtractionSet, n: u64, convention: Convention) -> Option<u64> {
    let space = ProductSpace::new(&[n], SOLVER_BUDGET as u64).ok()?;
    let table = solve_table(space, convention, false, &HeapMoves(set.moves()));
    Some(u64::from(table.remoteness(n)))
}
