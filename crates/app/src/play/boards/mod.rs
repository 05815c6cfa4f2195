//! The boards: one per kind of position the core names
//! (`nimatron_core::ruleset::Board`), each drawing a position and emitting
//! the position a click asks for.
//!
//! Why boards never judge: the rules live in the core. A board turns a
//! click into a target [`Position`] and the reducer asks the core
//! (`Session::play`, which checks `is_move`); a refused target comes back
//! as a message. A board may ask `is_move`/`moves` to know what to draw
//! (the queen's reachable squares, the list of moves), never decide by
//! itself. Everything is HTML buttons (keyboard access for free) or
//! plain SVG attributes: no inline styles (the CSP forbids them).

pub mod building;
pub mod chomp;
pub mod graph;
pub mod grid;
pub mod heaps;
pub mod list;
pub mod memory;
pub mod queen;
pub mod rows;
pub mod runs;
pub mod sum;
pub mod targets;

use std::rc::Rc;

use nimatron_core::Position;
use nimatron_core::ruleset::Board as Kind;
use nimatron_core::session::Session;
use yew::prelude::*;

use crate::engine;

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

/// The board the game asks for.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let kind = engine::game(&props.game)
        .map(|g| g.board())
        .unwrap_or(Kind::List);
    let props = props.clone();
    match kind {
        Kind::Heaps | Kind::SeveralHeaps => html! { <heaps::HeapsBoard ..props /> },
        Kind::Rows => html! { <rows::RowsBoard ..props /> },
        Kind::HeapWithMemory => html! { <memory::MemoryBoard ..props /> },
        Kind::Queen => html! { <queen::QueenBoard ..props /> },
        Kind::Chomp => html! { <chomp::ChompBoard ..props /> },
        Kind::Grid => html! { <grid::GridBoard ..props /> },
        Kind::Graph(_) => html! { <graph::GraphBoard ..props /> },
        Kind::Ring(_) | Kind::Runs(_) => html! { <runs::RunsBoard ..props /> },
        Kind::Sum => html! { <sum::SumBoard ..props /> },
        Kind::Building => html! { <building::BuildingBoard ..props /> },
        Kind::List => html! { <list::ListBoard ..props /> },
    }
}
