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
//! `#/nim` resumes the game kept in local storage, or starts one against
//! the perfect computer with you moving first.
//!
//! Data flow: the URL (or storage) gives the first [`State`]; a new `nav`
//! (`hashchange`) dispatches [`Action::Load`]; components dispatch actions;
//! [`hooks`] play the computer's move after a visible pause and write the
//! game back into the URL and local storage.

pub mod action;
pub mod analysis_panel;
pub mod big_take;
pub mod bits_table;
pub mod board;
pub mod column;
pub mod commentary;
pub mod controls;
pub mod editor;
pub mod heap;
pub mod hint_panel;
pub mod hooks;
pub mod moves;
pub mod random;
pub mod sample;
pub mod setup;
pub mod state;
#[cfg(test)]
mod state_tests;
pub mod status_bar;
pub mod storage;
pub mod url;
#[cfg(test)]
mod url_tests;
pub mod words;

use std::rc::Rc;

use nimatron_core::Convention;
use nimatron_core::games::nim::NimMove;
use nimatron_core::limits::MAX_HEAPS;
use nimatron_core::session::{First, Opponent};
use yew::prelude::*;

use crate::components::use_ids;
use crate::screens::query::FromUrl;

use self::analysis_panel::AnalysisPanel;
use self::board::Board;
use self::commentary::Commentary;
use self::controls::Controls;
use self::editor::Editor;
use self::hint_panel::HintPanel;
use self::setup::Setup;
use self::state::{Action, MAX_RANDOM_HEAPS, Notice, State, random_heaps, random_sizes};
use self::status_bar::StatusBar;
use self::url::NimQuery;
use crate::components::ErrorBanner;
use crate::dom;
use crate::engine::COMPUTER_DELAY_MS;
use crate::i18n::use_i18n;
use crate::play::panels::history::HistoryPanel;
use crate::route::HashUrl;

/// Props of [`NimScreen`].
#[derive(Debug, Properties, PartialEq)]
pub struct NimScreenProps {
    /// The URL that opened the screen (or the latest one navigated to).
    pub url: Rc<HashUrl>,
    /// Bumped by the app on every `hashchange`: the screen reloads from
    /// `url` when it changes, even if the URL text is the same as before.
    #[prop_or_default]
    pub nav: u64,
    /// Keep the URL and local storage in step with the game, and read
    /// storage when opening (off in component tests).
    #[prop_or(true)]
    pub sync_url: bool,
    /// The computer's thinking pause, in milliseconds.
    #[prop_or(COMPUTER_DELAY_MS)]
    pub think_ms: u32,
}

/// The Nim screen.
#[component]
pub fn NimScreen(props: &NimScreenProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let state = {
        let url = props.url.clone();
        let sync = props.sync_url;
        use_reducer(move || {
            let query = NimQuery::from_url(&url);
            if sync {
                let game = storage::decode_game(dom::load_item(storage::GAME_KEY).as_deref());
                let score = storage::decode_score(dom::load_item(storage::SCORE_KEY).as_deref());
                State::open(query, game, score)
            } else {
                State::open(query, storage::Stored::Missing, storage::Stored::Missing)
            }
        })
    };

    // The URL changed under us: load what it asks for.
    crate::screens::nav::use_load_on_nav(&state, props.url.clone(), props.nav, |url| {
        Action::Load(NimQuery::from_url(url))
    });
    hooks::use_computer_player(&state, props.think_ms);
    hooks::use_persistence(&state, props.sync_url, props.nav);

    let dispatcher = state.dispatcher();
    let send = |make: fn() -> Action| {
        let dispatcher = dispatcher.clone();
        Callback::from(move |()| dispatcher.dispatch(make()))
    };
    fn map<T: 'static>(d: &UseReducerDispatcher<State>, f: fn(T) -> Action) -> Callback<T> {
        let d = d.clone();
        Callback::from(move |x: T| d.dispatch(f(x)))
    }
    let on_take = map::<NimMove>(&dispatcher, Action::Take);
    let on_random = {
        let dispatcher = dispatcher.clone();
        // Randomness is drawn here, in the event handler; the reducer
        // only receives the position.
        Callback::from(move |()| {
            dispatcher.dispatch(Action::SetHeaps(random_heaps(dom::random_unit)))
        })
    };
    let on_new_game = {
        let dispatcher = dispatcher.clone();
        let count = state.session.start.len();
        Callback::from(move |()| {
            let heaps = if (1..=MAX_RANDOM_HEAPS).contains(&count) {
                random_sizes(count, dom::random_unit)
            } else {
                random_heaps(dom::random_unit)
            };
            dispatcher.dispatch(Action::NewGame(heaps))
        })
    };

    let game = &state.session;
    let thinking = state.computer_to_move();
    let ply = game.cursor;
    let last = ply.checked_sub(1).and_then(|i| {
        moves::move_between(game.position_after(i).numbers(), game.position().numbers())
    });
    let by_computer = ply
        .checked_sub(1)
        .is_some_and(|i| game.computer_moves_at(i));
    let status = words::status(&i18n, game, state.sample);
    let url_error = state.url_error.as_ref().map(|e| words::url_error(&i18n, e));
    let field_error = state
        .field_error
        .as_ref()
        .map(|e| AttrValue::from(words::position_error(&i18n, e)));
    let score = game.opponent.is_computer().then_some(state.score);
    let hinted = Rc::new(if state.hint && !state.exam {
        nimatron_core::games::nim::winning_moves(&state.heaps, game.convention)
    } else {
        Vec::new()
    });

    html! {
        <section class={classes!("screen", "nim", state.exam.then_some("is-exam"))} aria-labelledby={ids.id("nim-title")}>
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
                            Notice::ScoreReset => "nim-notice-score-reset",
                        }) }</p>
                    }) }
                    <button type="button" class="button button-small" onclick={
                        let d = dispatcher.clone();
                        Callback::from(move |_: MouseEvent| d.dispatch(Action::DismissNotices))
                    }>{ i18n.tr("nim-notice-dismiss") }</button>
                </div>
            }
            <StatusBar text={AttrValue::from(status)} {thinking} over={state.is_over()} {score} />
            <div class="nim-grid">
                <section class="card board-card" aria-labelledby={ids.id("board-title")}>
                    <h2 id={ids.id("board-title")} class="visually-hidden">{ i18n.tr("nim-board-label") }</h2>
                    <Board heaps={state.heaps.clone()} on_take={on_take.clone()} {last} {ply} {by_computer} waiting={thinking} {hinted} />
                    if state.sample {
                        <Commentary
                            convention={game.convention}
                            step={ply}
                            can_next={state.can_redo()}
                            can_back={state.can_undo()}
                            on_next={send(|| Action::Redo)}
                            on_back={send(|| Action::Undo)}
                        />
                    }
                    if state.hint && !state.exam {
                        <HintPanel heaps={state.heaps.clone()} convention={game.convention} />
                    }
                    <Controls
                        can_hint={!state.exam && !thinking && !state.is_over()}
                        on_hint={send(|| Action::ShowHint)}
                        {on_new_game}
                    />
                    <p class="note keyboard-help">{ i18n.tr("nim-keyboard-help") }</p>
                </section>
                if !state.exam {
                    <aside class="card analysis-card">
                        <AnalysisPanel heaps={state.heaps.clone()} convention={game.convention} {on_take} />
                    </aside>
                }
                if !state.exam {
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
                <section class="card history-card">
                    <HistoryPanel session={game.clone()} on_go={map::<usize>(&dispatcher, Action::GoTo)}
                        on_undo={send(|| Action::Undo)} on_redo={send(|| Action::Redo)}
                        on_restart={send(|| Action::Restart)} prefix={ids.id("nim-")}
                        move_words={Rc::new(words::history(&i18n, game, state.sample, state.exam))}
                        words_testid="history-row" />
                </section>
                <section class="card setup-card">
                    <Setup
                        convention={game.convention}
                        first={game.first}
                        opponent={game.opponent}
                        exam={state.exam}
                        on_convention={map::<Convention>(&dispatcher, Action::SetConvention)}
                        on_first={map::<First>(&dispatcher, Action::SetFirst)}
                        on_opponent={map::<Opponent>(&dispatcher, Action::SetOpponent)}
                        on_exam={map::<bool>(&dispatcher, Action::SetExam)}
                        on_sample={map::<Convention>(&dispatcher, Action::LoadSample)}
                    />
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
            </div>
        </section>
    }
}
