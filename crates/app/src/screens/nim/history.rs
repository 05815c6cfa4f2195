//! The move history, like the Wikipedia seed's tables: who moved, what
//! they took, the heaps after, and the nim-sum in binary (hidden in exam
//! mode). Undone moves stay listed, dimmed, until another move replaces
//! them. The session keeps the positions; each row's move is read from the
//! position before it.

use nimatron_core::games::nim;
use nimatron_core::session::{Seat, Session};
use yew::prelude::*;

use crate::components::use_ids;

use super::moves::move_between;
use super::url::format_heaps;
use super::words;
use crate::i18n::use_i18n;

/// Heaps written out per row; a longer position is cut with "…".
pub const MAX_ROW_HEAPS: usize = 12;

/// Props of [`History`].
#[derive(Debug, Properties, PartialEq)]
pub struct HistoryProps {
    /// The game.
    pub session: Session,
    /// The sample game (seats are Bob and Alice).
    pub sample: bool,
    /// Exam mode: no nim-sums.
    pub exam: bool,
}

fn short(heaps: &[u64]) -> String {
    let shown = &heaps[..heaps.len().min(MAX_ROW_HEAPS)];
    let mut text = format_heaps(shown).replace(',', " ");
    if heaps.len() > shown.len() {
        text.push_str(" …");
    }
    text
}

/// The history table (`data-testid="history"`, one `history-row` per move).
#[component]
pub fn History(props: &HistoryProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let session = &props.session;
    let start = session.start.numbers();
    let width = words::bit_width(start.iter().copied());
    let sum = nim::nim_sum(start);
    let sum_cell = |sum: u64| -> Html {
        if props.exam {
            Html::default()
        } else {
            html! { <td class="num binary">{ format!("{} = {sum}", words::binary(sum, width)) }</td> }
        }
    };
    let start_row = html! {
        <tr class={classes!((session.cursor == 0).then_some("is-current"))}>
            <td class="num">{ "0" }</td>
            <td colspan="2">{ i18n.tr("nim-history-start") }</td>
            <td class="num heaps-after">{ short(start) }</td>
            { sum_cell(sum) }
        </tr>
    };
    let rows: Vec<Html> = session
        .played
        .iter()
        .enumerate()
        .map(|(i, position)| {
            let heaps = position.numbers();
            let sum = nim::nim_sum(heaps);
            let who = words::seat_name(&i18n, session, props.sample, Seat::of_ply(i));
            let what = match move_between(session.position_after(i).numbers(), heaps) {
                Some(mv) => i18n.tr_args(
                    "nim-history-took",
                    &[("take", mv.take.into()), ("heap", (mv.heap + 1).into())],
                ),
                None => String::new(),
            };
            let class = classes!(
                "history-row",
                (i + 1 == session.cursor).then_some("is-current"),
                (i >= session.cursor).then_some("is-undone"),
            );
            html! {
                <tr {class} data-testid="history-row" key={i}>
                    <td class="num">{ (i + 1).to_string() }</td>
                    <td>{ who }</td>
                    <td>{ what }</td>
                    <td class="num heaps-after">{ short(heaps) }</td>
                    { sum_cell(sum) }
                </tr>
            }
        })
        .collect();
    html! {
        <section class="history" aria-labelledby={ids.id("history-title")}>
            <h2 id={ids.id("history-title")}>{ i18n.tr("nim-history-title") }</h2>
            // Focusable, so a keyboard can scroll a table wider than the screen.
            <div class="table-scroll" tabindex="0" role="region" aria-labelledby={ids.id("history-title")}>
                <table class="history-table" data-testid="history">
                    <thead>
                        <tr>
                            <th scope="col" class="num">{ i18n.tr("nim-history-ply") }</th>
                            <th scope="col">{ i18n.tr("nim-history-who") }</th>
                            <th scope="col">{ i18n.tr("nim-history-move") }</th>
                            <th scope="col" class="num">{ i18n.tr("nim-history-heaps") }</th>
                            if !props.exam {
                                <th scope="col" class="num">{ i18n.tr("nim-history-sum") }</th>
                            }
                        </tr>
                    </thead>
                    <tbody>
                        { start_row }
                        { for rows }
                    </tbody>
                </table>
            </div>
            if session.played.is_empty() {
                <p class="note">{ i18n.tr("nim-history-empty") }</p>
            }
        </section>
    }
}
