//! For Graph Nim (Arc and Node Kayles): pick the graph from the shapes
//! the core knows (paths, cycles, grids, stars, a complete graph, the
//! Petersen graph), each shown as a miniature; picking one starts the
//! game on it with every vertex present. Any other graph can be typed in
//! the setup form (`arc-kayles:0-1,1-2,2-0`).
//!
//! Why here and not in the board: a new graph is a new game text
//! (`arc-kayles:cycle:6`), which is the setup's job; the start position
//! is every vertex of the game's board (`Board::Graph`).

use nimatron_core::board::Board;
use yew::prelude::*;

use crate::engine;
use crate::i18n::use_i18n;
use crate::play::url::PlayQuery;
use crate::screens::catalogue::thumbnail::Thumbnail;

/// The shapes offered: the graph's text and its label's message id and
/// size argument.
pub const PRESETS: &[(&str, &str, u64)] = &[
    ("path:6", "play-graph-shape-path", 6),
    ("cycle:6", "play-graph-shape-cycle", 6),
    ("grid:3x3", "play-graph-shape-grid", 3),
    ("grid:2x4", "play-graph-shape-grid-2x4", 0),
    ("star:5", "play-graph-shape-star", 5),
    ("complete:4", "play-graph-shape-complete", 4),
    ("petersen", "play-graph-shape-petersen", 0),
];

/// The query that starts `name` (`arc-kayles`) on the graph `shape` with
/// every vertex present, keeping the other settings of `query`.
pub fn start_on(name: &str, shape: &str, query: &PlayQuery) -> Option<PlayQuery> {
    let game = format!("{name}:{shape}");
    let Board::Graph { vertices: n, .. } = engine::game(&game).ok()?.board() else {
        return None;
    };
    let all: Vec<String> = (0..n).map(|v| v.to_string()).collect();
    Some(PlayQuery {
        game: Some(game),
        position: Some(all.join(",")),
        unknown: Vec::new(),
        ..query.clone()
    })
}

/// Props of [`GraphPicker`].
#[derive(Debug, Properties, PartialEq)]
pub struct GraphPickerProps {
    /// The game's registry name (`arc-kayles`).
    pub name: AttrValue,
    /// The settings kept (misère, first, opponent).
    pub query: PlayQuery,
    /// Starts the game on the picked graph.
    pub on_apply: Callback<PlayQuery>,
}

/// `data-testid="graph-picker"`.
#[component]
pub fn GraphPicker(props: &GraphPickerProps) -> Html {
    let i18n = use_i18n();
    html! {
        <div class="play-graph-picker" data-testid="graph-picker">
            <h3 class="play-subtitle">{ i18n.tr("play-graph-pick-title") }</h3>
            <ul class="play-graph-presets">
                { for PRESETS.iter().filter_map(|&(shape, label, n)| {
                    let query = start_on(&props.name, shape, &props.query)?;
                    let game = query.game.clone().unwrap_or_default();
                    let board = engine::game(&game).ok()?.board();
                    let position = query.position.clone().unwrap_or_default();
                    let on_apply = props.on_apply.clone();
                    let onclick = Callback::from(move |_: MouseEvent| on_apply.emit(query.clone()));
                    Some(html! {
                        <li>
                            <button type="button" class="button button-small play-graph-preset" {onclick}
                                data-testid="graph-preset" data-graph={shape}>
                                <Thumbnail {position} {board} />
                                <span>{ i18n.tr_args(label, &[("n", n.into())]) }</span>
                            </button>
                        </li>
                    })
                }) }
            </ul>
        </div>
    }
}
