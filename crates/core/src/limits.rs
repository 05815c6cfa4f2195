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
}

/// Most heaps in one position.
pub const MAX_HEAPS: usize = 10_000;
/// Most cells in a Min Nim table: 2^25, which holds 300×300×300 (27 million).
pub const MAX_MIN_NIM_CELLS: u64 = 1 << 25;
/// Most terms of a Grundy sequence at once.
pub const MAX_SEQUENCE_LENGTH: u64 = 1_000_000;
/// Largest element of an explicit subtraction set.
pub const MAX_SUBTRACTION_ELEMENT: u64 = 4096;
/// Most elements of an explicit subtraction set.
pub const MAX_SUBTRACTION_SET_SIZE: usize = 64;
/// Most cold positions listed at once.
pub const MAX_COLD_COUNT: u64 = 1_000_000;
/// Most positions the generic solver explores for an optional value
/// (remoteness, Grundy value without closed form); past it the value is
/// reported as unknown (`null`), not as an error.
pub const SOLVER_BUDGET: usize = 2_000_000;
