//! The grid as SVG, for small sizes (every cell is an element the tests
//! and assistive technology can find). The cells are one memoised layer
//! ([`SvgCells`]); the marks above them change with the pointer.

use web_sys::Element;
use yew::prelude::*;

use super::cells::GridProps;

use super::marks::rays;
use super::svg_cells::{SvgCells, UNIT};

/// Largest side drawn as SVG (3 600 cells); larger grids use the canvas.
pub const MAX_SVG_SIZE: u64 = 60;
/// Room for the axis numbers, in SVG units.
const MARGIN: u64 = 14;
/// A finger's target (WCAG 2.5.5), in CSS pixels: on a touch screen a cell
/// is at least this wide, and the grid's box pans (wythoff.css).
pub const TOUCH_CELL_PX: u64 = 44;

/// The SVG's least width in CSS pixels for cells of [`TOUCH_CELL_PX`]
/// (the axis margin scales with them): `--wy-touch-width` on the grid's
/// box (board.rs), used on a coarse pointer only.
pub fn touch_width(size: u64) -> u64 {
    (TOUCH_CELL_PX * (size * UNIT + MARGIN)).div_ceil(UNIT)
}

/// The cell named by an event's target (`data-a`, `data-b`).
fn target_cell(e: &Event) -> Option<(u64, u64)> {
    let el: Element = e.target_dyn_into()?;
    let a = el.get_attribute("data-a")?.parse().ok()?;
    let b = el.get_attribute("data-b")?.parse().ok()?;
    Some((a, b))
}

/// A cell's top-left corner in SVG units.
fn corner(size: u64, (x, y): (u64, u64)) -> (u64, u64) {
    (x * UNIT, (size - 1 - y.min(size - 1)) * UNIT)
}

/// The SVG grid with its marks.
#[component]
pub fn SvgGrid(props: &GridProps) -> Html {
    let size = props.paint.cold.size();
    let side = size * UNIT;
    let m = &props.marks;
    let onclick = {
        let on_cell = props.on_cell();
        Callback::from(move |e: MouseEvent| {
            if let Some(c) = target_cell(&e) {
                on_cell.emit(c);
            }
        })
    };
    let onmouseover = props.on_hover().reform(|e: MouseEvent| target_cell(&e));
    let onmouseleave = props.on_hover().reform(|_: MouseEvent| None);
    let rect = |c: (u64, u64), class: &'static str| {
        let (x, y) = corner(size, c);
        html! { <rect class={class} x={x.to_string()} y={y.to_string()} width={UNIT.to_string()} height={UNIT.to_string()} /> }
    };
    // A run of cells along a ray, as one rectangle (straight) or a band
    // of squares (diagonal).
    let run = |from: (u64, u64), to: (u64, u64), class: &'static str| -> Html {
        if from.0 == to.0 || from.1 == to.1 {
            let (x0, y0) = corner(size, (from.0, to.1.max(from.1)));
            let w = (to.0 - from.0 + 1) * UNIT;
            let h = (to.1.abs_diff(from.1) + 1) * UNIT;
            html! { <rect class={class} x={x0.to_string()} y={y0.to_string()} width={w.to_string()} height={h.to_string()} /> }
        } else {
            html! { <>{ for (0..=(to.0 - from.0)).map(|d| rect((from.0 + d, from.1 + d), class)) }</> }
        }
    };
    let queen_moves = if m.playable && m.queen != (0, 0) {
        let [w, s, d] = rays(m.queen, 0..size, 0..size);
        html! { <>{ for [w, s, d].into_iter().flatten().map(|(f, t)| run(f, t, "wy-reach")) }</> }
    } else {
        html! {}
    };
    let inspected = match m.inspected() {
        Some(c) => {
            let [w, s, d] = rays(c, 0..size, 0..size);
            html! {
                <>
                    { for [w, s, d].into_iter().flatten().map(|(f, t)| run(f, t, "wy-ray")) }
                    { rect(c, "wy-inspect") }
                </>
            }
        }
        None => html! {},
    };
    let (qx, qy) = corner(size, m.queen);
    let labels = size <= 30;
    html! {
        <svg
            class="wy-svg"
            viewBox={format!("-{MARGIN} 0 {} {}", side + MARGIN, side + MARGIN)}
            role="img"
            aria-hidden="true"
            data-testid="grid"
            data-size={size.to_string()}
            data-queen={format!("{},{}", m.queen.0, m.queen.1)}
            {onclick}
            {onmouseover}
            {onmouseleave}
        >
            <SvgCells
                paint={props.paint.clone()}
            />
            <g class="wy-marks">
                { queen_moves }
                { inspected }
                { for m.hints.iter().map(|&c| rect(c, "wy-hint")) }
                if let Some(c) = m.cursor {
                    { rect(c, "wy-cursor") }
                }
                <text class="wy-queen" x={(qx + UNIT / 2).to_string()} y={(qy + UNIT / 2).to_string()}>{ "♛" }</text>
            </g>
            if labels {
                <g class="wy-axis">
                    { for (0..size).map(|i| html! {
                        <>
                            <text x={(i * UNIT + UNIT / 2).to_string()} y={(side + MARGIN / 2).to_string()}>{ i }</text>
                            <text x={(-(MARGIN as i64) / 2).to_string()} y={((size - 1 - i) * UNIT + UNIT / 2).to_string()}>{ i }</text>
                        </>
                    }) }
                </g>
            }
        </svg>
    }
}
