//! The play screen (`#/play?game=kayles&position=5,7&misere&first=me&opponent=friend`):
//! one screen for every registered game. The registry says how to draw
//! the game (`AnyGame::board`), the core's session plays it, the core's
//! analysis explains it; nothing here names a game.
//!
//! Data flow: the URL (or a widget's attributes) gives the first
//! [`State`] through [`url::PlayQuery`], resuming the game's stored
//! session when it is the same game; a new `nav` (`hashchange`) loads
//! again; boards and panels dispatch [`Action`]s; the computer moves after
//! a pause ([`crate::screens::nav::use_computer_moves`]); [`hooks`] write
//! `position=` back into the URL and the session into storage (never for
//! widgets: `sync_url = false`).
//!
//! Element ids carry a per-instance prefix (`play1-`), so two widgets on
//! one page never share an id.

pub mod boards;
pub mod cache;
pub mod exam;
pub mod game;
pub mod graph_sketch;
pub mod hooks;
pub mod move_label;
pub mod panels;
pub mod problems;
pub mod state;
pub mod storage;
pub mod url;
pub mod words;

use std::rc::Rc;

use nimatron_core::{CoreError, FactValue, Position};
use nimatron_i18n::{core_error, position_error, position_text};
use yew::prelude::*;

use self::boards::Board;
use self::exam::{ExamSwitch, use_exam};
use self::game::GameAction;
use self::panels::game_over::GameOver;
use self::panels::hint::HintPanel;
use self::panels::score::ScorePanel;
use self::panels::session::SessionPanels;
use self::panels::setup::SetupPanel;
use self::panels::status::StatusLine;
use self::panels::theorem::TheoremPanel;
use self::panels::why_link::WhyLink;
use self::state::{Action, State, game_of};
use self::url::PlayQuery;
use crate::components::ids::fresh_prefix;
use crate::components::{ErrorBanner, use_painted};
use crate::engine::COMPUTER_DELAY_MS;
use crate::i18n::use_i18n;
use crate::screens::nav::{ScreenProps, computer_turn, use_computer_moves, use_screen_reducer};

/// The play screen.
#[component]
pub fn PlayScreen(props: &ScreenProps) -> Html {
    let i18n = use_i18n();
    // What comes after the board's first paint (`components::later`).
    let board_painted = use_painted();
    let prefix = use_state(|| fresh_prefix("play"));
    // `rules` (the catalogue's link): read once, when the screen opens.
    let show_rules = use_state(|| props.url.flag(url::RULES_FLAG));
    let sync = props.sync_url;
    let state = use_screen_reducer(
        props,
        |query| {
            let stored = hooks::stored_for(&query, sync);
            State::open(query, stored)
        },
        move |query| {
            let stored = hooks::stored_for(&query, sync);
            Action::Load(query, stored)
        },
    );
    // The computer's move after a pause (the app's one timer).
    use_computer_moves(
        &state,
        state.session.as_ref().and_then(computer_turn),
        props.think_ms.unwrap_or(COMPUTER_DELAY_MS),
        Action::Game,
    );
    hooks::use_persistence(&state, sync);
    let exam = use_exam(props);

    // The callbacks handed to panels and boards are made once (the
    // dispatcher never changes), so a panel whose data did not change is
    // not drawn again on a click (Yew compares props).
    let dispatcher = state.dispatcher();
    let on_move = use_callback(dispatcher.clone(), |to: Position, d| {
        d.dispatch(Action::Game(GameAction::Play(to)))
    });
    let on_toggle_hint = use_callback(dispatcher.clone(), |(), d| d.dispatch(Action::ToggleHint));
    let on_session = use_callback(dispatcher.clone(), |m: GameAction, d| {
        d.dispatch(Action::Game(m))
    });
    let on_bad = use_callback(dispatcher.clone(), |e: CoreError, d| {
        d.dispatch(Action::BadText(e))
    });
    let on_apply = use_callback((dispatcher.clone(), sync), |query: PlayQuery, (d, sync)| {
        // A game a small module does not make: the whole app plays it.
        let (game, position) = (query.game_text(), query.position.as_deref());
        if crate::hand_over::send_elsewhere(&game, position, *sync, || query.to_url()) {
            return;
        }
        // The score kept for that game's name comes with it.
        let score = match hooks::stored_for(&query, *sync) {
            storage::Found::Session(_, score) => score,
            _ => Default::default(),
        };
        d.dispatch(Action::Apply(query, score))
    });

    let prefix = AttrValue::from((*prefix).clone());
    let title_id = format!("{prefix}title");
    let game = state.session.as_ref().and_then(game_of);
    let name = game.as_ref().map(|g| g.name()).unwrap_or_default();
    // In the game's own numbers ("Take 1 to 3"), never the CLI's letters.
    let spec = state
        .session
        .as_ref()
        .map(|s| s.game.as_str())
        .unwrap_or_default();
    let title = match game {
        Some(_) => words::own_title(&i18n, spec),
        None => i18n.tr("play-title"),
    };
    let summary = if game.is_some() {
        words::own_summary(&i18n, spec)
    } else {
        String::new()
    };

    // A misère take-and-break game's quotient comes from the worker: the
    // hint and the panels are drawn again when it does.
    let (played, convention) = state
        .session
        .as_ref()
        .map(|s| (s.game.clone(), s.convention))
        .unzip();
    let quotient = crate::engine::use_analysis_quotient(played, convention.unwrap_or_default());
    // The analysis of the position on the board, for the hint (from the
    // page's cache of analyses, where the analysis panel finds it).
    let key = state
        .session
        .as_ref()
        .map(|s| (s.game.clone(), s.position().clone(), s.convention));
    // The engine's answers, where the worker has the engine: the same;
    // and who moves first, where it read the start's outcome.
    let told = crate::engine::use_told();
    let worker_answers = quotient.kept + told;
    use_effect_with(told, {
        let d = dispatcher.clone();
        // Before any answer the seats are as the session made them.
        move |told| {
            if *told > 0 {
                d.dispatch(Action::Reseat);
            }
        }
    });
    let answer = use_memo((key.clone(), worker_answers), |(key, _)| {
        key.as_ref().map(|(g, p, c)| cache::analyze(g, p, *c))
    });

    let notices = (!state.notices.is_empty()).then(|| {
        let d = dispatcher.clone();
        html! {
            <div class="notice" role="status" data-testid="notice">
                { for state.notices.iter().map(|n| html! { <p>{ words::notice(&i18n, n) }</p> }) }
                <button type="button" class="button button-small"
                    onclick={Callback::from(move |_: MouseEvent| d.dispatch(Action::DismissNotices))}>
                    { i18n.tr("play-notice-dismiss") }
                </button>
            </div>
        }
    });
    let setup_error = state
        .setup_error
        .as_ref()
        .map(|e| AttrValue::from(core_error(&i18n, e)));
    let setup_query = state.session.as_ref().map_or_else(
        || state.query.clone(),
        // The form offers the start, not the position reached.
        |s| State::query_at(s, &s.start),
    );
    // The board's own setup tools beside the form (Graph Nim's graphs).
    let picker = game
        .as_ref()
        .and_then(|g| boards::installed::drawer(&g.board()))
        .and_then(|d| d.setup)
        .map(|tools| tools(AttrValue::from(name), setup_query.clone(), on_apply.clone()))
        .unwrap_or_default();
    let setup = html! {
        <section class="card play-setup-card">
            <SetupPanel query={setup_query} error={setup_error} on_apply={on_apply} prefix={prefix.clone()} />
            <ExamSwitch exam={exam.exam} on_change={exam.set.clone()} />
            { picker }
        </section>
    };

    let Some(session) = state.session.as_ref() else {
        let message = state
            .error
            .as_ref()
            .map(|e| position_error(&i18n, &state.query.game_text(), e))
            .unwrap_or_default();
        return html! {
            <section class="screen play" aria-labelledby={title_id.clone()}>
                <header class="screen-header">
                    <h1 id={title_id}>{ title }</h1>
                    <p class="lede">{ i18n.tr("play-lede") }</p>
                </header>
                { for notices }
                <ErrorBanner message={AttrValue::from(message)} />
                <p>{ i18n.tr("play-error-fix") }{ " " }<a href="#/" data-testid="back-home">{ i18n.tr("play-back-home") }</a></p>
                { setup }
            </section>
        };
    };

    let thinking = state.computer_to_move();
    let over = state.is_over();
    let disabled = thinking || over;
    let answer: Option<cache::Answer> = (*answer).clone();
    let max_take = answer.as_ref().and_then(|a| {
        a.as_ref()
            .as_ref()
            .ok()?
            .facts
            .iter()
            .find_map(|f| match (&*f.key, &f.value) {
                ("max-take", FactValue::Number(n)) => Some(*n),
                _ => None,
            })
    });
    let move_error = state
        .move_error
        .as_ref()
        .map(|p| AttrValue::from(words::move_problem(&i18n, &session.game, p)));
    let board_title = format!("{prefix}board-title");
    // The position hook is the game's notation (what the move field takes);
    // only an empty position, which has none, is said in words.
    let notation = session.position().to_string();
    let shown = position_text(&i18n, session.position());
    let hook = if notation.is_empty() {
        shown.clone()
    } else {
        notation.clone()
    };
    // The board outlines the hint's one move; it marks the last move.
    let hinted = Rc::new(match answer.as_deref() {
        Some(Ok(a)) if state.hint && exam.exam.allows_hint() => a
            .winning_moves
            .iter()
            .take(1)
            .map(|m| m.to.clone())
            .collect(),
        _ => Vec::new(),
    });

    html! {
        <section class="screen play" aria-labelledby={title_id.clone()} data-game={name}>
            { quotient.job }
            <header class="screen-header">
                <h1 id={title_id}>{ title }</h1>
                <p class="lede">{ summary }</p>
                if let Some((label, meaning)) = words::game_parameters(&i18n, &session.game) {
                    // In words with its numbers where the game has them
                    // ("take 1 to 3 stones from one heap"); the game's
                    // text (`take:3`) only where it has no such words.
                    <p class="play-this-game" data-testid="game-spec">
                        { label }{ " " }
                        if meaning.is_empty() {
                            <code>{ session.game.clone() }</code>
                        } else {
                            { meaning }
                        }
                    </p>
                }
            </header>
            { for notices }
            <div class="game-bar">
                <StatusLine session={session.clone()} {over} {thinking} />
                if session.opponent.is_computer() {
                    <ScorePanel score={state.score} />
                }
            </div>
            <div class="play-grid">
                <section class="card play-board-card" aria-labelledby={board_title.clone()}>
                    <h2 id={board_title} class="card-title">{ i18n.tr("play-board-title") }
                        { " · " }
                        // The position in the game's own notation (the one
                        // the move field takes) is always `position`; a
                        // board whose numbers are not all heaps says them in
                        // words first, the notation after in brackets.
                        // A sum's emptied part is said in words ("empty+0,2"),
                        // so its notation ("+0,2") follows in brackets too.
                        if let Some(words) = board_words(&i18n, game.as_ref().map(|g| g.board()), session.position())
                            .or_else(|| (shown != notation && !notation.is_empty()).then(|| shown.clone())) {
                            <span class="play-position-words">{ words }</span>{ " (" }
                            <code class="play-position" data-testid="position">{ hook }</code>{ ")" }
                        } else {
                            <span class="play-position" data-testid="position">{ shown.clone() }</span>
                        }
                    </h2>
                    <Board game={AttrValue::from(session.game.clone())} position={session.position().clone()}
                        on_move={on_move.clone()} {disabled} prefix={prefix.clone()} {max_take} last={boards::LastMove::of(session)} {hinted} waiting={thinking} />
                    <GameOver session={session.clone()} on_move={on_session.clone()} summary={exam.exam.shows_analysis()} {worker_answers} />
                    if let Some(message) = move_error {
                        <ErrorBanner {message} />
                    }
                    <MoveField prefix={prefix.clone()} on_move={on_move.clone()} {disabled} {on_bad} />
                    if let Some(answer) = answer {
                        <HintPanel answer={answer} shown={state.hint} on_toggle={on_toggle_hint}
                            on_play={on_move.clone()} {disabled} exam={exam.exam} />
                    }
                </section>
                <SessionPanels session={session.clone()} on_move={on_session} {disabled} chart=true
                    prefix={prefix.clone()} exam={exam.exam} {worker_answers} />
                // The rules and the setup come after the board's first
                // paint, as the panels do (`SessionPanels`).
                if board_painted {
                    <section class="card play-theorem-card">
                        <TheoremPanel name={AttrValue::from(session.game.clone())} prefix={prefix.clone()} focus={*show_rules}
                            misere={session.convention.is_misere()}
                            sequence={game_of(session).filter(|g| g.one_heap().is_some()).map(|g| AttrValue::from(g.spec()))} />
                        <WhyLink game={AttrValue::from(session.game.clone())} position={session.position().clone()}
                            misere={session.convention.is_misere()} />
                    </section>
                    { setup }
                }
            </div>
        </section>
    }
}

/// The position in words, for a board whose numbers are not all heaps:
/// Building Nim's last number is the stones still to place ("heaps 2,1,0 ·
/// 3 stones to place"), so the title never reads it as a fourth heap.
/// `None` where the notation says it all.
fn board_words(
    i18n: &nimatron_i18n::Localizer,
    board: Option<nimatron_core::Board>,
    position: &Position,
) -> Option<String> {
    match board {
        Some(nimatron_core::Board::Building) => {
            let (heaps, left) = boards::building::split(position.numbers());
            Some(i18n.tr_args(
                "play-building-title",
                &[
                    (
                        "heaps",
                        position_text(i18n, &Position::new(heaps.to_vec())).into(),
                    ),
                    ("left", left.into()),
                ],
            ))
        }
        _ => None,
    }
}

/// Props of [`MoveField`].
#[derive(Debug, Properties, PartialEq)]
struct MoveFieldProps {
    prefix: AttrValue,
    on_move: Callback<Position>,
    on_bad: Callback<CoreError>,
    disabled: bool,
}

/// "Or type the position after your move": plays any move of any game,
/// past what a board draws (a heap of 10^18, row 500 of Kayles).
#[component]
fn MoveField(props: &MoveFieldProps) -> Html {
    let i18n = use_i18n();
    let input = use_node_ref();
    let id = format!("{}move-field", props.prefix);
    let onsubmit = {
        let input = input.clone();
        let on_move = props.on_move.clone();
        let on_bad = props.on_bad.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = crate::screens::nav::input_value(&input);
            if text.trim().is_empty() {
                return;
            }
            // Text that is no position at all is refused with the core's
            // reason; a position is judged as a move by the reducer.
            match text.trim().parse::<Position>() {
                Ok(to) => on_move.emit(to),
                Err(e) => on_bad.emit(e),
            }
        })
    };
    html! {
        <form class="play-move-field" {onsubmit}>
            <label class="field-label" for={id.clone()}>{ i18n.tr("play-move-field-label") }</label>
            <div class="play-move-field-row">
                <input class="text-input" id={id} ref={input} type="text" autocomplete="off" spellcheck="false"
                    data-testid="move-field" />
                <button type="submit" class="button button-small" disabled={props.disabled}>{ i18n.tr("play-move-field-submit") }</button>
            </div>
        </form>
    }
}
