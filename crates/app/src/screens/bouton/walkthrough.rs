//! Wikipedia's misère game from 3, 4, 5, position by position: each row a
//! button that explains that position. The row 0, 2, 1 is where misère
//! parts from normal play (the switch).

use nimatron_core::explain::bouton::MisereSwitch;
use nimatron_core::games::nim::{self, move_between};
use nimatron_i18n::bouton::move_words;
use yew::prelude::*;

use crate::components::use_ids;

use super::words;
use crate::i18n::use_i18n;

/// The positions of the game, from the Wikipedia seed's table.
pub const WALK: &[[u64; 3]] = &[
    [3, 4, 5],
    [1, 4, 5],
    [1, 4, 3],
    [1, 2, 3],
    [1, 2, 2],
    [0, 2, 2],
    [0, 2, 1],
    [0, 0, 1],
];

/// Props of [`Walkthrough`].
#[derive(Debug, Properties, PartialEq)]
pub struct WalkthroughProps {
    /// The position on show (its row is marked).
    pub heaps: Vec<u64>,
    /// A row was picked.
    pub on_pick: Callback<Vec<u64>>,
}

/// The misère walk-through table.
#[component]
pub fn Walkthrough(props: &WalkthroughProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let switch_name = i18n.tr("bouton-kind-misere-switch");
    let rows = WALK.iter().enumerate().map(|(i, pos)| {
        let current = props.heaps == pos;
        let mv = i
            .checked_sub(1)
            .and_then(|p| WALK.get(p))
            .and_then(|prev| move_between(prev, pos).map(|m| move_words(&i18n, prev, m)))
            .unwrap_or_else(|| i18n.tr("bouton-walk-start"));
        let text = words::heaps_text(pos);
        let pick = props.on_pick.clone();
        let sum = nim::nim_sum(pos);
        let pos = pos.to_vec();
        let switch = is_switch(&pos);
        html! {
            <tr class={classes!(current.then_some("is-marked"), switch.then_some("is-switch"))}>
                <th scope="row" class="num">
                    { i.to_string() }
                    if switch {
                        <span class="bouton-switch-mark" aria-hidden="true">{ " ★" }</span>
                        <span class="visually-hidden">{ format!(" ({switch_name})") }</span>
                    }
                </th>
                <td>{ mv }</td>
                <td>
                    <button type="button" class="button button-small bouton-walk-pick"
                        aria-current={current.then_some("true")}
                        aria-label={i18n.tr_args("bouton-walk-show", &[("heaps", text.clone().into())])}
                        onclick={Callback::from(move |_| pick.emit(pos.clone()))}>
                        { text }
                    </button>
                </td>
                <td class="num">{ sum.to_string() }</td>
            </tr>
        }
    });
    html! {
        <section class="card bouton-walk" aria-labelledby={ids.id("bouton-walk-title")}>
            <h2 id={ids.id("bouton-walk-title")}>{ i18n.tr("bouton-walk-title") }</h2>
            <p class="note">{ i18n.tr("bouton-walk-intro") }</p>
            <div class="bouton-scroll" role="region" tabindex="0" aria-label={i18n.tr("bouton-walk-caption")}>
                <table class="bouton-walk-table">
                    <caption class="visually-hidden">{ i18n.tr("bouton-walk-caption") }</caption>
                    <thead>
                        <tr>
                            <th scope="col" class="num">{ "#" }</th>
                            <th scope="col">{ i18n.tr("bouton-walk-col-move") }</th>
                            <th scope="col">{ i18n.tr("bouton-walk-col-position") }</th>
                            <th scope="col" class="num">{ i18n.tr("bouton-summary-nim-sum") }</th>
                        </tr>
                    </thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </section>
    }
}

/// True when the misère switch applies at `heaps` (exactly one heap of 2
/// or more, and a winning move).
pub fn is_switch(heaps: &[u64]) -> bool {
    nimatron_core::explain::bouton::explain(heaps, nimatron_core::Convention::Misere)
        .ok()
        .and_then(|e| e.misere_switch)
        .is_some_and(|s: MisereSwitch| s.normal_target != s.misere_target)
}
