//! The one trait a game implements: its rules, its position syntax and its
//! theorems. Everything else (analysis, the computer opponent, the session,
//! the CLI, the app's play screen) is written once against it, through the
//! object-safe [`crate::engine::AnyGame`] that every `Ruleset` gets for free.
//!
//! Adding a game: one file in `games/` with a type that implements this
//! trait, one line in [`crate::registry`], and its words (`game-NAME-*`) in
//! each language of `crates/i18n`.
//!
//! A fast path (`outcome`, `grundy`, `remoteness`, `winning_moves`,
//! `best_move`) answers from a theorem; `None` means "no theorem here, ask
//! the solver". The test `crates/core/tests/independent_proof.rs` proves
//! every registered game's answers and [`Ruleset::is_move`] against an
//! oracle written from the games' definitions, sharing no code with this
//! crate; `crates/core/tests/registry.rs` proves every fast path against
//! the naive solver (plain [`Ruleset::moves`], no canonical forms) on
//! [`Ruleset::small_positions`].

use std::fmt::Debug;
use std::hash::Hash;

use crate::analysis::{Fact, FactKey, FactValue};
pub use crate::board::{Board, GraphPick};
use crate::limits::Limit;
use crate::parts::Part;
use crate::refusal::Refusal;
use crate::{Convention, CoreError, Outcome, Position};

/// A game of the family: rules, position syntax, theorems.
pub trait Ruleset: Debug + Send + Sync + 'static {
    /// A position as the game thinks of it.
    type Position: Clone + Eq + Hash + Debug + 'static;

    /// The registry name (`nim`, `take`, `kayles`): the key of the game's
    /// words and of its stored state.
    fn name(&self) -> &'static str;

    /// The game's text with its parameters (`take:3`), as the CLI and URLs
    /// write it; parsing it back through [`crate::registry`] gives this game.
    /// The default, for a game without parameters, is its name.
    fn spec(&self) -> String {
        self.name().into()
    }

    /// How a face draws it, with what the drawing needs (a grid's sizes,
    /// a graph and its layout, a sum's games): see [`Board`].
    fn board(&self) -> Board {
        Board::List
    }

    /// Reads a position in the game's syntax, checking the game's limits.
    fn decode(&self, position: &Position) -> Result<Self::Position, CoreError>;

    /// Writes a position in the game's syntax (`decode` of it gives it back).
    fn encode(&self, position: &Self::Position) -> Position;

    /// Every position one move away, by the plain rules (duplicates
    /// allowed). The naive solver uses only this.
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;

    /// At least the first `limit` of [`Ruleset::moves`] (a list shown to a
    /// player). The default builds them all; a game whose positions may
    /// have billions of moves (Wythoff's 64-bit heaps) yields only `limit`,
    /// so a list of moves never allocates past what it shows.
    fn first_moves(&self, position: &Self::Position, limit: usize) -> Vec<Self::Position> {
        let _ = limit;
        self.moves(position)
    }

    /// A representative of the positions with the same values (heaps
    /// sorted, empty ones dropped), for the fast solver's memo.
    fn canonical(&self, position: &Self::Position) -> Self::Position {
        position.clone()
    }

    /// The canonical children of a canonical position; a game may build
    /// them directly for speed.
    fn canonical_moves(&self, position: &Self::Position) -> Vec<Self::Position> {
        self.moves(position)
            .iter()
            .map(|p| self.canonical(p))
            .collect()
    }

    /// An upper bound on the canonical positions reachable from `position`,
    /// when cheap to know (the solver refuses at once past its budget).
    fn reachable_bound(&self, position: &Self::Position) -> Option<u128> {
        let _ = position;
        None
    }

    /// True when `to` is one move from `from`. The default looks through
    /// [`Ruleset::moves`]; games with huge positions answer directly.
    fn is_move(&self, from: &Self::Position, to: &Self::Position) -> bool {
        self.moves(from).contains(to)
    }

    /// True when the player to move has no move (the game is over).
    fn is_terminal(&self, position: &Self::Position) -> bool {
        self.moves(position).is_empty()
    }

    /// Fast path: the outcome for the player to move.
    fn outcome(&self, position: &Self::Position, convention: Convention) -> Option<Outcome> {
        let _ = (position, convention);
        None
    }

    /// Fast path: the Grundy value (normal play).
    fn grundy(&self, position: &Self::Position) -> Option<u64> {
        let _ = position;
        None
    }

    /// Fast path: the remoteness (moves to the end with best play).
    fn remoteness(&self, position: &Self::Position, convention: Convention) -> Option<u64> {
        let _ = (position, convention);
        None
    }

    /// Fast path: the winning moves in the game's order, at most `limit` of
    /// them, and how many there are in all.
    fn winning_moves(
        &self,
        position: &Self::Position,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Self::Position>, usize)> {
        let _ = (position, convention, limit);
        None
    }

    /// Fast path: the perfect computer's move (`Some(None)`: the game is
    /// over). It must win a won position, and in a lost one keep the
    /// remoteness as high as possible.
    fn best_move(
        &self,
        position: &Self::Position,
        convention: Convention,
    ) -> Option<Option<Self::Position>> {
        let _ = (position, convention);
        None
    }

    /// A legal move chosen uniformly enough by `pick` (`pick(n)` is a
    /// number in `0..n`), for the computer's slips. The default picks among
    /// [`Ruleset::moves`].
    fn random_move(
        &self,
        position: &Self::Position,
        pick: &mut dyn FnMut(u64) -> u64,
    ) -> Option<Self::Position> {
        let mut moves = self.moves(position);
        if moves.is_empty() {
            return None;
        }
        let i = pick(moves.len() as u64) as usize;
        Some(moves.swap_remove(i.min(moves.len() - 1)))
    }

    /// Fast path, for games played on one heap or row: the Grundy values of
    /// one heap of `0..=upto` (what `nimatron sequence` prints). `None`:
    /// the game has no such sequence.
    fn heap_values(&self, upto: u64) -> Option<Result<Vec<u64>, CoreError>> {
        let _ = upto;
        None
    }

    /// The position a game of these parameters starts from, when the
    /// registry's example (written for other parameters) would be wrong for
    /// it: a graph's every vertex, a board's every cell, a sum's
    /// components' starts. `None`: the example is right for any parameters
    /// (heaps), or the game has no natural start.
    fn start(&self) -> Option<Self::Position> {
        None
    }

    /// The rule of one heap, for games played on one heap or row whose
    /// [`Ruleset::heap_values`] are a Grundy sequence worth reporting
    /// ([`crate::sequence`]); `None` for the others.
    fn one_heap(&self) -> Option<crate::one_heap::OneHeap> {
        None
    }

    /// The game's parameters by name, for its words (`take:3` gives `k` =
    /// 3 and `period` = 4): the rules a reader sees are written with this
    /// game's numbers (`game-NAME-rules` reads `$k`), never a letter
    /// standing for them. Empty for a game without parameters.
    fn parameters(&self) -> Vec<(&'static str, FactValue)> {
        Vec::new()
    }

    /// The rule that forbids the move from `from` to `to`, when `to` is
    /// not one move away and the game can name it (an octal code's digit);
    /// `None` otherwise (a plain "not a move").
    fn refusal(&self, from: &Self::Position, to: &Self::Position) -> Option<Refusal> {
        let _ = (from, to);
        None
    }

    /// The game's own limits (consts in its file) that its refusals may
    /// name ([`crate::CoreError::TooLarge`]); the shared ones are
    /// [`Limit::SHARED`]. The words' test (crates/i18n) reads both.
    fn limits(&self) -> &'static [Limit] {
        &[]
    }

    /// Every key [`Ruleset::facts`] may use (the game's own consts, or the
    /// shared [`FactKey::NimSum`], [`FactKey::SOLVED_BY_SEARCH`]): the
    /// words' test reads them, and the engine leaves a misère analysis
    /// without the normal-play values among them. A test in
    /// `crates/core/tests/registry.rs` checks that no analysis states a key
    /// left out here.
    fn fact_keys(&self) -> &'static [FactKey] {
        &[]
    }

    /// The game's own facts about a position (the nim-sum, Zeckendorf
    /// terms), as data.
    fn facts(&self, position: &Self::Position, convention: Convention) -> Vec<Fact> {
        let _ = (position, convention);
        Vec::new()
    }

    /// Sprague–Grundy's split ([`crate::parts`]): the position's
    /// independent parts, each with its position in the game that plays it
    /// (and that game's text when it is not this one), in the position's order, so that the position is worth the
    /// XOR of their values and a move is a move in exactly one of them.
    /// `None` (the default): the game's positions do not split so.
    fn parts(&self, position: &Self::Position) -> Option<Vec<Part>> {
        let _ = position;
        None
    }

    /// The position with part `index` of [`Ruleset::parts`] replaced by
    /// `part` (a position of that part's game, as a move in it leaves it:
    /// a Kayles row of 5 may become `1,2`). `None` (the default) for a game
    /// without parts, or when `index` or `part` does not fit.
    fn join(
        &self,
        position: &Self::Position,
        index: usize,
        part: &Position,
    ) -> Option<Self::Position> {
        let _ = (position, index, part);
        None
    }

    /// Every small position of the game, for the tests that prove the fast
    /// paths against the naive solver (a few hundred to a few thousand).
    fn small_positions(&self) -> Vec<Self::Position>;
}
