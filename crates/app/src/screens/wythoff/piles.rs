//! The same position as two piles: the queen's column is pile A, her row
//! pile B. A move takes from one pile, or the same number from both; this
//! panel makes them with a number and three buttons, and draws small piles
//! as stones.

use yew::prelude::*;

use crate::components::text_field::keep_typed;
use crate::components::use_ids;

use super::state::{Action, PartProps};
use super::url::parse_u64;
use crate::i18n::use_i18n;

/// Most stones drawn per pile (larger piles show their number only).
pub const MAX_DRAWN: u64 = 20;

/// One pile drawn as stones, bottom-up.
fn pile(label: String, size: u64, testid: &'static str) -> Html {
    let drawn = size.min(MAX_DRAWN);
    html! {
        <div class="wy-pile" data-testid={testid} data-size={size.to_string()}>
            <div class="wy-stones" aria-hidden="true">
                { for (0..drawn).map(|_| html! { <span class="wy-stone"></span> }) }
            </div>
            <p class="wy-pile-label"><span>{ label }</span>{ " " }<strong>{ size.to_string() }</strong></p>
        </div>
    }
}

/// The two piles and the "take" controls.
#[component]
pub fn Piles(props: &PartProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let amount = use_state(|| "1".to_string());
    let n = parse_u64(&amount).filter(|&n| n >= 1);
    let ((a, b), playable) = (props.state.queen(), props.state.playable());
    let take = |to: Option<(u64, u64)>| match to {
        Some(to) => props.dispatch.reform(move |_: MouseEvent| Action::Play(to)),
        None => Callback::noop(),
    };
    let from_a = n.and_then(|n| a.checked_sub(n)).map(|x| (x, b));
    let from_b = n.and_then(|n| b.checked_sub(n)).map(|y| (a, y));
    let from_both = n.and_then(|n| Some((a.checked_sub(n)?, b.checked_sub(n)?)));
    let oninput = keep_typed(&amount);
    html! {
        <section class="wy-piles-card" aria-labelledby={ids.id("wy-piles-title")}>
            <h2 id={ids.id("wy-piles-title")}>{ i18n.tr("wythoff-piles-title") }</h2>
            <p class="note">{ i18n.tr("wythoff-piles-lede") }</p>
            <div class="wy-piles">
                { pile(i18n.tr("wythoff-pile-a"), a, "pile-a") }
                { pile(i18n.tr("wythoff-pile-b"), b, "pile-b") }
            </div>
            <div class="wy-take">
                <label for={ids.id("wy-take-n")}>{ i18n.tr("wythoff-take-how-many") }</label>
                <input id={ids.id("wy-take-n")} class="text-input" type="text" inputmode="numeric" data-testid="take-n" value={(*amount).clone()} {oninput} />
                <button type="button" class="button" data-testid="take-a" disabled={!playable || from_a.is_none()} onclick={take(from_a)}>{ i18n.tr("wythoff-take-from-a") }</button>
                <button type="button" class="button" data-testid="take-b" disabled={!playable || from_b.is_none()} onclick={take(from_b)}>{ i18n.tr("wythoff-take-from-b") }</button>
                <button type="button" class="button" data-testid="take-both" disabled={!playable || from_both.is_none()} onclick={take(from_both)}>{ i18n.tr("wythoff-take-from-both") }</button>
            </div>
        </section>
    }
}
