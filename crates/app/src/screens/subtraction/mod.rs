//! The simplified-Nim screen (`#/subtraction?n=19&k=3`, `&misere`,
//! `preset=21|100`): one heap, take 1 to `k`, played against the computer
//! or a friend, with the blog's Proposition 1 worked on the heap on the
//! board, a who-wins table showing the period `k + 1`, and the two
//! counting-up games of the Wikipedia seed (game 21, game of 100).
//!
//! Data flow: the URL names the game (a setup); the reducer holds the
//! setup and the takes. A new URL — a link, a preset, the form — starts a
//! new game. The heap left is written into the URL after each move, undo
//! or restart (`url::played_url`, through `nav::use_played_url`), so a
//! reload or the Share panel gives back the board; the moves are not.

pub mod period_table;
pub mod play_panel;
pub mod proposition;
pub mod setup_form;
pub mod state;
pub mod url;
pub mod words;

use std::rc::Rc;

use yew::prelude::*;

use crate::components::{ScreenFrame, refused};
use crate::screens::query::FromQuery;
use crate::screens::query::FromUrl;

use self::period_table::PeriodTable;
use self::play_panel::PlayPanel;
use self::proposition::Proposition;
use self::setup_form::SetupForm;
use self::state::{Action, State};
use self::url::{Presentation, SubtractionQuery};
use crate::engine::COMPUTER_DELAY_MS;
use crate::i18n::use_i18n;
use crate::play::exam::{ExamSwitch, use_exam};
use crate::route::HashUrl;
use crate::screens::nav::{
    ScreenProps, computer_turn, use_computer_moves, use_played_url, use_screen_reducer,
};

/// The simplified-Nim screen.
#[component]
pub fn SubtractionScreen(props: &ScreenProps) -> Html {
    let i18n = use_i18n();
    let state = use_screen_reducer(props, State::from_query, Action::Load);
    use_played_url(props, &state.session, url::played_url);
    let exam = use_exam(props);
    // The computer's move after a short visible pause (the app's one
    // timer, cancelled when the game changes first).
    use_computer_moves(
        &state,
        computer_turn(&state.session),
        props.think_ms.unwrap_or(COMPUTER_DELAY_MS),
        Action::Game,
    );

    let on_action = state.dispatcher().to_callback();
    let on_start = {
        let dispatcher = state.dispatcher();
        Callback::from(move |url: HashUrl| {
            dispatcher.dispatch(Action::Load(SubtractionQuery::from_url(&url)));
            crate::screens::nav::navigate(url);
        })
    };

    let setup = state.setup;
    let lede = match setup.presentation {
        Presentation::Heap => i18n.tr_args(
            "subtraction-lede",
            &[
                ("k", setup.k.into()),
                (
                    "convention",
                    i18n.tr(if setup.convention == nimatron_core::Convention::Misere {
                        "convention-misere"
                    } else {
                        "convention-normal"
                    })
                    .into(),
                ),
            ],
        ),
        Presentation::Game21 => i18n.tr("subtraction-lede-21"),
        Presentation::Game100 => i18n.tr("subtraction-lede-100"),
    };
    let problems: Vec<String> = state
        .problems
        .iter()
        .map(|p| words::query_error(&i18n, p))
        .collect();
    let shown_instead = i18n.tr_args(
        "subtraction-error-instead",
        &[("n", setup.n.into()), ("k", setup.k.into())],
    );
    let state_rc: Rc<State> = Rc::new((*state).clone());

    html! {
        <ScreenFrame class="subtraction" title_id="subtraction-title" title={i18n.tr("subtraction-title")} lede={lede} errors={refused(&problems, &shown_instead)}>
            <div class="subtraction-layout">
                <div class="subtraction-main">
                    <PlayPanel state={state_rc} on_action={on_action} exam={exam.exam} />
                    // Exam mode hides Proposition 1 worked on this heap and
                    // the who-wins table: both say who wins from here.
                    if exam.exam.shows_analysis() {
                        <Proposition n={state.remaining()} k={setup.k} convention={setup.convention}
                            presentation={setup.presentation} />
                    }
                </div>
                <div class="subtraction-side">
                    <SetupForm setup={setup} on_start={on_start} />
                    <div class="card"><ExamSwitch exam={exam.exam} on_change={exam.set.clone()} /></div>
                    if exam.exam.shows_analysis() {
                        <PeriodTable k={setup.k} convention={setup.convention} current={state.remaining()} />
                    }
                </div>
            </div>
        </ScreenFrame>
    }
}
