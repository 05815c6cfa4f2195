//! `src/play/exam.rs`: exam mode read from and written into a URL, and what
//! it lets a student see.

use nimatron_app::play::exam::Exam;
use nimatron_app::route::HashUrl;

#[test]
fn the_url_says_exam_and_hints() {
    let read = |hash: &str| Exam::from_url(&HashUrl::parse(hash));
    assert_eq!(read("#/play?game=nim"), Exam::default());
    assert_eq!(
        read("#/play?game=nim&exam"),
        Exam {
            on: true,
            hints: false
        }
    );
    assert_eq!(
        read("#/wythoff?exam&hints"),
        Exam {
            on: true,
            hints: true
        }
    );
    assert_eq!(
        read("#/wythoff?exam=0&hints"),
        Exam {
            on: false,
            hints: true
        }
    );
}

#[test]
fn exam_hides_the_analysis_and_the_hint_unless_allowed() {
    let table = [
        // on, hints → shows analysis, allows hint
        (false, false, true, true),
        (false, true, true, true),
        (true, false, false, false),
        (true, true, false, true),
    ];
    for (on, hints, analysis, hint) in table {
        let e = Exam { on, hints };
        assert_eq!(
            (e.shows_analysis(), e.allows_hint()),
            (analysis, hint),
            "{e:?}"
        );
    }
}

#[test]
fn writing_keeps_the_other_pairs_and_drops_hints_without_exam() {
    let url = HashUrl::parse("#/play?game=nim&exam&position=3,4,5&hints&lang=es");
    let off = Exam {
        on: false,
        hints: true,
    }
    .write(&url);
    assert_eq!(off.to_hash(), "#/play?game=nim&position=3,4,5&lang=es");
    let on = Exam {
        on: true,
        hints: false,
    }
    .write(&off);
    assert_eq!(on.to_hash(), "#/play?game=nim&position=3,4,5&lang=es&exam");
    let both = Exam {
        on: true,
        hints: true,
    }
    .write(&on);
    assert_eq!(
        Exam::from_url(&both),
        Exam {
            on: true,
            hints: true
        }
    );
}

#[test]
fn a_screen_rewriting_its_url_keeps_exam() {
    // The app-wide parameters survive a screen writing its own query.
    let current = HashUrl::parse("#/subtraction?n=19&k=3&exam&hints");
    let written = HashUrl::parse("#/subtraction?n=19&k=3&position=18").keeping_globals_of(&current);
    assert_eq!(
        Exam::from_url(&written),
        Exam {
            on: true,
            hints: true
        }
    );
}
