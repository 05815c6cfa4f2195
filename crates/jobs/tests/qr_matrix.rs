//! Tests of `qr_matrix` (`crates/jobs/src/qr_matrix.rs`).

use nimatron_jobs::qr_matrix::*;

#[test]
fn encodes_a_share_link_with_finder_patterns() {
    let link = "http://127.0.0.1:4173/#/play?game=kayles&position=5,7";
    let m = QrMatrix::encode(link).unwrap_or_else(|| panic!("no code"));
    assert_eq!(m.dark.len(), m.width * m.width);
    assert_eq!(m.width % 4, 1, "QR sides are 17 + 4·version");
    // The top-left finder: a dark 7×7 ring around a light ring.
    for i in 0..7 {
        assert!(m.is_dark(i, 0) && m.is_dark(0, i) && m.is_dark(6, i) && m.is_dark(i, 6));
    }
    assert!(!m.is_dark(1, 1) && m.is_dark(3, 3) && !m.is_dark(7, 0));
}

#[test]
fn runs_cover_exactly_the_dark_modules() {
    let m = QrMatrix::encode("https://school.example/nimatron/#/worksheet?game=nim&seed=7")
        .unwrap_or_else(|| panic!("no code"));
    let mut painted = vec![false; m.side() * m.side()];
    for (x, y, len) in m.runs() {
        assert!(len >= 1);
        for dx in 0..len {
            let i = y * m.side() + x + dx;
            assert!(!painted[i], "overlap at {x},{y}");
            painted[i] = true;
        }
    }
    for y in 0..m.side() {
        for x in 0..m.side() {
            let inside =
                (QUIET..QUIET + m.width).contains(&x) && (QUIET..QUIET + m.width).contains(&y);
            let dark = inside && m.is_dark(x - QUIET, y - QUIET);
            assert_eq!(painted[y * m.side() + x], dark, "{x},{y}");
        }
    }
}

#[test]
fn too_long_is_none_not_a_panic() {
    assert!(QrMatrix::encode(&"9,".repeat(5000)).is_none());
    assert!(QrMatrix::encode("").is_some());
}
