//! For Graph Nim: draw your own graph. A click on the empty surface (or
//! the "Add a vertex" button) places a vertex; a click on one vertex then
//! another joins them, or separates them if they were joined. "Play this
//! graph" starts the game on it with every vertex present. The graph
//! becomes a game text the core reads (`play::graph_sketch`); the game is
//! then drawn by the play screen's graph board.

use std::f64::consts::TAU;

use nimatron_core::limits::MAX_GRAPH_VERTICES;
use nimatron_core::trig::cos_sin;
use web_sys::Element;
use yew::prelude::*;

use crate::decimal::fixed;
use crate::i18n::use_i18n;
use crate::play::graph_sketch::Sketch;
use crate::play::panels::graph_picker::GraphPickerProps;
use crate::play::url::PlayQuery;

/// `data-testid="graph-draw"` (the picker's props: the game's name, the
/// settings kept, and what starts the game): the surface is `graph-draw-surface`, each
/// vertex `graph-draw-vertex` (`data-v`), each edge `graph-draw-edge`.
#[component]
pub fn GraphDraw(props: &GraphPickerProps) -> Html {
    let i18n = use_i18n();
    let sketch = use_state(Sketch::default);
    let picked = use_state(|| None::<usize>);
    let surface = use_node_ref();

    let add_at = {
        let sketch = sketch.clone();
        move |x: f64, y: f64| {
            let mut s = (*sketch).clone();
            if s.add(x, y) {
                sketch.set(s);
            }
        }
    };
    let on_surface = {
        let (surface, add_at) = (surface.clone(), add_at.clone());
        Callback::from(move |e: MouseEvent| {
            let Some(el) = surface.cast::<Element>() else {
                return;
            };
            let r = el.get_bounding_client_rect();
            let x = (f64::from(e.client_x()) - r.left()) / r.width().max(1.0) * 100.0;
            let y = (f64::from(e.client_y()) - r.top()) / r.height().max(1.0) * 100.0;
            add_at(x, y);
        })
    };
    let on_add = {
        let (sketch, add_at) = (sketch.clone(), add_at.clone());
        Callback::from(move |_: MouseEvent| {
            // On a circle, in the order added.
            let k = sketch.points.len() as f64;
            let (cos, sin) = cos_sin(k / MAX_GRAPH_VERTICES as f64 * TAU * 3.0);
            add_at(50.0 + 40.0 * cos, 50.0 + 40.0 * sin);
        })
    };
    let pick = {
        let (sketch, picked) = (sketch.clone(), picked.clone());
        move |v: usize| match *picked {
            None => picked.set(Some(v)),
            Some(u) if u == v => picked.set(None),
            Some(u) => {
                let mut s = (*sketch).clone();
                s.toggle(u, v);
                sketch.set(s);
                picked.set(None);
            }
        }
    };
    let on_clear = {
        let (sketch, picked) = (sketch.clone(), picked.clone());
        Callback::from(move |_: MouseEvent| {
            sketch.set(Sketch::default());
            picked.set(None);
        })
    };
    let game = sketch.game(&props.name);
    let on_play = {
        let (game, query, on_apply) = (game.clone(), props.query.clone(), props.on_apply.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some((game, start)) = &game {
                on_apply.emit(PlayQuery {
                    game: Some(game.clone()),
                    position: Some(start.clone()),
                    unknown: Vec::new(),
                    ..query.clone()
                });
            }
        })
    };
    let edges = sketch.edges.iter().map(|&(a, b)| {
        let ((x1, y1), (x2, y2)) = (sketch.points[a], sketch.points[b]);
        html! {
            <line class="graph-draw-edge" data-testid="graph-draw-edge"
                x1={fixed(x1, 2)} y1={fixed(y1, 2)} x2={fixed(x2, 2)} y2={fixed(y2, 2)} />
        }
    });
    let vertices = sketch.points.iter().enumerate().map(|(v, &(x, y))| {
        let pick = pick.clone();
        let onclick = {
            let pick = pick.clone();
            Callback::from(move |e: MouseEvent| {
                e.stop_propagation();
                pick(v);
            })
        };
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                pick(v);
            }
        });
        let label = i18n.tr_args("play-graph-draw-vertex", &[("v", (v as u64).into())]);
        html! {
            <g class={classes!("graph-draw-vertex", (*picked == Some(v)).then_some("is-picked"))}
                data-testid="graph-draw-vertex" data-v={v.to_string()} tabindex="0" role="button"
                aria-label={label} aria-pressed={(*picked == Some(v)).to_string()} {onclick} {onkeydown}>
                <circle cx={fixed(x, 2)} cy={fixed(y, 2)} r="3.5" />
            </g>
        }
    });
    html! {
        <div class="play-graph-draw" data-testid="graph-draw">
            <h3 class="play-subtitle">{ i18n.tr("play-graph-draw-title") }</h3>
            <p class="hint">{ i18n.tr_args("play-graph-draw-help", &[("max", MAX_GRAPH_VERTICES.into())]) }</p>
            <svg ref={surface} class="graph-draw-surface" data-testid="graph-draw-surface" viewBox="0 0 100 100"
                role="group" aria-label={i18n.tr("play-graph-draw-surface")} onclick={on_surface}>
                { for edges }
                { for vertices }
            </svg>
            <div class="play-graph-draw-actions">
                <button type="button" class="button button-small" data-testid="graph-draw-add" onclick={on_add}>
                    { i18n.tr("play-graph-draw-add") }</button>
                <button type="button" class="button button-small" data-testid="graph-draw-clear" onclick={on_clear}>
                    { i18n.tr("play-graph-draw-clear") }</button>
                <button type="button" class="button button-primary button-small" data-testid="graph-draw-play"
                    disabled={game.is_none()} onclick={on_play}>{ i18n.tr("play-graph-draw-play") }</button>
            </div>
        </div>
    }
}
