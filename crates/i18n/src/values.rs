//! Values every face shows, in words where the bare text would be blank:
//! a position that leaves nothing (Node Kayles' last vertex taken, Kayles'
//! last pin) and a fact whose list is empty (the Zeckendorf form of 0);
//! and facts that read better in a form of their own (edges as pairs, a
//! board's size, a flag as its sentence). The CLI's text and the app's
//! analysis, history and board title say the same thing.

use nimatron_core::games::graph::EDGES;
use nimatron_core::games::nd_nim::DIMENSIONS;
use nimatron_core::games::take_break::PERIOD;
use nimatron_core::sequence::PeriodProof;
use nimatron_core::{Fact, FactValue, Outcome, Position};

use crate::Localizer;

/// `position` in the game's syntax, or "(nothing left)" when it is empty;
/// in a sum, a component with nothing left is "empty" (`empty+0,0,0`, not
/// a bare `+0,0,0`).
pub fn position_text(loc: &Localizer, position: &Position) -> String {
    let text = position.to_string();
    let parts = position.parts();
    match (
        text.is_empty(),
        parts.len() > 1 && parts.iter().any(Vec::is_empty),
    ) {
        (true, _) => loc.tr("position-empty"),
        (false, true) => parts
            .iter()
            .map(|part| match part.is_empty() {
                true => loc.tr("position-empty-part"),
                false => Position::new(part.clone()).to_string(),
            })
            .collect::<Vec<_>>()
            .join("+"),
        (false, false) => text,
    }
}

/// What an outcome means for the player to move. `over`: nobody can
/// move, so the game has already been decided, not by best play to come.
pub fn outcome_words(loc: &Localizer, outcome: Outcome, over: bool) -> String {
    loc.tr(match (outcome, over) {
        (Outcome::N, false) => "outcome-n",
        (Outcome::P, false) => "outcome-p",
        // Rule: a player with no move left has won only in misère play,
        // where the opponent made the last move.
        (Outcome::N, true) => "outcome-n-over",
        (Outcome::P, true) => "outcome-p-over",
    })
}

/// How a period is known, as the `$proof` of the messages that state it
/// (the CLI's `cli-sequence-period`, the sequence screen's statistics).
pub fn proof_key(proof: PeriodProof) -> &'static str {
    match proof {
        PeriodProof::OctalTheorem => "octal",
        PeriodProof::Subtraction => "subtraction",
        PeriodProof::Formula => "formula",
    }
}

/// A fact's value in words: a number, a list separated by commas, or
/// "none"; some facts have a form of their own (below).
pub fn fact_value(loc: &Localizer, fact: &Fact) -> String {
    let numbers = match &fact.value {
        FactValue::Number(n) => vec![*n],
        FactValue::Numbers(ns) => ns.clone(),
    };
    let sentence = format!("fact-{}-value", fact.key);
    let is = |key: nimatron_core::FactKey| fact.key == key.as_str();
    match numbers.as_slice() {
        // The preperiod and the period.
        &[preperiod, period] if is(PERIOD) => loc.tr_args(
            &sentence,
            &[("preperiod", preperiod.into()), ("period", period.into())],
        ),
        // A flag (one number) with a sentence of its own: what it says, in
        // that sentence (any game's flag: its words are data).
        [_] if !is(PERIOD) && loc.has(&sentence) => loc.tr(&sentence),
        // Edges come as a flat list u1, v1, u2, v2: shown as pairs, 0–1, 1–2.
        ns if is(EDGES) && !ns.is_empty() => ns
            .chunks(2)
            .map(|edge| joined(edge, "–"))
            .collect::<Vec<_>>()
            .join(", "),
        // A board's sizes: 3 × 3.
        ns if is(DIMENSIONS) && !ns.is_empty() => joined(ns, " × "),
        [] => loc.tr("value-none"),
        ns => joined(ns, ", "),
    }
}

/// The numbers written out with `sep` between them.
fn joined(numbers: &[u64], sep: &str) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(sep)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use nimatron_core::games::chomp::STRATEGY_STEALING;
    use nimatron_core::games::fibonacci::{MAX_TAKE, ZECKENDORF};

    #[test]
    fn empty_values_are_words_not_blanks() {
        for lang in [Lang::En, Lang::Es] {
            let loc = Localizer::new(lang);
            let empty = position_text(&loc, &Position::default());
            assert!(empty.len() > 3 && !empty.starts_with('['), "{empty}");
            let none = fact_value(&loc, &Fact::numbers(ZECKENDORF, Vec::new()));
            assert!(none.len() > 2 && !none.starts_with('['), "{none}");
        }
        let loc = Localizer::new(Lang::En);
        assert_eq!(position_text(&loc, &Position::new(vec![0, 3])), "0,3");
        assert_eq!(position_text(&loc, &Position::default()), "(nothing left)");
        let value = |key, ns: &[u64]| fact_value(&loc, &Fact::numbers(key, ns.to_vec()));
        assert_eq!(value(ZECKENDORF, &[13, 5, 2]), "13, 5, 2");
        assert_eq!(fact_value(&loc, &Fact::number(MAX_TAKE, 0)), "0");
    }

    #[test]
    fn facts_with_a_form_of_their_own() {
        let loc = Localizer::new(Lang::En);
        let value = |key, ns: &[u64]| fact_value(&loc, &Fact::numbers(key, ns.to_vec()));
        assert_eq!(value(EDGES, &[0, 1, 1, 2]), "0–1, 1–2");
        assert_eq!(value(EDGES, &[]), "none");
        assert_eq!(value(DIMENSIONS, &[3, 4]), "3 × 4");
        assert_eq!(value(PERIOD, &[0, 12]), "preperiod 0, period 12");
        let flag = fact_value(&loc, &Fact::number(STRATEGY_STEALING, 1));
        assert!(flag.contains("player to move wins"), "{flag}");
    }
}
