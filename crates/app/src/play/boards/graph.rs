//! Graph Nim (Arc and Node Kayles) as a drawing: the vertices where the
//! core's layout puts them (a path in a line, a grid as a grid, the
//! Petersen graph as a pentagon and a pentagram, others on a circle), the
//! edges between them, removed vertices faded. The game says what a click
//! picks (`GraphPick`): an edge (both ends go) or a vertex (it goes with
//! its present neighbours). Each pick is a button (Tab, Enter or Space).
//!
//! Why the board only proposes: the target is the present vertices minus
//! the picked ones, plain set arithmetic on the drawing; only picks the
//! core accepts (`is_move`) are buttons. The graph and where to draw it
//! come with the game's board (`Board::Graph`).

use nimatron_core::Position;
use nimatron_core::board::{Board, GraphPick};
use yew::prelude::*;

use super::list::ListBoard;
use super::props::BoardProps;
use crate::decimal::fixed;
use crate::engine;
use crate::i18n::use_i18n;

/// The present vertices (`present`, sorted) without those in `gone`.
pub fn without(present: &[u64], gone: &[u64]) -> Position {
    Position::new(
        present
            .iter()
            .copied()
            .filter(|v| !gone.contains(v))
            .collect(),
    )
}

/// `v` and its neighbours that are still present.
pub fn closed_neighbourhood(v: u64, present: &[u64], edges: &[(usize, usize)]) -> Vec<u64> {
    let mut out = vec![v];
    for &(a, b) in edges {
        let (a, b) = (a as u64, b as u64);
        let other = if a == v {
            b
        } else if b == v {
            a
        } else {
            continue;
        };
        if present.contains(&other) && !out.contains(&other) {
            out.push(other);
        }
    }
    out
}

/// The SVG coordinate (0..100, y down) of a layout point (0..1, y up).
fn at(p: (f64, f64)) -> (String, String) {
    (fixed(p.0 * 100.0, 1), fixed((1.0 - p.1) * 100.0, 1))
}

/// The band around a segment, `half` wide on each side: an edge's click
/// area (a line alone has no area to click or to see).
fn band(a: (f64, f64), b: (f64, f64), half: f64) -> String {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(f64::EPSILON);
    let (nx, ny) = (-dy / len * half, dx / len * half);
    let (a, b) = (
        (a.0 * 100.0, (1.0 - a.1) * 100.0),
        (b.0 * 100.0, (1.0 - b.1) * 100.0),
    );
    let (nx, ny) = (nx * 100.0, -ny * 100.0);
    let corner = |x: f64, y: f64| format!("{},{}", fixed(x, 1), fixed(y, 1));
    [
        corner(a.0 + nx, a.1 + ny),
        corner(b.0 + nx, b.1 + ny),
        corner(b.0 - nx, b.1 - ny),
        corner(a.0 - nx, a.1 - ny),
    ]
    .join(" ")
}

/// Enter or Space on a drawn button.
fn activate(on_move: &Callback<Position>, to: &Position) -> Callback<KeyboardEvent> {
    let on_move = on_move.clone();
    let to = to.clone();
    Callback::from(move |e: KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            on_move.emit(to.clone());
        }
    })
}

/// The graph board.
#[component]
pub fn GraphBoard(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let Ok(game) = engine::game(&props.game) else {
        return html! { <ListBoard ..props.clone() /> };
    };
    let (
        Board::Graph {
            pick,
            vertices: n,
            edges,
            layout: points,
        },
        [present],
    ) = (game.board(), props.position.parts())
    else {
        return html! { <ListBoard ..props.clone() /> };
    };
    if points.len() != n {
        return html! { <ListBoard ..props.clone() /> };
    }
    let mut present = present.clone();
    present.sort_unstable();
    let is_here = |v: usize| present.contains(&(v as u64));
    let playable =
        |to: &Position| !props.disabled && game.is_move(&props.position, to).unwrap_or(false);

    let edge_views = edges.iter().map(|&(u, v)| {
        let ((x1, y1), (x2, y2)) = (at(points[u]), at(points[v]));
        let live = is_here(u) && is_here(v);
        let to = without(&present, &[u as u64, v as u64]);
        let button = live && pick == GraphPick::Edge && playable(&to);
        let line = html! {
            <line class={classes!("play-edge", (!live).then_some("is-gone"))}
                {x1} {y1} {x2} {y2} />
        };
        if !button {
            return line;
        }
        let onclick = {
            let to = to.clone();
            props.on_move.reform(move |_: MouseEvent| to.clone())
        };
        let label = i18n.tr_args("play-graph-edge", &[("u", u.into()), ("v", v.into())]);
        html! {
            <g class="play-pick" role="button" tabindex="0" aria-label={label} {onclick}
                onkeydown={activate(&props.on_move, &to)} data-testid="graph-edge"
                data-u={u.to_string()} data-v={v.to_string()}>
                { line }
                <polygon class="play-edge-hit" points={band(points[u], points[v], 0.035)} />
            </g>
        }
    });
    let vertex_views = (0..n).map(|v| {
        let (cx, cy) = at(points[v]);
        let here = is_here(v);
        let to = without(&present, &closed_neighbourhood(v as u64, &present, &edges));
        let button = here && pick == GraphPick::Vertex && playable(&to);
        let dot = html! {
            <>
                <circle class={classes!("play-vertex", (!here).then_some("is-gone"))}
                    cx={cx.clone()} cy={cy.clone()} r="4.2" />
                <text class="play-vertex-name" x={cx.clone()} y={cy.clone()} aria-hidden="true">{ v.to_string() }</text>
            </>
        };
        if !button {
            return dot;
        }
        let onclick = {
            let to = to.clone();
            props.on_move.reform(move |_: MouseEvent| to.clone())
        };
        let label = i18n.tr_args("play-graph-vertex", &[("v", v.into())]);
        html! {
            <g class="play-pick" role="button" tabindex="0" aria-label={label} {onclick}
                onkeydown={activate(&props.on_move, &to)} data-testid="graph-vertex" data-v={v.to_string()}>
                { dot }
            </g>
        }
    });
    let help = match pick {
        GraphPick::Edge => "play-graph-help-edge",
        GraphPick::Vertex => "play-graph-help-vertex",
    };
    html! {
        <div class="play-graph">
            <p class="note">{ i18n.tr(help) }</p>
            <svg class="play-graph-svg" viewBox="-6 -6 112 112" data-testid="play-graph"
                role="group" aria-label={i18n.tr_args("play-graph-label", &[("n", present.len().into())])}>
                { for edge_views }
                { for vertex_views }
            </svg>
        </div>
    }
}
