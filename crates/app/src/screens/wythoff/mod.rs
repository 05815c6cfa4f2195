//! The Wythoff screen (`#/wythoff?size=12&queen=11,7&misere`): the queen
//! on a grid with its cold positions, playable against the computer or a
//! friend, with a Grundy heatmap, the rules 1–3 animation, the golden-ratio
//! formula and a checker for any pair of 64-bit numbers.
//!
//! Data flow as on the Nim screen: the URL gives the first [`State`] and,
//! on `hashchange` (a new `nav`), an [`Action::Load`]; components dispatch
//! actions; effects write the URL back, and make the computer's move after
//! a short pause. The heavy, pure parts are memoised per size: the cold
//! cells ([`cells::ColdCells`], O(size) from the closed form), the Grundy
//! table ([`heat_hook`], in slices, only in the heatmap view) and the rules'
//! steps (the core's `wythoff::steps`, only in the rules view).

pub mod board;
pub mod cells;
pub mod cold_check;
pub mod cursor;
pub mod formula;
pub mod game_panel;
pub mod grid_canvas;
pub mod grid_svg;
pub mod heat_hook;
pub mod legend;
pub mod marks;
pub mod paint;
pub mod piles;
pub mod rules_player;
pub mod settings;
pub mod state;
pub mod svg_cells;
pub mod url;
pub mod viewport;
pub mod words;

use std::rc::Rc;

use nimatron_core::games::wythoff::{outcome, steps, winning_moves};
use nimatron_core::{Outcome, Position};
use nimatron_i18n::outcome_words;
use yew::prelude::*;

use crate::components::use_ids;
use crate::components::{ScreenFrame, use_painted};
use crate::screens::query::FromQuery;

use self::board::Board;
use self::cells::ColdCells;
use self::cells::Paint;
use self::cold_check::ColdCheck;
use self::formula::FormulaPanel;
use self::game_panel::GamePanel;
use self::heat_hook::use_heat;
use self::legend::Legend;
use self::marks::Marks;
use self::piles::Piles;
use self::rules_player::RulesPlayer;
use self::settings::Settings;
use self::state::{Action, State};
use self::url::{View, WythoffQuery};
use crate::engine::COMPUTER_DELAY_MS;
use crate::i18n::use_i18n;
use crate::play::exam::{ExamSwitch, use_exam};
use crate::play::panels::analysis::ScreenWords;
use crate::play::panels::game_over::GameOver;
use crate::play::panels::session::SessionPanels;
use crate::screens::nav::{
    ScreenProps, computer_turn, use_computer_moves, use_screen_reducer, use_url_sync,
};

/// The Wythoff screen.
#[component]
pub fn WythoffScreen(props: &ScreenProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    // What comes after the board's first paint (`components::later`).
    let board_painted = use_painted();
    let state = use_screen_reducer(props, State::from_query, Action::Load);
    let exam = use_exam(props);
    // Exam mode: a plain grid (no cold cells, heatmap or rules painted).
    let shows = exam.exam.shows_analysis();
    // The state changed: show it in the URL (no new history entry).
    let sync = props.sync_url && state.url_follows_state();
    use_url_sync(sync, state.query(), WythoffQuery::to_url);
    // The computer's turn: the core's move after a pause (the app's one
    // timer; cancelled if the state moves on, ignored once stale).
    use_computer_moves(
        &state,
        computer_turn(&state.session),
        props.think_ms.unwrap_or(COMPUTER_DELAY_MS),
        Action::Game,
    );

    let cold = use_memo(
        (state.size, state.convention, shows),
        |&(size, c, shows)| {
            if shows {
                ColdCells::new(size, c)
            } else {
                ColdCells::hidden(size, c)
            }
        },
    );
    let (heat, progress) = use_heat(state.size, state.view == View::Heat);
    let rules = state.view == View::Rules;
    let steps = use_memo((state.size, state.convention, rules), |&(size, c, on)| {
        let on = on && size <= steps::MAX_RULES_SIZE;
        Rc::new(if on {
            steps::steps(size, c)
        } else {
            Vec::new()
        })
    });
    let queen = state.queen();
    let wins = use_memo((queen, state.convention), |&((a, b), c)| {
        winning_moves(a, b, c)
    });
    let dispatch = state.dispatcher().to_callback();
    let state_rc = Rc::new((*state).clone());
    let playable = state.playable();
    let marks = Marks {
        queen,
        hover: state.hover,
        cursor: state.cursor,
        hints: if state.hints && playable && exam.exam.allows_hint() {
            wins.clone()
        } else {
            Rc::default()
        },
        playable,
    };
    // The analysis panel speaks of hot and cold cells and piles A and B.
    let outcome = AttrValue::from(match outcome(queen.0, queen.1, state.convention) {
        // Rule: at (0, 0) the game is over, already decided.
        o if queen == (0, 0) => outcome_words(&i18n, o, true),
        Outcome::N => i18n.tr_args(
            "wythoff-outcome-hot",
            &[("a", queen.0.into()), ("b", queen.1.into())],
        ),
        Outcome::P => i18n.tr_args(
            "wythoff-outcome-cold",
            &[("a", queen.0.into()), ("b", queen.1.into())],
        ),
    });
    let move_words = {
        let i18n = i18n.clone();
        Callback::from(move |to: Position| match to.numbers() {
            &[a, b] => words::move_text(&i18n, queen, (a, b)),
            _ => to.to_string(),
        })
    };
    let painted = if rules { state.anim_step } else { 0 };
    let view = if shows { state.view } else { View::Cold };
    let rules = rules && shows;

    html! {
        <ScreenFrame class="wythoff" title_id="wythoff-title" title={i18n.tr("wythoff-title")} lede={i18n.tr("wythoff-lede")}
            errors={state.problems.iter().map(|p| words::url_problem(&i18n, p)).collect::<Vec<_>>()}>
            <div class="wy-layout">
                <section class="card wy-board-card" aria-labelledby={ids.id("wy-board-title")}>
                    <h2 id={ids.id("wy-board-title")} class="visually-hidden">{ i18n.tr("wythoff-board-title") }</h2>
                    <Settings state={state_rc.clone()} dispatch={dispatch.clone()} />
                    <Board
                        paint={Paint { cold: cold.clone(), view, heat: heat.clone(), steps: (*steps).clone(), painted }}
                        {marks}
                        over={state.over()}
                        dispatch={dispatch.clone()}
                    />
                    <GameOver session={state.session.clone()} on_move={dispatch.reform(Action::Game)} summary={shows} />
                    if shows {
                        <Legend view={state.view} size={state.size} heat={heat.clone()} {progress} misere={state.convention.is_misere()} />
                    }
                    if rules {
                        <RulesPlayer state={state_rc.clone()} steps={(*steps).clone()} dispatch={dispatch.clone()} />
                    }
                </section>
                <aside class="card wy-side">
                    <GamePanel state={state_rc.clone()} dispatch={dispatch.clone()} exam={exam.exam} />
                    <ExamSwitch exam={exam.exam} on_change={exam.set.clone()} />
                    <Piles state={state_rc} dispatch={dispatch.clone()} />
                </aside>
            </div>
            <div class="wy-lower">
                <SessionPanels session={state.session.clone()} on_move={dispatch.reform(Action::Game)}
                    disabled={!playable} exam={exam.exam} words={ScreenWords { outcome: Some(outcome), badge: true, moves: Some(move_words) }} />
            </div>
            // Exam mode hides the formula and the checker: both name the
            // cold cells. They come after the board's first paint, as the
            // panels do (`SessionPanels`).
            if shows && board_painted {
                <div class="wy-lower">
                    <FormulaPanel />
                    <ColdCheck convention={state.convention} />
                </div>
            }
        </ScreenFrame>
    }
}
