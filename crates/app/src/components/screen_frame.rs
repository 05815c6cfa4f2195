//! The frame every screen is drawn in, written once: the `<section>`
//! labelled by its title, the header (title and lede), and one banner for
//! each thing the URL asked for that was refused.

use yew::prelude::*;

use super::{ErrorBanner, use_ids};

/// Props of [`ScreenFrame`].
#[derive(Debug, Properties, PartialEq)]
pub struct ScreenFrameProps {
    /// The screen's own class beside `screen` (`bouton`, `min-nim`).
    pub class: &'static str,
    /// The title's element id (`bouton-title`), in the screen's id scope.
    pub title_id: &'static str,
    /// The title, in the user's language.
    pub title: AttrValue,
    /// The sentence under the title.
    pub lede: AttrValue,
    /// What was refused, one [`ErrorBanner`] each.
    #[prop_or_default]
    pub errors: Vec<String>,
    /// The screen's body.
    #[prop_or_default]
    pub children: Html,
}

/// `<section class="screen {class}">` with its header and banners.
#[component]
pub fn ScreenFrame(props: &ScreenFrameProps) -> Html {
    let title_id = use_ids().id(props.title_id);
    html! {
        <section class={classes!("screen", props.class)} aria-labelledby={title_id.clone()}>
            <header class="screen-header">
                <h1 id={title_id}>{ props.title.clone() }</h1>
                <p class="lede">{ props.lede.clone() }</p>
            </header>
            { for props.errors.iter().map(|message| html! { <ErrorBanner message={message.clone()} /> }) }
            { props.children.clone() }
        </section>
    }
}

/// The refused values said in one banner, followed by what is shown
/// instead; no banner when nothing was refused.
pub fn refused(problems: &[String], instead: &str) -> Vec<String> {
    if problems.is_empty() {
        return Vec::new();
    }
    vec![format!("{} {instead}", problems.join(" "))]
}
