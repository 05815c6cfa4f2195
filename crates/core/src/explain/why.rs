//! Bouton for every game that splits (issue 32): why the winning move wins,
//! step by step, on a position made of independent parts ([`crate::parts`]:
//! Kayles rows, octal heaps, a subtraction game's heaps, Grundy's piles, a
//! sum's components, Nim's heaps).
//!
//! Sprague and Grundy's theorem: each part is worth a Nim heap of its
//! Grundy value, so the position is worth the XOR of those values. The
//! walk is then Bouton's ([`super::bouton`], run on the values) with one
//! step added before it, each part's value and where it comes from, and
//! two after it: the move inside the chosen part that reaches the value
//! Bouton asks for (for a split, the two pieces and their XOR), and the
//! position it leaves. Data only: the faces put each [`WhyStep`] into words.
//!
//! ```
//! use nimatron_core::explain::why::{why, WhyStep};
//! use nimatron_core::{registry, Convention};
//! let kayles = registry::game("kayles").unwrap();
//! let w = why(&*kayles, &"5,7".parse().unwrap(), Convention::Normal).unwrap();
//! let values: Vec<u64> = w.parts.iter().map(|p| p.grundy).collect();
//! assert_eq!(values, [4, 2]); // G(5) = 4, G(7) = 2
//! assert_eq!(w.nim_sum(), 6);
//! let target = w.target.as_ref().unwrap();
//! assert_eq!((target.part, target.value), (0, 2)); // row 1: 4 ⊕ 6 = 2
//! assert_eq!(kayles.grundy(&target.result).unwrap(), Some(0));
//! assert!(w.steps().contains(&WhyStep::Result));
//! ```

use super::bouton::{self, BoutonExplanation, Step};
pub use super::misere_word::MisereWords;
use super::misere_word::misere_words;
use crate::engine::AnyGame;
use crate::limits::{Limit, SOLVER_BUDGET};
use crate::parts::{Part, ValueFrom};
use crate::registry;
use crate::{Convention, CoreError, Position};

/// Most options of a part listed with their values, as a worked mex: a
/// part with more moves is explained by where its value comes from alone.
pub const MAX_WORKED_OPTIONS: usize = 12;

/// Most moves of one part looked through for the one reaching the value
/// (a sum's component has at most as many; a Nim heap of billions looks
/// up the game's own winning moves instead).
pub const MAX_PART_MOVES: usize = 4096;

/// A position of a part's game and its Grundy value.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Valued {
    /// The position, in its game's syntax.
    pub position: Position,
    /// Its Grundy value.
    pub grundy: u64,
}

/// What one move leaves of a part: the part's new position, the pieces it
/// is made of (two for a split row, none when it is gone) and its value,
/// the XOR of the pieces'.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PartAfter {
    /// The part after the move, in its game's syntax.
    pub position: Position,
    /// Its pieces and their values, when its game splits.
    pub pieces: Vec<Valued>,
    /// Its value.
    pub grundy: u64,
}

/// One part of the position and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PartWhy {
    /// The part's game (`kayles`; a sum's component's own).
    pub game: String,
    /// The part, in its game's syntax.
    pub position: Position,
    /// Its Grundy value.
    pub grundy: u64,
    /// Where the value comes from.
    pub from: ValueFrom,
    /// A component that splits in turn: its own parts and their values
    /// (their XOR is `grundy`); empty otherwise.
    pub inner: Vec<Valued>,
    /// Every option of a small part (at most [`MAX_WORKED_OPTIONS`]) with
    /// its value: `grundy` is the least value none of them has (the mex).
    /// `None` for a larger part.
    pub options: Option<Vec<PartAfter>>,
}

/// The move Bouton asks for: part `part`, worth `from`, must become worth
/// `value = from ⊕ nim-sum`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PartMove {
    /// The part's index.
    pub part: usize,
    /// Its value now (it has the nim-sum's leading bit).
    pub from: u64,
    /// The value it must reach.
    pub value: u64,
    /// The move in the part that reaches it.
    pub to: PartAfter,
    /// The whole position after the move (nim-sum 0), in the game's syntax.
    pub result: Position,
}

/// Misère play: what the walk says instead of Bouton's steps. Where a
/// misère quotient covers the position ([`Why::misere`]), its words; else
/// the plain truth that the theorem does not carry over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum MiserePlay {
    /// The XOR of the parts' values does not decide misère play: the
    /// position is judged by the game itself (its own theorem or a search),
    /// not by this walk.
    NoTheorem,
    /// Each part's word in the misère quotient.
    Words,
    /// Their product, and P or N by the P-portion.
    Product,
    /// An N-position: the move that leaves a product in the P-portion.
    Move,
}

/// One step of the walk, for a face to show one at a time.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WhyStep {
    /// The parts of the position.
    Parts,
    /// Part `index`'s value and where it comes from.
    Value {
        /// The part's index.
        index: usize,
    },
    /// Bouton's table on the values (binary, columns, nim-sum, leading
    /// bit): [`Why::bouton`]'s step of that name.
    Bouton(Step),
    /// The part to change and the value it must reach.
    Target,
    /// The move in that part that reaches the value.
    Move,
    /// The position it leaves, nim-sum 0.
    Result,
    /// A P-position: a move changes one part to a value other than its own
    /// (the mex has no option of its own value), so the nim-sum stops
    /// being 0.
    EveryMoveLoses,
    /// No part has a move: the game is over.
    Over,
    /// Misère play.
    Misere(MiserePlay),
}

/// The walk on one position, as data.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Why {
    /// The game's text (`kayles`, `sum:nim+kayles`).
    pub game: String,
    /// The position, in the game's normal form.
    pub position: Position,
    /// The convention.
    pub convention: Convention,
    /// The parts, in the position's order.
    pub parts: Vec<PartWhy>,
    /// Bouton's method on the parts' values (normal play).
    pub bouton: BoutonExplanation,
    /// Normal play with a non-zero nim-sum: the winning move.
    pub target: Option<PartMove>,
    /// True when no part has a move.
    pub over: bool,
    /// Misère play where a misère quotient covers the position: its words.
    pub misere: Option<MisereWords>,
}

impl Why {
    /// The XOR of the parts' values.
    pub fn nim_sum(&self) -> u64 {
        self.bouton.nim_sum
    }

    /// The steps in the order a face shows them.
    pub fn steps(&self) -> Vec<WhyStep> {
        let mut steps = vec![WhyStep::Parts];
        // Rule (Plambeck–Siegel): in misère play a quotient's words decide,
        // not the Grundy values: each part's word, their product, the move.
        if let (Convention::Misere, Some(m)) = (self.convention, &self.misere) {
            steps.push(WhyStep::Misere(MiserePlay::Words));
            steps.push(WhyStep::Misere(MiserePlay::Product));
            if m.result.is_some() {
                steps.push(WhyStep::Misere(MiserePlay::Move));
            }
            return steps;
        }
        steps.extend((0..self.parts.len()).map(|index| WhyStep::Value { index }));
        // Rule (misère): the XOR of the values decides nothing; say so.
        if self.convention == Convention::Misere {
            steps.push(WhyStep::Misere(MiserePlay::NoTheorem));
            return steps;
        }
        // Rule (Sprague–Grundy): the values are Nim heaps; Bouton's table.
        for step in self.bouton.steps() {
            match step {
                Step::Binary { .. } | Step::Columns { .. } | Step::NimSum { .. } => {
                    steps.push(WhyStep::Bouton(step));
                }
                Step::LeadingBit { .. } => steps.push(WhyStep::Bouton(step)),
                _ => {}
            }
        }
        match (&self.target, self.over) {
            // Rule (Lemma 2): the part with the leading bit goes to g ⊕ s.
            (Some(_), _) => steps.extend([WhyStep::Target, WhyStep::Move, WhyStep::Result]),
            (None, true) => steps.push(WhyStep::Over),
            // Rule (Lemma 1, for values): nim-sum 0, every move loses.
            (None, false) => steps.push(WhyStep::EveryMoveLoses),
        }
        steps
    }
}

/// The solver ran out of budget for a part's value.
fn too_large() -> CoreError {
    CoreError::TooLarge {
        limit: Limit::SolverBudget,
        max: SOLVER_BUDGET as u128,
        asked: SOLVER_BUDGET as u128 + 1,
    }
}

/// The value of `position` in `game`, or the error that says it is too
/// large to know.
fn value(game: &dyn AnyGame, position: &Position) -> Result<u64, CoreError> {
    game.grundy(position)?.ok_or_else(too_large)
}

/// `position` of `game` with its value and, when its game splits, its
/// pieces and theirs.
fn option_of(game: &dyn AnyGame, position: Position, make: Make) -> Result<PartAfter, CoreError> {
    let mut pieces = Vec::new();
    for piece in game.parts(&position)?.unwrap_or_default() {
        let held = Held::of(game, &piece, make)?;
        let grundy = value(held.game(), &piece.position)?;
        pieces.push(Valued {
            position: piece.position,
            grundy,
        });
    }
    let grundy = value(game, &position)?;
    Ok(PartAfter {
        position,
        pieces,
        grundy,
    })
}

/// How a walk makes a component's game from its text: the core's
/// [`registry::game`] (every game), or a face's own maker among the games
/// it makes (the page's small modules, which link no other game).
pub type Make = fn(&str) -> Result<Box<dyn AnyGame>, CoreError>;

/// A part's game: the position's own, or a component's, made from its
/// text by the walk's [`Make`].
enum Held<'a> {
    Same(&'a dyn AnyGame),
    Own(Box<dyn AnyGame>),
}

impl<'a> Held<'a> {
    /// The game of `part`, a part of a position of `game`.
    fn of(game: &'a dyn AnyGame, part: &Part, make: Make) -> Result<Self, CoreError> {
        Ok(match &part.game {
            None => Held::Same(game),
            Some(spec) => Held::Own(make(spec)?),
        })
    }

    fn game(&self) -> &dyn AnyGame {
        match self {
            Held::Same(g) => *g,
            Held::Own(g) => g.as_ref(),
        }
    }
}

/// The walk on `position` of `game` under `convention`. Errors: a game
/// whose positions do not split ([`CoreError::NoParts`]), a position that
/// is none of the game's, a value past the solver's budget.
pub fn why(
    game: &dyn AnyGame,
    position: &Position,
    convention: Convention,
) -> Result<Why, CoreError> {
    why_in(game, position, convention, registry::game)
}

/// [`why`], with the components of a sum made by `make`.
pub fn why_in(
    game: &dyn AnyGame,
    position: &Position,
    convention: Convention,
    make: Make,
) -> Result<Why, CoreError> {
    let position = game.normalize(position)?;
    let Some(split) = game.parts(&position)? else {
        return Err(CoreError::NoParts { game: game.spec() });
    };
    let held: Vec<Held<'_>> = split
        .iter()
        .map(|part| Held::of(game, part, make))
        .collect::<Result<_, _>>()?;
    let mut parts = Vec::new();
    for (part, held) in split.iter().zip(&held) {
        let (g, at) = (held.game(), &part.position);
        let grundy = value(g, at)?;
        let inner = match part.from {
            // A component that splits in turn shows its own parts.
            ValueFrom::Component => option_of(g, at.clone(), make)?.pieces,
            ValueFrom::Rule | ValueFrom::Sequence { .. } => Vec::new(),
        };
        let moves = g.moves(at, MAX_WORKED_OPTIONS + 1)?;
        let options = if moves.len() <= MAX_WORKED_OPTIONS {
            let worked: Result<Vec<_>, _> =
                moves.into_iter().map(|m| option_of(g, m, make)).collect();
            Some(worked?)
        } else {
            None
        };
        parts.push(PartWhy {
            game: g.spec(),
            position: at.clone(),
            grundy,
            from: part.from,
            inner,
            options,
        });
    }
    let values: Vec<u64> = parts.iter().map(|p| p.grundy).collect();
    let bouton = bouton::explain(&values, Convention::Normal)?;
    let over = game.is_terminal(&position)?;
    let target = match (convention, bouton.candidates.first()) {
        (Convention::Normal, Some(c)) => {
            let part = (held[c.heap].game(), &split[c.heap].position);
            Some(reach(
                game,
                &position,
                part,
                (&split, c.heap),
                c.target,
                make,
            )?)
        }
        _ => None,
    };
    let misere = match convention {
        Convention::Misere => misere_words(game, &position)?,
        Convention::Normal => None,
    };
    Ok(Why {
        game: game.spec(),
        position,
        convention,
        parts,
        bouton,
        target,
        over,
        misere,
    })
}

/// The move in part `index` to a position worth `value` (one exists: the
/// part is worth more, and its value is the mex of its options'), and the
/// whole position it leaves.
fn reach(
    game: &dyn AnyGame,
    position: &Position,
    (part_game, at): (&dyn AnyGame, &Position),
    (split, index): (&[Part], usize),
    value_wanted: u64,
    make: Make,
) -> Result<PartMove, CoreError> {
    let from = value(part_game, at)?;
    let moves = part_game.moves(at, MAX_PART_MOVES)?;
    let mut found = None;
    for m in moves {
        if value(part_game, &m)? == value_wanted {
            found = Some(m);
            break;
        }
    }
    let to = match found {
        Some(m) => m,
        // A part with more moves than are looked through (a Nim heap of
        // billions): the game's own winning moves name the one in this part.
        None => game_move_in(game, position, split, index)?.ok_or_else(too_large)?,
    };
    let result = game.join(position, index, &to)?.ok_or_else(too_large)?;
    Ok(PartMove {
        part: index,
        from,
        value: value_wanted,
        to: option_of(part_game, to, make)?,
        result,
    })
}

/// Among the game's winning moves, one that changes only part `index`:
/// what that part became (its pieces' numbers, in place).
fn game_move_in(
    game: &dyn AnyGame,
    position: &Position,
    split: &[Part],
    index: usize,
) -> Result<Option<Position>, CoreError> {
    let analysis = game.analyze_to(position, Convention::Normal, crate::engine::Depth::Quick)?;
    for m in &analysis.winning_moves {
        let after: Position = m.position.parse()?;
        let Some(pieces) = game.parts(&after)? else {
            continue;
        };
        // The parts before and after part `index` are the same.
        let tail = split.len() - index - 1;
        if pieces.len() < index + tail {
            continue;
        }
        let same = |a: &Position, b: &Position| a == b;
        let head_same = (0..index).all(|i| same(&split[i].position, &pieces[i].position));
        let tail_same = (0..tail).all(|k| {
            same(
                &split[index + 1 + k].position,
                &pieces[pieces.len() - 1 - k].position,
            )
        });
        if !(head_same && tail_same) {
            continue;
        }
        let middle = &pieces[index..pieces.len() - tail];
        let numbers: Vec<Vec<u64>> = middle
            .iter()
            .map(|p| p.position.numbers().to_vec())
            .collect();
        let candidate = Position::new(numbers.concat());
        if game.join(position, index, &candidate)?.as_ref() == Some(&after) {
            return Ok(Some(candidate));
        }
    }
    Ok(None)
}
