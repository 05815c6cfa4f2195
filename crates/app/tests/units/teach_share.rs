//! Tests of `teach::share` (`crates/app/src/teach/share.rs`).
use nimatron_app::route::{HashUrl, Route};
use nimatron_i18n::Lang;

use nimatron_app::embed::spec::from_attributes;
use nimatron_app::teach::share::*;

const PAGE: &str = "https://school.example/nimatron/index.html";

/// Snippet words with `title` as the iframe's name.
fn words(title: &str) -> SnippetWords<'_> {
    SnippetWords {
        title,
        fallback: "It did not load:",
        open: "open it",
    }
}

#[test]
fn link_is_page_and_hash() {
    let t = share_texts(
        PAGE,
        "#/play?game=kayles&position=5,7",
        Lang::En,
        &words("N"),
    );
    assert_eq!(
        t.link,
        "https://school.example/nimatron/index.html#/play?game=kayles&position=5,7"
    );
    // An empty hash is the menu.
    let t = share_texts("http://127.0.0.1:4173/", "", Lang::En, &words("N"));
    assert_eq!(t.link, "http://127.0.0.1:4173/#/");
}

#[test]
fn folders() {
    assert_eq!(folder_of(PAGE), "https://school.example/nimatron/");
    assert_eq!(
        folder_of("http://127.0.0.1:4173/"),
        "http://127.0.0.1:4173/"
    );
    assert_eq!(folder_of("http://h"), "http://h");
    assert_eq!(folder_of("/a/b.html"), "/a/");
}

#[test]
fn iframe_adds_embed_once_and_drops_present() {
    let t = share_texts(
        PAGE,
        "#/nim?heaps=3,4,5&present&embed&lang=es",
        Lang::Es,
        &words("Nim \"x\""),
    );
    assert!(t.iframe.contains(
        "src=\"https://school.example/nimatron/index.html#/nim?heaps=3,4,5&amp;lang=es&amp;embed\""
    ));
    assert!(t.iframe.contains("title=\"Nim &quot;x&quot;\""));
    // A classic script: a module from another origin would need CORS.
    assert!(t.iframe.contains(
        "<script defer src=\"https://school.example/nimatron/nimatron-frames.js\"></script>"
    ));
    assert!(t.iframe.contains("loading=\"lazy\""));
    assert!(!t.iframe.contains("module"));
    assert_eq!(t.iframe.matches("embed").count(), 1);
}

#[test]
fn play_widget_round_trips_through_the_widget_reader() {
    let t = share_texts(
        PAGE,
        "#/play?game=kayles&position=5,7&misere&present",
        Lang::En,
        &words(""),
    );
    let widget = t.widget.unwrap_or_default();
    assert_eq!(
        widget,
        "<script defer src=\"https://school.example/nimatron/nimatron-widgets.js\"></script>\n\
         <div data-nimatron=\"play\" data-game=\"kayles\" data-position=\"5,7\" data-misere data-lang=\"en\">\
         It did not load: <a href=\"https://school.example/nimatron/index.html#/play?game=kayles&amp;position=5,7&amp;misere\">open it</a></div>"
    );
    let url = HashUrl::parse("#/play?game=take:3&position=3,4+5&lang=es");
    let attrs = widget_attributes(&url, Lang::Es).unwrap_or_default();
    let spec = from_attributes(&attrs);
    assert_eq!(
        spec.map(|s| (s.route, s.url.to_hash(), s.lang)),
        Some((
            Route::Play,
            "#/play?game=take:3&position=3,4+5".to_string(),
            Some(Lang::Es)
        ))
    );
}

#[test]
fn every_screen_but_home_has_a_widget_and_hostile_text_is_escaped() {
    for (hash, attributes) in [
        (
            "#/subtraction-sets?set=1,3",
            "data-nimatron=\"subtraction-sets\" data-set=\"1,3\"",
        ),
        ("#/game-of-games?n=6", "data-nimatron=\"game-of-games\""),
    ] {
        let widget = share_texts(PAGE, hash, Lang::En, &words("")).widget;
        assert!(
            widget.as_deref().is_some_and(|w| w.contains(attributes)),
            "{widget:?}"
        );
    }
    assert_eq!(share_texts(PAGE, "#/", Lang::En, &words("")).widget, None);
    let t = share_texts(
        PAGE,
        "#/nim?heaps=%22%3E%3Cscript%3E&x%3Cy=1",
        Lang::En,
        &words(""),
    );
    let w = t.widget.unwrap_or_default();
    assert!(w.contains("data-heaps=\"&quot;&gt;&lt;script&gt;\""), "{w}");
    assert!(!w.contains("x<y"), "{w}");
    // The script, the element and its link: no other tag.
    assert_eq!(w.matches('<').count(), 6, "{w}");
}
