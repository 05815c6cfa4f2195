//! The Nim screen (`#/nim?heaps=3,4,5&misere`): the board, its analysis and
//! the position editor, around one reducer ([`state`]).
//!
//! Data flow: the URL gives the first [`State`] and, when it changes under
//! us (`hashchange`, signalled by a new `nav`), an [`Action::Load`];
//! components dispatch actions; an effect writes the position back into
//! the URL (replacing the history entry) so it can be shared.

pub mod analysis_panel;
pub mod big_take;
pub mod bits_table;
pub mod board;
pub mod column;
pub mod editor;
pub mod heap;
pub mod state;
pub mod url;
pub mod words;

use std::rc::Rc;

use nimatron_core::Convention;
use nimatron_core::games::nim::NimMove;
use nimatron_core::limits::MAX_HEAPS;
use yew::prelude::*;

use self::analysis_panel::AnalysisPanel;
use self::board::Board;
use self::editor::Editor;
use self::state::{Action, ProblemSource, State, random_heaps};
use self::url::NimQuery;
use crate::components::ErrorBanner;
use crate::dom;
use crate::i18n::use_i18n;
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
    /// Keep the URL in step with the position (off in component tests).
    #[prop_or(true)]
    pub sync_url: bool,
}

/// The Nim screen.
#[component]
pub fn NimScreen(props: &NimScreenProps) -> Html {
    let i18n = use_i18n();
    let state = {
        let url = props.url.clone();
        use_reducer(move || State::from_query(NimQuery::from_url(&url)))
    };

    // The URL changed under us: load what it asks for.
    {
        let seen = use_mut_ref(|| props.nav);
        let dispatcher = state.dispatcher();
        let url = props.url.clone();
        use_effect_with(props.nav, move |nav| {
            if *seen.borrow() != *nav {
                *seen.borrow_mut() = *nav;
                dispatcher.dispatch(Action::Load(NimQuery::from_url(&url)));
            }
        });
    }

    // The position changed: show it in the URL (no new history entry).
    {
        let sync = props.sync_url && state.url_follows_state();
        use_effect_with(
            (state.heaps.clone(), state.convention, sync),
            |(heaps, convention, sync)| {
                if *sync {
                    let current = HashUrl::parse(&dom::current_hash());
                    let next = url::to_url(heaps, *convention).keeping_globals_of(&current);
                    dom::replace_hash(&next.to_hash());
                }
            },
        );
    }

    let dispatcher = state.dispatcher();
    let send = |make: fn() -> Action| {
        let dispatcher = dispatcher.clone();
        Callback::from(move |()| dispatcher.dispatch(make()))
    };
    let on_take = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |mv: NimMove| dispatcher.dispatch(Action::Take(mv)))
    };
    let on_convention = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |c: Convention| dispatcher.dispatch(Action::SetConvention(c)))
    };
    let on_draft = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |text: String| dispatcher.dispatch(Action::EditDraft(text)))
    };
    let on_random = {
        let dispatcher = dispatcher.clone();
        // Randomness is drawn here, in the event handler; the reducer
        // only receives the position.
        Callback::from(move |()| {
            dispatcher.dispatch(Action::SetHeaps(random_heaps(dom::random_unit)))
        })
    };
    let on_undo = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(Action::Undo))
    };

    let url_error = state
        .problem_from(ProblemSource::Url)
        .map(|e| words::position_error(&i18n, e));
    let field_error = state
        .problem_from(ProblemSource::Field)
        .map(|e| AttrValue::from(words::position_error(&i18n, e)));

    html! {
        <section class="screen nim" aria-labelledby="nim-title">
            <header class="screen-header">
                <h1 id="nim-title">{ i18n.tr("nim-title") }</h1>
                <p class="lede">{ i18n.tr("nim-lede") }</p>
            </header>
            if let Some(message) = url_error {
                <ErrorBanner message={message} />
            }
            <div class="nim-grid">
                <section class="card board-card" aria-labelledby="board-title">
                    <h2 id="board-title" class="visually-hidden">{ i18n.tr("nim-board-label") }</h2>
                    <Board heaps={state.heaps.clone()} on_take={on_take.clone()} />
                    <div class="board-actions">
                        <button
                            type="button"
                            class="button"
                            data-testid="undo"
                            disabled={!state.can_undo()}
                            onclick={on_undo}
                        >
                            <svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                                <path d="M7 4 3 8l4 4M3.5 8H12a5 5 0 0 1 0 10H9" />
                            </svg>
                            { i18n.tr("nim-undo") }
                        </button>
                    </div>
                </section>
                <aside class="card analysis-card">
                    <AnalysisPanel
                        heaps={state.heaps.clone()}
                        convention={state.convention}
                        {on_convention}
                        {on_take}
                    />
                </aside>
                <section class="card editor-card">
                    <Editor
                        draft={AttrValue::from(state.draft.clone())}
                        error={field_error}
                        can_remove={!state.heaps.is_empty()}
                        can_add={state.heaps.len() < MAX_HEAPS}
                        {on_draft}
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
