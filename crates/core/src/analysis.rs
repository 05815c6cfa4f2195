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

/// Every fact a game may state: the one list the words follow, so that a
/// fact without its words in a language fails a test (crates/i18n) instead
/// of showing its key to a learner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FactKey {
    /// Nim: the XOR of the heaps.
    NimSum,
    /// Fibonacci Nim: the heap as non-consecutive Fibonacci numbers.
    Zeckendorf,
    /// Fibonacci Nim: the most that may be taken now.
    MaxTake,
    /// Take-and-break games: the Grundy value of each row.
    RowValues,
    /// Sums: the Grundy value of each component.
    ComponentValues,
    /// Octal games: the preperiod and period of the values, `[e, p]`.
    Period,
    /// Chomp: the squares left.
    Squares,
    /// Chomp: a full rectangle is won by the player to move (value 1).
    StrategyStealing,
    /// No closed form: the values came from the search (value 1).
    SolvedBySearch,
    /// Candy Nim: the candies of the player to move, with best play.
    CandiesMover,
    /// Candy Nim: the other player's candies, with best play.
    CandiesOther,
    /// Graph games: the number of vertices still present.
    Vertices,
    /// Graph games: the edges between two vertices still present, as a
    /// flat list `u1, v1, u2, v2, ...`.
    Edges,
    /// Graph games and n-d Nim: the separate groups left (of vertices, or
    /// of pieces on the board).
    Pieces,
    /// Graph games and n-d Nim: the Grundy value of each group.
    PieceValues,
    /// n-d Nim: the board's sizes.
    Dimensions,
}

impl FactKey {
    /// Every key.
    pub const ALL: [FactKey; 16] = [
        FactKey::NimSum,
        FactKey::Zeckendorf,
        FactKey::MaxTake,
        FactKey::RowValues,
        FactKey::ComponentValues,
        FactKey::Period,
        FactKey::Squares,
        FactKey::StrategyStealing,
        FactKey::SolvedBySearch,
        FactKey::CandiesMover,
        FactKey::CandiesOther,
        FactKey::Vertices,
        FactKey::Edges,
        FactKey::Pieces,
        FactKey::PieceValues,
        FactKey::Dimensions,
    ];

    /// The key as written in [`Fact::key`] and the JSON (`nim-sum`).
    pub fn as_str(self) -> &'static str {
        match self {
            FactKey::NimSum => "nim-sum",
            FactKey::Zeckendorf => "zeckendorf",
            FactKey::MaxTake => "max-take",
            FactKey::RowValues => "row-values",
            FactKey::ComponentValues => "component-values",
            FactKey::Period => "period",
            FactKey::Squares => "squares",
            FactKey::StrategyStealing => "strategy-stealing",
            FactKey::SolvedBySearch => "solved-by-search",
            FactKey::CandiesMover => "candies-mover",
            FactKey::CandiesOther => "candies-other",
            FactKey::Vertices => "vertices",
            FactKey::Edges => "edges",
            FactKey::Pieces => "pieces",
            FactKey::PieceValues => "piece-values",
            FactKey::Dimensions => "dimensions",
        }
    }

    /// A normal-play Grundy value (or their period): true of the game, but
    /// no guide to misère play, so a misère analysis leaves it out.
    pub fn is_normal_play_value(self) -> bool {
        matches!(
            self,
            FactKey::RowValues | FactKey::ComponentValues | FactKey::PieceValues | FactKey::Period
        )
    }

    /// The key written `key`, if it is one.
    pub fn of(key: &str) -> Option<FactKey> {
        FactKey::ALL.into_iter().find(|k| k.as_str() == key)
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
