//! The analysis, history, review and chart panels around any core [`Session`], for
//! the play screen and the teaching screens that draw their own board (the
//! Grundy strip's heaps, simplified Nim, Wythoff's grid, Min Nim): one
//! component, whose moves are the app's one [`GameAction`] (applied by
//! `play::game::step` in each screen's reducer), so no screen keeps
//! panels of its own.
//!
//! Why a screen may give the values of the positions played: Min Nim's
//! table stays in its worker (the core would build it on the page for the
//! remoteness); they are drawn as the value-history chart too.
//!
//! Why the panels are drawn after the page's first paint ([`use_painted`]): they
//! are most of a screen's first render, and the board is what a reader
//! who opens a link came for.
//!
//! Why a screen may give its own outcome sentence: its teaching line (the
//! Grundy sum and the move that zeroes it, Proposition 1's `n mod (k+1)`)
//! is what the screen is about; the core's analysis still gives the rest.

use std::rc::Rc;

use nimatron_core::Analysis;
use nimatron_core::engine::Depth;
use nimatron_core::session::Session;
use yew::prelude::*;

use super::analysis::{AnalysisPanel, ScreenWords};
use super::chart::{ChartPanel, Point, points};
use super::history::HistoryPanel;
use super::review::ReviewPanel;
use crate::components::{use_ids, use_painted};
use crate::play::cache::{self, Answer};
use crate::play::exam::Exam;
use crate::play::game::GameAction;

/// Props of [`SessionPanels`].
#[derive(Debug, Properties, PartialEq)]
pub struct SessionPanelsProps {
    /// The game being played.
    pub session: Session,
    /// What the panels ask of it.
    pub on_move: Callback<GameAction>,
    /// No moves now (the computer's turn, the game over).
    #[prop_or_default]
    pub disabled: bool,
    /// The answers the worker had brought the page when drawn (misère
    /// quotients, `engine::use_analysis_quotient`; the engine's answers,
    /// `engine::use_told`): one more draws the analysis again, which it
    /// may now answer.
    #[prop_or_default]
    pub worker_answers: u32,
    /// The screen's own words in the analysis (outcome, winning moves).
    #[prop_or_default]
    pub words: ScreenWords,
    /// The screen's words for each move played.
    #[prop_or_default]
    pub history_words: Option<Rc<Vec<AttrValue>>>,
    /// The screen's words for the start of the history.
    #[prop_or_default]
    pub start_words: Option<AttrValue>,
    /// The outcome and remoteness of the positions played (up to the
    /// cursor), from a screen that holds them: the analysis takes its
    /// remoteness from the last one ([`answer`]), and the chart draws them.
    #[prop_or_default]
    pub values: Option<Rc<Vec<Point>>>,
    /// Draw the chart from the core's analyses of the positions played
    /// (the play screen), when the screen gives no values.
    #[prop_or_default]
    pub chart: bool,
    /// The prefix of element ids (the play screen's own); else the id
    /// scope's `session-`.
    #[prop_or_default]
    pub prefix: Option<AttrValue>,
    /// The `data-testid` of the moves said in the screen's words.
    #[prop_or(AttrValue::Static("history-move"))]
    pub words_testid: AttrValue,
    /// Each fact's value carries its key as `data-testid`.
    #[prop_or_default]
    pub fact_testids: bool,
    /// Show the analysis card (a screen may leave it out).
    #[prop_or(true)]
    pub analysis: bool,
    /// Exam mode ([`Exam`]): no analysis card and no value chart, on every
    /// screen that plays.
    #[prop_or_default]
    pub exam: Exam,
    /// The screen's own teaching parts, in the analysis card under the
    /// core's analysis (Bouton's table on the Nim screen).
    #[prop_or_default]
    pub children: Html,
}

/// The analysis the panels show: the core's; or, when the screen holds the
/// values of the positions played, the core's without the remoteness
/// (nothing built for it) and the last value's remoteness.
pub fn answer(session: &Session, values: Option<&[Point]>) -> Answer {
    let (game, position, convention) = (&session.game, session.position(), session.convention);
    let Some(values) = values else {
        return cache::analyze(game, position, convention);
    };
    let core = cache::analyze_to(game, position, convention, Depth::NoRemoteness);
    let remoteness = values.last().and_then(|p| p.remoteness);
    Rc::new(core.as_ref().clone().map(|a| Analysis { remoteness, ..a }))
}

/// The analysis of the session's position and the moves played, each in
/// its card, once the page has painted (at once after its first paint).
#[component]
pub fn SessionPanels(props: &SessionPanelsProps) -> Html {
    let ids = use_ids();
    if !use_painted() {
        return Html::default();
    }
    let prefix = props.prefix.clone().unwrap_or_else(|| ids.id("session-"));
    let s = &props.session;
    let answer = answer(s, props.values.as_deref().map(Vec::as_slice));
    // Each point is the cached analysis of a position played (the last
    // one is `answer`): nothing is analysed twice.
    // Rule: exam mode hides the analysis (outcome, winning moves, the
    // screen's teaching parts) and the chart of values, which says the same.
    let shown = props.exam.shows_analysis();
    let chart = props
        .values
        .clone()
        .or_else(|| props.chart.then(|| Rc::new(points(s))))
        .filter(|_| shown);
    let send = |m: GameAction| props.on_move.reform(move |()| m.clone());
    html! {
        <>
            if props.analysis && shown {
                <aside class="card play-analysis-card">
                    <AnalysisPanel {answer} position={s.position().clone()}
                        misere={s.convention.is_misere()} on_play={props.on_move.reform(GameAction::Play)}
                        disabled={props.disabled} prefix={prefix.clone()} words={props.words.clone()} fact_testids={props.fact_testids} />
                    { props.children.clone() }
                </aside>
            }
            <section class="card play-history-card">
                <HistoryPanel session={s.clone()} on_go={props.on_move.reform(GameAction::GoTo)}
                    on_undo={send(GameAction::Undo)} on_redo={send(GameAction::Redo)}
                    on_restart={send(GameAction::Restart)} prefix={prefix.clone()}
                    move_words={props.history_words.clone()} start_words={props.start_words.clone()}
                    words_testid={props.words_testid.clone()} />
            </section>
            // Rule: exam mode hides the review too (it judges every move).
            if shown {
                <section class="card play-review-card">
                    <ReviewPanel session={s.clone()} on_move={props.on_move.clone()} prefix={prefix.clone()} worker_answers={props.worker_answers} />
                </section>
            }
            if let Some(points) = chart {
                <section class="card play-chart-card">
                    <ChartPanel {points} prefix={prefix.clone()} on_go={props.on_move.reform(GameAction::GoTo)} />
                </section>
            }
        </>
    }
}
