//! How a face draws a game, as data: [`Board`], the one value a game
//! gives ([`crate::Ruleset::board`]) for the app's board, the catalogue's
//! thumbnail and the worksheet's drawing.
//!
//! Why the data travels on the value: a board that needs more than the
//! position (a grid's sizes, a graph and where to draw it, a sum's games)
//! finds it here, said once by the game in its own file. No face names a
//! game module to ask for it, and no list elsewhere grows when a game or
//! a board is added: a new kind of board is a variant here, its game's
//! `board`, and one component in the app. Each variant's doc says how its
//! position's numbers are read; a face only draws them and proposes
//! positions, and the core judges every move.

/// How a position is drawn and played with the mouse. The app has one
/// board per kind; a game picks one and fills in what it needs.
#[derive(Debug, Clone, PartialEq)]
pub enum Board {
    /// Heaps of stones; a move takes stones from the top of one heap
    /// (Nim, subtraction games, Moore, Greedy, Min Nim).
    Heaps,
    /// Heaps of stones; a move may take from several heaps at once
    /// (Moore's Nim with K > 1, Equal Nim): the player marks a take on each
    /// heap, then plays them as one move.
    SeveralHeaps,
    /// Two heaps as a queen on a grid (Wythoff).
    Queen,
    /// Rows of pins; a move knocks down pins and may split a row (Kayles,
    /// octal games).
    Rows,
    /// One heap and the size of the last take (Fibonacci Nim): drawn as a
    /// heap, with the most that may be taken now.
    HeapWithMemory,
    /// A Young diagram of squares, rows from the bottom up, the poisoned
    /// square at the bottom left (Chomp): a move picks a square.
    Chomp,
    /// A board of cells, present or not, in row-major order (n-dimensional
    /// Nim; a 2-D board is drawn as a grid, others as the list of moves):
    /// a move removes a run of contiguous cells along one line.
    Grid {
        /// The board's size along each dimension (`3x4`: `[3, 4]`, rows
        /// then columns for a 2-D board).
        dims: Vec<u64>,
    },
    /// A graph's vertices and edges (Graph Nim: Arc and Node Kayles); the
    /// position is the vertices still present. A move removes vertices,
    /// picked as `pick` says.
    Graph {
        /// What a click picks.
        pick: GraphPick,
        /// The vertices are `0..vertices`.
        vertices: usize,
        /// The edges `(u, v)`, `u < v`.
        edges: Vec<(usize, usize)>,
        /// Where to draw each vertex, in the unit square, `y` upwards (a
        /// path in a line, a grid as a grid, others on a circle).
        layout: Vec<(f64, f64)>,
    },
    /// Rows of objects from which a move removes a run of adjacent ones,
    /// maybe splitting a row in two (octal games, Dawson's Kayles,
    /// Grundy's game): bit `k` set when a run of `k` may go (bit 0: a
    /// split that removes none).
    Runs(u64),
    /// Objects in a circle, and the rows it breaks into (Circular Nim: the
    /// position is the circle's size, or 0 and the rows): a move removes
    /// from 1 up to this many adjacent objects.
    Ring(u8),
    /// A sum of games: each component drawn by its own game's board, side
    /// by side; a move is made in one of them.
    Sum {
        /// Each component's game text (`nim`, `take:3`), in the
        /// position's order.
        parts: Vec<String>,
    },
    /// Heaps built stone by stone (Building Nim): the position is the
    /// heaps, then the stones still to place. While some are left a move
    /// places one on a heap (that heap one higher, the last number one
    /// lower); then the heaps are played as Nim, the last number staying 0.
    Building,
    /// No drawing of its own: the moves are offered as a list.
    List,
}

/// What a click on a graph picks: the player names a move by an edge (its
/// two ends go, Arc Kayles) or by a vertex (it goes with its neighbours,
/// Node Kayles).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum GraphPick {
    /// An edge: both its ends are removed.
    Edge,
    /// A vertex: it is removed with every neighbour still present.
    Vertex,
}

/// A take from one heap: `take` stones from heap `heap` (0-based). What a
/// heaps board shows of a move (the last one's badge, the hint's outline),
/// and a move of Nim (`games::nim::NimMove`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HeapTake {
    /// Index of the heap, in input order.
    pub heap: usize,
    /// Stones removed (at least 1).
    pub take: u64,
}

/// The take from `from` to `to`: one heap lowered by at least one stone,
/// every other heap the same; `None` for anything else (how a screen or a
/// URL names a move played between two positions of heaps).
///
/// ```
/// use nimatron_core::board::{HeapTake, take_between};
/// assert_eq!(take_between(&[3, 4, 5], &[3, 1, 5]), Some(HeapTake { heap: 1, take: 3 }));
/// assert_eq!(take_between(&[3, 4, 5], &[2, 3, 5]), None);
/// assert_eq!(take_between(&[3, 4], &[3, 5]), None);
/// ```
pub fn take_between(from: &[u64], to: &[u64]) -> Option<HeapTake> {
    if from.len() != to.len() {
        return None;
    }
    let mut lowered = from.iter().zip(to).enumerate().filter(|(_, (a, b))| a != b);
    let (heap, (&a, &b)) = lowered.next()?;
    if lowered.next().is_some() || b >= a {
        return None;
    }
    Some(HeapTake { heap, take: a - b })
}
