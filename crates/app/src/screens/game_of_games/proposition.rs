//! The blog's Proposition 2 illustrated on the `n` on show (A dominates
//! for `n > 6`; `n = 6` gives B; a prime gives A every game but
//! `J_{n−1}`), with the totals for `n = 2 … 20`, where the exceptions 4
//! and 6 stand out.

use nimatron_core::games::subtraction::game_of_games::{GamesWon, Player, game_of_games};
use yew::prelude::*;

use super::words::game_name;
use crate::i18n::use_i18n;

/// The small table runs `n = 2 ..= SMALL_LAST`.
const SMALL_LAST: u64 = 20;

/// Props of [`Proposition2`].
#[derive(Debug, Properties, PartialEq)]
pub struct Proposition2Props {
    /// Stones.
    pub n: u64,
    /// Its totals.
    pub won: GamesWon,
}

/// Proposition 2, on this `n` and on the small ones.
#[component]
pub fn Proposition2(props: &Proposition2Props) -> Html {
    let i18n = use_i18n();
    let (n, won) = (props.n, props.won);
    let case = if won.b == 1 {
        // Only the divisors 1 and n: B wins J_{n−1} alone.
        i18n.tr_args(
            "gog-prop-prime",
            &[
                ("n", n.into()),
                ("last_game", game_name(n - 1).into()),
                ("a", won.a.into()),
            ],
        )
    } else if n > 6 {
        i18n.tr_args(
            "gog-prop-dominates",
            &[("n", n.into()), ("a", won.a.into()), ("b", won.b.into())],
        )
    } else {
        i18n.tr_args(
            "gog-prop-small",
            &[("n", n.into()), ("a", won.a.into()), ("b", won.b.into())],
        )
    };
    let row = |m: u64| {
        let w = game_of_games(m).unwrap_or(GamesWon { a: 0, b: 0 });
        let (class, who) = match w.leader() {
            Some(Player::A) => ("is-a", "A"),
            Some(Player::B) => ("is-b", "B"),
            None => ("is-tie", "="),
        };
        html! {
            <tr class={classes!(class, (m == n).then_some("is-current"))}>
                <th scope="row">{ m }</th>
                <td>{ w.a }</td>
                <td>{ w.b }</td>
                <td>{ who }</td>
            </tr>
        }
    };
    html! {
        <div class="card gog-proposition" data-testid="proposition">
            <h2>{ i18n.tr("gog-prop-title") }</h2>
            <p>{ i18n.tr("gog-prop-statement") }</p>
            <p>{ i18n.tr("gog-prop-proof") }</p>
            <p class="gog-case" data-testid="prop-case"><strong>{ case }</strong></p>
            <div class="table-scroll" tabindex="0">
                <table class="gog-small">
                    <caption>{ i18n.tr_args("gog-small-caption", &[("last", SMALL_LAST.into())]) }</caption>
                    <thead><tr>
                        <th scope="col">{ "n" }</th>
                        <th scope="col">{ "A" }</th>
                        <th scope="col">{ "B" }</th>
                        <th scope="col">{ i18n.tr("gog-col-leader") }</th>
                    </tr></thead>
                    <tbody>{ for (2..=SMALL_LAST).map(row) }</tbody>
                </table>
            </div>
        </div>
    }
}
