//! The game-of-games screen (`#/game-of-games?n=6`): the blog's
//! k-variant of simplified Nim. With `n` stones, A and B play `J_1 …
//! J_{n−1}` (`J_k`: take 1 to `k`); B wins `J_k` exactly when `k + 1`
//! divides `n`. The totals come from the core's divisor count, so any `n`
//! up to 10^12 answers at once; the games themselves are listed a page at a
//! time, and Proposition 2 (A dominates for `n > 6`) is shown on this `n`.

pub mod games_table;
pub mod proposition;
pub mod state;
pub mod totals;
pub mod url;
pub mod words;

use std::rc::Rc;

use nimatron_core::games::subtraction::game_of_games::{b_games, game_of_games};
use nimatron_core::limits::MAX_GAME_OF_GAMES_N;
use nimatron_i18n::core_error;
use yew::prelude::*;

use crate::components::PresetLinks;
use crate::components::ScreenFrame;
use crate::components::TextField;
use crate::screens::query::FromQuery;

use self::games_table::GamesTable;
use self::proposition::Proposition2;
use self::state::{Action, State};
use self::totals::Totals;
use self::url::MIN_N;
use crate::components::ErrorBanner;
use crate::i18n::use_i18n;
use crate::screens::nav::{ScreenProps, submit_fields, use_screen_reducer};

/// The examples: `n` and the label id.
const PRESETS: &[(u64, &str)] = &[
    (6, "gog-preset-6"),
    (4, "gog-preset-4"),
    (7, "gog-preset-7"),
    (12, "gog-preset-12"),
    (1_000_000_007, "gog-preset-prime"),
    (963_761_198_400, "gog-preset-divisors"),
];

/// The game-of-games screen.
#[component]
pub fn GameOfGamesScreen(props: &ScreenProps) -> Html {
    let i18n = use_i18n();
    let state = use_screen_reducer(props, State::from_query, Action::Load);
    // Divisors of n by trial division (≤ 10^6 steps): once per n.
    let counted = use_memo(state.n, |n| (game_of_games(*n), b_games(*n).map(Rc::new)));
    let input = use_node_ref();
    let on_submit = submit_fields(
        &state,
        "/game-of-games",
        vec![("n", input.clone())],
        Action::Load,
    );
    let on_page = {
        let dispatcher = state.dispatcher();
        Callback::from(move |page: u64| dispatcher.dispatch(Action::Page(page)))
    };

    let bad = state.bad_n.as_ref().map(|given| {
        i18n.tr_args(
            "gog-error-n",
            &[
                ("given", given.as_str().into()),
                ("min", MIN_N.into()),
                ("max", MAX_GAME_OF_GAMES_N.into()),
                ("n", state.n.into()),
            ],
        )
    });
    let body = match &*counted {
        (Ok(won), Ok(b)) => html! {
            <div class="gog-layout">
                <div class="gog-main">
                    <Totals n={state.n} won={*won} b_games={b.clone()} />
                    <GamesTable state={(*state).clone()} on_page={on_page} />
                </div>
                <Proposition2 n={state.n} won={*won} />
            </div>
        },
        // Unreachable past the URL check, but worded if it ever happens.
        (Err(e), _) | (_, Err(e)) => html! { <ErrorBanner message={core_error(&i18n, e)} /> },
    };

    let presets = PRESETS
        .iter()
        .map(|&(n, label)| (label, url::to_url(&n.to_string()).to_hash().into()))
        .collect::<Vec<_>>();
    html! {
        <ScreenFrame class="game-of-games" title_id="gog-title" title={i18n.tr("gog-title")} lede={i18n.tr("gog-lede")} errors={bad.into_iter().collect::<Vec<_>>()}>
            <div class="card gog-input">
                <form class="gog-form" onsubmit={on_submit}>
                    <TextField id="gog-n" label={i18n.tr("gog-field-n")} testid="field-n" value={state.n.to_string()} input_ref={input.clone()} numeric=true />
                    <button type="submit" class="button button-primary" data-testid="show">
                        { i18n.tr("gog-show") }</button>
                </form>
                <p class="hint">{ i18n.tr_args("gog-limit", &[("min", MIN_N.into()), ("max", MAX_GAME_OF_GAMES_N.into())]) }</p>
                <PresetLinks class="gog-presets" label={i18n.tr("gog-presets-label")} links={presets} />
            </div>
            { body }
        </ScreenFrame>
    }
}
