//! One answer for every game: outcome, Grundy value, remoteness and every
//! winning move. This is what the CLI's `analyze` prints and what the app's
//! analysis panel shows.

use crate::games::nim::{self, NimMove};
use crate::limits::MAX_LISTED_MOVES;
use crate::{Convention, CoreError, GameSpec, Outcome};

/// A move, given as the whole position after it (heaps in input order).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// The position after the move, in the same order as the input.
    pub to: Vec<u64>,
}

/// The analysis of one position of one game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Analysis {
    /// N if the player to move wins with best play, P otherwise.
    pub outcome: Outcome,
    /// The Grundy value (normal play only; `None` under misère or when the
    /// game has no closed form and the position is past the solver's limit).
    pub grundy: Option<u64>,
    /// Moves to the end with best play (`None` past the solver's limit).
    pub remoteness: Option<u64>,
    /// The winning moves, ordered by heap in input order, then by fewest
    /// stones taken (Wythoff: by the first heap, then the second). At most
    /// [`crate::limits::MAX_LISTED_MOVES`] are listed (10,000 heaps could
    /// otherwise mean thousands of moves of 10,000 numbers each);
    /// [`Analysis::winning_move_count`] counts them all.
    pub winning_moves: Vec<Move>,
    /// How many winning moves there are in all (listed or not).
    pub winning_move_count: usize,
    /// Nim only: the nim-sum of the heaps.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub nim_sum: Option<u64>,
}

/// The winning moves to list in an [`Analysis`] of a heap game: the first
/// [`MAX_LISTED_MOVES`] of `moves`, each as the whole position after it,
/// and the count of all of them.
pub(crate) fn list_heap_moves(heaps: &[u64], moves: &[NimMove]) -> (Vec<Move>, usize) {
    let listed = moves
        .iter()
        .take(MAX_LISTED_MOVES)
        .filter_map(|&m| nim::apply(heaps, m))
        .map(|to| Move { to })
        .collect();
    (listed, moves.len())
}

/// Analyses `position` in `game` under `convention`.
///
/// Errors when the position does not fit the game (wrong number of heaps)
/// or is past a stated limit (see [`crate::limits`]).
pub fn analyze(
    game: &GameSpec,
    position: &[u64],
    convention: Convention,
) -> Result<Analysis, CoreError> {
    use crate::games::{min_nim, subtraction, wythoff};
    match game {
        GameSpec::Nim => nim::analyze(position, convention),
        GameSpec::Take { k } => subtraction::analyze_take(*k, position, convention),
        GameSpec::Subtraction(set) => subtraction::analyze(set, position, convention),
        GameSpec::Wythoff => wythoff::analyze(position, convention),
        GameSpec::MinNim(rule) => min_nim::analyze(rule, position, convention),
    }
}
