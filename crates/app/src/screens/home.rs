//! The menu: one card per screen, the catalogue of every game, and the
//! message for a path that names no screen.

use nimatron_i18n::Lang;
use yew::prelude::*;

use crate::components::use_ids;

use super::catalogue::Catalogue;
use crate::components::ErrorBanner;
use crate::i18n::use_i18n;
use crate::route::SCREENS;

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
                { for SCREENS.iter().map(|entry| html! {
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
                <h2 id={ids.id("home-games-title")}>{ i18n.tr("catalogue-title") }</h2>
                <p class="lede">{ i18n.tr("catalogue-intro") }</p>
                <Catalogue />
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
