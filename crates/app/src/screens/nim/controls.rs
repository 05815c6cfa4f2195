//! The row of game buttons under the board: hint and new game
//! (`data-testid` = `hint`, `new-game`); undo, redo and restart are the
//! play screen's history panel's.

use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`Controls`].
#[derive(Debug, Properties, PartialEq)]
pub struct ControlsProps {
    /// A hint can be shown now (not in exam mode, not on the computer's turn).
    pub can_hint: bool,
    /// "Hint".
    pub on_hint: Callback<()>,
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
            { button(i18n.tr("nim-new-game"), "new-game", "M10 4v12M4 10h12", true, &props.on_new_game) }
        </div>
    }
}
