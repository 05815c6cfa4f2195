//! A screen's examples as a row of links (`data-testid="preset"`), written
//! once: each opens the screen's URL for one worked example of the seeds.

use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`PresetLinks`].
#[derive(Debug, Properties, PartialEq)]
pub struct PresetLinksProps {
    /// The `<nav>`'s class (`gog-presets`).
    pub class: &'static str,
    /// The row's name, in the user's language (its `aria-label`).
    pub label: AttrValue,
    /// Also show the name before the links.
    #[prop_or_default]
    pub show_label: bool,
    /// Each link: its message id and its address.
    pub links: Vec<(&'static str, AttrValue)>,
}

/// `<nav>` of `button-small` links.
#[component]
pub fn PresetLinks(props: &PresetLinksProps) -> Html {
    let i18n = use_i18n();
    html! {
        <nav class={props.class} aria-label={props.label.clone()}>
            if props.show_label {
                <span class="field-label">{ props.label.clone() }</span>
            }
            { for props.links.iter().map(|(label, href)| html! {
                <a class="button button-small" href={href.clone()} data-testid="preset">{ i18n.tr(label) }</a>
            }) }
        </nav>
    }
}

/// The links of a table of (message id, address) pairs.
pub fn links(presets: &[(&'static str, &'static str)]) -> Vec<(&'static str, AttrValue)> {
    presets
        .iter()
        .map(|&(label, href)| (label, AttrValue::Static(href)))
        .collect()
}
