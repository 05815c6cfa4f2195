//! A labelled text field, written once: the `field-label` label and the
//! `text-input` it names, read by the form through a [`NodeRef`] when it
//! is submitted (the screens' setup forms).

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::use_ids;

/// The `oninput` of a field whose text is kept as typed in `text` (the
/// live fields: a size, an amount, a `k`, a pair to check).
pub fn keep_typed(text: &UseStateHandle<String>) -> Callback<InputEvent> {
    let text = text.clone();
    Callback::from(move |e: InputEvent| {
        text.set(e.target_unchecked_into::<HtmlInputElement>().value());
    })
}

/// Props of [`TextField`].
#[derive(Debug, Properties, PartialEq)]
pub struct TextFieldProps {
    /// The input's element id (`grundy-set`), in the screen's id scope.
    pub id: &'static str,
    /// The label, in the user's language.
    pub label: AttrValue,
    /// The input's `data-testid`.
    pub testid: &'static str,
    /// The text shown when the field is drawn.
    #[prop_or_default]
    pub value: Option<AttrValue>,
    /// Where the form reads the typed text.
    pub input_ref: NodeRef,
    /// Whole numbers only: a phone's numeric keyboard.
    #[prop_or_default]
    pub numeric: bool,
}

/// `<label class="field-label">` and its `<input class="text-input">`.
#[component]
pub fn TextField(props: &TextFieldProps) -> Html {
    let id = use_ids().id(props.id);
    html! {
        <>
            <label class="field-label" for={id.clone()}>{ props.label.clone() }</label>
            <input {id} ref={props.input_ref.clone()} class="text-input" type="text"
                inputmode={props.numeric.then_some("numeric")} data-testid={props.testid}
                value={props.value.clone()} />
        </>
    }
}
