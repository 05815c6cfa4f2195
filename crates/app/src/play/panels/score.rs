//! Games won and lost against the computer, for this game (the score is
//! stored with the game's session, one key per game name).

use nimatron_core::session::Score;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`ScorePanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct ScorePanelProps {
    /// The tally.
    pub score: Score,
    /// The message that says it (`$wins`, `$losses`): a teaching screen
    /// keeps its own sentence, which names the score itself.
    #[prop_or_default]
    pub message: Option<AttrValue>,
}

/// The score line.
#[component]
pub fn ScorePanel(props: &ScorePanelProps) -> Html {
    let i18n = use_i18n();
    html! {
        <p class="score" data-testid="score">
            if props.message.is_none() {
                <span class="visually-hidden">{ i18n.tr("play-score-title") }{ ": " }</span>
            }
            { i18n.tr_args(props.message.as_deref().unwrap_or("play-score-value"),
                &[("wins", u64::from(props.score.wins).into()), ("losses", u64::from(props.score.losses).into())]) }
        </p>
    }
}
