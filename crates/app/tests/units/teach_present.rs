//! Tests of `teach::present` (`crates/app/src/teach/present.rs`).
use nimatron_app::route::HashUrl;

use nimatron_app::teach::present::*;

#[test]
fn toggles_the_flag_keeping_the_rest() {
    let url = HashUrl::parse("#/play?game=nim&position=3,4,5&lang=es");
    let on = with_present(&url, true);
    assert_eq!(
        on.to_hash(),
        "#/play?game=nim&position=3,4,5&lang=es&present"
    );
    assert!(on.flag(PARAM));
    assert_eq!(with_present(&on, false), url);
    assert_eq!(with_present(&on, true), on);
    // A screen rewriting its URL keeps it, as it keeps `lang`.
    let next = HashUrl::new("/play")
        .with("position", "1")
        .keeping_globals_of(&on);
    assert!(next.flag(PARAM));
}

#[test]
fn only_a_plain_p_outside_fields_toggles() {
    assert!(is_toggle_key("p", false, false, false));
    assert!(is_toggle_key("P", false, false, false));
    assert!(!is_toggle_key("p", true, false, false));
    assert!(!is_toggle_key("p", false, true, false));
    assert!(!is_toggle_key("p", false, false, true));
    assert!(!is_toggle_key("o", false, false, false));
}
