//! The subtraction-sets screen, the Grundy strip (`#/subtraction-sets?set=1,3,4&heaps=5,7,9`,
//! or `k=3`; once `#/grundy`, which still opens it):
//! a subtraction game with any set `S` on several heaps. The heap's Grundy
//! sequence is drawn as a strip with the pre-period and period the core
//! detects, and the sum is played against the computer (Sprague–Grundy:
//! XOR of the heaps' values). The heaps in play are written into the URL
//! after each move, undo or restart (`url::played_url`, through
//! `nav::use_played_url`), so a reload or the Share panel gives back the
//! board.

pub mod play;
pub mod state;
pub mod strip;
pub mod url;

use std::rc::Rc;

use nimatron_core::games::subtraction::{SubtractionSet, periodic_grundy};
use nimatron_i18n::core_error;
use yew::prelude::*;

use crate::components::TextField;
use crate::components::{PresetLinks, links};
use crate::components::{ScreenFrame, refused};
use crate::screens::query::FromQuery;

use self::play::Play;
use self::state::{Action, State};
use self::strip::Strip;
use crate::components::ErrorBanner;
use crate::engine::COMPUTER_DELAY_MS;
use crate::i18n::use_i18n;
use crate::play::exam::{ExamSwitch, use_exam};
use crate::screens::nav::{
    ScreenProps, computer_turn, submit_fields, use_computer_moves, use_played_url,
    use_screen_reducer,
};
use crate::screens::query::list;

/// The examples: label id and URL.
const PRESETS: &[(&str, &str)] = &[
    (
        "grundy-preset-134",
        "#/subtraction-sets?set=1,3,4&heaps=5,7,9",
    ),
    ("grundy-preset-k3", "#/subtraction-sets?k=3&heaps=19,6,11"),
    ("grundy-preset-25", "#/subtraction-sets?set=2,5&heaps=10,13"),
    (
        "grundy-preset-237",
        "#/subtraction-sets?set=2,3,7&heaps=20,21,22",
    ),
];

/// The Grundy-strip screen.
#[component]
pub fn GrundyScreen(props: &ScreenProps) -> Html {
    let i18n = use_i18n();
    let state = use_screen_reducer(props, State::from_query, Action::Load);
    use_played_url(props, &state.session, url::played_url);
    let exam = use_exam(props);
    // The set's periodic sequence, once per set (the core bounds its search).
    let solved = use_memo(state.setup.clone(), |set| {
        let set = SubtractionSet::new(set.clone())?;
        Ok::<_, nimatron_core::CoreError>(Rc::new(periodic_grundy(&set)?))
    });
    // The computer's move after a short pause (the app's one timer).
    use_computer_moves(
        &state,
        computer_turn(&state.session),
        props.think_ms.unwrap_or(COMPUTER_DELAY_MS),
        Action::Game,
    );
    let (set_ref, heaps_ref) = (use_node_ref(), use_node_ref());
    let fields = vec![("set", set_ref.clone()), ("heaps", heaps_ref.clone())];
    let on_submit = submit_fields(&state, "/subtraction-sets", fields, Action::Load);
    let on_action = state.dispatcher().to_callback();
    let problems: Vec<String> = state
        .problems
        .iter()
        .map(|p| p.words(&i18n, "grundy"))
        .collect();
    let start = state.session.start.numbers().to_vec();
    let instead = i18n.tr_args(
        "grundy-error-instead",
        &[
            ("set", list(&state.setup).into()),
            ("heaps", list(&start).into()),
        ],
    );
    let body = match &*solved {
        Ok(seq) => html! {
            <div class="grundy-layout">
                // Exam mode hides the strip: it is every heap's value.
                if exam.exam.shows_analysis() {
                    <Strip seq={seq.clone()} set={state.setup.clone()} />
                }
                <Play state={Rc::new((*state).clone())} seq={seq.clone()} {on_action} exam={exam.exam} />
            </div>
        },
        Err(e) => html! { <ErrorBanner message={core_error(&i18n, e)} /> },
    };
    html! {
        <ScreenFrame class="grundy" title_id="grundy-title" title={i18n.tr("grundy-title")} lede={i18n.tr("grundy-lede")} errors={refused(&problems, &instead)}>
            <div class="card gog-input">
                <form class="gog-form" onsubmit={on_submit}>
                    <TextField id="grundy-set" label={i18n.tr("grundy-field-set")} testid="field-set" value={list(&state.setup)} input_ref={set_ref.clone()} />
                    <TextField id="grundy-heaps" label={i18n.tr("grundy-field-heaps")} testid="field-heaps" value={list(&start)} input_ref={heaps_ref.clone()} />
                    <button type="submit" class="button button-primary" data-testid="start">
                        { i18n.tr("grundy-start") }</button>
                </form>
                <p class="hint">{ i18n.tr_args("grundy-limits", &[("heaps", (url::MAX_HEAPS as u64).into()), ("max", url::MAX_HEAP.into())]) }</p>
                <PresetLinks class="gog-presets" label={i18n.tr("grundy-presets-label")} links={links(PRESETS)} />
                <ExamSwitch exam={exam.exam} on_change={exam.set.clone()} />
            </div>
            { body }
        </ScreenFrame>
    }
}
