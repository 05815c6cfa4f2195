//! Tests of `play::boards::heaps::column` (`crates/app/src/play/boards/heaps/column.rs`).

use nimatron_i18n::{Lang, Localizer};

#[test]
fn stones_and_heaps_are_named_in_both_languages() {
    let (en, es) = (Localizer::new(Lang::En), Localizer::new(Lang::Es));
    for (loc, take, want) in [
        (&en, 1, "Take 1 stone from heap 2"),
        (&es, 5, "Tomar 5 piedras del montón 2"),
        (
            &en,
            u64::MAX,
            "Take 18446744073709551615 stones from heap 2",
        ),
    ] {
        let args = [("take", take.into()), ("heap", 2u64.into())];
        assert_eq!(loc.tr_args("play-stone-take", &args), want);
    }
    assert_eq!(es.tr_args("heap-n", &[("n", 3u64.into())]), "Montón 3");
}
