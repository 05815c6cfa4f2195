//! One script-tag widget: a screen in its own language context, without
//! the app's header, navigation or footer, and without the URL (several
//! widgets share one page, so none may own `location.hash` or storage),
//! and inside its own [`IdScope`], so its element ids are its own.

use std::rc::Rc;

use nimatron_i18n::Lang;
use yew::prelude::*;

use super::spec::WIDGET_NAMES;
use super::spec::WidgetSpec;
use crate::components::{ErrorBanner, IdScope};
use crate::i18n::{I18nProvider, localizer};
use crate::play::PlayScreen;
use crate::route::Route;
use crate::screens::bouton::BoutonScreen;
use crate::screens::game_of_games::GameOfGamesScreen;
use crate::screens::grundy::GrundyScreen;
use crate::screens::min_nim::MinNimScreen;
use crate::screens::nim::NimScreen;
use crate::screens::sequence::SequenceScreen;
use crate::screens::subtraction::SubtractionScreen;
use crate::screens::worksheet::WorksheetScreen;
use crate::screens::wythoff::WythoffScreen;
use nimatron_i18n::Arg;

/// Props of [`Widget`].
#[derive(Debug, Properties, PartialEq)]
pub struct WidgetProps {
    /// What the element asked for.
    pub spec: Rc<WidgetSpec>,
    /// The language to show.
    pub lang: Lang,
}

/// A live screen inside a teacher's page.
#[component]
pub fn Widget(props: &WidgetProps) -> Html {
    let url = Rc::new(props.spec.url.clone());
    // `sync_url = false`: the screen never reads or writes the location or
    // local storage, so widgets stay independent of each other and the page.
    let screen = match props.spec.route {
        Route::Nim => html! { <NimScreen {url} sync_url={false} /> },
        Route::Bouton => html! { <BoutonScreen {url} sync_url={false} /> },
        Route::Wythoff => html! { <WythoffScreen {url} sync_url={false} /> },
        Route::Subtraction => html! { <SubtractionScreen {url} sync_url={false} /> },
        Route::GameOfGames => html! { <GameOfGamesScreen {url} sync_url={false} /> },
        Route::MinNim => html! { <MinNimScreen {url} sync_url={false} /> },
        Route::Grundy => html! { <GrundyScreen {url} sync_url={false} /> },
        Route::Sequence => html! { <SequenceScreen {url} sync_url={false} /> },
        Route::Worksheet => html! { <WorksheetScreen {url} sync_url={false} /> },
        Route::Play => html! { <PlayScreen {url} sync_url={false} /> },
        // Not a widget (see `spec.rs`).
        Route::Home | Route::NotFound(_) => html! {},
    };
    html! {
        <I18nProvider lang={props.lang}>
            <div class="nimatron-widget" lang={props.lang.code()}><IdScope>{ screen }</IdScope></div>
        </I18nProvider>
    }
}

/// Props of [`UnknownWidget`].
#[derive(Debug, Properties, PartialEq)]
pub struct UnknownWidgetProps {
    /// What `data-nimatron` said (cut short).
    pub name: AttrValue,
    /// The language to say it in.
    pub lang: Lang,
}

/// In place of an element whose `data-nimatron` names no widget: which
/// names there are, so the teacher can fix the typo.
#[component]
pub fn UnknownWidget(props: &UnknownWidgetProps) -> Html {
    let loc = localizer(props.lang);
    let message = loc.tr_args(
        "widget-unknown",
        &[
            ("name", Arg::from(props.name.to_string())),
            ("names", Arg::from(WIDGET_NAMES.join(", "))),
        ],
    );
    html! {
        <I18nProvider lang={props.lang}>
            <div class="nimatron-widget" lang={props.lang.code()}>
                <ErrorBanner message={AttrValue::from(message)} />
            </div>
        </I18nProvider>
    }
}
