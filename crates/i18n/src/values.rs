//! Values every face shows, in words where the bare text would be blank:
//! a position that leaves nothing (Node Kayles' last vertex taken, Kayles'
//! last pin) and a fact whose list is empty (the Zeckendorf form of 0).
//! The CLI's text and the app's analysis, history and board title say the
//! same thing.

use nimatron_core::{FactValue, Position};

use crate::Localizer;

/// `position` in the game's syntax, or "(nothing left)" when it is empty.
pub fn position_text(loc: &Localizer, position: &Position) -> String {
    let text = position.to_string();
    match text.is_empty() {
        true => loc.tr("position-empty"),
        false => text,
    }
}

/// A fact's value: a number, a list separated by commas, or "none".
pub fn fact_value(loc: &Localizer, value: &FactValue) -> String {
    match value {
        FactValue::Number(n) => n.to_string(),
        FactValue::Numbers(ns) if ns.is_empty() => loc.tr("value-none"),
        FactValue::Numbers(ns) => ns.iter().map(u64::to_string).collect::<Vec<_>>().join(", "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn empty_values_are_words_not_blanks() {
        for lang in [Lang::En, Lang::Es] {
            let loc = Localizer::new(lang);
            let empty = position_text(&loc, &Position::default());
            assert!(empty.len() > 3 && !empty.starts_with('['), "{empty}");
            let none = fact_value(&loc, &FactValue::Numbers(Vec::new()));
            assert!(none.len() > 2 && !none.starts_with('['), "{none}");
        }
        let loc = Localizer::new(Lang::En);
        assert_eq!(position_text(&loc, &Position::new(vec![0, 3])), "0,3");
        assert_eq!(position_text(&loc, &Position::default()), "(nothing left)");
        assert_eq!(
            fact_value(&loc, &FactValue::Numbers(vec![13, 5, 2])),
            "13, 5, 2"
        );
        assert_eq!(fact_value(&loc, &FactValue::Number(0)), "0");
    }
}
