//! A game's board in miniature, for the catalogue: its example position
//! drawn as the play screen's board kind draws it (`Board`: heaps as
//! stacks, rows of pins, the queen on her grid, the Chomp bar, the cells
//! of a 2-D board, a graph), from the same `Board` value the play screen's
//! board reads (a grid's sizes, a graph and its layout). A kind without a
//! drawing of its own here is drawn as stacks of its numbers. Decoration
//! only (`aria-hidden`): the card's title and summary say what it is.
//! Sizes are capped so a thumbnail stays small whatever the example.

use crate::decimal::fixed;
use nimatron_core::Position;
use nimatron_core::board::Board;
use nimatron_core::trig::cos_sin;
use yew::prelude::*;

/// Most stones, pins or squares drawn along one side.
pub const CAP: u64 = 8;
/// One drawing unit (a stone's height, a square's side).
pub const U: f64 = 6.0;

/// One shape of a thumbnail.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// A rounded stone or square at (x, y) of size (w, h); `mark` draws it
    /// in the accent colour (the queen, the poison).
    Block {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        mark: bool,
    },
    /// A dot (a pin, a vertex, a piece); faded when `gone`.
    Dot { x: f64, y: f64, r: f64, gone: bool },
    /// A line (an edge).
    Line { x1: f64, y1: f64, x2: f64, y2: f64 },
}

/// The shapes of `position` on `board`, and the drawing's width and
/// height.
pub fn shapes(board: &Board, position: &Position) -> (Vec<Shape>, f64, f64) {
    let mut out = Vec::new();
    let parts = position.parts();
    let (w, h) = match board {
        Board::Rows | Board::Runs(_) => {
            let rows = position.numbers();
            let mut widest = 0;
            for (r, &n) in rows.iter().take(CAP as usize).enumerate() {
                let n = n.min(CAP * 2);
                widest = widest.max(n);
                for k in 0..n {
                    out.push(Shape::Dot {
                        x: (k as f64 + 0.5) * U,
                        y: (r as f64 + 0.5) * U * 1.4,
                        r: U * 0.35,
                        gone: false,
                    });
                }
            }
            (
                widest as f64 * U,
                rows.len().min(CAP as usize) as f64 * U * 1.4,
            )
        }
        Board::Ring(_) => {
            // A circle as dots around it (the catalogue's example is a circle).
            let dots = position
                .numbers()
                .first()
                .copied()
                .unwrap_or(0)
                .min(CAP * 2);
            let radius = 2.5 * U;
            let step = std::f64::consts::TAU / dots.max(1) as f64;
            for k in 0..dots {
                let (cos, sin) = cos_sin(step * k as f64 - std::f64::consts::FRAC_PI_2);
                out.push(Shape::Dot {
                    x: radius * (1.0 + cos) + U * 0.5,
                    y: radius * (1.0 + sin) + U * 0.5,
                    r: U * 0.35,
                    gone: false,
                });
            }
            (2.0 * radius + U, 2.0 * radius + U)
        }
        Board::Queen => {
            let (a, b) = match position.numbers() {
                [a, b] => (*a, *b),
                _ => (0, 0),
            };
            let side = (a.max(b) + 1).min(CAP);
            for y in 0..side {
                for x in 0..side {
                    let queen = x == a.min(side - 1) && y == b.min(side - 1);
                    if (x + y) % 2 == 1 || queen {
                        out.push(Shape::Block {
                            x: x as f64 * U,
                            y: (side - 1 - y) as f64 * U,
                            w: U,
                            h: U,
                            mark: queen,
                        });
                    }
                }
            }
            (side as f64 * U, side as f64 * U)
        }
        Board::Chomp => {
            let rows = position.numbers();
            let height = rows.len().min(CAP as usize);
            for (r, &n) in rows.iter().take(height).enumerate() {
                for c in 0..n.min(CAP) {
                    let y = (height - 1 - r) as f64 * U;
                    out.push(Shape::Block {
                        x: c as f64 * U,
                        y,
                        w: U * 0.9,
                        h: U * 0.9,
                        mark: r == 0 && c == 0,
                    });
                }
            }
            (
                rows.first().copied().unwrap_or(1).min(CAP) as f64 * U,
                height as f64 * U,
            )
        }
        Board::Grid { dims } => {
            let (rows, cols) = match dims.as_slice() {
                [k] => (1, *k as usize),
                [r, c, ..] => (*r as usize, *c as usize),
                _ => (0, 0),
            };
            let flags = position.numbers();
            for r in 0..rows.min(CAP as usize) {
                for c in 0..cols.min(CAP as usize) {
                    let gone = flags.get(r * cols + c).is_none_or(|&f| f == 0);
                    out.push(Shape::Dot {
                        x: (c as f64 + 0.5) * U,
                        y: (r as f64 + 0.5) * U,
                        r: U * 0.38,
                        gone,
                    });
                }
            }
            (
                cols.min(CAP as usize) as f64 * U,
                rows.min(CAP as usize) as f64 * U,
            )
        }
        Board::Graph {
            vertices,
            edges,
            layout,
            ..
        } => {
            let side = 6.0 * U;
            let at = |v: usize| {
                layout
                    .get(v)
                    .map_or((0.0, 0.0), |p| (p.0 * side, (1.0 - p.1) * side))
            };
            for &(u, v) in edges {
                let ((x1, y1), (x2, y2)) = (at(u), at(v));
                out.push(Shape::Line { x1, y1, x2, y2 });
            }
            let present = position.numbers();
            for v in 0..*vertices {
                let (x, y) = at(v);
                out.push(Shape::Dot {
                    x,
                    y,
                    r: U * 0.4,
                    gone: !present.contains(&(v as u64)),
                });
            }
            (side, side)
        }
        // Heaps, several heaps, a heap with memory, a sum, Building Nim, a
        // list of moves, and any kind without its own drawing here.
        _ => {
            // Stacks side by side; a sum's components, and Building Nim's
            // stones still to place, with a gap between.
            let mut x = 0.0;
            let mut tallest = 0u64;
            let heaps: Vec<&[u64]> = match board {
                Board::HeapWithMemory => {
                    parts.iter().take(1).map(|p| &p[..p.len().min(1)]).collect()
                }
                Board::Building => parts
                    .iter()
                    .take(1)
                    .flat_map(|p| {
                        let (heaps, left) = p.split_at(p.len().saturating_sub(1));
                        [heaps, left]
                    })
                    .collect(),
                _ => parts.iter().map(|p| p.as_slice()).collect(),
            };
            for (i, part) in heaps.iter().enumerate() {
                if i > 0 {
                    x += U;
                }
                for &n in part.iter().take(CAP as usize) {
                    let n = n.min(CAP);
                    tallest = tallest.max(n);
                    for k in 0..n {
                        out.push(Shape::Block {
                            x,
                            y: -((k + 1) as f64) * U,
                            w: U * 1.4,
                            h: U * 0.8,
                            mark: false,
                        });
                    }
                    x += U * 1.8;
                }
            }
            for s in &mut out {
                if let Shape::Block { y, .. } = s {
                    *y += tallest as f64 * U;
                }
            }
            (x.max(U), (tallest as f64 * U).max(U))
        }
    };
    (out, w, h)
}

/// Props of [`Thumbnail`].
#[derive(Debug, Properties, PartialEq)]
pub struct ThumbnailProps {
    /// The example position's text.
    pub position: AttrValue,
    /// The board the game draws it on, with its data
    /// (`registry::Listing::example_board`, `AnyGame::board`).
    pub board: Board,
}

/// The miniature board (nothing when the position is not one).
#[component]
pub fn Thumbnail(props: &ThumbnailProps) -> Html {
    let Ok(position) = props.position.parse::<Position>() else {
        return html! {};
    };
    let (shapes, w, h) = shapes(&props.board, &position);
    let pad = U * 0.8;
    let f = |v: f64| fixed(v, 1);
    let view = format!(
        "{} {} {} {}",
        f(-pad),
        f(-pad),
        f(w + 2.0 * pad),
        f(h + 2.0 * pad)
    );
    html! {
        <svg class="thumb" viewBox={view} aria-hidden="true" focusable="false" data-testid="game-thumb">
            { for shapes.into_iter().map(|s| match s {
                Shape::Block { x, y, w, h, mark } => html! {
                    <rect class={classes!("thumb-block", mark.then_some("is-mark"))}
                        x={f(x)} y={f(y)} width={f(w)} height={f(h)} rx="1.2" />
                },
                Shape::Dot { x, y, r, gone } => html! {
                    <circle class={classes!("thumb-dot", gone.then_some("is-gone"))} cx={f(x)} cy={f(y)} r={f(r)} />
                },
                Shape::Line { x1, y1, x2, y2 } => html! {
                    <line class="thumb-line" x1={f(x1)} y1={f(y1)} x2={f(x2)} y2={f(y2)} />
                },
            }) }
        </svg>
    }
}
