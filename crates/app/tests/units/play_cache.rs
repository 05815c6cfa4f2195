//! Tests of `play::cache` (`crates/app/src/play/cache.rs`).
use nimatron_core::{Convention, Position};
use std::rc::Rc;

use nimatron_app::play::cache::*;

#[test]
fn answers_once_per_position() {
    let p: Position = "5,7".parse().unwrap_or_default();
    let a = analyze("kayles", &p, Convention::Normal);
    let b = analyze("kayles", &p, Convention::Normal);
    assert!(Rc::ptr_eq(&a, &b));
    assert_eq!(a.as_ref().as_ref().ok().and_then(|a| a.grundy), Some(6));
    assert!(analyze("chess", &p, Convention::Normal).is_err());
}
