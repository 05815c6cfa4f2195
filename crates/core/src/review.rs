//! The review of a game: each move judged from its mover's point of view,
//! as an analysis board judges it, from the values the engine already
//! knows (outcome and remoteness), for every game.
//!
//! The verdicts:
//! - `Mistake`: the mover could win, and moved to a position the opponent
//!   wins;
//! - `Best`: the fastest win, or, from a lost position, the longest
//!   resistance;
//! - `Good`: anything else (a slower win, a shorter resistance);
//! - `Unknown`: an outcome is out of the engine's reach.
//!
//! Remoteness makes "fastest" and "longest" exact without looking at the
//! other moves: a position's remoteness is one more than the smallest
//! remoteness among its P-options when it is won, and one more than the
//! largest among its options when it is lost. So a move from a position of
//! remoteness r is best exactly when it leaves remoteness r − 1. Where the
//! remoteness is out of reach but both outcomes are known (a theorem, the
//! Grundy values), the verdict comes from outcomes alone and says so
//! ([`Basis::Outcome`]): a move that keeps a win is `Best`, a move from a
//! lost position `Good`, a move that throws a win away a `Mistake`.
//!
//! Each position is analysed once and kept ([`Known`]); the better moves
//! are looked for only where a move was not best.

use std::collections::HashMap;

use crate::engine::AnyGame;
use crate::engine::Depth;
use crate::session::Seat;
use crate::{Analysis, Convention, Move, Outcome, Position};

/// Options of a lost position looked at for the longest resistance, and
/// winning moves looked at for the fastest win (each is analysed).
pub const MAX_ALTERNATIVES: usize = 64;

/// How good a move was, for its mover.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Verdict {
    /// The fastest win, or the longest resistance.
    Best,
    /// Not the best, not a mistake.
    Good,
    /// A won position given away.
    Mistake,
    /// An outcome is out of reach.
    Unknown,
}

impl Verdict {
    /// Its name in hooks and JSON (`best`, `good`, `mistake`, `unknown`).
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Mistake => "mistake",
            Verdict::Unknown => "unknown",
        }
    }
}

/// What a verdict was judged on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Basis {
    /// Outcomes and remoteness: fastest and longest are exact.
    Remoteness,
    /// Outcomes alone: the remoteness is out of reach.
    Outcome,
}

/// What the engine knows of one position: `None` where it is out of reach.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Value {
    /// For the player to move.
    pub outcome: Option<Outcome>,
    /// Moves to the end with best play.
    pub remoteness: Option<u64>,
}

/// One move of the game, judged.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveReview {
    /// The move's number, from 1.
    pub number: usize,
    /// Who played it: A moved first.
    pub seat: Seat,
    /// The position it was played from.
    pub from: Position,
    /// The position it left.
    pub to: Position,
    /// The verdict.
    pub verdict: Verdict,
    /// What the verdict was judged on (`None` when unknown).
    pub basis: Option<Basis>,
    /// The position before, for its mover.
    pub before: Value,
    /// The position after, for the opponent (now to move).
    pub after: Value,
    /// Where the move was not best: the moves that were (some of them:
    /// at most [`MAX_ALTERNATIVES`] candidates are looked at).
    pub better: Vec<Move>,
}

/// A whole game, judged move by move.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Review {
    /// Each move, in order.
    pub moves: Vec<MoveReview>,
}

/// One player's moves, counted by verdict.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tally {
    /// Best moves.
    pub best: usize,
    /// Good moves.
    pub good: usize,
    /// Mistakes.
    pub mistake: usize,
    /// Moves out of reach.
    pub unknown: usize,
    /// The numbers of the mistakes.
    pub mistakes: Vec<usize>,
}

impl Review {
    /// The tally of the player in `seat`.
    pub fn tally(&self, seat: Seat) -> Tally {
        let mut t = Tally::default();
        for m in self.moves.iter().filter(|m| m.seat == seat) {
            match m.verdict {
                Verdict::Best => t.best += 1,
                Verdict::Good => t.good += 1,
                Verdict::Mistake => {
                    t.mistake += 1;
                    t.mistakes.push(m.number);
                }
                Verdict::Unknown => t.unknown += 1,
            }
        }
        t
    }
}

/// The verdict on a move from a position valued `before` (for its mover)
/// to one valued `after` (for the opponent).
pub fn verdict(before: Value, after: Value) -> (Verdict, Option<Basis>) {
    let (Some(b), Some(a)) = (before.outcome, after.outcome) else {
        return (Verdict::Unknown, None);
    };
    let exact = before.remoteness.zip(after.remoteness);
    // What the verdict could be judged on: both remotenesses, or outcomes.
    let basis = Some(if exact.is_some() {
        Basis::Remoteness
    } else {
        Basis::Outcome
    });
    match (b, a) {
        // Rule: a won position left to the opponent's win is a mistake,
        // however fast or slow.
        (Outcome::N, Outcome::N) => (Verdict::Mistake, basis),
        // Rule: a winning move is best when it is the fastest win (it
        // leaves remoteness r − 1); by outcomes alone, every winning move
        // is best.
        (Outcome::N, Outcome::P) => match exact {
            Some((rb, ra)) if ra + 1 != rb => (Verdict::Good, basis),
            _ => (Verdict::Best, basis),
        },
        // Rule: from a lost position, the longest resistance (remoteness
        // r − 1 left) is best; by outcomes alone, no move is better than
        // another, and none is a mistake.
        (Outcome::P, Outcome::N) => match exact {
            Some((rb, ra)) if ra + 1 == rb => (Verdict::Best, basis),
            _ => (Verdict::Good, basis),
        },
        // Every option of a lost position is won: values that say
        // otherwise are not to be judged on.
        (Outcome::P, Outcome::P) => (Verdict::Unknown, None),
    }
}

/// Most values [`Known`] keeps: a few megabytes.
pub const MAX_KNOWN: usize = 50_000;

/// The values of positions already analysed, kept between reviews of one
/// game in one convention (the play screen keeps one per session and
/// hands it every analysis it shows, so reviewing a game it has played
/// analyses nothing twice). Asked about another game or convention, it
/// starts afresh: a value never answers for the wrong rules.
#[derive(Debug, Clone, Default)]
pub struct Known {
    rules: Option<(String, Convention)>,
    values: HashMap<Position, Value>,
}

impl Known {
    /// Nothing known yet.
    pub fn new() -> Self {
        Known::default()
    }

    /// How many positions are known.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// True when nothing is known.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Keeps what `analysis` says of `position` (of `game`, in
    /// `convention`).
    pub fn remember(
        &mut self,
        game: &dyn AnyGame,
        convention: Convention,
        position: &Position,
        analysis: &Analysis,
    ) {
        self.for_rules(game, convention);
        self.keep(
            position.clone(),
            Value {
                outcome: Some(analysis.outcome),
                remoteness: analysis.remoteness,
            },
        );
    }

    /// Keeps one value; past [`MAX_KNOWN`] values it starts afresh (a
    /// long session's memory stays bounded; a value lost is analysed
    /// again when asked).
    fn keep(&mut self, position: Position, value: Value) {
        if self.values.len() >= MAX_KNOWN && !self.values.contains_key(&position) {
            self.values.clear();
        }
        self.values.insert(position, value);
    }

    /// Empties itself unless it holds values of `game` in `convention`.
    fn for_rules(&mut self, game: &dyn AnyGame, convention: Convention) {
        let rules = (game.spec(), convention);
        if self.rules.as_ref() != Some(&rules) {
            self.values.clear();
            self.rules = Some(rules);
        }
    }
}

/// A review under way: the game, its convention and what is known.
struct Values<'a> {
    game: &'a dyn AnyGame,
    convention: Convention,
    known: &'a mut Known,
}

impl Values<'_> {
    fn of(&mut self, position: &Position) -> Value {
        if let Some(v) = self.known.values.get(position) {
            return *v;
        }
        // A position past the engine's reach is not an error of the record:
        // what is out of reach is unknown. The full analysis first; past
        // the solver's budget, the outcome a theorem gives (Bouton for
        // heaps of 10^15), with the remoteness where a theorem gives it.
        let v = [Depth::Full, Depth::Quick]
            .into_iter()
            .find_map(|depth| self.game.analyze_to(position, self.convention, depth).ok())
            .map_or(
                Value {
                    outcome: None,
                    remoteness: None,
                },
                |a| Value {
                    outcome: Some(a.outcome),
                    remoteness: a.remoteness,
                },
            );
        self.known.keep(position.clone(), v);
        v
    }

    /// The moves from `from` that the verdict would call best.
    fn best_from(&mut self, from: &Position, before: Value) -> Vec<Move> {
        let candidates = match before.outcome {
            Some(Outcome::N) => match self.game.analyze_to(from, self.convention, Depth::Quick) {
                Ok(a) => a.winning_moves.into_iter().map(|m| m.to).collect(),
                Err(_) => Vec::new(),
            },
            Some(Outcome::P) => self.game.moves(from, MAX_ALTERNATIVES).unwrap_or_default(),
            None => Vec::new(),
        };
        candidates
            .into_iter()
            .take(MAX_ALTERNATIVES)
            .filter(|to| {
                let after = self.of(to);
                verdict(before, after).0 == Verdict::Best
            })
            .map(Move::to)
            .collect()
    }
}

/// Judges every move of a game played from `start` (`played`: the position
/// after each move, each one legal, as [`crate::record::replay`] gives).
pub fn review(
    game: &dyn AnyGame,
    start: &Position,
    played: &[Position],
    convention: Convention,
) -> Review {
    review_with(game, &mut Known::new(), start, played, convention)
}

/// [`review`], taking the values already in `known` and keeping there
/// every value it computes.
pub fn review_with(
    game: &dyn AnyGame,
    known: &mut Known,
    start: &Position,
    played: &[Position],
    convention: Convention,
) -> Review {
    known.for_rules(game, convention);
    let mut values = Values {
        game,
        convention,
        known,
    };
    let mut moves = Vec::with_capacity(played.len());
    let mut from = start.clone();
    for (i, to) in played.iter().enumerate() {
        let before = values.of(&from);
        let after = values.of(to);
        let (verdict, basis) = verdict(before, after);
        let better = match verdict {
            Verdict::Good | Verdict::Mistake => values.best_from(&from, before),
            Verdict::Best | Verdict::Unknown => Vec::new(),
        };
        moves.push(MoveReview {
            number: i + 1,
            seat: Seat::of_ply(i),
            from: from.clone(),
            to: to.clone(),
            verdict,
            basis,
            before,
            after,
            better,
        });
        from = to.clone();
    }
    Review { moves }
}
