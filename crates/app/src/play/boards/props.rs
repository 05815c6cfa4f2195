//! What every board receives and the limits every board draws within.
//!
//! Why a file of its own: each board names these, and the dispatcher
//! (`mod.rs`) names each board; kept here, no board names the dispatcher.

use std::rc::Rc;

use nimatron_core::Position;
use nimatron_core::session::Session;
use yew::prelude::*;

/// Heaps or rows drawn at most; the move field plays the rest.
pub const MAX_DRAWN: usize = 100;
/// Pins (or the memory board's stones) drawn at most in one row or heap.
pub const MAX_ITEMS: u64 = 60;

/// What every board receives.
#[derive(Debug, Clone, Properties, PartialEq)]
pub struct BoardProps {
    /// The game's text (`take:3`).
    pub game: AttrValue,
    /// The position on the board.
    pub position: Position,
    /// Called with the position a click asks for.
    pub on_move: Callback<Position>,
    /// No moves now (the computer's turn, the game over).
    #[prop_or_default]
    pub disabled: bool,
    /// Prefix of every element id (two widgets on one page never clash).
    pub prefix: AttrValue,
    /// The most that may be taken now, when the analysis says
    /// (`fact-max-take`, Fibonacci Nim).
    #[prop_or_default]
    pub max_take: Option<u64>,
    /// The last move, for a board that shows it (the heaps' fading badge).
    #[prop_or_default]
    pub last: Option<LastMove>,
    /// The positions the hint shows (the heaps board outlines the stones
    /// they take).
    #[prop_or_default]
    pub hinted: Rc<Vec<Position>>,
    /// The computer is thinking: the board waits (`aria-busy`).
    #[prop_or_default]
    pub waiting: bool,
}

/// The last move made on the board.
#[derive(Debug, Clone, PartialEq)]
pub struct LastMove {
    /// The position before it.
    pub before: Position,
    /// Moves played so far (restarts its mark's animation on each move).
    pub ply: usize,
    /// The computer made it.
    pub by_computer: bool,
}

impl LastMove {
    /// The last move of `session` (up to its cursor), if any.
    pub fn of(session: &Session) -> Option<Self> {
        let ply = session.cursor;
        ply.checked_sub(1).map(|i| LastMove {
            before: session.position_after(i).clone(),
            ply,
            by_computer: session.computer_moves_at(i),
        })
    }
}

/// Draws the board a game asks for (the dispatcher, `super::Board`, as a
/// function): given to a board that draws other games' boards inside it
/// (the sum's components).
pub type DrawBoard = fn(BoardProps) -> Html;
