//! Tests of `components::ids` (`crates/app/src/components/ids.rs`).

use nimatron_app::components::ids::*;

#[test]
fn prefixes_are_fresh_and_the_app_keeps_its_names() {
    assert_eq!(Ids::default().id("nim-title").as_str(), "nim-title");
    let a = fresh_prefix("w");
    let b = fresh_prefix("w");
    assert_ne!(a, b);
    assert_eq!(
        Ids::with_prefix(a.clone()).id("x").as_str(),
        format!("{a}x")
    );
}
