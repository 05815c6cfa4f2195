//! A game's record as text: the position after each move, one per line,
//! in the game's own position syntax (what `nimatron review` takes), to
//! copy; and a field to paste one back, which replays it from the start.
//!
//! Why the record is replayed here before it is sent: the message names
//! the first bad move and why (the core's `record::replay`), and only the
//! moves before it go to the screen's reducer ([`GameAction::Replay`]),
//! so every screen that plays shows the same message in the same place.

use nimatron_core::record;
use nimatron_core::session::Session;
use yew::prelude::*;

use crate::components::ErrorBanner;
use crate::i18n::use_i18n;
use crate::play::game::GameAction;
use crate::play::problems::MoveProblem;
use crate::play::words;
use crate::screens::nav::input_value;
use crate::teach::panel::ShareText;

/// Props of [`RecordPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct RecordPanelProps {
    /// The game.
    pub session: Session,
    /// Hears the pasted record's legal moves.
    pub on_move: Callback<GameAction>,
    /// Prefix of element ids.
    pub prefix: AttrValue,
}

/// The record to copy and the field to paste one.
#[component]
pub fn RecordPanel(props: &RecordPanelProps) -> Html {
    let i18n = use_i18n();
    let s = &props.session;
    let problem = use_state(|| None::<MoveProblem>);
    let input = use_node_ref();
    let field_id = format!("{}record-paste", props.prefix);
    let onsubmit = {
        let (input, problem, on_move, session) = (
            input.clone(),
            problem.clone(),
            props.on_move.clone(),
            s.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let (moves, found) = read(&session, &input_value(&input));
            problem.set(found);
            if let Some(moves) = moves {
                on_move.emit(GameAction::Replay(moves));
            }
        })
    };
    let message = problem
        .as_ref()
        .map(|p| AttrValue::from(words::move_problem(&i18n, &s.game, p)));
    html! {
        <div class="review-record">
            <ShareText id="record-text" label={AttrValue::from(i18n.tr("review-record-label"))}
                text={AttrValue::from(record::moves_text(&s.played))} prefix={props.prefix.clone()} />
            <form class="review-record-paste" {onsubmit}>
                <label class="field-label" for={field_id.clone()}>{ i18n.tr("review-record-paste") }</label>
                <textarea class="text-input review-record-field" id={field_id} ref={input} rows="4"
                    spellcheck="false" autocomplete="off" data-testid="record-paste" />
                <button type="submit" class="button button-small" data-testid="record-open">{ i18n.tr("review-record-open") }</button>
            </form>
            if let Some(message) = message {
                <ErrorBanner {message} />
            }
        </div>
    }
}

/// The legal moves of the pasted `text` from the session's start (`None`
/// when nothing is to be played), and why it stopped early.
fn read(
    session: &Session,
    text: &str,
) -> (Option<Vec<nimatron_core::Position>>, Option<MoveProblem>) {
    let moves = match record::parse_moves(text) {
        Ok(moves) => moves,
        Err((number, e)) => return (None, Some(MoveProblem::RecordText(number, e))),
    };
    let Ok(game) = crate::engine::game(&session.game) else {
        return (None, None);
    };
    match record::replay(game.as_ref(), &session.start, &moves, session.convention) {
        Err(e) => (None, Some(MoveProblem::Core(e))),
        Ok(replayed) => {
            // Rule: the moves before the first bad one are played; the
            // message names that move and why.
            let problem = replayed.stop.map(|stop| MoveProblem::Record {
                from: replayed.played.last().unwrap_or(&replayed.start).clone(),
                stop,
            });
            (Some(replayed.played), problem)
        }
    }
}
