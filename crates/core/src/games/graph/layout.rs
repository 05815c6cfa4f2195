//! Where to draw each vertex of a Graph Nim graph, so the app draws the
//! shapes as people know them: a path in a line, a grid as a grid (vertex
//! `r·C + c` at row `r` from the bottom, column `c`), a star with its
//! centre in the middle, the Petersen graph as its outer pentagon and inner
//! pentagram, and any other graph on a circle. Coordinates are in the unit
//! square, `y` upwards. Drawing only: the game never reads them.

use std::f64::consts::PI;

use super::shapes::{Graph, graph_in};
use crate::CoreError;
use crate::trig::cos_sin;

/// The point `i` of `n` on a circle of `radius` around the centre, the
/// first at the top, going clockwise.
fn on_circle(i: usize, n: usize, radius: f64) -> (f64, f64) {
    let angle = PI / 2.0 - 2.0 * PI * i as f64 / n.max(1) as f64;
    let (cos, sin) = cos_sin(angle);
    (0.5 + radius * cos, 0.5 + radius * sin)
}

/// The drawing position of every vertex of the graph of `spec` (a game,
/// `arc-kayles:grid:3x3`, or its parameters alone, `grid:3x3`).
///
/// ```
/// use nimatron_core::games::graph::layout_of;
/// let grid = layout_of("grid:2x3").unwrap();
/// assert_eq!(grid.len(), 6);
/// assert!(grid[0].1 < grid[3].1); // row 1 above row 0
/// ```
pub fn layout_of(spec: &str) -> Result<Vec<(f64, f64)>, CoreError> {
    graph_in(spec).map(|graph| points(&graph))
}

/// The drawing position of every vertex of `graph`, by its shape.
pub fn points(graph: &Graph) -> Vec<(f64, f64)> {
    let n = graph.vertices;
    let (shape, arg) = graph
        .text
        .split_once(':')
        .unwrap_or((graph.text.as_str(), ""));
    let spread = |i: usize, k: usize| {
        if k <= 1 {
            0.5
        } else {
            0.1 + 0.8 * i as f64 / (k - 1) as f64
        }
    };
    match shape {
        "path" => (0..n).map(|i| (spread(i, n), 0.5)).collect(),
        "grid" => {
            let (r, c) = arg.split_once('x').unwrap_or(("1", arg));
            let r: usize = r.parse().unwrap_or(1);
            let c: usize = c.parse().unwrap_or(n).max(1);
            (0..n)
                .map(|v| (spread(v % c, c), spread(v / c, r)))
                .collect()
        }
        "star" => (0..n)
            .map(|v| {
                if v == 0 {
                    (0.5, 0.5)
                } else {
                    on_circle(v - 1, n - 1, 0.4)
                }
            })
            .collect(),
        "petersen" => (0..n)
            .map(|v| {
                if v < 5 {
                    on_circle(v, 5, 0.42)
                } else {
                    on_circle(v - 5, 5, 0.2)
                }
            })
            .collect(),
        _ => (0..n).map(|v| on_circle(v, n, 0.42)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_vertex_has_a_distinct_point_inside_the_square() {
        for spec in [
            "path:5",
            "cycle:6",
            "grid:3x4",
            "star:5",
            "complete:4",
            "petersen",
            "0-1,1-2,2-0",
            "node-kayles:petersen",
            "path:1",
        ] {
            let points = layout_of(spec).unwrap();
            let n = graph_vertices(spec);
            assert_eq!(points.len(), n, "{spec}");
            for (i, p) in points.iter().enumerate() {
                assert!(
                    (0.0..=1.0).contains(&p.0) && (0.0..=1.0).contains(&p.1),
                    "{spec}"
                );
                for q in &points[i + 1..] {
                    assert!(
                        (p.0 - q.0).abs() + (p.1 - q.1).abs() > 0.01,
                        "{spec}: {p:?} {q:?}"
                    );
                }
            }
        }
        assert!(layout_of("grid:0x3").is_err());
    }

    #[test]
    fn shapes_are_drawn_as_people_know_them() {
        let from_centre = |p: (f64, f64)| ((p.0 - 0.5).powi(2) + (p.1 - 0.5).powi(2)).sqrt();
        // A path on one line, left to right.
        let path = layout_of("path:4").unwrap();
        assert!(path.windows(2).all(|w| w[0].1 == w[1].1 && w[0].0 < w[1].0));
        // A grid: vertex r·C + c at row r (upwards), column c.
        let grid = layout_of("grid:2x3").unwrap();
        assert_eq!(grid[4].0, grid[1].0);
        assert!(grid[4].1 > grid[1].1);
        assert_eq!(grid[3].1, grid[5].1);
        // A star's centre in the middle, its leaves around it.
        let star = layout_of("star:5").unwrap();
        assert_eq!(star[0], (0.5, 0.5));
        assert!(star[1..].iter().all(|&p| from_centre(p) > 0.3));
        // Petersen: the outer pentagon, the inner pentagram nearer the centre.
        let petersen = layout_of("arc-kayles:petersen").unwrap();
        assert!((0..5).all(|i| from_centre(petersen[i]) > from_centre(petersen[i + 5]) + 0.1));
    }

    fn graph_vertices(spec: &str) -> usize {
        super::super::graph_of(spec).unwrap().0
    }
}
