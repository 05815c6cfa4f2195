//! The analysis of a heap position through the registry, as the faces call
//! it, for the per-game tests.

#![allow(dead_code)]

use nimatron_core::{Analysis, Convention, CoreError, Position, registry};

/// Analyses `heaps` in the game named `game` (`nim`, `take:3`, ...).
pub fn analyze(game: &str, heaps: &[u64], convention: Convention) -> Result<Analysis, CoreError> {
    registry::game(game)?.analyze(&Position::new(heaps.to_vec()), convention)
}

/// The winning moves of an analysis, as heap lists.
pub fn targets(a: &Analysis) -> Vec<Vec<u64>> {
    a.winning_moves
        .iter()
        .map(|m| m.to.numbers().to_vec())
        .collect()
}

/// The Grundy values of one heap of `0..=upto` in `game`.
pub fn sequence(game: &str, upto: u64) -> Result<Vec<u64>, CoreError> {
    registry::game(game)?.sequence(upto)
}
