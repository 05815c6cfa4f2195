//! Tests of `app` (`crates/app/src/app.rs`).
use nimatron_app::i18n::LangSource;
use nimatron_app::route::{HashUrl, Route};
use nimatron_i18n::Lang;
use std::rc::Rc;
use yew::prelude::*;

use nimatron_app::app::*;

#[test]
fn navigation_bumps_nav_and_follows_lang() {
    let s = Rc::new(AppState::new(HashUrl::parse("#/nim"), Some("es"), &[]));
    assert_eq!((s.lang, s.lang_source), (Lang::Es, LangSource::Stored));
    let s = s.reduce(AppAction::Navigate(HashUrl::parse("#/nim?heaps=1")));
    assert_eq!((s.nav, s.lang), (1, Lang::Es));
    let s = s.reduce(AppAction::Navigate(HashUrl::parse("#/nim?lang=en")));
    assert_eq!(
        (s.nav, s.lang, s.lang_source),
        (2, Lang::En, LangSource::Url)
    );
    let s = s.reduce(AppAction::PickLang(Lang::Es));
    assert_eq!((s.lang, s.lang_source), (Lang::Es, LangSource::User));
    assert_eq!(s.url.route(), Route::Nim);
}

#[test]
fn unknown_paths_are_quoted_short() {
    assert_eq!(quote_path("/nope"), "#/nope");
    let long = format!("/{}", "ñ".repeat(500));
    assert_eq!(quote_path(&long).chars().count(), 61);
}

#[test]
fn tab_titles_name_the_screen_then_the_app() {
    for (route, lang, title) in [
        (Route::Home, Lang::En, "Nimatron"),
        (Route::NotFound("/x".into()), Lang::En, "Nimatron"),
        (Route::Nim, Lang::En, "Nim · Nimatron"),
        (Route::Play, Lang::En, "Play · Nimatron"),
        (Route::Worksheet, Lang::Es, "Hoja de ejercicios · Nimatron"),
        (Route::Bouton, Lang::En, "Bouton, step by step · Nimatron"),
        (
            Route::GameOfGames,
            Lang::Es,
            "El juego de juegos · Nimatron",
        ),
        (Route::Sequence, Lang::En, "Grundy sequences · Nimatron"),
        (Route::Misere, Lang::Es, "Cocientes misère · Nimatron"),
    ] {
        assert_eq!(tab_title(&route, lang), title);
    }
}
