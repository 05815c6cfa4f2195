//! Whose turn it is, or who won: one line for every screen that plays, in
//! the play screen's words (`words::status`), with a screen's own help
//! after it while a person is to move ("Click a shaded cell…").
//!
//! Why the caller says `over` and `thinking`: a screen may know them
//! without asking the core (Min Nim's table is in the worker). Hook:
//! `data-testid="status"`.

use nimatron_core::session::Session;
use yew::prelude::*;

use crate::i18n::use_i18n;
use crate::play::words;

/// Props of [`StatusLine`].
#[derive(Debug, Properties, PartialEq)]
pub struct StatusLineProps {
    /// What a person does on this screen's board, said on their turn.
    #[prop_or_default]
    pub help: Option<AttrValue>,
    /// A screen's own words for a person's turn between two people
    /// (simplified Nim's "Player 1’s turn."), said instead of the play
    /// screen's while the game is on.
    #[prop_or_default]
    pub turn_words: Option<AttrValue>,
    /// The game.
    pub session: Session,
    /// Nobody can move.
    pub over: bool,
    /// The computer is to move.
    pub thinking: bool,
}

/// The status line.
#[component]
pub fn StatusLine(props: &StatusLineProps) -> Html {
    let i18n = use_i18n();
    let on = !props.over && !props.thinking;
    let status = match props.turn_words.as_ref().filter(|_| on) {
        Some(turn) => turn.to_string(),
        None => words::status(&i18n, &props.session, props.over, props.thinking),
    };
    let help = props.help.as_ref().filter(|_| on);
    html! {
        <p class={classes!("status", props.over.then_some("is-over"), props.thinking.then_some("is-thinking"))}
            role="status" data-testid="status">
            <span>
                { status }
                if let Some(help) = help {
                    { " " }<span class="status-help">{ help.clone() }</span>
                }
            </span>
        </p>
    }
}
