//! A refused input or a missing page, said in one sentence.

use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`ErrorBanner`].
#[derive(Debug, Properties, PartialEq)]
pub struct ErrorBannerProps {
    /// The sentence, already in the user's language.
    pub message: AttrValue,
    /// An id, so a field can point at the message (`aria-describedby`).
    #[prop_or_default]
    pub id: Option<AttrValue>,
}

/// The one place a screen shows what went wrong (`data-testid="error"`).
/// `role="alert"` makes screen readers announce it when it appears.
#[component]
pub fn ErrorBanner(props: &ErrorBannerProps) -> Html {
    let i18n = use_i18n();
    html! {
        <div class="error-banner" role="alert" id={props.id.clone()} data-testid="error">
            <svg class="error-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <circle cx="10" cy="10" r="9" />
                <path d="M10 5v6M10 14.2v.6" />
            </svg>
            <p>
                <span class="visually-hidden">{ i18n.tr("app-error-prefix") }{ " " }</span>
                { props.message.clone() }
            </p>
        </div>
    }
}
