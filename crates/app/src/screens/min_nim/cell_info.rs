//! What a hovered cell is: its outcome and distance, every move from it
//! with the value it leads to, and which of them the seed's rule picks —
//! read from the values the page asked the worker for ([`View`]); nothing
//! is shown until they have come.

use nimatron_core::Outcome;
use nimatron_core::games::min_nim::MinNimRule;
use yew::prelude::*;

use super::view::View;

use crate::i18n::use_i18n;

/// Props of [`CellInfo`].
#[derive(Debug, Properties, PartialEq)]
pub struct CellInfoProps {
    /// What the page holds of the table.
    pub view: View,
    /// The rule.
    pub rule: MinNimRule,
    /// The cell.
    pub at: [u64; 3],
}

/// `(a, b, c)`.
pub fn position_text(p: [u64; 3]) -> String {
    format!("({}, {}, {})", p[0], p[1], p[2])
}

/// The hovered cell's values and moves.
#[component]
pub fn CellInfo(props: &CellInfoProps) -> Html {
    let i18n = use_i18n();
    let Some((outcome, distance)) = props.view.get(props.at) else {
        return html! {};
    };
    // The cell itself: its position, outcome and distance.
    let header = html! {
        <p><strong>{ i18n.tr_args("min-nim-cell", &[
            ("position", position_text(props.at).into()),
            ("outcome", outcome.to_string().into()),
            ("distance", u64::from(distance).into()),
        ]) }</strong></p>
    };
    // The core's moves from the cell, each with the heap it takes from
    // and how many.
    let moves = View::with_children(&props.rule, props.at).split_off(1);
    let Some(best) = props.view.optimal_move(&props.rule, props.at) else {
        // A terminal cell has no move; otherwise its children are on the way.
        if !moves.is_empty() {
            return html! {};
        }
        return html! {
            <div class="cell-info" data-testid="cell-info" aria-live="polite">
                { header }
            </div>
        };
    };
    let best = Some(best);
    let moves = moves.into_iter().map(|to| {
        let heap = (0..3).find(|&h| to[h] != props.at[h]).unwrap_or(0);
        (heap, props.at[heap] - to[heap], to)
    });
    html! {
        <div class="cell-info" data-testid="cell-info" aria-live="polite">
            { header }
            <ul class="cell-moves">
                { for moves.map(|(heap, r, to)| {
                    let (o, d) = props.view.get(to).unwrap_or((Outcome::N, 0));
                    let text = i18n.tr_args("min-nim-cell-move", &[
                        ("heap", (heap as u64 + 1).into()), ("take", r.into()),
                        ("position", position_text(to).into()), ("outcome", o.to_string().into()),
                        ("distance", u64::from(d).into()),
                    ]);
                    html! {
                        <li class={classes!((best == Some(to)).then_some("is-best"))}>
                            { text }
                            if best == Some(to) { { " " }{ i18n.tr("min-nim-cell-best") } }
                        </li>
                    }
                }) }
            </ul>
        </div>
    }
}
