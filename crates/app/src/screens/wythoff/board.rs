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
use super::grid_svg::{MAX_SVG_SIZE, SvgGrid};
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
