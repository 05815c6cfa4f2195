//! Core errors in the user's words.

use nimatron_core::CoreError;
use nimatron_core::limits::Limit;

use crate::{Arg, Localizer};

/// `error` as one clear sentence in `loc`'s language.
pub fn core_error(loc: &Localizer, error: &CoreError) -> String {
    match error {
        CoreError::UnknownGame { given } => {
            loc.tr_args("error-unknown-game", &[("given", given.as_str().into())])
        }
        CoreError::BadGameParameter { given } => loc.tr_args(
            "error-bad-game-parameter",
            &[("given", given.as_str().into())],
        ),
        CoreError::BadPosition { given } => {
            loc.tr_args("error-bad-position", &[("given", given.as_str().into())])
        }
        CoreError::NoSequence { game } => {
            loc.tr_args("error-no-sequence", &[("game", game.as_str().into())])
        }
        CoreError::WrongHeapCount { expected, got } => loc.tr_args(
            "error-wrong-heap-count",
            &[("expected", (*expected).into()), ("got", (*got).into())],
        ),
        CoreError::TooLarge { limit, max, asked } => {
            let what = loc.tr(limit_id(*limit));
            loc.tr_args(
                "error-too-large",
                &[
                    ("what", what.into()),
                    ("max", Arg::Str(max.to_string())),
                    ("asked", Arg::Str(asked.to_string())),
                ],
            )
        }
    }
}

/// The message naming a limit. Every `Limit` has one (a `match` without a
/// wildcard, so a new limit cannot be added without its words).
fn limit_id(limit: Limit) -> &'static str {
    match limit {
        Limit::Heaps => "limit-heaps",
        Limit::MinNimCells => "limit-min-nim-cells",
        Limit::SequenceLength => "limit-sequence-length",
        Limit::SubtractionElement => "limit-subtraction-element",
        Limit::SubtractionSetSize => "limit-subtraction-set-size",
        Limit::ColdCount => "limit-cold-count",
        Limit::WythoffIndex => "limit-wythoff-index",
        Limit::PeriodSearch => "limit-period-search",
        Limit::SolverBudget => "limit-solver-budget",
        Limit::GameOfGamesN => "limit-game-of-games-n",
        Limit::PositionText => "limit-position-text",
        Limit::FibonacciHeap => "limit-fibonacci-heap",
        Limit::RowPins => "limit-row-pins",
        Limit::WythoffTableWork => "limit-wythoff-table-work",
        Limit::WorksheetCount => "limit-worksheet-count",
        Limit::TakeBreakHeap => "limit-take-break-heap",
        Limit::SumComponents => "limit-sum-components",
        Limit::SumComponentMoves => "limit-sum-component-moves",
        Limit::ChompSize => "limit-chomp-size",
        Limit::NdNimCells => "limit-nd-nim-cells",
        Limit::GraphVertices => "limit-graph-vertices",
        Limit::MooreMoves => "limit-moore-moves",
        Limit::CircularPins => "limit-circular-pins",
        Limit::BuildingStones => "limit-building-stones",
        Limit::BuildingHeaps => "limit-building-heaps",
        Limit::LongSequence => "limit-long-sequence",
        Limit::GrundyValue => "limit-grundy-value",
    }
}
