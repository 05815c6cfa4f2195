//! The game's rules and the theorem that solves it, in words
//! (`game-NAME-rules`, `game-NAME-theorem`, with the game's own numbers:
//! "take 1 to 3", never "1 to K"): the "why" beside the "who wins". A
//! game with no words yet shows nothing here. Under misère a note says that the rules' last move now loses, and that words written
//! for normal play do not decide this game. `rules` in the
//! URL (the catalogue's "Rules" link) brings the rules into view.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::i18n::use_i18n;
use crate::play::words;
use crate::route::HashUrl;

/// Props of [`TheoremPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct TheoremPanelProps {
    /// The game's text (`take:3`): its rules are written with its numbers.
    pub name: AttrValue,
    /// Prefix of element ids.
    pub prefix: AttrValue,
    /// The game's text when it is played on one heap: a link to its whole
    /// Grundy sequence (`#/grundy-sequences`).
    #[prop_or_default]
    pub sequence: Option<AttrValue>,
    /// Misère play: the rules and theorem, written for normal play unless
    /// they say otherwise, get a note that this game is misère.
    #[prop_or_default]
    pub misere: bool,
    /// Bring the rules into view and focus them once shown (the
    /// catalogue's "Rules" link, `rules` in the URL).
    #[prop_or_default]
    pub focus: bool,
}

/// Rules and theorem.
#[component]
pub fn TheoremPanel(props: &TheoremPanelProps) -> Html {
    let i18n = use_i18n();
    let rules = words::game_text(&i18n, &props.name, "rules");
    let theorem = words::game_text(&i18n, &props.name, "theorem");
    let rules_id = format!("{}rules-title", props.prefix);
    let heading = use_node_ref();
    {
        let heading = heading.clone();
        use_effect_with(props.focus, move |focus| {
            // Rule: one task later, once the panels drawn in the same
            // paint as this one are drawn too (`components::later`), so
            // that they do not push the rules out of view.
            let timer = focus.then(|| {
                Timeout::new(0, move || {
                    if let Some(h) = heading.cast::<web_sys::HtmlElement>() {
                        h.scroll_into_view();
                        let _ = h.focus();
                    }
                })
            });
            move || drop(timer)
        });
    }
    let theorem_id = format!("{}theorem-title", props.prefix);
    html! {
        <div class="play-theorem">
            if props.misere {
                <p class="note" data-testid="misere-note">{ i18n.tr("play-misere-note") }</p>
            }
            if let Some(rules) = rules {
                <section aria-labelledby={rules_id.clone()}>
                    <h2 id={rules_id} class="card-title" tabindex="-1" ref={heading} data-testid="rules-title">{ i18n.tr("play-rules-title") }</h2>
                    <p data-testid="rules">{ rules }</p>
                </section>
            }
            if let Some(theorem) = theorem {
                <section aria-labelledby={theorem_id.clone()}>
                    <h2 id={theorem_id} class="card-title">{ i18n.tr("play-theorem-title") }</h2>
                    <p data-testid="theorem">{ theorem }</p>
                </section>
            }
            if let Some(game) = &props.sequence {
                <p><a class="link-alone" data-testid="sequence-link"
                    href={HashUrl::new("/grundy-sequences").with("game", game.as_str()).with("upto", "1000").to_hash()}>
                    { i18n.tr("play-sequence-link") }</a></p>
            }
        </div>
    }
}
