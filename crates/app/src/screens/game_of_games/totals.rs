//! The score of the game of games: games won by A and by B (hooks
//! `games-won-a`, `games-won-b`, digits only), who wins overall, and why —
//! B wins `J_k` exactly when `k + 1` divides `n`, so B's games are the
//! divisors of `n` other than 1.

use std::rc::Rc;

use nimatron_core::games::subtraction::game_of_games::{GamesWon, Player};
use yew::prelude::*;

use super::words::game_name;
use crate::i18n::use_i18n;

/// Most divisors and games named in the sentences.
const MAX_LISTED: usize = 24;

/// Props of [`Totals`].
#[derive(Debug, Properties, PartialEq)]
pub struct TotalsProps {
    /// Stones.
    pub n: u64,
    /// The totals.
    pub won: GamesWon,
    /// The `k` of B's games, smallest first.
    pub b_games: Rc<Vec<u64>>,
}

/// A list cut to [`MAX_LISTED`] items, with "…" when longer.
fn listed(items: impl Iterator<Item = String>, total: usize) -> String {
    let mut out: Vec<String> = items.take(MAX_LISTED).collect();
    if total > MAX_LISTED {
        out.push("…".into());
    }
    out.join(", ")
}

/// The score card.
#[component]
pub fn Totals(props: &TotalsProps) -> Html {
    let i18n = use_i18n();
    let GamesWon { a, b } = props.won;
    let leader = match props.won.leader() {
        Some(Player::A) => i18n.tr("gog-leader-a"),
        Some(Player::B) => i18n.tr("gog-leader-b"),
        None => i18n.tr("gog-leader-tie"),
    };
    let count = props.b_games.len();
    let divisors = listed(
        std::iter::once("1".to_string()).chain(props.b_games.iter().map(|k| (k + 1).to_string())),
        count + 1,
    );
    let games = listed(props.b_games.iter().map(|k| game_name(*k)), count);
    html! {
        <div class="card gog-totals" data-testid="totals">
            <div class="gog-score">
                <p class="gog-fact is-a">
                    <span class="fact-label">{ i18n.tr("gog-won-a") }</span>
                    <strong class="gog-number" data-testid="games-won-a">{ a.to_string() }</strong>
                </p>
                <p class="gog-fact is-b">
                    <span class="fact-label">{ i18n.tr("gog-won-b") }</span>
                    <strong class="gog-number" data-testid="games-won-b">{ b.to_string() }</strong>
                </p>
            </div>
            <p class="gog-leader" data-testid="leader">{ leader }</p>
            <p>{ i18n.tr("gog-rule") }</p>
            <p data-testid="divisors">
                { i18n.tr_args("gog-divisors", &[
                    ("n", props.n.into()),
                    ("count", (count as u64 + 1).into()),
                    ("divisors", divisors.into()),
                ]) }
            </p>
            <p>
                { i18n.tr_args("gog-b-games", &[
                    ("b", b.into()),
                    ("games", games.into()),
                    ("a", a.into()),
                    ("total", (a + b).into()),
                ]) }
            </p>
        </div>
    }
}
