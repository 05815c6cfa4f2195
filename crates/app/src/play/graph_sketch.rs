//! A graph the player draws, as data: points where they were placed and
//! the edges joined between them, turned into the core's graph syntax
//! (`arc-kayles:0-1,1-2`) and the start position (every vertex). Pure; the
//! drawing surface is `panels::graph_draw`.
//!
//! Why the vertices are renumbered: the core reads a graph from its edge
//! list, so it has vertices `0..=largest endpoint`. A vertex without an edge
//! is kept by numbering it before every vertex that has one.

use std::collections::BTreeSet;

use nimatron_core::limits::MAX_GRAPH_VERTICES;

/// The drawing: points in a 100 × 100 box, and edges between their indices
/// (smaller first).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Sketch {
    /// Where each vertex was placed.
    pub points: Vec<(f64, f64)>,
    /// The edges, each `(a, b)` with `a < b`.
    pub edges: BTreeSet<(usize, usize)>,
}

impl Sketch {
    /// Adds a vertex at `(x, y)`; false when the core's limit is reached.
    pub fn add(&mut self, x: f64, y: f64) -> bool {
        if self.points.len() as u64 >= MAX_GRAPH_VERTICES {
            return false;
        }
        self.points.push((x.clamp(0.0, 100.0), y.clamp(0.0, 100.0)));
        true
    }

    /// Joins `a` and `b`, or separates them if they were joined.
    pub fn toggle(&mut self, a: usize, b: usize) {
        if a == b || a >= self.points.len() || b >= self.points.len() {
            return;
        }
        let e = (a.min(b), a.max(b));
        if !self.edges.remove(&e) {
            self.edges.insert(e);
        }
    }

    /// The game's text (`NAME:U-V,…`) and its start (every vertex), or
    /// `None` while there is no edge (the core's syntax needs one).
    pub fn game(&self, name: &str) -> Option<(String, String)> {
        if self.edges.is_empty() {
            return None;
        }
        // Vertices without an edge first, then the others, each in the
        // order they were drawn.
        let joined: BTreeSet<usize> = self.edges.iter().flat_map(|&(a, b)| [a, b]).collect();
        let order: Vec<usize> = (0..self.points.len())
            .filter(|v| !joined.contains(v))
            .chain((0..self.points.len()).filter(|v| joined.contains(v)))
            .collect();
        let mut number = vec![0; self.points.len()];
        for (i, &v) in order.iter().enumerate() {
            number[v] = i;
        }
        let edges: Vec<String> = self
            .edges
            .iter()
            .map(|&(a, b)| format!("{}-{}", number[a], number[b]))
            .collect();
        let all: Vec<String> = (0..self.points.len()).map(|v| v.to_string()).collect();
        Some((format!("{name}:{}", edges.join(",")), all.join(",")))
    }
}
