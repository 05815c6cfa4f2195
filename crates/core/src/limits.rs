//! Every stated limit of the core in one place. A request past one of these
//! gets [`crate::CoreError::TooLarge`] before anything is allocated, so no
//! face can overflow, run out of memory or freeze.

/// Which limit a [`crate::CoreError::TooLarge`] is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Limit {
    /// Heaps in one Nim-like position.
    Heaps,
    /// Cells of a Min Nim table, `(n1+1)(n2+1)(n3+1)`.
    MinNimCells,
    /// Terms of a Grundy sequence asked for at once.
    SequenceLength,
    /// Largest element of an explicit subtraction set.
    SubtractionElement,
    /// Elements of an explicit subtraction set.
    SubtractionSetSize,
    /// Cold positions listed at once.
    ColdCount,
    /// The index `k` of a Wythoff cold pair (its pair must fit in u64).
    WythoffIndex,
    /// Terms of a subtraction game's Grundy (or misère outcome) sequence
    /// examined while looking for its period.
    PeriodSearch,
    /// Positions the generic solver may explore for a value that has no
    /// closed form and is not optional (misère subtraction sums, Min Nim
    /// misère outcomes past the table).
    SolverBudget,
    /// The number of stones `n` of a game of games (its divisors are
    /// counted by trial division up to `√n`).
    GameOfGamesN,
    /// The last heap `n` of a long take-and-break Grundy sequence computed
    /// by the rare-value engine (stored as 2 bytes a term).
    LongSequence,
    /// A Grundy value of a take-and-break game, stored as `u16`.
    GrundyValue,
}

/// Most heaps in one position.
pub const MAX_HEAPS: usize = 10_000;
/// Most cells in a Min Nim table: 2^25, which holds 300×300×300 (27 million).
pub const MAX_MIN_NIM_CELLS: u64 = 1 << 25;
/// Largest `n` of a game of games: 10^12, so counting its divisors by trial
/// division takes at most 10^6 steps (a few milliseconds, even in wasm).
pub const MAX_GAME_OF_GAMES_N: u64 = 1_000_000_000_000;
/// Largest last heap `upto` of a take-and-break Grundy sequence computed by
/// the rare-value engine: 2^26 − 1, so at most 2^26 terms of 2 bytes each
/// (128 MiB), about a minute for Grundy's game natively.
pub const MAX_LONG_SEQUENCE: u64 = (1 << 26) - 1;
/// Largest last heap of the plain quadratic take-and-break solver (the
/// reference of the tests): about 2^31 pair visits at most.
pub const MAX_NAIVE_TAKE_BREAK: u64 = (1 << 16) - 1;
/// Most digits after the point of an octal code (`0.d1d2…d32`): removals of
/// up to 32 stones, so every digit fits one bit of a `u64` mask.
pub const MAX_OCTAL_DIGITS: usize = 32;
/// Largest Grundy value of a take-and-break game the engines store (`u16`);
/// a larger value is an error, never a wrong value.
pub const MAX_TAKE_BREAK_VALUE: u64 = u16::MAX as u64;
/// Most terms of a Grundy sequence at once.
pub const MAX_SEQUENCE_LENGTH: u64 = 1_000_000;
/// Largest element of an explicit subtraction set.
pub const MAX_SUBTRACTION_ELEMENT: u64 = 4096;
/// Most elements of an explicit subtraction set.
pub const MAX_SUBTRACTION_SET_SIZE: usize = 64;
/// Most winning moves listed in one analysis (each is a whole position, so
/// 10,000 heaps with thousands of winning moves would take hundreds of
/// megabytes); the analysis still counts them all. Positions a person plays
/// have far fewer (Nim: at most two per heap).
pub const MAX_LISTED_MOVES: usize = 256;
/// Most terms of a Grundy or misère-outcome sequence examined while looking
/// for its period (stored as one byte each: 16 MiB).
pub const MAX_PERIOD_SEARCH: u64 = 1 << 24;
/// Most cold positions listed at once.
pub const MAX_COLD_COUNT: u64 = 1_000_000;
/// Most child visits for a Wythoff Grundy/remoteness table of `(a, b)`,
/// measured as `(a+1)(b+1)(a+b+1)`; past it those values are unknown
/// (`null`), not an error. 2^26 holds 320×320.
pub const MAX_WYTHOFF_TABLE_WORK: u64 = 1 << 26;
/// Most positions the generic solver explores for an optional value
/// (remoteness, Grundy value without closed form); past it the value is
/// reported as unknown (`null`), not as an error.
///
/// Why 250,000: the faces call the solver on every analysis, and a
/// canonical position costs about 2 µs (memo lookups of heap-allocated
/// positions miss the cache), so this keeps the worst case near half a
/// second natively. Nim, Wythoff and Min Nim never need it (closed forms
/// and tables); `take:K` and explicit subtraction sets with several heaps
/// do (remoteness, and misère outcomes for explicit sets).
pub const SOLVER_BUDGET: usize = 250_000;
/// The generic solver also stops after generating
/// `budget × SOLVER_MOVES_PER_POSITION` moves, so positions with very many
/// moves each cannot keep it busy within a position budget.
pub const SOLVER_MOVES_PER_POSITION: usize = 16;
