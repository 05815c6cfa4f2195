//! The graphs of Graph Nim, from the game's parameters: a named shape
//! (`path:7`, `cycle:6`, `grid:3x4`, `star:5`, `complete:5`, `petersen`) or
//! explicit edges (`0-1,1-2,2-0`, vertices `0..=` the largest index).
//!
//! Shapes: `path:N` has vertices `0..N` and edges `i–(i+1)`; `cycle:N`
//! (N ≥ 3) also `(N−1)–0`; `grid:RxC` has vertex `r·C + c` for row `r`,
//! column `c`, joined to its right and upper neighbours; `star:N` is a
//! centre `0` joined to `N` leaves `1..=N`; `complete:N` joins every pair;
//! `petersen` is the outer 5-cycle `0..5`, the spokes `i–(i+5)` and the
//! inner pentagram `(5+i)–(5+(i+2) mod 5)`. Every graph has at most
//! [`MAX_GRAPH_VERTICES`] vertices and no self-loop; repeated edges count
//! once.

use crate::CoreError;
use crate::limits::{Limit, MAX_GRAPH_VERTICES};
use crate::position::shorten;

/// A simple graph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// Vertices `0..vertices`.
    pub vertices: usize,
    /// Edges `(u, v)`, `u < v`, sorted, each once.
    pub edges: Vec<(usize, usize)>,
    /// The graph's text in normal form (`path:7`, `0-1,0-2`).
    pub text: String,
}

/// Reads the graph of `game:params` (`params` is the text after the game's
/// name).
pub fn parse(game: &str, params: Option<&str>) -> Result<Graph, CoreError> {
    let bad = || CoreError::BadGameParameter {
        given: shorten(&format!("{game}:{}", params.unwrap_or_default())),
    };
    let text = params.ok_or_else(bad)?.trim();
    let (shape, arg) = match text.split_once(':') {
        Some((s, a)) => (s.trim().to_ascii_lowercase(), Some(a.trim())),
        None => (text.to_ascii_lowercase(), None),
    };
    let number = |word: Option<&str>, least: u64| -> Result<u64, CoreError> {
        let w = word.ok_or_else(bad)?.trim();
        if w.is_empty() || !w.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        match w.parse::<u64>() {
            Ok(n) if n >= least => Ok(n),
            _ => Err(bad()),
        }
    };
    let (vertices, edges, text) = match (shape.as_str(), arg) {
        ("path", a) => {
            let n = fits(number(a, 1)?.into())?;
            (n, (1..n).map(|i| (i - 1, i)).collect(), format!("path:{n}"))
        }
        ("cycle", a) => {
            let n = fits(number(a, 3)?.into())?;
            let mut e: Vec<_> = (1..n).map(|i| (i - 1, i)).collect();
            e.push((0, n - 1));
            (n, e, format!("cycle:{n}"))
        }
        ("grid", Some(a)) => {
            let (r, c) = a.split_once(['x', 'X']).ok_or_else(bad)?;
            let (r, c) = (number(Some(r), 1)?, number(Some(c), 1)?);
            let n = fits(u128::from(r) * u128::from(c))?;
            let c = c as usize;
            let mut e = Vec::new();
            for v in 0..n {
                if (v + 1) % c != 0 {
                    e.push((v, v + 1));
                }
                if v + c < n {
                    e.push((v, v + c));
                }
            }
            (n, e, format!("grid:{r}x{c}"))
        }
        ("star", a) => {
            let leaves = number(a, 1)?;
            let n = fits(u128::from(leaves) + 1)?;
            (
                n,
                (1..n).map(|i| (0, i)).collect(),
                format!("star:{leaves}"),
            )
        }
        ("complete", a) => {
            let n = fits(number(a, 1)?.into())?;
            let e = (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v)));
            (n, e.collect(), format!("complete:{n}"))
        }
        ("petersen", None) => {
            let mut e = Vec::new();
            for i in 0..5 {
                e.extend([(i, (i + 1) % 5), (i, i + 5), (5 + i, 5 + (i + 2) % 5)]);
            }
            (10, e, "petersen".to_string())
        }
        (_, None) if text.contains('-') => explicit(text).map_err(|e| match e {
            CoreError::BadGameParameter { .. } => bad(),
            other => other,
        })?,
        _ => return Err(bad()),
    };
    let mut edges: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(u, v): (usize, usize)| (u.min(v), u.max(v)))
        .collect();
    edges.sort_unstable();
    edges.dedup();
    Ok(Graph {
        vertices,
        edges,
        text,
    })
}

/// `n` vertices, if within the limit.
fn fits(n: u128) -> Result<usize, CoreError> {
    if n > u128::from(MAX_GRAPH_VERTICES) {
        return Err(CoreError::TooLarge {
            limit: Limit::GraphVertices,
            max: u128::from(MAX_GRAPH_VERTICES),
            asked: n,
        });
    }
    Ok(n as usize)
}

type Parsed = (usize, Vec<(usize, usize)>, String);

/// Explicit edges `u-v,u-v,...`.
fn explicit(text: &str) -> Result<Parsed, CoreError> {
    let bad = || CoreError::BadGameParameter {
        given: String::new(),
    };
    let mut edges = Vec::new();
    let mut most = 0u128;
    for word in text.split(',') {
        let (u, v) = word.split_once('-').ok_or_else(bad)?;
        let read = |w: &str| -> Result<u64, CoreError> {
            let w = w.trim();
            if w.is_empty() || !w.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            w.parse().map_err(|_| bad())
        };
        let (u, v) = (read(u)?, read(v)?);
        // Rule: a graph has no self-loop.
        if u == v {
            return Err(bad());
        }
        most = most.max(u128::from(u.max(v)) + 1);
        // Rule: the vertices are 0..= the largest index, at most 32.
        fits(most)?;
        edges.push((u as usize, v as usize));
    }
    let n = fits(most)?;
    let mut normal: Vec<(usize, usize)> =
        edges.iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
    normal.sort_unstable();
    normal.dedup();
    let words: Vec<String> = normal.iter().map(|(u, v)| format!("{u}-{v}")).collect();
    Ok((n, normal, words.join(",")))
}

/// The vertices and edges of a graph given as a game (`arc-kayles:path:7`)
/// or as its parameters alone (`path:7`, `0-1,1-2`): what the app draws.
///
/// ```
/// use nimatron_core::games::graph::graph_of;
/// assert_eq!(graph_of("path:3").unwrap(), (3, vec![(0, 1), (1, 2)]));
/// assert_eq!(graph_of("node-kayles:petersen").unwrap().1.len(), 15);
/// ```
pub fn graph_of(spec: &str) -> Result<(usize, Vec<(usize, usize)>), CoreError> {
    let g = graph_in(spec)?;
    Ok((g.vertices, g.edges))
}

/// The graph of a game (`arc-kayles:path:7`) or of its parameters alone
/// (`path:7`).
pub(crate) fn graph_in(spec: &str) -> Result<Graph, CoreError> {
    let spec = spec.trim();
    let params = ["arc-kayles:", "node-kayles:"]
        .iter()
        .find_map(|g| {
            spec.get(..g.len())
                .filter(|head| head.eq_ignore_ascii_case(g))
                .and_then(|_| spec.get(g.len()..))
        })
        .unwrap_or(spec);
    parse("graph", Some(params))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(p: &str) -> Result<String, CoreError> {
        parse("arc-kayles", Some(p)).map(|g| g.text)
    }

    #[test]
    fn shapes_and_their_edges() {
        let g = |p: &str| parse("arc-kayles", Some(p)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(g("path:4").edges, vec![(0, 1), (1, 2), (2, 3)]);
        assert_eq!(g("cycle:4").edges, vec![(0, 1), (0, 3), (1, 2), (2, 3)]);
        assert_eq!(g("grid:2x3").edges.len(), 7);
        assert_eq!(g("grid:2x3").vertices, 6);
        assert_eq!((g("star:5").vertices, g("star:5").edges.len()), (6, 5));
        assert_eq!(g("complete:5").edges.len(), 10);
        let p = g("petersen");
        assert_eq!((p.vertices, p.edges.len()), (10, 15));
        // Every vertex of the Petersen graph has degree 3.
        for v in 0..10 {
            let d = p.edges.iter().filter(|&&(a, b)| a == v || b == v).count();
            assert_eq!(d, 3);
        }
        let e = g("2-0, 1-2,0-1,1-0");
        assert_eq!((e.vertices, e.text.as_str()), (3, "0-1,0-2,1-2"));
        assert_eq!(g("0-5").vertices, 6);
    }

    #[test]
    fn bad_graphs_and_limits() {
        for bad in [
            "",
            "path",
            "path:0",
            "path:x",
            "cycle:2",
            "grid:3",
            "grid:0x3",
            "star:0",
            "petersen:3",
            "wheel:5",
            "0-0",
            "0-1,1-1",
            "0-",
            "-1",
            "0-1,",
            "0-1-2",
            "a-b",
        ] {
            assert!(
                matches!(text(bad), Err(CoreError::BadGameParameter { .. })),
                "{bad}: {:?}",
                text(bad)
            );
        }
        assert!(parse("arc-kayles", None).is_err());
        for big in ["path:33", "grid:6x6", "star:32", "0-32", "complete:40"] {
            let too_large = matches!(
                text(big),
                Err(CoreError::TooLarge {
                    limit: Limit::GraphVertices,
                    ..
                })
            );
            assert!(too_large, "{big}: {:?}", text(big));
        }
        assert_eq!(text("path:32").as_deref(), Ok("path:32"));
        assert_eq!(text("Grid:2X3").as_deref(), Ok("grid:2x3"));
        assert_eq!(graph_of("arc-kayles:path:2"), Ok((2, vec![(0, 1)])));
    }
}
