//! The sum box: heaps typed, their words, the product's word, P or N in
//! misère play, every winning move, and a Play button opening `#/play` on
//! that misère position. The answer is the core's
//! (`misere::sum::answer`); the box parses, words and links.

use std::rc::Rc;

use nimatron_core::games::take_break::misere::Quotient;
use nimatron_core::games::take_break::misere::sum::{
    MAX_SUM_HEAP, MAX_SUM_HEAPS, SumRefusal, answer,
};
use yew::prelude::*;

use crate::components::use_ids;
use crate::i18n::use_i18n;
use crate::route::HashUrl;
use crate::screens::query::{heaps, list};

/// Props of [`SumBox`].
#[derive(Debug, Properties, PartialEq)]
pub struct SumBoxProps {
    /// The quotient.
    pub quotient: Rc<Quotient>,
    /// The game's text, for the Play link.
    pub game: AttrValue,
    /// The heaps as typed.
    pub text: AttrValue,
    /// Each keystroke's text.
    pub oninput: Callback<InputEvent>,
}

/// The field and what the quotient says of the heaps in it.
#[component]
pub fn SumBox(props: &SumBoxProps) -> Html {
    let i18n = use_i18n();
    let q = &props.quotient;
    let id = use_ids().id("misere-sum");
    let body = match heaps(&props.text, MAX_SUM_HEAPS) {
        Ok(h) if h.iter().all(|&x| x == 0) => html! {
            <p class="note" data-testid="misere-sum-hint">{ i18n.tr("misere-sum-hint") }</p>
        },
        Err(e) => html! {
            <p class="error" role="alert" data-testid="misere-sum-error">{ e.words(&i18n, "misere") }</p>
        },
        Ok(h) => match answer(q, &h) {
            Err(refusal) => html! {
                <p class="error" role="alert" data-testid="misere-sum-error">{ match refusal {
                    SumRefusal::NotCovered { heap, upto } => i18n.tr_args("misere-sum-not-covered", &[("heap", heap.into()), ("upto", upto.into())]),
                    SumRefusal::HeapTooLarge { heap } => i18n.tr_args("misere-sum-heap-too-large", &[("heap", heap.into()), ("max", MAX_SUM_HEAP.into())]),
                    SumRefusal::TooManyHeaps { count } => i18n.tr_args("misere-error-too-many", &[("asked", count.into()), ("max", MAX_SUM_HEAPS.into())]),
                } }</p>
            },
            Ok(a) => {
                let heaps: Vec<u64> = h.into_iter().filter(|&x| x > 0).collect();
                let parts: Vec<String> = heaps
                    .iter()
                    .zip(&a.words)
                    .map(|(h, w)| format!("Φ({h}) = {w}"))
                    .collect();
                let play = HashUrl::new("/play")
                    .with("game", props.game.to_string())
                    .with("position", list(&heaps))
                    .with_flag("misere", true)
                    .to_hash();
                let outcome = if a.p { "P" } else { "N" };
                html! {
                    <>
                        <p data-testid="misere-sum-words">{ parts.join(" · ") }</p>
                        <p data-testid="misere-sum-word" data-value={a.word.clone()}>
                            { i18n.tr_args("misere-sum-product", &[("word", a.word.as_str().into())]) }</p>
                        <p class={classes!("misere-outcome", a.p.then_some("is-p"))} data-testid="misere-sum-outcome" data-value={outcome}>
                            { i18n.tr(if a.p { "misere-sum-p" } else { "misere-sum-n" }) }</p>
                        if !a.moves.is_empty() {
                            <p>{ i18n.tr_args("misere-sum-moves", &[("count", (a.moves.len() + a.more).into())]) }</p>
                            <ul class="misere-moves">
                                { for a.moves.iter().map(|m| {
                                    let left = if m.left.is_empty() { i18n.tr("misere-sum-nothing") } else { list(&m.left) };
                                    html! {
                                        <li data-testid="misere-sum-move" data-result={list(&m.result)}>
                                            { i18n.tr_args("misere-sum-move", &[("from", m.from.into()), ("left", left.into()), ("result", list(&m.result).into())]) }
                                        </li>
                                    }
                                }) }
                            </ul>
                            if a.more > 0 {
                                <p class="note">{ i18n.tr_args("misere-sum-more", &[("more", a.more.into())]) }</p>
                            }
                        }
                        <p><a class="button" href={play} data-testid="misere-play">{ i18n.tr("misere-play") }</a></p>
                    </>
                }
            }
        },
    };
    html! {
        <div class="card misere-sum">
            <h2>{ i18n.tr("misere-sum-title") }</h2>
            <label class="field-label" for={id.clone()}>{ i18n.tr("misere-sum-label") }</label>
            <input {id} class="text-input" type="text" inputmode="numeric"
                data-testid="misere-sum-input" value={props.text.clone()} oninput={props.oninput.clone()} />
            <div aria-live="polite">{ body }</div>
        </div>
    }
}
