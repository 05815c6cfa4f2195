//! The new-game form and the seeds' examples. Both only build a URL: the
//! screen starts every game from its URL, so a typed game, a preset and a
//! shared link all go through the same parser (and a bad value typed here
//! gets the same localised message as one in a link).

use yew::prelude::*;

use crate::components::TextField;
use crate::components::use_ids;
use crate::components::{PresetLinks, links};
use crate::screens::nav::{input_value, is_checked, select_value};
use crate::screens::seats::Seats;

use nimatron_core::session::{First, Opponent};

use super::url::{MAX_K, MAX_N, Setup};
use crate::i18n::use_i18n;
use crate::route::HashUrl;

/// The examples: label id and URL.
const PRESETS: &[(&str, &str)] = &[
    ("subtraction-preset-19", "#/subtraction?n=19&k=3"),
    ("subtraction-preset-666", "#/subtraction?n=666&k=7"),
    ("subtraction-preset-misere", "#/subtraction?n=21&k=3&misere"),
    ("subtraction-preset-21", "#/subtraction?preset=21"),
    ("subtraction-preset-100", "#/subtraction?preset=100"),
];

/// Props of [`SetupForm`].
#[derive(Debug, Properties, PartialEq)]
pub struct SetupFormProps {
    /// The game being played (fills the fields).
    pub setup: Setup,
    /// The URL of the game asked for.
    pub on_start: Callback<HashUrl>,
}

/// The form and the example links.
#[component]
pub fn SetupForm(props: &SetupFormProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let (n_ref, k_ref, misere_ref, vs_ref, first_ref) = (
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
    );
    let on_submit = {
        let refs = (
            n_ref.clone(),
            k_ref.clone(),
            misere_ref.clone(),
            vs_ref.clone(),
            first_ref.clone(),
        );
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let mut url = HashUrl::new("/subtraction")
                .with("n", input_value(&refs.0).trim())
                .with("k", input_value(&refs.1).trim())
                .with_flag("misere", is_checked(&refs.2));
            let friends = select_value(&refs.3) == "friend";
            let computer_first = !friends && select_value(&refs.4) == "computer";
            url = Seats {
                opponent: friends.then_some(Opponent::Friend),
                first: computer_first.then_some(First::Computer),
            }
            .write(url);
            on_start.emit(url);
        })
    };
    let setup = &props.setup;
    let misere = setup.convention == nimatron_core::Convention::Misere;
    html! {
        <div class="card subtraction-setup">
            <h2>{ i18n.tr("subtraction-setup-title") }</h2>
            <form class="subtraction-form" onsubmit={on_submit}>
                <TextField id="sub-n" label={i18n.tr("subtraction-field-n")} testid="field-n" value={setup.n.to_string()} input_ref={n_ref.clone()} numeric=true />
                <TextField id="sub-k" label={i18n.tr("subtraction-field-k")} testid="field-k" value={setup.k.to_string()} input_ref={k_ref.clone()} numeric=true />
                <label class="toggle">
                    <input ref={misere_ref} type="checkbox" class="switch" checked={misere}
                        data-testid="misere" />
                    { i18n.tr("subtraction-misere-label") }
                </label>
                <label class="field-label" for={ids.id("sub-vs")}>{ i18n.tr("subtraction-opponent") }</label>
                <select id={ids.id("sub-vs")} ref={vs_ref} class="select" data-testid="opponent">
                    <option value="computer" selected={setup.opponent.is_computer()}>
                        { i18n.tr("subtraction-opponent-computer") }</option>
                    <option value="friend" selected={setup.opponent == Opponent::Friend}>
                        { i18n.tr("subtraction-opponent-friend") }</option>
                </select>
                <label class="field-label" for={ids.id("sub-first")}>{ i18n.tr("subtraction-first") }</label>
                <select id={ids.id("sub-first")} ref={first_ref} class="select" data-testid="first">
                    <option value="me" selected={setup.first == First::Me}>
                        { i18n.tr("subtraction-first-me") }</option>
                    <option value="computer" selected={setup.first == First::Computer}>
                        { i18n.tr("subtraction-first-computer") }</option>
                </select>
                <button type="submit" class="button button-primary" data-testid="start">
                    { i18n.tr("subtraction-start") }</button>
            </form>
            <p class="hint">
                { i18n.tr_args("subtraction-limits", &[("max_n", MAX_N.into()), ("max_k", MAX_K.into())]) }
            </p>
            <PresetLinks class="subtraction-presets" label={i18n.tr("subtraction-presets-label")} show_label=true links={links(PRESETS)} />
        </div>
    }
}
