//! Tests of `engine::games` (`crates/app/src/engine/games.rs`).
use std::rc::Rc;

use nimatron_app::engine::*;

#[test]
fn one_instance_per_text() {
    let a = game("min-nim:1,3,4").unwrap_or_else(|e| panic!("{e}"));
    let b = game("min-nim:1,3,4").unwrap_or_else(|e| panic!("{e}"));
    assert!(Rc::ptr_eq(&a, &b));
    assert!(game("chess").is_err());
}
