//! Graph Nim, from the seed's Spanish Wikipedia article: "El tablero de
//! partida es un grafo desconectado, y los jugadores se turnan para
//! eliminar los vértices adyacentes" — the board is a graph, and the
//! players take turns removing adjacent vertices. Two classic readings,
//! two games:
//!
//! * [`arc_kayles`] — a move removes two adjacent vertices (the two ends
//!   of an edge still present) and every edge touching them;
//! * [`node_kayles`] — a move removes one vertex with all its neighbours
//!   (the vertex and the vertices adjacent to it) and their edges.
//!
//! Normal play: whoever cannot move loses (the engine also plays misère).
//!
//! Game syntax: `arc-kayles:GRAPH`, `node-kayles:GRAPH`, the graph as in
//! [`shapes`]: `path:7`, `cycle:6`, `grid:3x4`, `star:5`, `complete:5`,
//! `petersen`, or edges `0-1,1-2,2-0`. At most [`MAX_GRAPH_VERTICES`]
//! vertices. Position syntax: the vertices still present, as indices
//! (`0,1,2,3`), any order, each once; the start is every vertex.
//!
//! Theorems (normal play):
//!
//! * Sprague–Grundy: a move removes vertices of one connected piece of the
//!   present graph and its moves depend on that piece alone, so a position
//!   is the sum of its connected pieces and its value the XOR of theirs
//!   (the seed's "disconnected graph" is such a sum). Each piece's value is
//!   the mex of its children's, memoised by piece (`games/bitset.rs`).
//! * A piece that is a path of `n` vertices is a row of Dawson's Kayles:
//!   Arc Kayles removes two adjacent vertices of the row, the octal game
//!   0.07, worth [`dawson`]`(n)`; Node Kayles removes a vertex and its
//!   neighbours (one vertex of a row of one, two at an end, three inside),
//!   the octal game 0.137, worth `dawson(n + 1)`.

pub mod arc_kayles;
pub mod layout;
pub mod node_kayles;
pub mod shapes;

pub use layout::layout_of;
pub use shapes::{Graph, graph_of};

use std::sync::OnceLock;

use crate::analysis::{Fact, FactKey};
use crate::games::bitset::{self, ItemRules, Mask, Memo, PIECE_VALUES, PIECES};
use crate::limits::MAX_GRAPH_VERTICES;
use crate::position::shorten;
use crate::ruleset::{Board, GraphPick, Ruleset};
use crate::{Convention, CoreError, Outcome, Position, mex};

/// The number of vertices still present.
pub const VERTICES: FactKey = FactKey::new("vertices");
/// The edges between two vertices still present, as a flat list
/// `u1, v1, u2, v2, ...`.
pub const EDGES: FactKey = FactKey::new("edges");

/// The Grundy values of the octal game 0.07 (Dawson's Kayles as a row game:
/// remove two adjacent pins, anywhere), rows of `0..=64`.
fn dawson_values() -> &'static [u64] {
    static VALUES: OnceLock<Vec<u64>> = OnceLock::new();
    VALUES.get_or_init(|| {
        let mut g: Vec<u64> = Vec::with_capacity(65);
        for n in 0..=64usize {
            // Rule: remove two adjacent pins, leaving rows a and n − 2 − a.
            let options = (0..n.saturating_sub(1)).map(|a| g[a] ^ g[n - 2 - a]);
            let v = mex(options);
            g.push(v);
        }
        g
    })
}

/// The Grundy value of a row of `n ≤ 64` in the octal game 0.07 (0 past 64,
/// never asked: a graph has at most 32 vertices).
///
/// ```
/// use nimatron_core::games::graph::dawson;
/// let first: Vec<u64> = (0..12).map(dawson).collect();
/// assert_eq!(first, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
/// ```
pub fn dawson(n: u64) -> u64 {
    dawson_values().get(n as usize).copied().unwrap_or(0)
}

/// Which reading of "remove adjacent vertices".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Arc Kayles: the two ends of an edge.
    Arc,
    /// Node Kayles: a vertex and its neighbours.
    Node,
}

/// Graph Nim on one graph.
#[derive(Debug, Clone)]
pub struct GraphNim {
    kind: Kind,
    graph: Graph,
    /// For each vertex, its neighbours.
    adj: Vec<Mask>,
    /// Its pieces' values.
    memo: Memo,
}

impl GraphNim {
    /// The game `kind` on the graph of `params` (`path:7`).
    pub fn new(kind: Kind, params: Option<&str>) -> Result<Self, CoreError> {
        let graph = shapes::parse(name(kind), params)?;
        let mut adj = vec![0; graph.vertices];
        for &(u, v) in &graph.edges {
            adj[u] |= 1 << v;
            adj[v] |= 1 << u;
        }
        Ok(GraphNim {
            kind,
            graph,
            adj,
            memo: Memo::default(),
        })
    }

    /// The graph.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    fn all(&self) -> Mask {
        (1 << self.graph.vertices) - 1
    }

    fn decode_vertices(&self, position: &Position) -> Option<Mask> {
        let [list] = position.parts() else {
            return None;
        };
        let mut mask: Mask = 0;
        for &v in list {
            // Rule: each vertex of the graph at most once.
            if v >= self.graph.vertices as u64 || mask & (1 << v) != 0 {
                return None;
            }
            mask |= 1 << v;
        }
        Some(mask)
    }
}

fn name(kind: Kind) -> &'static str {
    match kind {
        Kind::Arc => "arc-kayles",
        Kind::Node => "node-kayles",
    }
}

impl ItemRules for GraphNim {
    fn memo(&self) -> &Memo {
        &self.memo
    }

    fn links(&self) -> &[Mask] {
        &self.adj
    }

    fn removals(&self, mask: Mask) -> Vec<Mask> {
        match self.kind {
            // Rule (Arc Kayles): the two ends of an edge still present.
            Kind::Arc => self
                .graph
                .edges
                .iter()
                .map(|&(u, v)| (1 << u) | (1 << v))
                .filter(|&both: &Mask| mask & both == both)
                .collect(),
            // Rule (Node Kayles): a vertex present and its present neighbours.
            Kind::Node => self
                .adj
                .iter()
                .enumerate()
                .filter(|&(v, _)| mask & (1 << v) != 0)
                .map(|(v, &n)| (1 << v) | (n & mask))
                .collect(),
        }
    }

    fn piece_value(&self, piece: Mask) -> Option<u64> {
        let n = u64::from(piece.count_ones());
        let mut ends = 0;
        let mut degree_sum = 0;
        for v in (0..self.adj.len()).filter(|&v| piece & (1 << v) != 0) {
            let d = (self.adj[v] & piece).count_ones();
            if d > 2 {
                return None;
            }
            ends += u32::from(d <= 1);
            degree_sum += u64::from(d);
        }
        // A connected piece with n − 1 edges and degrees ≤ 2 is a path.
        if degree_sum != 2 * (n - 1) || (n > 1 && ends != 2) {
            return None;
        }
        Some(match self.kind {
            // Rule: Arc Kayles on a path of n is 0.07 on a row of n.
            Kind::Arc => dawson(n),
            // Rule: Node Kayles on a path of n is 0.137, i.e. 0.07 at n + 1.
            Kind::Node => dawson(n + 1),
        })
    }
}

impl Ruleset for GraphNim {
    type Position = Mask;

    fn name(&self) -> &'static str {
        name(self.kind)
    }

    fn spec(&self) -> String {
        format!("{}:{}", name(self.kind), self.graph.text)
    }

    fn parameters(&self) -> Vec<(&'static str, crate::FactValue)> {
        // The graph's size in words ("a graph of 9 vertices and 12
        // edges"); its shape is the game's text.
        let count = |n: usize| crate::FactValue::Number(n as u64);
        vec![
            ("vertices", count(self.graph.vertices)),
            ("edges", count(self.graph.edges.len())),
        ]
    }

    fn board(&self) -> Board {
        Board::Graph {
            pick: match self.kind {
                Kind::Arc => GraphPick::Edge,
                Kind::Node => GraphPick::Vertex,
            },
            vertices: self.graph.vertices,
            edges: self.graph.edges.clone(),
            layout: layout::points(&self.graph),
        }
    }

    fn decode(&self, position: &Position) -> Result<Mask, CoreError> {
        self.decode_vertices(position)
            .ok_or_else(|| CoreError::BadPosition {
                given: shorten(&position.to_string()),
            })
    }

    // Every vertex present.
    fn start(&self) -> Option<Mask> {
        Some(self.all())
    }

    fn encode(&self, mask: &Mask) -> Position {
        let n = self.graph.vertices.min(MAX_GRAPH_VERTICES as usize);
        Position::new((0..n as u64).filter(|&v| mask & (1 << v) != 0).collect())
    }

    fn moves(&self, mask: &Mask) -> Vec<Mask> {
        self.removals(*mask)
            .into_iter()
            .map(|r| mask & !r)
            .collect()
    }

    fn reachable_bound(&self, mask: &Mask) -> Option<u128> {
        Some(bitset::subset_bound(*mask))
    }

    fn is_move(&self, from: &Mask, to: &Mask) -> bool {
        to & !from == 0 && self.removals(*from).contains(&(from & !to))
    }

    fn outcome(&self, mask: &Mask, convention: Convention) -> Option<Outcome> {
        match convention {
            // Rule (Sprague–Grundy): P exactly when the value is 0.
            Convention::Normal => Some(if self.grundy(mask)? == 0 {
                Outcome::P
            } else {
                Outcome::N
            }),
            Convention::Misere => None,
        }
    }

    fn grundy(&self, mask: &Mask) -> Option<u64> {
        bitset::grundy_of(self, *mask)
    }

    fn winning_moves(
        &self,
        mask: &Mask,
        convention: Convention,
        limit: usize,
    ) -> Option<(Vec<Mask>, usize)> {
        match convention {
            Convention::Normal => bitset::winning_children(self, *mask, limit),
            Convention::Misere => None,
        }
    }

    fn fact_keys(&self) -> &'static [FactKey] {
        &[VERTICES, EDGES, PIECES, PIECE_VALUES]
    }

    fn facts(&self, mask: &Mask, _: Convention) -> Vec<Fact> {
        // What is left: the vertices still present and the edges between
        // two of them (not the whole graph the game started on).
        let present = |v: usize| mask >> v & 1 == 1;
        let edges = self
            .graph
            .edges
            .iter()
            .filter(|&&(u, v)| present(u) && present(v))
            .flat_map(|&(u, v)| [u as u64, v as u64]);
        let pieces = bitset::pieces(&self.adj, *mask);
        let mut facts = vec![
            Fact::number(VERTICES, u64::from(mask.count_ones())),
            Fact::numbers(EDGES, edges.collect()),
            Fact::number(PIECES, pieces.len() as u64),
        ];
        let mut g = bitset::Grundy::new(self);
        let values: Option<Vec<u64>> = pieces.iter().map(|&p| g.value(p)).collect();
        if let Some(values) = values {
            facts.push(Fact::numbers(PIECE_VALUES, values));
        }
        facts
    }

    fn small_positions(&self) -> Vec<Mask> {
        // Every set of the first 10 vertices (all of a graph up to 10).
        bitset::subsets(self.all() & 0x3ff)
    }
}
