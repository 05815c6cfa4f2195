//! Tests of `route` (`crates/app/src/route.rs`).
use nimatron_i18n::Lang;

use nimatron_app::route::*;

fn q(pairs: &[(&str, Option<&str>)]) -> Vec<(String, Option<String>)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.map(str::to_string)))
        .collect()
}

/// A row of the parsing table: hash, path, query pairs.
type Case<'a> = (&'a str, &'a str, &'a [(&'a str, Option<&'a str>)]);

/// One table: hash → (path, query).
#[test]
fn parses_hashes() {
    let cases: &[Case] = &[
        ("", "/", &[]),
        ("#", "/", &[]),
        ("#/", "/", &[]),
        ("#/nim", "/nim", &[]),
        ("#nim/", "/nim", &[]),
        ("#//NIM//", "/nim", &[]),
        (
            "#/nim?heaps=3,4,5&misere",
            "/nim",
            &[("heaps", Some("3,4,5")), ("misere", None)],
        ),
        ("#/nim?&&heaps=&", "/nim", &[("heaps", Some(""))]),
        ("#/nim?heaps=3%2C4", "/nim", &[("heaps", Some("3,4"))]),
        ("#/nim?a=b=c", "/nim", &[("a", Some("b=c"))]),
        ("#/nim?x=%zz%4", "/nim", &[("x", Some("%zz%4"))]),
        ("#/nim?x=%", "/nim", &[("x", Some("%"))]),
        ("#/nim?x=%C3%B1", "/nim", &[("x", Some("ñ"))]),
        ("#/nim?x=%FF", "/nim", &[("x", Some("\u{FFFD}"))]),
        ("#/ñ?é", "/ñ", &[("é", None)]),
    ];
    for (hash, path, query) in cases {
        let url = HashUrl::parse(hash);
        assert_eq!(url.path, *path, "{hash}");
        assert_eq!(url.query, q(query), "{hash}");
    }
}

#[test]
fn routes() {
    assert_eq!(HashUrl::parse("").route(), Route::Home);
    assert_eq!(HashUrl::parse("#/home").route(), Route::Home);
    assert_eq!(HashUrl::parse("#/nim?heaps=1").route(), Route::Nim);
    assert_eq!(
        HashUrl::parse("#/wat").route(),
        Route::NotFound("/wat".into())
    );
    assert_eq!(HashUrl::parse("#/bouton?heaps=1").route(), Route::Bouton);
    assert_eq!(HashUrl::parse("#/wythoff?size=12").route(), Route::Wythoff);
    assert_eq!(
        HashUrl::parse("#/subtraction?n=19&k=3").route(),
        Route::Subtraction
    );
    for r in [
        Route::Home,
        Route::Nim,
        Route::Bouton,
        Route::Wythoff,
        Route::Subtraction,
        Route::GameOfGames,
        Route::MinNim,
        Route::Grundy,
        Route::Play,
        Route::Worksheet,
        Route::Sequence,
        Route::Misere,
    ] {
        assert_eq!(Route::from_path(r.path()), r);
    }
}

#[test]
fn every_screen_row_is_its_routes_and_its_link_opens_it() {
    for row in SCREENS {
        assert_eq!(row.route.row().map(ScreenRow::path), Some(row.path()));
        assert_eq!(Route::from_path(row.path()), row.route);
        assert_eq!(HashUrl::parse(row.href).route(), row.route, "{}", row.href);
        assert_eq!(format!("/{}", row.widget_name()), row.path());
    }
    assert_eq!(SCREENS.len(), 12);
    assert_eq!(Route::Home.row().map(ScreenRow::path), None);
    assert_eq!(Route::NotFound("/x".into()).path(), "/x");
    assert_eq!(Route::Home.path(), "/");
}

#[test]
fn round_trips() {
    for hash in [
        "#/",
        "#/nim?heaps=3,4,5",
        "#/nim?heaps=3,4,5&misere&lang=es",
        "#/nim?heaps=&x=a%20b%26c%3Dd",
    ] {
        let url = HashUrl::parse(hash);
        assert_eq!(url.to_hash(), hash);
        assert_eq!(HashUrl::parse(&url.to_hash()), url);
    }
    let odd = HashUrl::new("/nim").with("k&=?#", "v&=?#% ñ");
    assert_eq!(HashUrl::parse(&odd.to_hash()), odd);
}

#[test]
fn flags_and_values() {
    let url = HashUrl::parse("#/nim?misere&a=0&b=off&c=1&d=");
    assert!(url.flag("misere"));
    assert!(!url.flag("a"));
    assert!(!url.flag("b"));
    assert!(url.flag("c"));
    assert!(url.flag("d"));
    assert!(!url.flag("missing"));
    assert_eq!(url.get("misere"), None);
    assert_eq!(url.get("d"), Some(""));
}

#[test]
fn set_replaces_in_place_and_removes() {
    let mut url = HashUrl::parse("#/nim?lang=en&heaps=1&lang=fr");
    url.set("lang", Some("es"));
    assert_eq!(url.to_hash(), "#/nim?lang=es&heaps=1");
    url.set("lang", None);
    assert_eq!(url.to_hash(), "#/nim?heaps=1");
    url.set("misere", Some("1"));
    assert_eq!(url.to_hash(), "#/nim?heaps=1&misere=1");
}

#[test]
fn globals_survive_a_screen_rewrite() {
    let current = HashUrl::parse("#/nim?heaps=1&lang=es");
    let next = HashUrl::new("/nim")
        .with("heaps", "2")
        .keeping_globals_of(&current);
    assert_eq!(next.to_hash(), "#/nim?heaps=2&lang=es");
    assert_eq!(next.lang(), Some(Lang::Es));
    assert_eq!(HashUrl::parse("#/?lang=xx").lang(), None);
    assert_eq!(HashUrl::parse("#/?lang=es-MX").lang(), Some(Lang::Es));
}

#[test]
fn embed_survives_a_screen_rewrite_bare_or_valued() {
    let current = HashUrl::parse("#/wythoff?size=20&embed&lang=es");
    assert!(current.embedded());
    let next = HashUrl::new("/wythoff")
        .with("size", "12")
        .keeping_globals_of(&current);
    assert_eq!(next.to_hash(), "#/wythoff?size=12&lang=es&embed");
    assert!(next.embedded());
    let valued = HashUrl::new("/nim").keeping_globals_of(&HashUrl::parse("#/nim?embed=1"));
    assert_eq!(valued.to_hash(), "#/nim?embed=1");
    assert!(!HashUrl::parse("#/nim?embed=0").embedded());
    assert!(!HashUrl::parse("#/nim?heaps=1").embedded());
    let kept = HashUrl::new("/nim")
        .with_flag("embed", true)
        .keeping_globals_of(&current);
    assert_eq!(kept.to_hash(), "#/nim?embed&lang=es");
}

#[test]
fn huge_and_hostile_input_does_not_panic() {
    let long = format!("#/nim?heaps={}", "9,".repeat(MAX_HASH_LEN));
    let url = HashUrl::parse(&long);
    assert!(url.get("heaps").is_some_and(|h| h.len() < MAX_HASH_LEN));
    let multibyte = "ñ".repeat(MAX_HASH_LEN);
    let _ = HashUrl::parse(&multibyte);
    for s in ["?", "??", "#?=", "=&=", "%", "%%", "%%%", "%2", "#/%2F%2F"] {
        let url = HashUrl::parse(s);
        let _ = url.to_hash();
        let _ = url.route();
    }
}

/// Issue 30, point 9: a screen's address matches its name; the old
/// addresses open the same screen, with the new address.
#[test]
fn renamed_screens_keep_their_old_addresses() {
    for (old, new, route) in [
        (
            "#/grundy?set=1,3,4&heaps=5",
            "#/subtraction-sets?set=1,3,4&heaps=5",
            Route::Grundy,
        ),
        (
            "#/Sequence/?game=kayles&upto=200&lang=es",
            "#/grundy-sequences?game=kayles&upto=200&lang=es",
            Route::Sequence,
        ),
    ] {
        let url = HashUrl::parse(old);
        assert_eq!(url.route(), route, "{old}");
        assert_eq!(url.to_hash(), new, "{old}");
        assert_eq!(renamed_hash(old).as_deref(), Some(new), "{old}");
        assert_eq!(renamed_hash(new), None, "{new}");
        assert_eq!(HashUrl::parse(new).route(), route, "{new}");
    }
    assert_eq!(
        Route::Grundy.row().map(|r| (r.path(), r.title_id)),
        Some(("/subtraction-sets", "grundy-title"))
    );
    assert_eq!(
        Route::Sequence.row().map(|r| (r.path(), r.title_id)),
        Some(("/grundy-sequences", "seq-title"))
    );
    // Not a prefix match: another path stays what it is.
    assert_eq!(renamed_hash("#/grundyx"), None);
    assert_eq!(renamed_hash("#/play?game=grundy"), None);
}
