//! A teacher's `data-*` attributes: any names and values give a widget of
//! a screen (whose own parser then judges the values), the message that
//! the name is no widget, or nothing for an unmarked element; never a
//! panic, and never more parameters than the stated limit.

use proptest::prelude::*;

use super::hostile;
use nimatron_app::embed::spec::{self, MAX_PARAMS};
use nimatron_app::play::state::State;
use nimatron_app::play::storage::Found;
use nimatron_app::play::url::PlayQuery;
use nimatron_app::route::Route;
use nimatron_app::screens::query::FromUrl;
use nimatron_app::screens::{bouton, nim, wythoff};

/// Cases per property.
const CASES: u32 = 256;

fn attribute() -> impl Strategy<Value = (String, String)> {
    let name = prop_oneof![
        3 => proptest::sample::select(&[
            "data-nimatron", "data-heaps", "data-size", "data-queen", "data-misere", "data-game",
            "data-position", "data-lang", "data-first", "data-opponent", "data-moves", "class",
        ][..]).prop_map(str::to_string),
        1 => "data-[a-z-]{0,10}",
        1 => any::<String>(),
    ];
    let kind = prop_oneof![
        proptest::sample::select(
            &[
                "nim", "bouton", "wythoff", "play", " Play ", "home", "chess", ""
            ][..]
        )
        .prop_map(str::to_string),
        hostile(),
    ];
    (name, prop_oneof![hostile(), kind])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn any_attributes_make_a_widget_a_message_or_nothing(
            attributes in proptest::collection::vec(attribute(), 0..40)) {
        let marked = attributes.iter().any(|(n, _)| n.eq_ignore_ascii_case(spec::MARKER));
        let widget = spec::from_attributes(&attributes);
        let unknown = spec::unknown_name(&attributes);
        // Exactly one of the three, and the message quotes a short name.
        prop_assert_eq!(marked, widget.is_some() || unknown.is_some());
        prop_assert!(!(widget.is_some() && unknown.is_some()));
        prop_assert!(unknown.is_none_or(|n| n.chars().count() <= 40));
        if let Some(w) = widget {
            prop_assert!(w.url.query.len() <= MAX_PARAMS + 1);
            // The screen reads the widget's query as it reads a URL.
            match w.route {
                Route::Nim => { nim::url::NimQuery::from_url(&w.url); }
                Route::Bouton => { bouton::url::BoutonQuery::from_url(&w.url); }
                Route::Wythoff => { wythoff::url::WythoffQuery::from_url(&w.url); }
                Route::Play => {
                    let state = State::open(PlayQuery::from_url(&w.url), Found::Missing);
                    prop_assert!(state.session.is_some() != state.error.is_some());
                }
                other => prop_assert!(false, "not a widget: {:?}", other),
            }
        }
    }
}
