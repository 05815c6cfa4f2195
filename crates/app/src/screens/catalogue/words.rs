//! A catalogue card's title and summary in its example's own numbers
//! ("Take 1 to 3", "Index-2 Nim (Moore)"), never a letter of the CLI's
//! syntax: the same messages as the play screen's (`game-NAME-own-title`,
//! `game-NAME-own-summary`, `play::words::own_title`), filled from the
//! table read off the core ([`super::example_parameters`]), since the home
//! page's module links no game code to ask it.

use nimatron_core::registry::Listing;
use nimatron_i18n::{Localizer, words_with};

use crate::play::words::{game_summary, game_title};

use super::example_parameters::example_parameters;

/// The card's title: the example's own (`game-NAME-own-title`), else the
/// game's title.
pub fn card_title(loc: &Localizer, listing: &Listing) -> String {
    own(loc, listing, "title").unwrap_or_else(|| game_title(loc, listing.name))
}

/// The card's summary: the example's own (`game-NAME-own-summary`), else
/// the game's summary.
pub fn card_summary(loc: &Localizer, listing: &Listing) -> String {
    own(loc, listing, "summary").unwrap_or_else(|| game_summary(loc, listing.name))
}

/// `game-NAME-own-{part}` with the example's parameters.
fn own(loc: &Localizer, listing: &Listing, part: &str) -> Option<String> {
    let parameters = example_parameters(listing.name);
    words_with(
        loc,
        listing.name,
        listing.example.0,
        &parameters,
        &format!("own-{part}"),
    )
}
