//! On the play screen, for a game whose positions split into independent
//! parts (the core's `parts`), a link to the "why" walk of the position on
//! the board (`#/why?game=…&position=…`, issue 32): each part's value, the
//! nim-sum and the winning move, step by step. Nothing for other games.

use nimatron_core::Position;
use yew::prelude::*;

use crate::i18n::use_i18n;
use crate::route::HashUrl;

/// Props of [`WhyLink`].
#[derive(Debug, Properties, PartialEq)]
pub struct WhyLinkProps {
    /// The game's text (`kayles`).
    pub game: AttrValue,
    /// The position on the board.
    pub position: Position,
    /// Misère play.
    #[prop_or_default]
    pub misere: bool,
}

/// The link, when the game splits.
#[component]
pub fn WhyLink(props: &WhyLinkProps) -> Html {
    let i18n = use_i18n();
    // Rule: only a game that answers `parts` for this position has a walk.
    let splits = crate::engine::game(&props.game)
        .ok()
        .is_some_and(|g| matches!(g.parts(&props.position), Ok(Some(_))));
    if !splits {
        return Html::default();
    }
    let href = HashUrl::new("/why")
        .with("game", props.game.to_string())
        .with("position", props.position.to_string())
        .with_flag("misere", props.misere)
        .to_hash();
    html! {
        <p class="play-why">
            <a class="button button-small" href={href} data-testid="play-why-link">{ i18n.tr("why-open") }</a>
        </p>
    }
}
