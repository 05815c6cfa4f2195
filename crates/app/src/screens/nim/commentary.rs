//! The sample game's commentary for the current step, with buttons to step
//! through it (`data-testid="commentary"`, `sample-next`, `sample-back`).

use nimatron_core::Convention;
use yew::prelude::*;

use super::sample::commentary_id;
use crate::i18n::use_i18n;

/// Props of [`Commentary`].
#[derive(Debug, Properties, PartialEq)]
pub struct CommentaryProps {
    /// Which version of the sample.
    pub convention: Convention,
    /// Moves played so far.
    pub step: usize,
    /// A next move exists.
    pub can_next: bool,
    /// A previous move exists.
    pub can_back: bool,
    /// Play the next move.
    pub on_next: Callback<()>,
    /// Take the last move back.
    pub on_back: Callback<()>,
}

/// The commentary box.
#[component]
pub fn Commentary(props: &CommentaryProps) -> Html {
    let i18n = use_i18n();
    html! {
        <section class="commentary" aria-label={i18n.tr("nim-sample-label")}>
            <p data-testid="commentary" aria-live="polite">{ i18n.tr(&commentary_id(props.convention, props.step)) }</p>
            <div class="button-row">
                <button type="button" class="button button-small" data-testid="sample-back" disabled={!props.can_back} onclick={props.on_back.reform(|_: MouseEvent| ())}>
                    { i18n.tr("nim-sample-back") }
                </button>
                <button type="button" class="button button-small button-primary" data-testid="sample-next" disabled={!props.can_next} onclick={props.on_next.reform(|_: MouseEvent| ())}>
                    { i18n.tr("nim-sample-next") }
                </button>
            </div>
        </section>
    }
}
