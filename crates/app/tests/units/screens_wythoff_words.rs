//! Tests of `screens::wythoff::words` (`crates/app/src/screens/wythoff/words.rs`).
use nimatron_app::screens::wythoff::url::UrlProblem;
use nimatron_core::Convention;
use nimatron_i18n::Localizer;

use nimatron_app::screens::wythoff::words::*;
use nimatron_i18n::Lang;

#[test]
fn reasons_name_k_and_the_formula() {
    let en = Localizer::new(Lang::En);
    let r = reason(&en, 3, 5, Convention::Normal);
    assert!(r.contains("k = 2") && r.contains("⌊2φ⌋ = 3"), "{r}");
    let r = reason(&en, 5, 6, Convention::Normal);
    assert_eq!(
        r,
        "Its difference is k = 1, and the only cold pair with that difference is \
         aₖ = ⌊1φ⌋ = 1, bₖ = aₖ + k = 2, which is not (5, 6)."
    );
    let r = reason(&en, 0, u64::MAX, Convention::Normal);
    assert!(r.contains("18446744073709551615"), "{r}");
    let es = Localizer::new(Lang::Es);
    let r = reason(&es, 2, 2, Convention::Misere);
    assert!(r.contains("misère"), "{r}");
    let big = 1_000_000_000_000_000_000u64;
    let r = reason(
        &en,
        1_618_033_988_749_894_848,
        1_618_033_988_749_894_848 + big,
        Convention::Normal,
    );
    assert!(r.contains("1618033988749894848"), "{r}");
}

#[test]
fn moves_and_problems_in_both_languages() {
    let en = Localizer::new(Lang::En);
    let es = Localizer::new(Lang::Es);
    assert_eq!(
        move_text(&en, (5, 3), (2, 3)),
        "take 3 from pile A → (2, 3)"
    );
    assert_eq!(
        move_text(&es, (5, 3), (3, 1)),
        "quitar 2 de ambas pilas → (3, 1)"
    );
    let p = UrlProblem::SizeOutOfRange("1000000000".into());
    assert!(url_problem(&en, &p).contains("100000"));
    assert!(url_problem(&es, &p).contains("1000000000"));
    assert_eq!(cell(3, 5), "(3, 5)");
}
