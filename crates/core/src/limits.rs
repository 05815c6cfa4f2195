//! The engine's stated limits and those the shared modules use (a game's
//! own limit lives in its own file). A request past one of them gets
//! [`crate::CoreError::TooLarge`] before anything is allocated, so no face
//! can overflow, run out of memory or freeze.

/// Which limit a [`crate::CoreError::TooLarge`] is about: a name, whose
/// words are `limit-NAME` in each language. Data, not a closed list: the
/// limits of the engine and of shared modules are below; a game's own
/// limit is a const in its own file, listed in
/// [`crate::Ruleset::limits`] (the words' test in crates/i18n reads them
/// through the registry).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Limit {
    name: &'static str,
}

// The shared limits keep the names they had as an enum's variants, which
// the faces and tests name (`Limit::Heaps`).
#[allow(non_upper_case_globals)]
impl Limit {
    /// The limit named `name` (lower case, dashes).
    pub const fn new(name: &'static str) -> Self {
        Limit { name }
    }

    /// Its name, as in its message id `limit-NAME`.
    pub fn as_str(self) -> &'static str {
        self.name
    }

    /// Heaps in one Nim-like position.
    pub const Heaps: Limit = Limit::new("heaps");

    /// Cells of a Min Nim table, `(n1+1)(n2+1)(n3+1)`.
    pub const MinNimCells: Limit = Limit::new("min-nim-cells");

    /// Terms of a Grundy sequence asked for at once.
    pub const SequenceLength: Limit = Limit::new("sequence-length");

    /// Largest element of an explicit subtraction set.
    pub const SubtractionElement: Limit = Limit::new("subtraction-element");

    /// Elements of an explicit subtraction set.
    pub const SubtractionSetSize: Limit = Limit::new("subtraction-set-size");

    /// Cold positions listed at once.
    pub const ColdCount: Limit = Limit::new("cold-count");

    /// The index `k` of a Wythoff cold pair (its pair must fit in u64).
    pub const WythoffIndex: Limit = Limit::new("wythoff-index");

    /// Terms of a subtraction game's Grundy (or misère outcome) sequence
    /// examined while looking for its period.
    pub const PeriodSearch: Limit = Limit::new("period-search");

    /// Positions the generic solver may explore for a value that has no
    /// closed form and is not optional (misère subtraction sums, Min Nim
    /// misère outcomes past the table).
    pub const SolverBudget: Limit = Limit::new("solver-budget");

    /// Characters of a position's text.
    pub const PositionText: Limit = Limit::new("position-text");

    /// Work of a Wythoff table, `(a+1)(b+1)(a+b+1)`.
    pub const WythoffTableWork: Limit = Limit::new("wythoff-table-work");

    /// Positions on one worksheet.
    pub const WorksheetCount: Limit = Limit::new("worksheet-count");

    /// A heap whose values are computed one by one, no period being known:
    /// a take-and-break game's, or a subtraction set's with no period
    /// within [`MAX_PERIOD_SEARCH`] terms.
    pub const TakeBreakHeap: Limit = Limit::new("take-break-heap");

    /// The number of stones `n` of a game of games (its divisors are
    /// counted by trial division up to `√n`).
    pub const GameOfGamesN: Limit = Limit::new("game-of-games-n");

    /// Vertices of a Graph Nim graph (a position is a bitmask).
    pub const GraphVertices: Limit = Limit::new("graph-vertices");

    /// The last heap `n` of a long take-and-break Grundy sequence computed
    /// by the rare-value engine (stored as 2 bytes a term).
    pub const LongSequence: Limit = Limit::new("long-sequence");

    /// A Grundy value of a take-and-break game, stored as `u16`.
    pub const GrundyValue: Limit = Limit::new("grundy-value");

    /// Every limit above (the engine's and the shared modules'): with each
    /// registered game's [`crate::Ruleset::limits`], every limit there is.
    pub const SHARED: &'static [Limit] = &[
        Limit::Heaps,
        Limit::MinNimCells,
        Limit::SequenceLength,
        Limit::SubtractionElement,
        Limit::SubtractionSetSize,
        Limit::ColdCount,
        Limit::WythoffIndex,
        Limit::PeriodSearch,
        Limit::SolverBudget,
        Limit::PositionText,
        Limit::WythoffTableWork,
        Limit::WorksheetCount,
        Limit::TakeBreakHeap,
        Limit::GameOfGamesN,
        Limit::GraphVertices,
        Limit::LongSequence,
        Limit::GrundyValue,
    ];
}

/// Most heaps in one position.
pub const MAX_HEAPS: usize = 10_000;
/// Most cells in a Min Nim table: 2^25, which holds 300×300×300 (27 million).
pub const MAX_MIN_NIM_CELLS: u64 = 1 << 25;
/// Most cells of the Min Nim table an analysis of `min-nim:R` builds on
/// demand (remoteness, misère play, the perfect computer): 2^22
/// (4,194,304; 160×160×160 fits). Why smaller than [`MAX_MIN_NIM_CELLS`]:
/// the play screen analyses on the page's main thread, where 300×300×300
/// froze the page for 1.2 s (misère 1.5 s); 2^22 cells take about 0.2 s
/// there. Past it, normal play still has its outcome, Grundy value and
/// winning moves (Sprague–Grundy, any size); the remoteness and misère
/// answers are past the limit until the heaps shrink into it. The whole
/// table of a larger box is the Min Nim screen's worker job and
/// `nimatron min-nim`.
pub const MAX_MIN_NIM_ANALYSIS_CELLS: u64 = 1 << 22;
/// Largest `n` of a game of games: 10^12, so counting its divisors by trial
/// division takes at most 10^6 steps (a few milliseconds, even in wasm).
pub const MAX_GAME_OF_GAMES_N: u64 = 1_000_000_000_000;
/// Largest last heap `upto` of a take-and-break Grundy sequence computed by
/// the rare-value engine: 2^26 − 1, so at most 2^26 terms of 2 bytes each
/// (128 MiB) while computing, plus the job's `u32` cells at the end (4
/// bytes a term, 256 MiB): about 400 MiB and a minute for Grundy's game
/// natively at the limit. The sequence job and `nimatron sequence` of
/// every take-and-break game (`kayles`, `dawson`, `octal:CODE`, `grundy`)
/// go this far; the other one-heap games stop at [`MAX_SEQUENCE_LENGTH`].
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
/// The generic solver, and the Grundy search of a game on a bitmask (Graph
/// Nim, n-dimensional Nim), also stop after generating
/// `budget × SOLVER_MOVES_PER_POSITION` moves, so positions with very many
/// moves each (Arc Kayles on 32 vertices all joined: hundreds) cannot keep
/// them busy within a position budget.
pub const SOLVER_MOVES_PER_POSITION: usize = 16;
/// Most characters in a position's text: 10,000 heaps of 20 digits and
/// their commas fit.
pub const MAX_POSITION_TEXT: usize = 256 * 1024;
/// Most vertices of a Graph Nim graph (a position is a 32-bit set of
/// vertices). Whether a position is solved depends on its connected
/// pieces: paths of any length have a formula, other pieces go to the
/// memoised solver within [`SOLVER_BUDGET`].
pub const MAX_GRAPH_VERTICES: u64 = 32;
/// Largest heap of a take-and-break game without a proved period: its
/// values are computed one by one, each from all its options (quadratic).
pub const MAX_TAKE_BREAK_HEAP: u64 = 1 << 12;
