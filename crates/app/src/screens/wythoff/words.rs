//! The Wythoff screen's sentences, built from the current language's
//! messages. Pure functions of a [`Localizer`], tested in both languages.

use nimatron_core::Convention;
use nimatron_core::games::wythoff::{MAX_COLD_INDEX, cold_pair, is_cold};
use nimatron_i18n::{Arg, Localizer};

use super::url::{MAX_SIZE, MIN_SIZE, UrlProblem};

/// A refused URL value as one sentence (with the grid's limits).
pub fn url_problem(loc: &Localizer, p: &UrlProblem) -> String {
    // `given`: the text of the URL (quoted, cut short).
    let given = |id, given: &str| (id, vec![("given", Arg::from(given))]);
    let (id, mut args) = match p {
        UrlProblem::SizeNotANumber(g) => given("wythoff-error-size-nan", g),
        UrlProblem::SizeOutOfRange(g) => given("wythoff-error-size-range", g),
        UrlProblem::QueenNotAPair(g) => given("wythoff-error-queen-nan", g),
        // `key`: the parameter; `given`: its value.
        UrlProblem::Unknown(key, given) => (
            "play-notice-unknown-value",
            vec![("key", (*key).into()), ("value", given.as_str().into())],
        ),
        // The cell `(a, b)` asked for, and the grid's side.
        UrlProblem::QueenOffGrid(a, b, size) => (
            "wythoff-error-queen-off",
            vec![
                ("a", (*a).into()),
                ("b", (*b).into()),
                ("size", (*size).into()),
            ],
        ),
    };
    args.extend([("min", MIN_SIZE.into()), ("max", MAX_SIZE.into())]);
    loc.tr_args(id, &args)
}

/// What a move from `from` to `to` takes: "take 3 from pile A", "… from
/// both piles".
pub fn move_text(loc: &Localizer, from: (u64, u64), to: (u64, u64)) -> String {
    let (da, db) = (from.0.saturating_sub(to.0), from.1.saturating_sub(to.1));
    let (id, n) = match (da, db) {
        (0, n) => ("wythoff-take-b", n),
        (n, 0) => ("wythoff-take-a", n),
        (n, _) => ("wythoff-take-both", n),
    };
    loc.tr_args(
        id,
        &[("n", n.into()), ("a", to.0.into()), ("b", to.1.into())],
    )
}

/// Why `(a, b)` is cold or hot under `convention`, naming the index `k`
/// and the formula.
pub fn reason(loc: &Localizer, a: u64, b: u64, convention: Convention) -> String {
    let (low, high) = (a.min(b), a.max(b));
    let d = high - low;
    let misere = convention.is_misere();
    let cold = is_cold(a, b, convention);
    // The misère exceptions come first: (0,1), (1,0), (2,2) cold; (0,0), (1,2) hot.
    if misere && matches!((low, high), (0, 0) | (0, 1) | (1, 2) | (2, 2)) {
        let id = if cold {
            "wythoff-reason-misere-cold"
        } else {
            "wythoff-reason-misere-hot"
        };
        return loc.tr_args(id, &[("a", a.into()), ("b", b.into())]);
    }
    if d > MAX_COLD_INDEX {
        return loc.tr_args(
            "wythoff-reason-no-pair",
            &[("d", d.into()), ("max", MAX_COLD_INDEX.into())],
        );
    }
    let Ok((ak, bk)) = cold_pair(d) else {
        return String::new();
    };
    let args = [
        ("a", a.into()),
        ("b", b.into()),
        ("k", d.into()),
        ("ak", ak.into()),
        ("bk", bk.into()),
    ];
    loc.tr_args(
        if cold {
            "wythoff-reason-cold"
        } else {
            "wythoff-reason-hot"
        },
        &args,
    )
}

/// "(3, 5)".
pub fn cell(a: u64, b: u64) -> String {
    format!("({a}, {b})")
}
