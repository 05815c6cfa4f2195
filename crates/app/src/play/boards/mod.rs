//! The boards: one per kind of position the core names
//! (`nimatron_core::board::Board`), each drawing a position and emitting
//! the position a click asks for. What a board needs beyond the position
//! (a grid's sizes, a graph, a sum's games) comes on the game's `Board`
//! value, so no board names a game; a new kind is one component here and
//! its one line in [`Board`].
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
pub mod props;
pub mod queen;
pub mod rows;
pub mod runs;
pub mod sum;
pub mod targets;

use nimatron_core::board::Board as Kind;
use yew::prelude::*;

pub use self::props::{BoardProps, DrawBoard, LastMove, MAX_DRAWN, MAX_ITEMS};
use crate::engine;

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
        Kind::Grid { .. } => html! { <grid::GridBoard ..props /> },
        Kind::Graph { .. } => html! { <graph::GraphBoard ..props /> },
        Kind::Ring(_) | Kind::Runs(_) => html! { <runs::RunsBoard ..props /> },
        Kind::Sum { .. } => html! { <sum::SumBoard board={props} draw={draw as DrawBoard} /> },
        Kind::Building => html! { <building::BuildingBoard ..props /> },
        Kind::List => html! { <list::ListBoard ..props /> },
    }
}

/// [`Board`] as a function, for the sum board to draw its components
/// with (it cannot name this file: this file names it).
fn draw(props: BoardProps) -> Html {
    html! { <Board ..props /> }
}
