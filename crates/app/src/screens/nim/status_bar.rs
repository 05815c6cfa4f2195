//! The line above the board: whose turn it is or who won and why
//! (`data-testid="status"`), and the score against the computer
//! (`data-testid="score"`).

use yew::prelude::*;

use super::storage::Score;
use crate::i18n::use_i18n;

/// Props of [`StatusBar`].
#[derive(Debug, Properties, PartialEq)]
pub struct StatusBarProps {
    /// The sentence, in the user's language.
    pub text: AttrValue,
    /// The computer is thinking (a small animation shows it).
    pub thinking: bool,
    /// The game is over.
    pub over: bool,
    /// The tally, shown in games against the computer.
    #[prop_or_default]
    pub score: Option<Score>,
}

/// Status and score.
#[component]
pub fn StatusBar(props: &StatusBarProps) -> Html {
    let i18n = use_i18n();
    html! {
        <div class="game-bar">
            <p
                class={classes!("status", props.thinking.then_some("is-thinking"), props.over.then_some("is-over"))}
                data-testid="status"
                role="status"
                aria-live="polite"
            >
                if props.thinking {
                    <span class="thinking-dots" aria-hidden="true"><span /><span /><span /></span>
                }
                { props.text.clone() }
            </p>
            if let Some(score) = props.score {
                <p class="score" data-testid="score">
                    { i18n.tr_args("nim-score", &[("me", u64::from(score.wins).into()), ("computer", u64::from(score.losses).into())]) }
                </p>
            }
        </div>
    }
}
