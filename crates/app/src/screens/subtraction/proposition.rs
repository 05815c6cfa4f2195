//! The blog's Proposition 1 worked on the heap on the board:
//! `n = (k+1)p + r`; if `r ≠ 0` take `r`, then answer `j` with `k+1−j`; if
//! `r = 0` the second player wins — and its misère twin (`n ≡ 1` loses).
//! For the counting-up games, the same rule as the totals to say.

use nimatron_core::Convention;
use nimatron_core::games::subtraction::simplified::{divide, safe_totals, winning_take};
use yew::prelude::*;

use super::url::Presentation;
use crate::i18n::use_i18n;

/// Most totals listed.
const MAX_TARGETS: usize = 12;

/// Props of [`Proposition`].
#[derive(Debug, Properties, PartialEq)]
pub struct PropositionProps {
    /// Stones on the board now.
    pub n: u64,
    /// Most stones per take.
    pub k: u64,
    /// The convention.
    pub convention: Convention,
    /// Heap or counting up.
    pub presentation: Presentation,
}

/// Proposition 1, in numbers.
#[component]
pub fn Proposition(props: &PropositionProps) -> Html {
    let i18n = use_i18n();
    let (n, k) = (props.n, props.k);
    let d = divide(n, k);
    let m = k.saturating_add(1);
    let division = i18n.tr_args(
        "subtraction-prop-division",
        &[
            ("n", n.into()),
            ("m", m.into()),
            ("p", d.p.into()),
            ("r", d.r.into()),
        ],
    );
    let rule = match (props.convention, winning_take(k, n, props.convention)) {
        // Rule (Proposition 1): r ≠ 0 — take r, then answer j with k+1−j.
        (Convention::Normal, Some(take)) => i18n.tr_args(
            "subtraction-prop-r-nonzero",
            &[
                ("r", take.into()),
                ("left", (n - take).into()),
                ("m", m.into()),
                ("p", d.p.into()),
            ],
        ),
        // Rule (Proposition 1): r = 0 — the second player wins.
        (Convention::Normal, None) => i18n.tr_args("subtraction-prop-r-zero", &[("m", m.into())]),
        // Rule (misère): leave one more than a multiple of k+1.
        (Convention::Misere, Some(take)) => {
            let left = n - take;
            i18n.tr_args(
                "subtraction-prop-misere-win",
                &[
                    ("take", take.into()),
                    ("left", left.into()),
                    ("m", m.into()),
                    ("q", (left / m).into()),
                ],
            )
        }
        // Rule (misère): n ≡ 1 (mod k+1) loses.
        (Convention::Misere, None) => {
            i18n.tr_args("subtraction-prop-misere-lose", &[("m", m.into())])
        }
    };
    let counting = match props.presentation {
        Presentation::Heap => None,
        Presentation::Game21 => Some("subtraction-why-21"),
        Presentation::Game100 => Some("subtraction-why-100"),
    };
    let goal = props.presentation.fixed().map_or(n, |(goal, _, _)| goal);
    let targets = counting.map(|why| {
        let list: Vec<String> = safe_totals(goal, k, props.convention, MAX_TARGETS)
            .iter()
            .map(u64::to_string)
            .collect();
        html! {
            <>
                <p data-testid="safe-totals">
                    { i18n.tr_args("subtraction-count-targets", &[("targets", list.join(", ").into())]) }
                </p>
                <p>{ i18n.tr(why) }</p>
                <p>{ i18n.tr_args("subtraction-count-as-heap", &[
                    ("goal", goal.into()), ("total", goal.saturating_sub(n).into()), ("left", n.into())]) }</p>
            </>
        }
    });

    html! {
        <div class="card proposition-card" data-testid="proposition">
            <h2>{ i18n.tr("subtraction-prop-title") }</h2>
            if let Some(targets) = targets {
                { targets }
            }
            <p class="division"><strong>{ division }</strong></p>
            <p>{ rule }</p>
        </div>
    }
}
