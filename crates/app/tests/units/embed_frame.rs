//! Tests of `embed::frame` (`crates/app/src/embed/frame.rs`): the widget
//! page reads the element's attributes back from its address exactly as
//! `embed::spec` reads them from the element.
use nimatron_app::embed::frame::{Shown, attributes, shown};
use nimatron_app::embed::spec::from_attributes;
use nimatron_app::route::{HashUrl, Route};
use nimatron_i18n::Lang;

/// The address `web/nimatron-widgets.js` makes for an element with these
/// attributes on a page in `page_lang`: each `data-*` attribute through
/// `encodeURIComponent`, a bare one bare, then `lang=`.
fn address(attrs: &[(&str, &str)], page_lang: Option<&str>) -> HashUrl {
    // encodeURIComponent keeps A-Z a-z 0-9 - _ . ! ~ * ' ( ) and escapes the rest.
    let encode = |s: &str| -> String {
        s.bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' => (b as char).to_string(),
                b'-' | b'_' | b'.' | b'!' | b'~' | b'*' | b'\'' | b'(' | b')' => {
                    (b as char).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect()
    };
    let mut pairs: Vec<String> = attrs
        .iter()
        .filter(|(name, _)| name.starts_with("data-"))
        .map(|(name, value)| match value {
            &"" => encode(name),
            value => format!("{}={}", encode(name), encode(value)),
        })
        .collect();
    if let Some(lang) = page_lang {
        pairs.push(format!("lang={}", encode(lang)));
    }
    HashUrl::parse(&format!("#/widget?{}", pairs.join("&")))
}

fn owned(attrs: &[(&str, &str)]) -> Vec<(String, String)> {
    attrs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn the_widget_page_is_its_own_path() {
    assert!(HashUrl::parse("#/widget?data-nimatron=nim").is_widget_page());
    assert!(HashUrl::parse("#//Widget/").is_widget_page());
    assert!(!HashUrl::parse("#/nim?heaps=3").is_widget_page());
    assert!(!HashUrl::parse("").is_widget_page());
}

/// Every element, through its address, is the widget the element itself is.
#[test]
fn attributes_round_trip_through_the_address() {
    let elements: &[&[(&str, &str)]] = &[
        &[
            ("data-nimatron", "nim"),
            ("data-heaps", "3,4,5"),
            ("data-misere", ""),
        ],
        &[
            ("class", "x"),
            ("data-nimatron", "wythoff"),
            ("data-size", "20"),
            ("data-queen", "5,3"),
        ],
        &[
            ("data-nimatron", "play"),
            ("data-game", "sum:nim+kayles"),
            ("data-position", "3,4+5 & 6=7?#%"),
        ],
        &[
            ("data-nimatron", " Bouton "),
            ("data-heaps", " 1,2 "),
            ("data-lang", "es"),
        ],
        &[
            ("data-nimatron", "play"),
            ("data-game", "take:3"),
            ("data-position", "«ñ»"),
        ],
    ];
    for element in elements {
        let url = address(element, Some("en"));
        let expected = from_attributes(&owned(element)).map(|mut w| {
            w.lang = w.lang.or(Some(Lang::En));
            w
        });
        let (got, lang) = shown(&url);
        match (got, expected) {
            (Shown::Widget(mut got), Some(expected)) => {
                got.lang = lang;
                assert_eq!(got, expected, "{element:?}");
            }
            (got, expected) => panic!("{element:?}: {got:?} vs {expected:?}"),
        }
    }
}

#[test]
fn only_data_pairs_are_attributes() {
    let url = HashUrl::parse(
        "#/widget?data-nimatron=nim&embed&present&x=1&lang=es&DATA-Heaps=1,2&data-misere",
    );
    assert_eq!(
        attributes(&url),
        owned(&[
            ("data-nimatron", "nim"),
            ("DATA-Heaps", "1,2"),
            ("data-misere", "")
        ])
    );
}

/// The element's own `data-lang` first, then its page's, else none (the
/// reader's browser decides).
#[test]
fn the_language_is_the_elements_then_its_pages() {
    let lang = |attrs: &[(&str, &str)], page: Option<&str>| shown(&address(attrs, page)).1;
    let nim = ("data-nimatron", "nim");
    assert_eq!(
        lang(&[nim, ("data-lang", "es")], Some("en")),
        Some(Lang::Es)
    );
    assert_eq!(lang(&[nim], Some("es-MX")), Some(Lang::Es));
    assert_eq!(
        lang(&[nim, ("data-lang", "fr")], Some("es")),
        Some(Lang::Es)
    );
    assert_eq!(lang(&[nim], Some("fr")), None);
    assert_eq!(lang(&[nim], None), None);
    // The message that a name is no widget speaks the same way.
    assert_eq!(
        lang(
            &[("data-nimatron", "chess"), ("data-lang", "es")],
            Some("en")
        ),
        Some(Lang::Es)
    );
}

#[test]
fn a_name_that_is_no_widget_says_so() {
    let (got, _) = shown(&address(&[("data-nimatron", "chess")], None));
    assert_eq!(got, Shown::Unknown("chess".to_string()));
    // The home page is no widget either; an address naming nothing says so too.
    let (got, _) = shown(&address(&[("data-nimatron", "home")], None));
    assert_eq!(got, Shown::Unknown("home".to_string()));
    let (got, _) = shown(&HashUrl::parse("#/widget"));
    assert_eq!(got, Shown::Unknown(String::new()));
    let (got, _) = shown(&address(&[("data-nimatron", "nim")], None));
    assert!(matches!(got, Shown::Widget(w) if w.route == Route::Nim));
}
