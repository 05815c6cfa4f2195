//! What an analysis says, for every game: outcome, Grundy value,
//! remoteness, every winning move and the game's own facts. A leaf module:
//! the types only. The work is done by [`crate::engine`], from each game's
//! fast paths or the solver.

use crate::{Outcome, Position};

/// A move, given as the whole position after it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// The position after the move (heaps in the same order as the input).
    pub to: Position,
    /// The same position in the game's text syntax (`1,4,5`).
    pub position: String,
}

impl Move {
    /// The move to `to`.
    pub fn to(to: Position) -> Self {
        let position = to.to_string();
        Move { to, position }
    }
}

/// A fact that only some games have (the nim-sum, the Zeckendorf terms of
/// a Fibonacci heap, the period of a row game), as data: the faces find its
/// words under `fact-KEY` in each language.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Fact {
    /// The fact's name, such as `nim-sum` (lower case, dashes).
    pub key: String,
    /// Its value.
    pub value: FactValue,
}

/// The value of a [`Fact`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
pub enum FactValue {
    /// One number.
    Number(u64),
    /// A list of numbers.
    Numbers(Vec<u64>),
}

impl Fact {
    /// A fact with one number.
    pub fn number(key: FactKey, value: u64) -> Self {
        Fact {
            key: key.as_str().to_string(),
            value: FactValue::Number(value),
        }
    }

    /// A fact with a list of numbers.
    pub fn numbers(key: FactKey, values: Vec<u64>) -> Self {
        Fact {
            key: key.as_str().to_string(),
            value: FactValue::Numbers(values),
        }
    }
}

/// The key of a fact a game may state: its name as written in
/// [`Fact::key`] and the JSON (`nim-sum`; the faces find its words under
/// `fact-NAME`) and whether it is a normal-play Grundy value. Data, not a
/// closed list: a game defines its own keys as consts in its own file and
/// names them in [`crate::Ruleset::fact_keys`], which the words' test
/// (crates/i18n) reads through the registry, so a fact without its words in
/// a language fails a test instead of showing its key to a learner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FactKey {
    name: &'static str,
    normal_play_value: bool,
}

impl FactKey {
    /// A fact named `name` (lower case, dashes).
    pub const fn new(name: &'static str) -> Self {
        FactKey {
            name,
            normal_play_value: false,
        }
    }

    /// A normal-play Grundy value (or their period) named `name`: true of
    /// the game, but no guide to misère play, so a misère analysis leaves
    /// it out.
    pub const fn normal_play_value(name: &'static str) -> Self {
        FactKey {
            name,
            normal_play_value: true,
        }
    }

    /// Nim: the XOR of the heaps. The analysis has a field of its own for
    /// it ([`Analysis::nim_sum`]), so the engine and the faces name it
    /// here (with the name it had as a variant, which the app uses).
    #[allow(non_upper_case_globals)]
    pub const NimSum: FactKey = FactKey::new("nim-sum");

    /// Any game without a closed form for a position: the values came from
    /// the search (a flag, value 1).
    pub const SOLVED_BY_SEARCH: FactKey = FactKey::new("solved-by-search");

    /// The key as written in [`Fact::key`] and the JSON (`nim-sum`).
    pub fn as_str(self) -> &'static str {
        self.name
    }

    /// Whether it is a normal-play Grundy value ([`FactKey::normal_play_value`]).
    pub fn is_normal_play_value(self) -> bool {
        self.normal_play_value
    }
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
    /// The winning moves, in the game's order (heap games: by heap in input
    /// order, then by fewest stones taken). At most
    /// [`crate::limits::MAX_LISTED_MOVES`] are listed;
    /// [`Analysis::winning_move_count`] counts them all.
    pub winning_moves: Vec<Move>,
    /// How many winning moves there are in all (listed or not).
    pub winning_move_count: usize,
    /// Nim only: the nim-sum of the heaps.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub nim_sum: Option<u64>,
    /// The game's own facts about this position.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub facts: Vec<Fact>,
}

impl Analysis {
    /// True when the player to move has no move at all: the game is over
    /// (remoteness 0, which the analysis states at every depth). Not the
    /// same as no winning move: in misère play the player to move has then
    /// won.
    pub fn is_over(&self) -> bool {
        self.remoteness == Some(0)
    }
}
