//! The home page's catalogue: every registered game, grouped by its
//! family (`registry::Listing::family`) under a heading, each with its
//! one-line summary, a miniature of its board ([`thumbnail`]), a link to
//! play its example and a link to its rules (the play screen with `rules`,
//! which brings the rules and theorem into view). Read from the registry's
//! listings (data only: the home page's own module links no game code),
//! so a game added there appears here with no change to the app.

pub mod example_parameters;
pub mod thumbnail;
pub mod words;

use nimatron_core::registry::{self, Family, Listing};
use nimatron_core::session::First;
use yew::prelude::*;

use self::thumbnail::Thumbnail;
use self::words::{card_summary, card_title};
use crate::components::use_ids;
use crate::i18n::use_i18n;
use crate::play::url::{RULES_FLAG, play_url};
use crate::route::HashUrl;
use crate::screens::seats::Seats;

/// The shelves in the order shown, each with its heading's message id.
pub const SHELVES: [(Family, &str); 5] = [
    (Family::Nim, "catalogue-family-nim"),
    (Family::Subtraction, "catalogue-family-subtraction"),
    (Family::TakeAndBreak, "catalogue-family-take-and-break"),
    (Family::Boards, "catalogue-family-boards"),
    (Family::Sums, "catalogue-family-sums"),
];

/// The `data-family` word of a shelf.
fn family_code(family: Family) -> &'static str {
    match family {
        Family::Nim => "nim",
        Family::Subtraction => "subtraction",
        Family::TakeAndBreak => "take-and-break",
        Family::Boards => "boards",
        Family::Sums => "sums",
    }
}

/// `data-testid="game-list"`: the catalogue.
#[component]
pub fn Catalogue() -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    html! {
        <div class="catalogue" data-testid="game-list">
            { for SHELVES.iter().map(|&(family, heading)| {
                let games: Vec<&Listing> = registry::LISTINGS.iter().filter(|e| e.family == family).collect();
                if games.is_empty() {
                    return html! {};
                }
                let code = family_code(family);
                let title_id = ids.id(&format!("shelf-{code}"));
                html! {
                    <section class="catalogue-shelf" aria-labelledby={title_id.clone()}
                        data-testid="catalogue-family" data-family={code}>
                        <h3 id={title_id}>{ i18n.tr(heading) }</h3>
                        <ul class="game-list">
                            { for games.into_iter().map(|entry| html! { <GameCard {entry} /> }) }
                        </ul>
                    </section>
                }
            }) }
        </div>
    }
}

/// Props of [`GameCard`].
#[derive(Debug, Properties)]
struct GameCardProps {
    entry: &'static Listing,
}

impl PartialEq for GameCardProps {
    fn eq(&self, other: &Self) -> bool {
        self.entry.name == other.entry.name
    }
}

/// A card's "Play" link: the game's example on the play screen, against
/// the perfect computer, with whoever the registry says moves first
/// (`Listing::example_first`): the student's first position is always one
/// they can win (`tests/units/screens_catalogue.rs` checks every card).
pub fn play_link(entry: &Listing) -> HashUrl {
    let (game, position) = entry.example;
    match entry.example_first {
        // Rule: the student first, the usual; the link says nothing.
        First::Me => play_url(game, position),
        // Rule: a P-position is played with the computer moving first.
        first => Seats {
            first: Some(first),
            opponent: None,
        }
        .write(play_url(game, position)),
    }
}

/// `data-testid="game-card"`: one game.
#[component]
fn GameCard(props: &GameCardProps) -> Html {
    let i18n = use_i18n();
    let entry = props.entry;
    let title = card_title(&i18n, entry);
    let (game, position) = entry.example;
    let link = play_link(entry);
    html! {
        <li class="card game-card" data-testid="game-card" data-game={entry.name}>
            <div class="game-card-head">
                <Thumbnail {position} board={(entry.example_board)()} />
                <h4>{ title.clone() }</h4>
            </div>
            <p>{ card_summary(&i18n, entry) }</p>
            <p class="note game-example"><code>{ format!("{game} {position}") }</code>
                if entry.example_first == First::Computer {
                    { " " }<span data-testid="computer-first">{ i18n.tr("catalogue-computer-first") }</span>
                }
            </p>
            <p class="game-links">
                <a class="button button-small button-primary" href={link.to_hash()} data-testid="game-link">
                    { i18n.tr("catalogue-play") }
                    <span class="visually-hidden">{ ": " }{ title.clone() }</span>
                </a>
                <a class="button button-small" href={link.with_flag(RULES_FLAG, true).to_hash()} data-testid="rules-link">
                    { i18n.tr("catalogue-rules") }
                    <span class="visually-hidden">{ ": " }{ title }</span>
                </a>
            </p>
        </li>
    }
}
