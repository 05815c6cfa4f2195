//! Tests of `embed::spec` (`crates/app/src/embed/spec.rs`).
use nimatron_app::route::Route;
use nimatron_i18n::Lang;

use nimatron_app::embed::spec::*;

fn attrs(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// A row of the table: attributes, and the widget they describe.
type Case<'a> = (
    &'a [(&'a str, &'a str)],
    Option<(Route, &'a str, Option<Lang>)>,
);

/// One table: attributes → (route, query text, language).
#[test]
fn reads_marked_elements() {
    let cases: &[Case] = &[
        (
            &[
                ("class", "x"),
                ("data-nimatron", "wythoff"),
                ("data-size", "20"),
            ],
            Some((Route::Wythoff, "#/wythoff?size=20", None)),
        ),
        (
            &[
                ("data-nimatron", "nim"),
                ("data-heaps", "3,4,5"),
                ("data-misere", ""),
            ],
            Some((Route::Nim, "#/nim?heaps=3,4,5&misere", None)),
        ),
        (
            &[
                ("DATA-NIMATRON", " Bouton "),
                ("data-heaps", " 1,2 "),
                ("data-lang", "es"),
            ],
            Some((Route::Bouton, "#/bouton?heaps=1,2", Some(Lang::Es))),
        ),
        (
            &[("data-nimatron", "nim"), ("data-lang", "xx")],
            Some((Route::Nim, "#/nim", None)),
        ),
        (
            &[
                ("data-nimatron", "play"),
                ("data-game", "kayles"),
                ("data-position", "5,7"),
            ],
            Some((Route::Play, "#/play?game=kayles&position=5,7", None)),
        ),
        // A renamed screen's old widget name still works (issue 30).
        (
            &[("data-nimatron", "grundy"), ("data-set", "1,3")],
            Some((Route::Grundy, "#/subtraction-sets?set=1,3", None)),
        ),
        (
            &[("data-nimatron", "subtraction-sets"), ("data-set", "1,3")],
            Some((Route::Grundy, "#/subtraction-sets?set=1,3", None)),
        ),
        (
            &[("data-nimatron", "sequence")],
            Some((Route::Sequence, "#/grundy-sequences", None)),
        ),
        (
            &[("data-nimatron", "misere"), ("data-game", "dawson")],
            Some((Route::Misere, "#/misere?game=dawson", None)),
        ),
        (&[("data-nimatron", "")], None),
        (&[("data-nimatron", "home")], None),
        (&[("data-nimatron", "nope")], None),
        (&[("data-size", "20")], None),
    ];
    for (input, expect) in cases {
        let named = input.iter().any(|(k, _)| *k == "data-nimatron");
        let unknown = unknown_name(&attrs(input));
        assert_eq!(unknown.is_some(), named && expect.is_none(), "{input:?}");
        let got = from_attributes(&attrs(input));
        let got = got.map(|s| (s.route, s.url.to_hash(), s.lang));
        let expect = expect.clone().map(|(r, h, l)| (r, h.to_string(), l));
        assert_eq!(got, expect, "{input:?}");
    }
}

#[test]
fn many_attributes_are_cut_not_fatal() {
    let mut many = vec![("data-nimatron".to_string(), "nim".to_string())];
    for i in 0..1000 {
        many.push((format!("data-k{i}"), "v".to_string()));
    }
    let spec = from_attributes(&many);
    assert!(spec.is_some_and(|s| s.url.query.len() <= MAX_PARAMS + 1));
}
