//! The setup form: game, position (the CLI's syntax), misère, who moves
//! first, the opponent. "Start" hands the screen a [`PlayQuery`]; the core
//! judges it (a refused game or position comes back as a message under
//! the form, and the game on screen stays).
//!
//! Why text fields: the game text (`take:3`, `subtraction:1,3,4`) and the
//! position text are the same syntax as the URL and the CLI, so what a
//! teacher types here is what a link carries. The list of games is read
//! from the registry, never written by hand.

use nimatron_core::registry;

use crate::engine::installed;
use nimatron_core::session::{First, Opponent};

use yew::prelude::*;

use crate::components::ErrorBanner;
use crate::i18n::use_i18n;
use crate::play::panels::seats::{first_label, opponent_label};
use crate::play::url::PlayQuery;
use crate::screens::nav::{input_value, is_checked, select_value};

/// Props of [`SetupPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct SetupPanelProps {
    /// What the form starts with.
    pub query: PlayQuery,
    /// Why the last "Start" was refused.
    #[prop_or_default]
    pub error: Option<AttrValue>,
    /// Starts a game.
    pub on_apply: Callback<PlayQuery>,
    /// Prefix of element ids.
    pub prefix: AttrValue,
}

/// The setup form.
#[component]
pub fn SetupPanel(props: &SetupPanelProps) -> Html {
    let i18n = use_i18n();
    let game_ref = use_node_ref();
    let position_ref = use_node_ref();
    let misere_ref = use_node_ref();
    let first_ref = use_node_ref();
    let opponent_ref = use_node_ref();
    let p = &props.prefix;
    let id = |name: &str| format!("{p}setup-{name}");
    let error_id = id("error");
    let onsubmit = {
        let (g, pos, m, f, o) = (
            game_ref.clone(),
            position_ref.clone(),
            misere_ref.clone(),
            first_ref.clone(),
            opponent_ref.clone(),
        );
        let on_apply = props.on_apply.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = |r: &NodeRef| input_value(r).trim().to_string();
            on_apply.emit(PlayQuery {
                game: Some(text(&g)),
                position: Some(text(&pos)),
                misere: is_checked(&m),
                first: First::from_code(&select_value(&f)).unwrap_or_default(),
                opponent: Opponent::from_code(&select_value(&o)).unwrap_or_default(),
                ..PlayQuery::default()
            });
        })
    };
    let names: Vec<String> = registry::EXAMPLES.iter().map(|e| e.to_string()).collect();
    // A position of this very game (a graph's own vertices, not the
    // registry example's).
    let example = installed::start_position(&props.query.game_text())
        .map(|p| p.to_string())
        .unwrap_or_default();
    let invalid = props.error.is_some().then_some("true");
    // Point at the error only while there is one (no dangling id).
    let described = |help: String| match props.error {
        Some(_) => format!("{help} {error_id}"),
        None => help,
    };
    let title_id = id("title");
    html! {
        <form class="play-setup" aria-labelledby={title_id.clone()} {onsubmit} novalidate=true data-testid="setup">
            <h2 id={title_id} class="card-title">{ i18n.tr("play-setup-title") }</h2>
            <label class="field-label" for={id("game")}>{ i18n.tr("play-setup-game") }</label>
            <input class="text-input" id={id("game")} ref={game_ref} type="text" autocomplete="off" spellcheck="false"
                value={props.query.game_text()} aria-invalid={invalid} aria-describedby={described(id("game-help"))}
                data-testid="setup-game" />
            <p class="hint" id={id("game-help")}>{ i18n.tr_args("play-setup-game-help", &[("list", names.join(", ").into())]) }</p>
            <label class="field-label" for={id("position")}>{ i18n.tr("play-setup-position") }</label>
            <input class="text-input" id={id("position")} ref={position_ref} type="text" autocomplete="off" spellcheck="false"
                inputmode="numeric" value={props.query.position_text()} aria-invalid={invalid}
                aria-describedby={described(id("position-help"))} data-testid="setup-position" />
            <p class="hint" id={id("position-help")}>
                // An unknown game has no example: no "For example ." then.
                if !example.is_empty() { { i18n.tr_args("play-setup-position-help", &[("example", example.into())]) } }
            </p>
            <p class="radio">
                <input type="checkbox" id={id("misere")} ref={misere_ref} checked={props.query.misere} />
                <label for={id("misere")}>{ i18n.tr("play-setup-misere") }</label>
            </p>
            <label class="field-label" for={id("first")}>{ i18n.tr("seats-first-label") }</label>
            <select class="select" id={id("first")} ref={first_ref}>
                { for First::ALL.into_iter().map(|f| html! {
                    <option value={f.code()} selected={f == props.query.first}>{ i18n.tr(&first_label(f)) }</option>
                }) }
            </select>
            <label class="field-label" for={id("opponent")}>{ i18n.tr("seats-opponent-label") }</label>
            <select class="select" id={id("opponent")} ref={opponent_ref}>
                { for Opponent::ALL.into_iter().map(|o| html! {
                    <option value={o.code()} selected={o == props.query.opponent}>{ i18n.tr(&opponent_label(o)) }</option>
                }) }
            </select>
            if let Some(message) = props.error.clone() {
                <ErrorBanner message={message} id={AttrValue::from(error_id.clone())} />
            }
            <div class="button-row">
                <button type="submit" class="button button-primary" data-testid="setup-apply">{ i18n.tr("play-setup-apply") }</button>
            </div>
        </form>
    }
}
