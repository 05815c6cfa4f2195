//! The cells of an SVG grid: one `<rect>` per cell, painted by the view
//! (cold cells, Grundy heatmap, or the rules animation so far).
//!
//! Its own component so that pointer movement, which changes only the
//! overlay, never re-renders the (up to 3 600) cells: its props change only
//! with the size, the convention, the view or an animation step.

use std::collections::HashMap;

use yew::prelude::*;

use super::cells::{Paint, heat_colour};
use super::url::View;

/// SVG units per cell.
pub const UNIT: u64 = 10;

/// Props of [`SvgCells`].
#[derive(Debug, Properties, PartialEq)]
pub struct SvgCellsProps {
    /// What the cells show.
    pub paint: Paint,
}

/// Every cell of the grid (`data-testid="cell"`, `data-a`, `data-b`,
/// `data-cold`), origin at the bottom-left.
#[component]
pub fn SvgCells(props: &SvgCellsProps) -> Html {
    let size = props.paint.cold.size();
    // Rules view on a grid too large for the animation: the cold cells.
    let view = match props.paint.view {
        View::Rules if props.paint.steps.is_empty() => View::Cold,
        v => v,
    };
    // In the rules view: the verdict of each painted cell, and the latest.
    let verdicts: HashMap<(u64, u64), bool> = match view {
        View::Rules => props
            .paint
            .steps
            .iter()
            .take(props.paint.painted)
            .map(|s| (s.cell, s.cold))
            .collect(),
        _ => HashMap::new(),
    };
    let latest = props
        .paint
        .painted
        .checked_sub(1)
        .and_then(|i| props.paint.steps.get(i))
        .map(|s| s.cell);
    let cells = (0..size).flat_map(|x| (0..size).map(move |y| (x, y)));
    html! {
        <g class="wy-cells">
            { for cells.map(|(x, y)| {
                let cold = props.paint.cold.is_cold(x, y);
                let (class, fill) = match view {
                    View::Cold => (if cold { "wy-cell is-cold" } else { "wy-cell is-hot" }, None),
                    View::Heat => match props.paint.heat.as_ref().and_then(|h| h.value(x, y).map(|g| (g, h.max))) {
                        Some((g, max)) => ("wy-cell is-heat", Some(heat_colour(g, max))),
                        None => ("wy-cell is-unknown", None),
                    },
                    View::Rules => match verdicts.get(&(x, y)) {
                        Some(true) => ("wy-cell is-cold", None),
                        Some(false) => ("wy-cell is-hot is-painted", None),
                        None => ("wy-cell is-unknown", None),
                    },
                };
                let is_latest = latest == Some((x, y));
                html! {
                    <rect
                        class={classes!(class, is_latest.then_some("is-latest"))}
                        data-testid="cell"
                        data-a={x.to_string()}
                        data-b={y.to_string()}
                        data-cold={cold.to_string()}
                        x={(x * UNIT).to_string()}
                        y={((size - 1 - y) * UNIT).to_string()}
                        width={UNIT.to_string()}
                        height={UNIT.to_string()}
                        // A presentation attribute, not `style=`: a strict
                        // Content-Security-Policy (style-src 'self') allows it.
                        fill={fill}
                    />
                }
            }) }
        </g>
    }
}
