//! Games on boards and graphs, written from their definitions: Chomp
//! (Gale: eat a square with every square above it and to its right; the
//! poisoned bottom-left square is never a move, so whoever is left with
//! it alone has lost), n-dimensional Nim (the seed's article: remove any
//! number of contiguous pieces from one hyper-row) and Graph Nim (the
//! seed's article: remove adjacent vertices — an edge's two ends in Arc
//! Kayles, a vertex with its neighbours in Node Kayles).

use std::collections::BTreeSet;

use nimatron_core::Position;
use proptest::prelude::*;

use super::{Family, Rules, pos};

/// The families of this file.
pub const FAMILIES: &[Family] = &[
    Family {
        name: "chomp",
        rules: |_| Box::new(Chomp),
        random: None,
    },
    Family {
        name: "nd-nim",
        rules: |params| {
            let dims = params
                .unwrap_or_default()
                .split(['x', 'X'])
                .map(|d| d.parse().expect("a size"))
                .collect();
            Box::new(NdNim { dims })
        },
        random: Some(|| {
            prop_oneof![
                (1usize..=8).prop_map(|n| vec![n]),
                (1usize..=3, 1usize..=3).prop_map(|(a, b)| vec![a, b]),
                (1usize..=2, 1usize..=2, 1usize..=2).prop_map(|(a, b, c)| vec![a, b, c]),
            ]
            .prop_map(|d| {
                let d: Vec<String> = d.iter().map(usize::to_string).collect();
                format!("nd-nim:{}", d.join("x"))
            })
            .boxed()
        }),
    },
    Family {
        name: "arc-kayles",
        rules: |params| Box::new(Graph::parse(params.unwrap_or_default(), Pick::Edge)),
        random: Some(|| random_graph("arc-kayles")),
    },
    Family {
        name: "node-kayles",
        rules: |params| Box::new(Graph::parse(params.unwrap_or_default(), Pick::Vertex)),
        random: Some(|| random_graph("node-kayles")),
    },
];

/// Chomp: rows from the bottom up, non-increasing, the poison at the
/// bottom left.
struct Chomp;

impl Rules for Chomp {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let rows = p.numbers();
        let mut out = Vec::new();
        for (r, &len) in rows.iter().enumerate() {
            for c in 0..len {
                if (r, c) == (0, 0) {
                    continue;
                }
                // Every square at or above row r and at or right of column c goes.
                let next: Vec<u64> = rows
                    .iter()
                    .enumerate()
                    .map(|(i, &l)| if i >= r { l.min(c) } else { l })
                    .filter(|&l| l > 0)
                    .collect();
                out.push(pos(next));
            }
        }
        out
    }

    fn small_positions(&self) -> Vec<Position> {
        // Every diagram of at most 4 rows of at most 5 squares.
        let mut out = Vec::new();
        let mut stack: Vec<Vec<u64>> = (1..=5).map(|l| vec![l]).collect();
        while let Some(rows) = stack.pop() {
            if rows.len() < 4 {
                let top = *rows.last().unwrap_or(&0);
                for l in 1..=top {
                    stack.push([rows.clone(), vec![l]].concat());
                }
            }
            out.push(rows);
        }
        out.sort_by_key(|r| r.iter().sum::<u64>());
        out.into_iter().map(pos).collect()
    }
}

/// n-dimensional Nim: one flag per cell, row-major, the last coordinate
/// fastest.
struct NdNim {
    dims: Vec<usize>,
}

impl NdNim {
    /// How far apart neighbours along axis `a` are in the flags.
    fn stride(&self, a: usize) -> usize {
        self.dims[a + 1..].iter().product()
    }
}

impl Rules for NdNim {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let cells = p.numbers();
        let mut out = Vec::new();
        for a in 0..self.dims.len() {
            let stride = self.stride(a);
            for start in 0..cells.len() {
                // A run along axis a from `start`, while pieces go on.
                let mut at = start;
                let mut next = cells.to_vec();
                let coordinate = (start / stride) % self.dims[a];
                for step in 0..self.dims[a] - coordinate {
                    if step > 0 {
                        at += stride;
                    }
                    if cells[at] == 0 {
                        break;
                    }
                    next[at] = 0;
                    out.push(pos(next.clone()));
                }
            }
        }
        out
    }

    fn small_positions(&self) -> Vec<Position> {
        let n: usize = self.dims.iter().product();
        assert!(n <= 10, "a board of {n} cells is too large for the oracle");
        (0u32..1 << n)
            .map(|m| pos((0..n).map(|i| u64::from(m >> i & 1)).collect()))
            .collect()
    }
}

/// What a move of Graph Nim names.
#[derive(Clone, Copy)]
enum Pick {
    /// Arc Kayles: an edge; both its ends go.
    Edge,
    /// Node Kayles: a vertex; it goes with its neighbours.
    Vertex,
}

/// A graph and the game played on it; the text is the present vertices in
/// increasing order.
struct Graph {
    vertices: u64,
    edges: BTreeSet<(u64, u64)>,
    pick: Pick,
}

impl Graph {
    /// The graph of a game text's parameters: the named shapes of
    /// `docs/CLI.md` or edges `U-V,...` (vertices up to the largest).
    fn parse(text: &str, pick: Pick) -> Self {
        let mut edges = BTreeSet::new();
        let mut join = |u: u64, v: u64| {
            edges.insert((u.min(v), u.max(v)));
        };
        let (shape, arg) = text.split_once(':').unwrap_or((text, ""));
        let n = |s: &str| s.parse::<u64>().expect("a number");
        let vertices = match shape {
            "path" | "cycle" => {
                let count = n(arg);
                (1..count).for_each(|i| join(i - 1, i));
                if shape == "cycle" {
                    join(count - 1, 0);
                }
                count
            }
            "grid" => {
                let (r, c) = arg.split_once('x').expect("RxC");
                let (r, c) = (n(r), n(c));
                for i in 0..r {
                    for j in 0..c {
                        if j + 1 < c {
                            join(i * c + j, i * c + j + 1);
                        }
                        if i + 1 < r {
                            join(i * c + j, (i + 1) * c + j);
                        }
                    }
                }
                r * c
            }
            "star" => {
                let leaves = n(arg);
                (1..=leaves).for_each(|v| join(0, v));
                leaves + 1
            }
            "complete" => {
                let count = n(arg);
                for u in 0..count {
                    (u + 1..count).for_each(|v| join(u, v));
                }
                count
            }
            "petersen" => {
                for i in 0..5 {
                    join(i, (i + 1) % 5);
                    join(i, i + 5);
                    join(5 + i, 5 + (i + 2) % 5);
                }
                10
            }
            _ => {
                let mut most = 0;
                for e in text.split(',') {
                    let (u, v) = e.split_once('-').expect("an edge U-V");
                    let (u, v) = (n(u), n(v));
                    join(u, v);
                    most = most.max(u).max(v);
                }
                most + 1
            }
        };
        Graph {
            vertices,
            edges,
            pick,
        }
    }

    fn adjacent(&self, u: u64, v: u64) -> bool {
        self.edges.contains(&(u.min(v), u.max(v)))
    }
}

impl Rules for Graph {
    fn moves(&self, p: &Position) -> Vec<Position> {
        let present = p.numbers();
        let left = |gone: &dyn Fn(u64) -> bool| {
            pos(present.iter().copied().filter(|&v| !gone(v)).collect())
        };
        let mut out = Vec::new();
        match self.pick {
            Pick::Edge => {
                for &(u, v) in &self.edges {
                    if present.contains(&u) && present.contains(&v) {
                        out.push(left(&|w| w == u || w == v));
                    }
                }
            }
            Pick::Vertex => {
                for &u in present {
                    out.push(left(&|w| w == u || self.adjacent(u, w)));
                }
            }
        }
        out
    }

    fn small_positions(&self) -> Vec<Position> {
        assert!(self.vertices <= 10, "too many vertices for the oracle");
        (0u32..1 << self.vertices)
            .map(|m| pos((0..self.vertices).filter(|&v| m >> v & 1 == 1).collect()))
            .collect()
    }
}

/// A random graph's game text: 3 to 7 vertices, each pair joined or not,
/// the last vertex on at least one edge (so that it is a vertex).
fn random_graph(game: &'static str) -> BoxedStrategy<String> {
    (3u64..=7)
        .prop_flat_map(|n| {
            let pairs = (n * (n - 1) / 2) as usize;
            (Just(n), proptest::collection::vec(any::<bool>(), pairs))
        })
        .prop_map(move |(n, keep)| {
            let mut edges = Vec::new();
            let mut k = keep.into_iter();
            for u in 0..n {
                for v in u + 1..n {
                    if k.next() == Some(true) {
                        edges.push((u, v));
                    }
                }
            }
            if !edges.iter().any(|&(_, v)| v == n - 1) {
                edges.push((0, n - 1));
            }
            let edges: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
            format!("{game}:{}", edges.join(","))
        })
        .boxed()
}
