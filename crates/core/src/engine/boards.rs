//! What a board needs from its game beyond positions and moves, reached by
//! the kind of board ([`crate::ruleset::Board`]), never by the game: the
//! faces (the app's play screen) name no game module, so a game's file can
//! change, and a game can be added, without the play screen knowing.
//!
//! Each item is the game's own, said once in its file and only re-exported
//! here, grouped by the board that draws it.

/// [`Board::Building`](crate::ruleset::Board::Building): a position is the
/// heaps, then the stones still to place.
pub mod building {
    pub use crate::games::building::{none_left, place, split};
}

/// [`Board::Graph`](crate::ruleset::Board::Graph): the game's graph and
/// where to draw its vertices.
pub mod graph {
    pub use crate::games::graph::{graph_of, layout_of};
}

/// [`Board::Grid`](crate::ruleset::Board::Grid): the board's sizes along
/// each dimension.
pub mod grid {
    pub use crate::games::nd_nim::dims_of;
}

/// [`Board::Heaps`](crate::ruleset::Board::Heaps): the take a move between
/// two positions makes (one heap lowered), to show it on the heaps.
pub mod heaps {
    pub use crate::games::nim::{NimMove, move_between};
}

/// [`Board::Sum`](crate::ruleset::Board::Sum): the games of the
/// components, each drawn by its own board.
pub mod sum {
    pub use crate::registry::parts_of;
}
