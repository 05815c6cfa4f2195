//! The boards: one per kind of position the core names
//! (`nimatron_core::board::Board`), each drawing a position and emitting
//! the position a click asks for. What a board needs beyond the position
//! (a grid's sizes, a graph, a sum's games) comes on the game's `Board`
//! value, so no board names a game; a new kind is one component here and
//! its [`Drawer`] in [`ALL`].
//!
//! Why a table, not a `match`: a screen's small module (`crate::modules`)
//! draws only its games' boards, so it installs only their drawers
//! (`Module::BOARDS`) and the linker leaves every other board out of it
//! (24 KB gzip of Nim's module). The whole app installs [`ALL`].
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
pub mod drawer;
pub mod graph;
pub mod grid;
pub mod heaps;
pub mod installed;
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

pub use self::drawer::{DrawSetup, Drawer};
pub use self::props::{BoardProps, DrawBoard, LastMove, MAX_DRAWN, MAX_ITEMS};
use super::panels::graph_draw::GraphDraw;
use super::panels::graph_picker::GraphPicker;
use crate::engine;

/// Heaps of stones, a click takes from one (`SeveralHeaps`: from up to k,
/// marked then played together).
pub const HEAPS: Drawer = Drawer {
    draws: |k| matches!(k, Kind::Heaps | Kind::SeveralHeaps),
    draw: |props| html! { <heaps::HeapsBoard ..props /> },
    setup: None,
};
/// Rows of pins (Kayles).
pub const ROWS: Drawer = Drawer {
    draws: |k| matches!(k, Kind::Rows),
    draw: |props| html! { <rows::RowsBoard ..props /> },
    setup: None,
};
/// One heap and the last take (Fibonacci Nim).
pub const MEMORY: Drawer = Drawer {
    draws: |k| matches!(k, Kind::HeapWithMemory),
    draw: |props| html! { <memory::MemoryBoard ..props /> },
    setup: None,
};
/// A queen on a quarter board (Wythoff).
pub const QUEEN: Drawer = Drawer {
    draws: |k| matches!(k, Kind::Queen),
    draw: |props| html! { <queen::QueenBoard ..props /> },
    setup: None,
};
/// A bar of chocolate.
pub const CHOMP: Drawer = Drawer {
    draws: |k| matches!(k, Kind::Chomp),
    draw: |props| html! { <chomp::ChompBoard ..props /> },
    setup: None,
};
/// Coins on a grid (n-d Nim).
pub const GRID: Drawer = Drawer {
    draws: |k| matches!(k, Kind::Grid { .. }),
    draw: |props| html! { <grid::GridBoard ..props /> },
    setup: None,
};
/// A graph, its edges or vertices picked.
pub const GRAPH: Drawer = Drawer {
    draws: |k| matches!(k, Kind::Graph { .. }),
    draw: |props| html! { <graph::GraphBoard ..props /> },
    // Graph Nim: pick a graph from the shapes, or draw one.
    setup: Some(|name, query, on_apply| {
        html! {
            <>
                <GraphPicker name={name.clone()} query={query.clone()} on_apply={on_apply.clone()} />
                <GraphDraw {name} {query} {on_apply} />
            </>
        }
    }),
};
/// Runs of pins, in a ring or in rows (Circular Nim, octal games).
pub const RUNS: Drawer = Drawer {
    draws: |k| matches!(k, Kind::Ring(_) | Kind::Runs(_)),
    draw: |props| html! { <runs::RunsBoard ..props /> },
    setup: None,
};
/// A sum: each component on its own board, drawn by this table.
pub const SUM: Drawer = Drawer {
    draws: |k| matches!(k, Kind::Sum { .. }),
    draw: |props| html! { <sum::SumBoard board={props} draw={draw as DrawBoard} /> },
    setup: None,
};
/// Floors of a building.
pub const BUILDING: Drawer = Drawer {
    draws: |k| matches!(k, Kind::Building),
    draw: |props| html! { <building::BuildingBoard ..props /> },
    setup: None,
};
/// The moves as a list: any game (the fallback of every build).
pub const LIST: Drawer = Drawer {
    draws: |k| matches!(k, Kind::List),
    draw: |props| html! { <list::ListBoard ..props /> },
    setup: None,
};

/// Every board: the whole app's.
pub const ALL: &[Drawer] = &[
    HEAPS, ROWS, MEMORY, QUEEN, CHOMP, GRID, GRAPH, RUNS, SUM, BUILDING, LIST,
];

/// `all`'s drawers without their setup tools (Graph Nim's picker and
/// editor), as a list of `N` (`N` is its length: a build error otherwise),
/// for a build that draws the boards only as a sum's parts.
pub const fn without_setup<const N: usize>(all: &[Drawer]) -> [Drawer; N] {
    assert!(all.len() == N, "N is the list's length");
    let mut drawers = [LIST; N];
    let mut i = 0;
    while i < N {
        drawers[i] = Drawer {
            setup: None,
            ..all[i]
        };
        i += 1;
    }
    drawers
}

/// The board the game asks for, among this build's (`installed`); the list
/// of moves when the game cannot be made, or (never, a test sees to it)
/// when its board is not among them.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let kind = engine::game(&props.game)
        .map(|g| g.board())
        .unwrap_or(Kind::List);
    let drawer = installed::drawer(&kind).unwrap_or(LIST);
    (drawer.draw)(props.clone())
}

/// [`Board`] as a function, for the sum board to draw its components
/// with (it cannot name this file: this file names it).
fn draw(props: BoardProps) -> Html {
    html! { <Board ..props /> }
}
