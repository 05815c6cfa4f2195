//! Tests of `screens::sequence::download` (`crates/app/src/screens/sequence/download.rs`).

use nimatron_app::screens::sequence::download::*;

#[test]
fn the_text_is_the_clis() {
    assert_eq!(text(&[0, 1, 2, 3, 1, 4]), "0 1 2 3 1 4\n");
    assert_eq!(text(&[]), "\n");
    assert_eq!(file_name("octal:0.137", 101), "octal-0-137-0-100.txt");
}
