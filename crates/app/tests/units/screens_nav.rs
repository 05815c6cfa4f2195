//! Tests of `screens::nav` (`crates/app/src/screens/nav.rs`).
use nimatron_app::screens::query::{numbers, quote};

#[test]
fn numbers_follow_the_core_syntax() {
    assert_eq!(numbers(" 3, 5 "), Some(vec![3, 5]));
    assert_eq!(numbers("18446744073709551615"), Some(vec![u64::MAX]));
    for bad in ["", "+3", "3+4", "a,b", "1,,2", "-1", "18446744073709551616"] {
        assert_eq!(numbers(bad), None, "{bad}");
    }
    assert_eq!(quote(&"x".repeat(40)).chars().count(), 25);
    assert_eq!(quote("short"), "short");
}
