//! The Wythoff screen's sentences, built from the current language's
//! messages. Pure functions of a [`Localizer`], tested in both languages.

use nimatron_core::Convention;
use nimatron_core::games::wythoff::{MAX_COLD_INDEX, cold_pair, is_cold};
use nimatron_i18n::{Arg, Localizer};

use super::url::{MAX_SIZE, MIN_SIZE, UrlProblem};

/// A number as a message argument, exact at any size.
pub fn num(n: u64) -> Arg {
    Arg::Str(n.to_string())
}

/// A refused URL value as one sentence (with the grid's limits).
pub fn url_problem(loc: &Localizer, p: &UrlProblem) -> String {
    let (id, mut args) = match p {
        UrlProblem::SizeNotANumber { given } => {
            ("wythoff-error-size-nan", vec![("given", text_arg(given))])
        }
        UrlProblem::SizeOutOfRange { given } => {
            ("wythoff-error-size-range", vec![("given", text_arg(given))])
        }
        UrlProblem::QueenNotAPair { given } => {
            ("wythoff-error-queen-nan", vec![("given", text_arg(given))])
        }
        UrlProblem::Unknown { key, given } => (
            "play-notice-unknown-value",
            vec![("key", text_arg(key)), ("value", text_arg(given))],
        ),
        UrlProblem::QueenOffGrid { a, b, size } => (
            "wythoff-error-queen-off",
            vec![("a", num(*a)), ("b", num(*b)), ("size", num(*size))],
        ),
    };
    args.extend([("min", num(MIN_SIZE)), ("max", num(MAX_SIZE))]);
    loc.tr_args(id, &args)
}

/// Text the user gave, as a message argument.
fn text_arg(given: &str) -> Arg {
    Arg::Str(given.to_string())
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
    loc.tr_args(id, &[("n", num(n)), ("a", num(to.0)), ("b", num(to.1))])
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
        return loc.tr_args(id, &[("a", num(a)), ("b", num(b))]);
    }
    if d > MAX_COLD_INDEX {
        return loc.tr_args(
            "wythoff-reason-no-pair",
            &[("d", num(d)), ("max", num(MAX_COLD_INDEX))],
        );
    }
    let Ok((ak, bk)) = cold_pair(d) else {
        return String::new();
    };
    let args = [
        ("a", num(a)),
        ("b", num(b)),
        ("k", num(d)),
        ("ak", num(ak)),
        ("bk", num(bk)),
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
