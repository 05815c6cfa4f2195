//! The Nim screen's sentences, built from the messages of the current
//! language. Pure functions of a [`Localizer`], so tests can read them in
//! both languages without a browser.

use nimatron_core::games::nim::NimMove;
use nimatron_i18n::{Arg, Localizer, core_error};

use super::url::PositionError;

/// A refused position as one sentence.
pub fn position_error(loc: &Localizer, error: &PositionError) -> String {
    match error {
        PositionError::NotANumber { given } => {
            loc.tr_args("error-not-a-number", &[("given", given.as_str().into())])
        }
        PositionError::Core(e) => core_error(loc, e),
    }
}

/// "Heap 3" for the heap at 0-based `index`.
pub fn heap_name(loc: &Localizer, index: usize) -> String {
    loc.tr_args("heap-n", &[("n", Arg::from(index + 1))])
}

/// "Take 2 from heap 1 (3 → 1)".
pub fn winning_move(loc: &Localizer, heaps: &[u64], mv: NimMove) -> String {
    let from = heaps.get(mv.heap).copied().unwrap_or_default();
    loc.tr_args(
        "nim-winning-move",
        &[
            ("take", mv.take.into()),
            ("heap", (mv.heap + 1).into()),
            ("from", from.into()),
            ("to", from.saturating_sub(mv.take).into()),
        ],
    )
}

/// "Take 2 stones from heap 1", the label of a stone.
pub fn take_stones(loc: &Localizer, heap: usize, take: u64) -> String {
    loc.tr_args(
        "nim-take-stones",
        &[("take", take.into()), ("heap", (heap + 1).into())],
    )
}

/// `n` in binary, at least `width` digits.
pub fn binary(n: u64, width: usize) -> String {
    format!("{n:0width$b}")
}

/// Binary digits needed for the largest of `values` (at least 1).
pub fn bit_width(values: impl IntoIterator<Item = u64>) -> usize {
    let max = values.into_iter().max().unwrap_or(0);
    (u64::BITS - max.leading_zeros()).max(1) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimatron_core::CoreError;
    use nimatron_core::limits::Limit;
    use nimatron_i18n::Lang;

    #[test]
    fn sentences_in_both_languages() {
        let en = Localizer::new(Lang::En);
        let es = Localizer::new(Lang::Es);
        let mv = NimMove { heap: 0, take: 2 };
        assert_eq!(
            winning_move(&en, &[3, 4, 5], mv),
            "Take 2 from heap 1 (3 → 1)"
        );
        assert_eq!(
            winning_move(&es, &[3, 4, 5], mv),
            "Tomar 2 del montón 1 (3 → 1)"
        );
        assert_eq!(take_stones(&en, 1, 1), "Take 1 stone from heap 2");
        assert_eq!(take_stones(&es, 1, 5), "Tomar 5 piedras del montón 2");
        assert_eq!(
            take_stones(&en, 0, u64::MAX),
            "Take 18446744073709551615 stones from heap 1"
        );
        assert_eq!(heap_name(&es, 2), "Montón 3");
    }

    #[test]
    fn errors_name_the_input_and_the_limit() {
        let en = Localizer::new(Lang::En);
        let bad = PositionError::NotANumber {
            given: "abc".into(),
        };
        assert!(position_error(&en, &bad).contains("“abc”"));
        let many = PositionError::Core(CoreError::TooLarge {
            limit: Limit::Heaps,
            max: 10_000,
            asked: 20_000,
        });
        let text = position_error(&Localizer::new(Lang::Es), &many);
        assert!(
            text.contains("10000") && text.contains("montones"),
            "{text}"
        );
    }

    #[test]
    fn binary_digits() {
        assert_eq!(binary(2, 3), "010");
        assert_eq!(binary(0, 1), "0");
        assert_eq!(bit_width([3, 4, 5]), 3);
        assert_eq!(bit_width([]), 1);
        assert_eq!(bit_width([u64::MAX]), 64);
    }
}
