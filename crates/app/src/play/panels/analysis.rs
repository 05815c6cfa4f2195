//! The analysis of the position on the board: outcome (N or P, in words),
//! Grundy value, remoteness, every winning move with a button that plays
//! it, and the game's own facts with their localised labels.
//!
//! Why an answer may be missing: the core answers within a budget; a
//! position past it comes back as a `CoreError` (or `None` for remoteness
//! and Grundy values), shown as a sentence, never a frozen page.

use nimatron_core::{Fact, FactKey, Outcome, Position};
use nimatron_i18n::{core_error, outcome_words, position_text};
use yew::prelude::*;

use crate::i18n::use_i18n;
use crate::play::cache::Answer;
use crate::play::move_label::one_change;
use crate::play::words;

/// Props of [`AnalysisPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct AnalysisPanelProps {
    /// The core's answer for the position on the board.
    pub answer: Answer,
    /// Misère play (the Grundy value is then only a note).
    pub misere: bool,
    /// Plays a winning move.
    pub on_play: Callback<Position>,
    /// No moves now.
    #[prop_or_default]
    pub disabled: bool,
    /// Prefix of element ids.
    pub prefix: AttrValue,
    /// The position on the board (a long one's moves are written as their
    /// change).
    pub position: Position,
    /// A teaching screen's own words (none on the play screen).
    #[prop_or_default]
    pub words: ScreenWords,
    /// Each fact's value carries its key as `data-testid` (the Nim
    /// screen's `nim-sum`), so a teaching screen's tests read it by name.
    #[prop_or_default]
    pub fact_testids: bool,
}

/// A teaching screen's own words in the analysis, in place of the generic
/// ones (`panels/session.rs` hands them through).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ScreenWords {
    /// The outcome sentence, shown in place of the generic words (and of
    /// the badge too when the sentence names N or P itself).
    pub outcome: Option<AttrValue>,
    /// Keep the N/P badge before that sentence.
    pub badge: bool,
    /// The words for the move to a position ("Say 4"), in place of the
    /// position's change.
    pub moves: Option<Callback<Position, String>>,
}

/// The analysis panel.
#[component]
pub fn AnalysisPanel(props: &AnalysisPanelProps) -> Html {
    let i18n = use_i18n();
    let title_id = format!("{}analysis-title", props.prefix);
    let body = match props.answer.as_ref() {
        Err(e) => html! {
            <p class="play-analysis-error" data-testid="analysis-error">
                { i18n.tr_args("play-analysis-error", &[("reason", core_error(&i18n, e).into())]) }
            </p>
        },
        Ok(a) => {
            let (class, letter) = match a.outcome {
                Outcome::N => ("is-n", "N"),
                Outcome::P => ("is-p", "P"),
            };
            let grundy = if props.misere {
                html! { <p class="note" data-testid="grundy">{ i18n.tr("play-grundy-misere") }</p> }
            } else {
                match a.grundy {
                    Some(g) => {
                        html! { <p class="play-number" data-testid="grundy">{ g.to_string() }</p> }
                    }
                    None => {
                        html! { <p class="note" data-testid="grundy">{ i18n.tr("play-grundy-unknown") }</p> }
                    }
                }
            };
            // The nim-sum has its own field in the core's answer; it is
            // shown as the first of the game's facts.
            let facts: Vec<Fact> = a
                .nim_sum
                .map(|n| Fact::number(FactKey::NimSum, n))
                .into_iter()
                .chain(a.facts.iter().cloned())
                .collect();
            let remoteness = match a.remoteness {
                Some(r) => i18n.tr_args("play-remoteness-value", &[("moves", r.into())]),
                None => i18n.tr("play-remoteness-unknown"),
            };
            html! {
                <>
                    <h3 class="fact-label">{ i18n.tr("play-outcome-label") }</h3>
                    if let Some(words) = props.words.outcome.clone() {
                        <p class={classes!("outcome", class)} data-testid="outcome">
                            if props.words.badge {
                                <span class="outcome-badge">{ letter }</span>{ " " }
                            }
                            { words }
                        </p>
                    } else {
                        <p class={classes!("outcome", class)}>
                            <span class="outcome-badge" data-testid="outcome">{ letter }</span>
                            <span>{ outcome_words(&i18n, a.outcome, a.is_over()) }</span>
                        </p>
                    }
                    <h3 class="fact-label">{ i18n.tr("play-grundy-label") }</h3>
                    { grundy }
                    <h3 class="fact-label">{ i18n.tr("play-remoteness-label") }</h3>
                    <p data-testid="remoteness">{ remoteness }</p>
                    <h3 class="fact-label">{ i18n.tr("play-winning-moves-title") }</h3>
                    // Rule: no move at all is the end of the game, not a
                    // position whose every move loses.
                    if a.winning_moves.is_empty() {
                        <p class="no-moves">{ i18n.tr(match a.is_over() {
                            true => "play-winning-moves-over",
                            false => "play-winning-moves-none",
                        }) }</p>
                    }
                    <ul class="winning-moves">
                        { for a.winning_moves.iter().map(|m| {
                            let on_play = props.on_play.clone();
                            let to = m.to.clone();
                            let onclick = Callback::from(move |_: MouseEvent| on_play.emit(to.clone()));
                            let label = match props.words.moves.as_ref().map(|w| w.emit(m.to.clone())) {
                                Some(words) => words,
                                None => match one_change(&props.position, &m.to) {
                                Some((place, from, to)) => i18n.tr_args(
                                    "play-move-change",
                                    &[("place", place.into()), ("from", from.into()), ("to", to.into())],
                                ),
                                None => i18n.tr_args("play-move-to", &[("position", position_text(&i18n, &m.to).into())]),
                            }};
                            html! {
                                <li class="winning-move" data-testid="winning-move" data-position={m.position.clone()}>
                                    <span>{ label.clone() }</span>
                                    <button type="button" class="button button-small" data-testid="play-move"
                                        disabled={props.disabled} {onclick}
                                        aria-label={format!("{}: {label}", i18n.tr("play-move-play"))}>
                                        { i18n.tr("play-move-play") }
                                    </button>
                                </li>
                            }
                        }) }
                    </ul>
                    if a.winning_move_count > a.winning_moves.len() {
                        <p class="note">{ i18n.tr_args("play-winning-moves-more", &[("shown", a.winning_moves.len().into()), ("count", a.winning_move_count.into())]) }</p>
                    }
                    if !facts.is_empty() {
                        <h3 class="fact-label">{ i18n.tr("play-facts-title") }</h3>
                        <dl class="play-facts">
                            { for facts.iter().map(|f| {
                                let (label, value) = words::fact(&i18n, f);
                                // Numbers in the numbers' font; a sentence as text.
                                let prose = value.contains(' ') && value.chars().any(|c| c.is_ascii_alphabetic());
                                html! {
                                    <div class="play-fact" data-testid="fact" data-key={f.key.clone()}>
                                        <dt>{ label }</dt>
                                        <dd class={classes!(prose.then_some("is-prose"))} data-testid={props.fact_testids.then(|| f.key.clone())}>{ value }</dd>
                                    </div>
                                }
                            }) }
                        </dl>
                    }
                </>
            }
        }
    };
    html! {
        <section class="play-analysis" aria-labelledby={title_id.clone()}>
            <h2 id={title_id} class="card-title">{ i18n.tr("play-analysis-title") }</h2>
            { body }
        </section>
    }
}
