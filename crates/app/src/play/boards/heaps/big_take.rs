//! "Take how many?" for a heap too big to draw stone by stone.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`BigTake`].
#[derive(Debug, Properties, PartialEq)]
pub struct BigTakeProps {
    /// 0-based heap index.
    pub heap: usize,
    /// Stones in the heap (the most that can be taken).
    pub size: u64,
    /// Takes `(heap, stones)`.
    pub on_take: Callback<(usize, u64)>,
    /// Prefix of the element ids.
    pub prefix: AttrValue,
    /// No moves now.
    pub disabled: bool,
}

/// A small form: a number from 1 to the heap's size, and a "Take" button
/// that stays disabled until the number is one of those.
#[component]
pub fn BigTake(props: &BigTakeProps) -> Html {
    let i18n = use_i18n();
    let text = use_state(String::new);
    let amount = parse_amount(&text, props.size);
    let input_id = format!("{}take-{}", props.prefix, props.heap);
    let hint_id = format!("{}take-hint-{}", props.prefix, props.heap);

    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            text.set(input.value());
        })
    };
    let onsubmit = {
        let text = text.clone();
        let on_take = props.on_take.clone();
        let (heap, disabled) = (props.heap, props.disabled);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let (false, Some(take)) = (disabled, amount) {
                on_take.emit((heap, take));
                text.set(String::new());
            }
        })
    };
    let invalid = !text.trim().is_empty() && amount.is_none();

    html! {
        <form class="big-take" {onsubmit}>
            <label for={input_id.clone()}>{ i18n.tr("play-take-how-many") }</label>
            <input
                id={input_id}
                type="text"
                inputmode="numeric"
                autocomplete="off"
                spellcheck="false"
                data-testid="take-input"
                value={(*text).clone()}
                aria-invalid={invalid.to_string()}
                aria-describedby={hint_id.clone()}
                {oninput}
            />
            <button type="submit" class="button button-small" disabled={amount.is_none() || props.disabled}>
                { i18n.tr("play-take-button") }
            </button>
            <span id={hint_id} class={classes!("hint", invalid.then_some("is-invalid"))}>
                { i18n.tr_args("play-take-range", &[("max", props.size.into())]) }
            </span>
        </form>
    }
}

/// The amount typed, if it is a legal take from a heap of `size`, in the
/// core's number syntax like every field (`+3` is refused, as in a URL).
pub fn parse_amount(text: &str, size: u64) -> Option<u64> {
    crate::screens::query::number_in(text.trim(), 1..=size)
}
