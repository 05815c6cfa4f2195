//! Tests of `screens::wythoff::marks` (`crates/app/src/screens/wythoff/marks.rs`).

use nimatron_app::screens::wythoff::marks::*;

#[test]
fn rays_are_clipped_to_the_window() {
    assert_eq!(
        rays((5, 3), 0..10, 0..10),
        [
            Some(((0, 3), (4, 3))),
            Some(((5, 0), (5, 2))),
            Some(((2, 0), (4, 2)))
        ]
    );
    assert_eq!(rays((0, 0), 0..10, 0..10), [None, None, None]);
    // A window to the north-east of the queen shows none of her moves.
    assert_eq!(rays((5, 3), 6..10, 4..10), [None, None, None]);
    assert_eq!(
        rays((500, 400), 450..480, 350..380),
        [None, None, Some(((450, 350), (479, 379)))]
    );
    assert_eq!(
        rays((500, 400), 0..1000, 0..1000)[0],
        Some(((0, 400), (499, 400)))
    );
}
