//! The games `J_1 … J_{n−1}` one row each — `n mod (k+1)` and the winner —
//! a page of [`PAGE_SIZE`] at a time, since `n` may be 10^12 (the totals
//! never need the list: they count divisors).

use nimatron_core::games::subtraction::game_of_games::{Player, winner};
use yew::prelude::*;

use super::state::{PAGE_SIZE, State};
use super::words::game_name;
use crate::i18n::use_i18n;

/// Props of [`GamesTable`].
#[derive(Debug, Properties, PartialEq)]
pub struct GamesTableProps {
    /// The screen's state (n and page).
    pub state: State,
    /// Another page asked for.
    pub on_page: Callback<u64>,
}

/// One page of games.
#[component]
pub fn GamesTable(props: &GamesTableProps) -> Html {
    let i18n = use_i18n();
    let state = &props.state;
    let n = state.n;
    let range = state.page_games();
    let (first, last) = (*range.start(), *range.end());
    let rows = range.map(|k| {
        let r = n % (k + 1);
        let b = winner(n, k) == Player::B;
        html! {
            <tr class={if b { "is-b" } else { "is-a" }} data-testid="game-row">
                <th scope="row">{ game_name(k) }</th>
                <td>{ i18n.tr_args("gog-row-criterion", &[("n", n.into()), ("m", (k + 1).into()), ("r", r.into())]) }</td>
                <td>{ i18n.tr(if b { "gog-row-b" } else { "gog-row-a" }) }</td>
            </tr>
        }
    });
    let page = state.page;
    let go = |to: u64| {
        let cb = props.on_page.clone();
        Callback::from(move |_| cb.emit(to))
    };
    html! {
        <div class="card gog-games">
            <h2>{ i18n.tr("gog-games-title") }</h2>
            <p class="hint" data-testid="games-range">
                { i18n.tr_args("gog-games-range", &[
                    ("first", game_name(first).into()), ("last", game_name(last).into()), ("all", (n - 1).into()),
                    ("page", (page + 1).into()), ("pages", state.pages().into()), ("size", PAGE_SIZE.into()),
                ]) }
            </p>
            if state.pages() > 1 {
                <div class="button-row">
                    <button type="button" class="button button-small" data-testid="page-first"
                        disabled={page == 0} onclick={go(0)}>{ i18n.tr("gog-page-first") }</button>
                    <button type="button" class="button button-small" data-testid="page-prev"
                        disabled={page == 0} onclick={go(page.saturating_sub(1))}>{ i18n.tr("gog-page-prev") }</button>
                    <button type="button" class="button button-small" data-testid="page-next"
                        disabled={page + 1 >= state.pages()} onclick={go(page + 1)}>{ i18n.tr("gog-page-next") }</button>
                    <button type="button" class="button button-small" data-testid="page-last"
                        disabled={page + 1 >= state.pages()} onclick={go(state.pages() - 1)}>{ i18n.tr("gog-page-last") }</button>
                </div>
            }
            <div class="table-scroll" tabindex="0">
                <table class="gog-table">
                    <thead><tr>
                        <th scope="col">{ i18n.tr("gog-col-game") }</th>
                        <th scope="col">{ i18n.tr("gog-col-criterion") }</th>
                        <th scope="col">{ i18n.tr("gog-col-winner") }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </div>
    }
}
