//! The menu: one card per screen, and the message for a path that names no
//! screen.

use nimatron_i18n::Lang;
use yew::prelude::*;

use crate::components::use_ids;

use nimatron_core::registry;

use super::MENU;
use crate::components::ErrorBanner;
use crate::i18n::use_i18n;
use crate::play::url::play_href;
use crate::play::words::{game_summary, game_title};

/// Props of [`Home`].
#[derive(Debug, Properties, PartialEq)]
pub struct HomeProps {
    /// The unknown path the user asked for, if that is how they got here.
    #[prop_or_default]
    pub not_found: Option<AttrValue>,
}

/// The home screen (`#/`), also shown for unknown paths.
#[component]
pub fn Home(props: &HomeProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    html! {
        <section class="screen home" aria-labelledby={ids.id("home-title")}>
            if let Some(path) = &props.not_found {
                <ErrorBanner
                    message={i18n.tr_args("app-not-found", &[("path", path.as_str().into())])}
                />
            }
            <h1 id={ids.id("home-title")}>{ i18n.tr("app-home-title") }</h1>
            <p class="lede">{ i18n.tr("app-home-intro") }</p>
            <ul class="menu">
                { for MENU.iter().map(|entry| html! {
                    <li class="card menu-card">
                        <h2>{ i18n.tr(entry.title_id) }</h2>
                        <p>{ i18n.tr(entry.description_id) }</p>
                        <a class="button button-primary" href={entry.href}>
                            { i18n.tr("app-home-open") }
                            <span class="visually-hidden">{ ": " }{ i18n.tr(entry.title_id) }</span>
                        </a>
                    </li>
                }) }
            </ul>
            <section class="home-games" aria-labelledby={ids.id("home-games-title")}>
                <h2 id={ids.id("home-games-title")}>{ i18n.tr("play-home-games-title") }</h2>
                <p class="lede">{ i18n.tr("play-home-games-intro") }</p>
                // Every registered game, read from the registry: a game
                // added there appears here with no change to the app.
                <ul class="game-list" data-testid="game-list">
                    { for registry::GAMES.iter().map(|entry| {
                        let title = game_title(&i18n, entry.name);
                        let (game, position) = entry.example;
                        html! {
                            <li class="card game-card" data-testid="game-card" data-game={entry.name}>
                                <h3>{ title.clone() }</h3>
                                <p>{ game_summary(&i18n, entry.name) }</p>
                                <p class="note game-example"><code>{ format!("{game} {position}") }</code></p>
                                <a class="button button-small" href={play_href(game, position)} data-testid="game-link">
                                    { i18n.tr("play-home-play") }
                                    <span class="visually-hidden">{ ": " }{ title }</span>
                                </a>
                            </li>
                        }
                    }) }
                </ul>
            </section>
            <section class="card home-lesson" aria-labelledby={ids.id("home-lesson-title")}>
                <h2 id={ids.id("home-lesson-title")}>{ i18n.tr("app-home-lesson-title") }</h2>
                <p>{ i18n.tr("app-home-lesson-text") }</p>
                <a class="button" href={lesson_href(i18n.lang())} data-testid="lesson-link">
                    { i18n.tr("app-home-lesson-open") }
                </a>
            </section>
        </section>
    }
}

/// The example lesson (shipped in `dist/lesson/`, see `web/lesson/`) in the
/// language on screen.
fn lesson_href(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "lesson/en.html",
        Lang::Es => "lesson/es.html",
    }
}
