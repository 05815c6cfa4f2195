//! A position in words: a sum's emptied component is "empty", never a
//! bare `+` ("Board · +0,0,0" was what a reader saw).

// Tests fail loudly by design: unwrap is the assertion.
#![allow(clippy::unwrap_used)]

use nimatron_core::Position;
use nimatron_i18n::{Lang, Localizer, position_text};

fn text(lang: Lang, position: &str) -> String {
    position_text(
        &Localizer::new(lang),
        &position.parse::<Position>().unwrap(),
    )
}

#[test]
fn an_emptied_component_of_a_sum_says_empty() {
    assert_eq!(text(Lang::En, "+0,0,0"), "empty+0,0,0");
    assert_eq!(text(Lang::Es, "3,4++20"), "3,4+vacío+20");
    // Nothing else changes: a whole position, or an empty one.
    assert_eq!(text(Lang::En, "3,4+5+20"), "3,4+5+20");
    assert_eq!(text(Lang::En, "5,7"), "5,7");
    assert_eq!(text(Lang::En, ""), "(nothing left)");
}
