//! "Is (a, b) cold?" for any two numbers up to 18446744073709551615: the
//! verdict, the reason (which `k`, which formula) and every winning move
//! from a hot pair, all exact (the core's integer closed form).

use nimatron_core::Convention;
use nimatron_core::games::wythoff::{is_cold, winning_moves};
use yew::prelude::*;

use crate::components::text_field::keep_typed;
use crate::components::use_ids;

use super::url::parse_u64;
use super::words::{move_text, reason};
use crate::i18n::use_i18n;

/// Props of [`ColdCheck`].
#[derive(Debug, Properties, PartialEq)]
pub struct ColdCheckProps {
    /// Normal or misère (as on the grid).
    pub convention: Convention,
}

/// The checker (`data-testid`: `check-a`, `check-b`, `check-verdict`,
/// `check-reason`, `check-move`, `check-error`).
#[component]
pub fn ColdCheck(props: &ColdCheckProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let a_text = use_state(|| "4".to_string());
    let b_text = use_state(|| "7".to_string());
    let conv = props.convention;
    let result = match (parse_u64(&a_text), parse_u64(&b_text)) {
        (Some(a), Some(b)) => {
            let cold = is_cold(a, b, conv);
            let moves = winning_moves(a, b, conv);
            html! {
                <div class="wy-check-result">
                    <p class={classes!("wy-verdict", if cold { "is-p" } else { "is-n" })} data-testid="check-verdict" data-cold={cold.to_string()}>
                        { i18n.tr_args(if cold { "wythoff-check-cold" } else { "wythoff-check-hot" }, &[("a", a.to_string().into()), ("b", b.to_string().into())]) }
                    </p>
                    <p data-testid="check-reason">{ reason(&i18n, a, b, conv) }</p>
                    if !moves.is_empty() {
                        <h3>{ i18n.tr("wythoff-check-moves") }</h3>
                        <ul class="winning-moves">
                            { for moves.iter().map(|&to| html! {
                                <li data-testid="check-move">{ move_text(&i18n, (a, b), to) }</li>
                            }) }
                        </ul>
                    }
                </div>
            }
        }
        _ => html! {
            <p class="field-error" data-testid="check-error" role="alert">{ i18n.tr("wythoff-check-nan") }</p>
        },
    };
    html! {
        <section class="card wy-check" aria-labelledby={ids.id("wy-check-title")}>
            <h2 id={ids.id("wy-check-title")}>{ i18n.tr("wythoff-check-title") }</h2>
            <p class="note">{ i18n.tr(if conv.is_misere() { "convention-misere" } else { "convention-normal" }) }</p>
            <div class="wy-check-fields">
                <label>{ "a " }<input class="text-input" type="text" inputmode="numeric" data-testid="check-a" value={(*a_text).clone()} oninput={keep_typed(&a_text)} /></label>
                <label>{ "b " }<input class="text-input" type="text" inputmode="numeric" data-testid="check-b" value={(*b_text).clone()} oninput={keep_typed(&b_text)} /></label>
            </div>
            { result }
        </section>
    }
}
