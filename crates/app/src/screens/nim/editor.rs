//! Editing the position: the "heaps" field and the add/remove/random/reset
//! buttons.

use nimatron_core::limits::MAX_HEAPS;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::use_ids;

use crate::components::ErrorBanner;
use crate::i18n::use_i18n;

/// Props of [`Editor`].
#[derive(Debug, Properties, PartialEq)]
pub struct EditorProps {
    /// The field's text.
    pub draft: AttrValue,
    /// Why the text is refused, in the user's language.
    #[prop_or_default]
    pub error: Option<AttrValue>,
    /// False when there is no heap to remove.
    pub can_remove: bool,
    /// False at the heap limit.
    pub can_add: bool,
    /// Every keystroke in the field.
    pub on_draft: Callback<String>,
    /// "Add a heap".
    pub on_add: Callback<()>,
    /// "Remove the last heap".
    pub on_remove: Callback<()>,
    /// "Random position".
    pub on_random: Callback<()>,
    /// "Reset".
    pub on_reset: Callback<()>,
}

/// The position editor card.
#[component]
pub fn Editor(props: &EditorProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let oninput = {
        let on_draft = props.on_draft.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            on_draft.emit(input.value());
        })
    };
    let described_by = if props.error.is_some() {
        format!("{} {}", ids.id("heaps-hint"), ids.id("heaps-error"))
    } else {
        ids.id("heaps-hint").to_string()
    };
    html! {
        <section class="editor" aria-labelledby={ids.id("editor-title")}>
            <h2 id={ids.id("editor-title")}>{ i18n.tr("nim-editor-title") }</h2>
            <label class="field-label" for={ids.id("heaps-input")}>{ i18n.tr("nim-heaps-field") }</label>
            <input
                id={ids.id("heaps-input")}
                class="text-input"
                type="text"
                inputmode="numeric"
                autocomplete="off"
                spellcheck="false"
                data-testid="heaps-input"
                value={props.draft.clone()}
                aria-invalid={props.error.is_some().to_string()}
                aria-describedby={described_by}
                {oninput}
            />
            <p id={ids.id("heaps-hint")} class="hint">
                { i18n.tr_args("nim-heaps-hint", &[("max", MAX_HEAPS.into())]) }
            </p>
            if let Some(message) = &props.error {
                <ErrorBanner id={ids.id("heaps-error")} message={message.clone()} />
            }
            <div class="button-row">
                { for [
                    ("add-heap", "nim-add-heap", props.can_add, &props.on_add),
                    ("remove-heap", "nim-remove-heap", props.can_remove, &props.on_remove),
                    ("random", "nim-random", true, &props.on_random),
                    ("reset", "nim-reset", true, &props.on_reset),
                ].map(|(testid, label, enabled, cb)| html! {
                    <button type="button" class="button" data-testid={testid} disabled={!enabled}
                        onclick={cb.reform(|_: MouseEvent| ())}>{ i18n.tr(label) }</button>
                }) }
            </div>
        </section>
    }
}
