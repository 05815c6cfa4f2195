//! "What is G(n)?": any heap size of the computed sequence, typed, and its
//! value read from the worker's cells (nothing recomputed).

use std::rc::Rc;

use yew::prelude::*;

use crate::components::TextField;
use crate::i18n::use_i18n;
use crate::screens::nav::input_value;
use crate::screens::query::number_in;
use crate::screens::query::quote;

/// Props of [`Lookup`].
#[derive(Debug, Properties, PartialEq)]
pub struct LookupProps {
    /// The game's text (for the sentence).
    pub game: AttrValue,
    /// G(0), G(1), …
    pub values: Rc<Vec<u32>>,
}

/// What the person asked and what they get.
#[derive(Debug, Clone, PartialEq)]
enum Answer {
    /// Nothing asked yet.
    None,
    /// G(n) = v.
    Value(u64, u32),
    /// Not a heap size of the computed sequence (the text, quoted).
    Refused(String),
}

/// The lookup form and its answer.
#[component]
pub fn Lookup(props: &LookupProps) -> Html {
    let i18n = use_i18n();
    let input = use_node_ref();
    let answer = use_state(|| Answer::None);
    let last = props.values.len().saturating_sub(1) as u64;
    let onsubmit = {
        let (input, answer, values) = (input.clone(), answer.clone(), props.values.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = input_value(&input);
            answer.set(match number_in(text.trim(), 0..=last) {
                Some(n) => Answer::Value(n, values[n as usize]),
                None => Answer::Refused(quote(text.trim())),
            });
        })
    };
    let said = match &*answer {
        Answer::None => html! {},
        Answer::Value(n, v) => html! {
            <p class="seq-answer" data-testid="lookup-answer" data-n={n.to_string()} data-value={v.to_string()}>
                { i18n.tr_args("seq-lookup-answer", &[("game", props.game.as_str().into()), ("n", (*n).into()), ("value", u64::from(*v).into())]) }
            </p>
        },
        Answer::Refused(text) => html! {
            <p class="seq-answer error-text" role="alert" data-testid="lookup-answer">
                { i18n.tr_args("seq-lookup-refused", &[("given", text.as_str().into()), ("last", last.into())]) }
            </p>
        },
    };
    html! {
        <form class="seq-lookup" {onsubmit}>
            <TextField id="seq-lookup-n" label={i18n.tr("seq-lookup-label")} testid="lookup-n" input_ref={input.clone()} numeric=true />
            <button type="submit" class="button" data-testid="lookup">{ i18n.tr("seq-lookup-button") }</button>
            <div aria-live="polite">{ said }</div>
        </form>
    }
}
