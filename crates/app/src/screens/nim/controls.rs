//! The row of game buttons under the board: hint, undo, redo, restart,
//! new game (`data-testid` = `hint`, `undo`, `redo`, `restart`,
//! `new-game`).

use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`Controls`].
#[derive(Debug, Properties, PartialEq)]
pub struct ControlsProps {
    /// A hint can be shown now (not in exam mode, not on the computer's turn).
    pub can_hint: bool,
    /// Something to undo.
    pub can_undo: bool,
    /// Something to redo.
    pub can_redo: bool,
    /// "Hint".
    pub on_hint: Callback<()>,
    /// "Undo".
    pub on_undo: Callback<()>,
    /// "Redo".
    pub on_redo: Callback<()>,
    /// "Restart".
    pub on_restart: Callback<()>,
    /// "New game".
    pub on_new_game: Callback<()>,
}

/// One icon button.
fn button(
    label: String,
    testid: &'static str,
    icon: &'static str,
    enabled: bool,
    cb: &Callback<()>,
) -> Html {
    let cb = cb.clone();
    let onclick = Callback::from(move |_: MouseEvent| cb.emit(()));
    html! {
        <button type="button" class="button" data-testid={testid} disabled={!enabled} {onclick}>
            <svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d={icon} />
            </svg>
            { label }
        </button>
    }
}

/// The game's buttons.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let i18n = use_i18n();
    html! {
        <div class="board-actions" role="group" aria-label={i18n.tr("nim-controls-label")}>
            { button(i18n.tr("nim-hint"), "hint", "M10 2a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9ZM8 16h4M9 18h2", props.can_hint, &props.on_hint) }
            { button(i18n.tr("nim-undo"), "undo", "M7 4 3 8l4 4M3.5 8H12a5 5 0 0 1 0 10H9", props.can_undo, &props.on_undo) }
            { button(i18n.tr("nim-redo"), "redo", "M13 4l4 4-4 4M16.5 8H8a5 5 0 0 0 0 10h3", props.can_redo, &props.on_redo) }
            { button(i18n.tr("nim-restart"), "restart", "M4 10a6 6 0 1 0 2-4.5M4 3v3h3", true, &props.on_restart) }
            { button(i18n.tr("nim-new-game"), "new-game", "M10 4v12M4 10h12", true, &props.on_new_game) }
        </div>
    }
}
