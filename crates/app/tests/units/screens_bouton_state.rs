//! Tests of `screens::bouton::state` (`crates/app/src/screens/bouton/state.rs`).
use nimatron_app::screens::bouton::url::DEFAULT_HEAPS;
use nimatron_app::screens::query::FromQuery;
use nimatron_core::Convention;
use yew::prelude::*;

use nimatron_app::screens::bouton::state::*;

#[test]
fn a_bad_url_shows_the_default_and_why() {
    let s = State::from_hash("#/bouton?heaps=1,x&misere");
    assert_eq!(*s.heaps, DEFAULT_HEAPS);
    assert_eq!(s.convention, Convention::Misere);
    assert!(s.problem_from(Source::Url).is_some());
    assert!(!s.url_follows_state());
    let s = s.reduce(Action::Show(vec![7, 9], Convention::Normal));
    assert!(s.url_follows_state());
    assert_eq!(s.draft, "7,9");
}

#[test]
fn the_field_is_checked_on_submit() {
    let s = State::from_hash("#/bouton?heaps=3,5,9,6,9");
    assert_eq!(*s.heaps, [3, 5, 9, 6, 9]);
    let s = s.reduce(Action::EditDraft("1, 2 oops".into()));
    let s = s.reduce(Action::Submit);
    assert_eq!(*s.heaps, [3, 5, 9, 6, 9], "the position stays");
    assert!(s.problem_from(Source::Field).is_some());
    assert!(s.url_follows_state());
    let s = s
        .reduce(Action::EditDraft("1 2 3".into()))
        .reduce(Action::Submit);
    assert_eq!((s.heaps.to_vec(), s.problem.clone()), (vec![1, 2, 3], None));
}
