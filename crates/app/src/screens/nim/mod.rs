//! The Nim screen (`#/nim?heaps=3,4,5&misere&first=me`): a complete game
//! of Nim against the computer or a friend, with its analysis, around one
//! reducer ([`state`]) holding one of the core's game sessions
//! ([`nimatron_core::session::Session`]); [`moves`] names its moves as
//! heaps and stones taken.
//!
//! Defaults (see [`url::NimQuery`]): `first=me|computer|auto` means a game
//! against the computer, perfect unless `opponent=strong|beginner`;
//! `heaps=` without `first=` is the free board of the earlier screen (a
//! friend on the same device: every click plays, for either side); a bare
//! `#/nim` resumes the game kept in local storage (the play screen's
//! entry for `nim`, so `#/nim` and `#/play?game=nim` resume one game with
//! one score), or starts one against the perfect computer with you moving
//! first.
//!
//! Data flow: the URL (or storage) gives the first [`State`]; a new `nav`
//! (`hashchange`) dispatches [`Action::Load`]; components dispatch actions;
//! the computer moves after a visible pause (the screens' one
//! [`use_computer_moves`]); [`use_persistence`] writes the game back into
//! the URL and local storage.
//!
//! What is shared with the play screen (`crate::play`): the analysis
//! (outcome, Grundy value, remoteness, winning moves, the nim-sum as the
//! core's fact) and the history come from [`SessionPanels`], moved by its
//! [`GameAction`]s, as does the board of heaps ([`HeapsBoard`]); the status line's score is its [`ScorePanel`]. What
//! is Nim's own: Bouton's table, the hint in Nim's words, exam mode, the sample game's commentary and the editor.

pub mod action;
pub mod bits_table;
pub mod commentary;
pub mod editor;
pub mod random;
pub mod sample;
pub mod setup;
pub mod state;
pub mod url;
pub mod words;

use std::rc::Rc;

use nimatron_core::games::nim::move_between;
use nimatron_core::limits::MAX_HEAPS;
use nimatron_core::session::{First, Opponent};
use nimatron_core::{Convention, Position};
use nimatron_i18n::outcome_words;
use yew::prelude::*;

use self::bits_table::BitsTable;
use self::commentary::Commentary;
use self::editor::Editor;
use self::setup::Setup;
use self::state::{Action, MAX_RANDOM_HEAPS, Notice, State, random_heaps, random_sizes};
use crate::components::{ErrorBanner, use_ids, use_painted};
use crate::dom;
use crate::engine::COMPUTER_DELAY_MS;
use crate::i18n::use_i18n;
use crate::play::boards::LastMove;
use crate::play::boards::heaps::HeapsBoard;
use crate::play::cache;
use crate::play::exam::use_exam;
use crate::play::game::GameAction;
use crate::play::hooks::use_stored_session;
use crate::play::panels::analysis::ScreenWords;
use crate::play::panels::game_over::GameOver;
use crate::play::panels::hint::{HintPanel, ScreenHint};
use crate::play::panels::score::ScorePanel;
use crate::play::panels::seats::Seats;
use crate::play::panels::session::SessionPanels;
use crate::screens::nav::{
    ScreenProps, computer_turn, use_computer_moves, use_screen_reducer, use_url_sync,
};
use crate::screens::query::FromUrl;

/// Writes the game into the URL (replacing the history entry, keeping
/// `lang=`) and, with the score, into local storage. Off when `sync` is
/// false (component tests). A URL the screen refused is left alone (and
/// nothing stored) until the user changes the game. A link just navigated
/// to is never overwritten: its game replaces the one on screen first;
/// a bare `#/nim` (the menu's link, `bare_nav` its navigation) is
/// rewritten to show the resumed game's URL.
#[hook]
pub fn use_persistence(
    state: &UseReducerHandle<State>,
    sync: bool,
    bare_nav: Option<u64>,
    exam: bool,
) {
    let follow = sync && state.url_follows_state();
    use_url_sync(follow, (state.to_url(exam), bare_nav), |(url, _)| {
        Some(url.clone())
    });
    let session = follow.then(|| state.session().clone());
    use_stored_session(session, state.play.score, sync);
}

/// The Nim screen.
#[component]
pub fn NimScreen(props: &ScreenProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    // What comes after the board's first paint (`components::later`).
    let board_painted = use_painted();
    let sync = props.sync_url;
    let state = use_screen_reducer(
        props,
        |query| {
            let found = match (sync, crate::engine::game("nim")) {
                (true, Ok(game)) => crate::play::hooks::stored(game.as_ref()),
                _ => Default::default(),
            };
            State::open(query, found)
        },
        Action::Load,
    );
    use_computer_moves(
        &state,
        computer_turn(state.session()),
        props.think_ms.unwrap_or(COMPUTER_DELAY_MS),
        Action::Game,
    );
    let bare = url::NimQuery::from_url(&props.url).bare;
    let exam = use_exam(props);
    let on_exam = exam.set.clone();
    let exam = exam.exam;
    use_persistence(&state, sync, bare.then_some(props.nav), exam.on);

    // Callbacks made once (the dispatcher never changes), so a heap whose
    // size did not change is not drawn again on a click.
    let dispatcher = state.dispatcher();
    let send = |make: fn() -> Action| {
        let dispatcher = dispatcher.clone();
        Callback::from(move |()| dispatcher.dispatch(make()))
    };
    fn map<T: 'static>(d: &UseReducerDispatcher<State>, f: fn(T) -> Action) -> Callback<T> {
        let d = d.clone();
        Callback::from(move |x: T| d.dispatch(f(x)))
    }
    let on_session = use_callback(dispatcher.clone(), |m: GameAction, d| {
        d.dispatch(Action::Game(m))
    });
    let on_random = {
        let dispatcher = dispatcher.clone();
        // Randomness is drawn here, in the event handler; the reducer
        // only receives the position.
        Callback::from(move |()| {
            dispatcher.dispatch(Action::NewGame(random_heaps(dom::random_unit)))
        })
    };
    let on_new_game = {
        let dispatcher = dispatcher.clone();
        let count = state.session().start.len();
        Callback::from(move |()| {
            let heaps = if (1..=MAX_RANDOM_HEAPS).contains(&count) {
                random_sizes(count, dom::random_unit)
            } else {
                random_heaps(dom::random_unit)
            };
            dispatcher.dispatch(Action::NewGame(heaps))
        })
    };
    // The analysis says its moves as Nim does: "Take 2 from heap 1 (3 → 1)".
    let move_words = {
        let heaps = state.heaps.clone();
        let i18n = i18n.clone();
        use_callback((heaps, i18n.lang()), move |to: Position, (heaps, _)| {
            move_between(heaps, to.numbers())
                .map(|mv| words::winning_move(&i18n, heaps, mv))
                .unwrap_or_else(|| to.to_string())
        })
    };

    let game = state.session();
    let thinking = state.play.computer_to_move();
    let over = state.play.is_over();
    let ply = game.cursor;
    let status = words::status(&i18n, game, state.sample);
    let url_error = state.url_error.as_ref().map(|e| words::url_error(&i18n, e));
    let field_error = state
        .field_error
        .as_ref()
        .map(|e| AttrValue::from(e.words(&i18n, "nim")));
    let answer = use_memo((game.position().clone(), game.convention), |(p, c)| {
        cache::analyze("nim", p, *c)
    });
    // The outcome line is the core's analysis, in Nim's words (none when
    // the analysis failed: the analysis card says why).
    let outcome = (*answer).as_ref().as_ref().ok().map(|a| a.outcome);
    // The hint outlines the stones of every winning move.
    let hinted = Rc::new(match (*answer).as_ref() {
        Ok(a) if state.play.hint && exam.allows_hint() => {
            a.winning_moves.iter().map(|m| m.to.clone()).collect()
        }
        _ => Vec::new(),
    });
    // Rule: misère with only 0- and 1-heaps is decided by parity;
    // otherwise (both rules) a lost position has nim-sum 0.
    let why = match game.convention {
        Convention::Misere if state.heaps.iter().all(|&h| h <= 1) => "nim-misere-endgame",
        _ => "nim-hint-normal-zero",
    };
    let hint = ScreenHint {
        button: AttrValue::from(i18n.tr("nim-hint")),
        position: game.position().clone(),
        moves: move_words.clone(),
        none: AttrValue::from(format!("{} {}", i18n.tr("nim-hint-none"), i18n.tr(why))),
    };
    let analysis_words = ScreenWords {
        outcome: outcome.map(|o| AttrValue::from(outcome_words(&i18n, o, over))),
        badge: true,
        moves: Some(move_words),
    };

    html! {
        <section class={classes!("screen", "nim", exam.on.then_some("is-exam"))} aria-labelledby={ids.id("nim-title")}>
            <header class="screen-header">
                <h1 id={ids.id("nim-title")}>{ i18n.tr("nim-title") }</h1>
                <p class="lede">{ i18n.tr("nim-lede") }</p>
            </header>
            if let Some(message) = url_error {
                <ErrorBanner message={message} />
            }
            if !state.notices.is_empty() {
                <div class="notice" role="status" data-testid="notice">
                    { for state.notices.iter().map(|n| html! {
                        <p>{ i18n.tr(match n {
                            Notice::GameReset => "nim-notice-game-reset",
                        }) }</p>
                    }) }
                    <button type="button" class="button button-small" onclick={
                        let d = dispatcher.clone();
                        Callback::from(move |_: MouseEvent| d.dispatch(Action::DismissNotices))
                    }>{ i18n.tr("nim-notice-dismiss") }</button>
                </div>
            }
            <div class="game-bar">
                <p class={classes!("status", thinking.then_some("is-thinking"), over.then_some("is-over"))}
                    data-testid="status" role="status" aria-live="polite">
                    if thinking {
                        <span class="thinking-dots" aria-hidden="true"><span /><span /><span /></span>
                    }
                    { status }
                </p>
                if game.opponent.is_computer() {
                    <ScorePanel score={state.play.score} message={AttrValue::Static("nim-score")} />
                }
            </div>
            <div class="nim-grid">
                <section class="card board-card" aria-labelledby={ids.id("board-title")}>
                    <h2 id={ids.id("board-title")} class="visually-hidden">{ i18n.tr("nim-board-label") }</h2>
                    <HeapsBoard game="nim" position={game.position().clone()} on_move={on_session.reform(GameAction::Play)}
                        prefix={ids.id("")} last={LastMove::of(game)} {hinted} waiting={thinking} disabled={thinking || over} />
                    <GameOver session={game.clone()} on_move={on_session.clone()} summary={exam.shows_analysis()} />
                    if state.sample {
                        <Commentary
                            convention={game.convention}
                            step={ply}
                            can_next={game.redo_target().is_some()}
                            can_back={game.undo_target().is_some()}
                            on_next={on_session.reform(|()| GameAction::Redo)}
                            on_back={on_session.reform(|()| GameAction::Undo)}
                        />
                    }
                    <div class="board-actions" role="group" aria-label={i18n.tr("nim-controls-label")}>
                        <HintPanel answer={(*answer).clone()} shown={state.play.hint} {exam}
                            on_toggle={send(|| Action::ToggleHint)} on_play={on_session.reform(GameAction::Play)}
                            disabled={thinking || over} screen={hint} />
                        <button type="button" class="button button-small" data-testid="new-game" onclick={on_new_game.reform(|_: MouseEvent| ())}>
                            { i18n.tr("nim-new-game") }
                        </button>
                    </div>
                </section>
                <SessionPanels session={game.clone()} on_move={on_session} disabled={thinking || over}
                    words={analysis_words} fact_testids=true {exam}
                    history_words={Rc::new(words::history(&i18n, game, state.sample, exam.on))}
                    words_testid="history-row">
                    <BitsTable heaps={state.heaps.clone()} convention={game.convention} />
                </SessionPanels>
                // Bouton's steps, the setup and the heaps' editor come after
                // the board's first paint, as the panels do (`SessionPanels`).
                if board_painted {
                    if exam.shows_analysis() {
                        // Bouton's steps follow the board move by move; exam
                        // mode hides them with the rest of the analysis.
                        <section class="card bouton-follow-card">
                            <details open=true>
                                <summary><h2 class="card-title">{ i18n.tr("bouton-title") }</h2></summary>
                                <crate::screens::bouton::BoutonPanel
                                    heaps={state.heaps.clone()}
                                    misere={game.convention == Convention::Misere}
                                />
                            </details>
                        </section>
                    }
                    <section class="card setup-card">
                        <Setup
                            convention={game.convention}
                            {exam} {on_exam}
                            on_convention={map::<Convention>(&dispatcher, Action::SetConvention)}
                            on_sample={map::<Convention>(&dispatcher, Action::LoadSample)}
                        >
                            <Seats first={game.first} opponent={game.opponent}
                                on_first={map::<First>(&dispatcher, Action::SetFirst)}
                                on_opponent={map::<Opponent>(&dispatcher, Action::SetOpponent)} />
                        </Setup>
                    </section>
                    <section class="card editor-card">
                        <Editor
                            draft={AttrValue::from(state.draft.clone())}
                            error={field_error}
                            can_remove={!state.heaps.is_empty()}
                            can_add={state.heaps.len() < MAX_HEAPS}
                            on_draft={map::<String>(&dispatcher, Action::EditDraft)}
                            on_add={send(|| Action::AddHeap)}
                            on_remove={send(|| Action::RemoveHeap)}
                            {on_random}
                            on_reset={send(|| Action::Reset)}
                        />
                    </section>
                }
            </div>
        </section>
    }
}
