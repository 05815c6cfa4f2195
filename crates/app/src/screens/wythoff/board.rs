//! The grid, whichever way it is drawn, inside one focusable box that
//! takes the keyboard: arrows move a cursor among the cells the queen
//! reaches, Enter plays there, Escape hides the cursor. Below it, a line
//! says what the pointer or cursor is on: hot or cold, and its moves.

use nimatron_core::games::wythoff::{is_cold, is_move};
use yew::prelude::*;

use super::cells::GridProps;

use crate::components::use_ids;

use super::cursor::Dir;
use super::grid_canvas::CanvasGrid;
use super::grid_svg::{MAX_SVG_SIZE, SvgGrid, touch_width};
use super::state::Action;
use super::url::View;
use super::words::cell;
use crate::i18n::use_i18n;

/// The grid and its keyboard.
#[component]
pub fn Board(props: &GridProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let size = props.paint.cold.size();
    let onkeydown = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            let action = match key.as_str() {
                "Enter" | " " => Some(Action::PlayCursor),
                "Escape" => Some(Action::ClearCursor),
                _ => Dir::from_key(&key).map(Action::Cursor),
            };
            if let Some(a) = action {
                e.prevent_default();
                dispatch.emit(a);
            }
        })
    };
    let onblur = props.dispatch.reform(|_: FocusEvent| Action::ClearCursor);
    // On a phone the grid's box pans (wythoff.css): the queen is brought
    // into view when the grid appears and after each move.
    let grid_box = use_node_ref();
    {
        // Set through the CSSOM, not a `style=` attribute, which a strict
        // Content-Security-Policy (style-src 'self') refuses.
        let grid_box = grid_box.clone();
        use_effect_with(size, move |&size| {
            if let Some(b) = grid_box.cast::<web_sys::HtmlElement>() {
                let width = format!("{}px", touch_width(size));
                let _ = b.style().set_property("--wy-touch-width", &width);
            }
        });
    }
    {
        let grid_box = grid_box.clone();
        use_effect_with((props.marks.queen, size), move |_| show_queen(&grid_box));
    }

    let grid = props.clone();
    let grid = if size <= MAX_SVG_SIZE {
        html! { <SvgGrid ..grid /> }
    } else {
        html! { <CanvasGrid ..grid /> }
    };

    let m = &props.marks;
    let inspect = m.inspected().map(|(x, y)| {
        let cold = is_cold(x, y, props.paint.cold.convention());
        // Exam mode: the cell is not said hot or cold.
        let hot_cold = props
            .paint
            .cold
            .shown()
            .then(|| ["wythoff-cell-hot", "wythoff-cell-cold"][usize::from(cold)]);
        let reach = match ((x, y) == m.queen, is_move(m.queen, (x, y))) {
            (true, _) => "wythoff-cell-is-queen",
            (_, true) => "wythoff-cell-reachable",
            _ => "wythoff-cell-unreachable",
        };
        let value = props.paint.heat.as_ref().and_then(|h| h.value(x, y));
        html! {
            <>
                <strong>{ cell(x, y) }</strong>{ " " }
                if let Some(hot_cold) = hot_cold {
                    { i18n.tr(hot_cold) }{ " · " }
                }
                { i18n.tr("wythoff-cell-moves") }{ " · " }
                { i18n.tr(reach) }
                if let (View::Heat, Some(g)) = (props.paint.view, value) {
                    { " · " }{ i18n.tr_args("wythoff-cell-grundy", &[("g", u64::from(g).into())]) }
                }
            </>
        }
    });

    html! {
        <div class="wy-board">
            <div
                class="wy-grid-box"
                ref={grid_box}
                tabindex="0"
                role="application"
                aria-label={i18n.tr_args("wythoff-grid-label", &[("size", size.into())])}
                aria-describedby={(!i18n.touch()).then(|| ids.id("wy-keys"))}
                data-testid="grid-box"
                {onkeydown}
                {onblur}
            >
                { grid }
            </div>
            <p class="wy-inspect-line" data-testid="inspect" aria-live="polite">
                { match inspect {
                    Some(h) => h,
                    None => html! { { i18n.tr("wythoff-inspect-hint") } },
                } }
            </p>
            if !i18n.touch() {
                <p id={ids.id("wy-keys")} class="note">{ i18n.tr("wythoff-keys-help") }</p>
            }
        </div>
    }
}

/// Scrolls the grid's box (never the page, as `scrollIntoView` would) so
/// the queen is in view, centred where the box is smaller than the grid.
/// Where the whole grid shows (a desktop) nothing scrolls.
fn show_queen(grid_box: &NodeRef) {
    let Some(b) = grid_box.cast::<web_sys::Element>() else {
        return;
    };
    let Some(queen) = b.query_selector(".wy-queen").ok().flatten() else {
        return;
    };
    if b.scroll_width() <= b.client_width() && b.scroll_height() <= b.client_height() {
        return;
    }
    let (outer, q) = (
        b.get_bounding_client_rect(),
        queen.get_bounding_client_rect(),
    );
    // The queen's centre, in the box's scrolled coordinates.
    let x = q.x() + q.width() / 2.0 - outer.x() + f64::from(b.scroll_left());
    let y = q.y() + q.height() / 2.0 - outer.y() + f64::from(b.scroll_top());
    let seen = |at: f64, scroll: i32, shown: i32| {
        at >= f64::from(scroll) + 22.0 && at <= f64::from(scroll + shown) - 22.0
    };
    if !seen(x, b.scroll_left(), b.client_width()) {
        b.set_scroll_left((x - f64::from(b.client_width()) / 2.0) as i32);
    }
    if !seen(y, b.scroll_top(), b.client_height()) {
        b.set_scroll_top((y - f64::from(b.client_height()) / 2.0) as i32);
    }
}
