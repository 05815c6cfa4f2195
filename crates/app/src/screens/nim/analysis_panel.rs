//! Beside the board: who wins, the nim-sum, every winning move, and the
//! normal/misère switch. Everything is computed by `nimatron_core`'s Nim
//! fast paths (O(heaps)), so it stays instant at any size.

use std::rc::Rc;

use nimatron_core::games::nim::{self, NimMove};
use nimatron_core::{Convention, Outcome};
use yew::prelude::*;

use crate::components::use_ids;

use super::bits_table::BitsTable;
use super::words;
use crate::i18n::use_i18n;

/// Winning moves listed at once (Nim has at most one per heap, or two in
/// the misère ending).
pub const MAX_LISTED_MOVES: usize = 50;

/// Props of [`AnalysisPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct AnalysisPanelProps {
    /// The position.
    pub heaps: Rc<Vec<u64>>,
    /// Normal or misère.
    pub convention: Convention,
    /// Called when a winning move's "Play" button is pressed.
    pub on_take: Callback<NimMove>,
}

/// The analysis card (`data-testid` hooks: `outcome`, `nim-sum`,
/// `winning-move`). The rule switch lives in the game setup, so that it
/// stays when exam mode hides this card.
#[component]
pub fn AnalysisPanel(props: &AnalysisPanelProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let heaps: &[u64] = &props.heaps;
    let convention = props.convention;
    let outcome = nim::outcome(heaps, convention);
    let nim_sum = nim::nim_sum(heaps);
    let moves = nim::winning_moves(heaps, convention);
    let game_over = heaps.iter().all(|&h| h == 0);

    let (badge, outcome_text, outcome_class) = match outcome {
        Outcome::N => ("outcome-n-short", "outcome-n", "is-n"),
        Outcome::P => ("outcome-p-short", "outcome-p", "is-p"),
    };

    let hint = if game_over {
        Some(match convention {
            Convention::Normal => "nim-game-over-normal",
            Convention::Misere => "nim-game-over-misere",
        })
    } else {
        match convention {
            Convention::Normal if nim_sum == 0 => Some("nim-hint-normal-zero"),
            Convention::Normal => Some("nim-hint-normal-nonzero"),
            Convention::Misere if heaps.iter().all(|&h| h <= 1) => Some("nim-misere-endgame"),
            Convention::Misere => Some("nim-misere-strategy"),
        }
    };

    html! {
        <section class="analysis" aria-labelledby={ids.id("analysis-title")}>
            <h2 id={ids.id("analysis-title")}>{ i18n.tr("nim-analysis-title") }</h2>

            <p class="convention-note">
                { i18n.tr(if convention.is_misere() { "convention-misere" } else { "convention-normal" }) }
            </p>

            <h3 class="fact-label">{ i18n.tr("nim-outcome-label") }</h3>
            <p class={classes!("outcome", outcome_class)} data-testid="outcome" aria-live="polite">
                <span class="outcome-badge">{ i18n.tr(badge) }</span>
                { " " }
                <span class="outcome-text">{ i18n.tr(outcome_text) }</span>
            </p>

            <div class="fact">
                <h3 class="fact-label">{ i18n.tr("nim-sum-label") }</h3>
                <p class="fact-value">
                    <span class={classes!("nim-sum", (nim_sum >= 1_000_000).then_some("is-long"))} data-testid="nim-sum">{ nim_sum.to_string() }</span>
                    <span class="nim-sum-binary" data-testid="nim-sum-binary">
                        { i18n.tr_args("nim-sum-binary", &[("bits", words::binary(nim_sum, 1).into())]) }
                    </span>
                </p>
            </div>
            <BitsTable heaps={props.heaps.clone()} />
            if let Some(id) = hint {
                <p class="hint-text">{ i18n.tr(id) }</p>
            }

            <h3>{ i18n.tr("nim-winning-moves-title") }</h3>
            if moves.is_empty() {
                if !game_over {
                    <p class="no-moves">{ i18n.tr("nim-no-winning-move") }</p>
                }
            } else {
                <ul class="winning-moves">
                    { for moves.iter().take(MAX_LISTED_MOVES).map(|&mv| {
                        let onclick = {
                            let on_take = props.on_take.clone();
                            Callback::from(move |_: MouseEvent| on_take.emit(mv))
                        };
                        let play_label = i18n.tr_args("nim-play-move-label", &[
                            ("take", mv.take.into()),
                            ("heap", (mv.heap + 1).into()),
                        ]);
                        html! {
                            <li class="winning-move" data-testid="winning-move" key={format!("{}-{}", mv.heap, mv.take)}>
                                <span>{ words::winning_move(&i18n, heaps, mv) }</span>
                                <button type="button" class="button button-small" aria-label={play_label} {onclick}>
                                    { i18n.tr("nim-play-move") }
                                </button>
                            </li>
                        }
                    }) }
                </ul>
                if moves.len() > MAX_LISTED_MOVES {
                    <p class="note">
                        { i18n.tr_args("nim-more-winning-moves", &[("n", (moves.len() - MAX_LISTED_MOVES).into())]) }
                    </p>
                }
            }
        </section>
    }
}
