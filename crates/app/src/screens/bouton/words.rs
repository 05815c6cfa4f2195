//! The Bouton screen's own words: step titles, captions, Lemma 1's
//! example. Pure functions of a [`Localizer`], so native tests can
//! read them in both languages. The step sentences themselves come from
//! `nimatron_i18n::bouton`, the same ones the CLI prints.

use nimatron_core::explain::bouton::Step;
use nimatron_i18n::{Arg, Localizer};

/// The short title of a step, for the progress list and the step heading.
pub fn step_title(loc: &Localizer, step: &Step) -> String {
    match step {
        Step::Binary { .. } => loc.tr("bouton-kind-binary"),
        Step::PowersOfTwo { .. } => loc.tr("bouton-view-powers"),
        Step::Columns { .. } => loc.tr("bouton-kind-columns"),
        Step::NimSum { .. } => loc.tr("bouton-kind-nim-sum"),
        Step::AllColumnsEven { .. } => loc.tr("bouton-kind-lemma1"),
        Step::LeadingBit { .. } => loc.tr("bouton-kind-leading"),
        Step::Move(c) => loc.tr_args("bouton-kind-move", &[("heap", (c.heap + 1).into())]),
        Step::MisereSwitch(_) => loc.tr("bouton-kind-misere-switch"),
        Step::MisereEnding { .. } => loc.tr("bouton-kind-misere-ending"),
        Step::Verdict { .. } => loc.tr("bouton-kind-verdict"),
    }
}

/// `3, 4, 5`: a position as the captions write it.
pub fn heaps_text(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Lemma 1 made concrete: take one stone from the first non-empty heap;
/// its lowest 1 turns to 0 (and the 0s below it to 1s), so the column of
/// that lowest 1 — even before — becomes odd. `None` when every heap is
/// empty (no move at all).
pub fn lemma1_example(loc: &Localizer, heaps: &[u64]) -> Option<String> {
    let (i, after) = lemma1_move(heaps)?;
    let x = heaps[i];
    let column = x.trailing_zeros();
    debug_assert_eq!(after[i], x - 1);
    Some(loc.tr_args(
        "bouton-lemma1-example",
        &[
            ("heap", (i + 1).into()),
            ("from", Arg::Num(x)),
            ("to", Arg::Num(x - 1)),
            (
                "column",
                nimatron_i18n::bouton::column_name(loc, column).into(),
            ),
        ],
    ))
}

/// The example move of [`lemma1_example`]: the heap (0-based) and the
/// position after taking one stone from it.
pub fn lemma1_move(heaps: &[u64]) -> Option<(usize, Vec<u64>)> {
    let i = heaps.iter().position(|&h| h > 0)?;
    let mut after = heaps.to_vec();
    after[i] -= 1;
    Some((i, after))
}
