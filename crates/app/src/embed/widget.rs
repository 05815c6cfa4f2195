//! One script-tag widget: a screen in its own language context, without
//! the app's header, navigation or footer, and without the URL or storage
//! (the widget frames of one page share the app's storage, and the share
//! panel's preview sits inside the app's own page, so none may own
//! `location.hash` or storage), and inside its own [`IdScope`], so its
//! element ids are its own.

use std::rc::Rc;

use nimatron_i18n::Lang;
use yew::prelude::*;

use super::spec::WidgetSpec;
use crate::components::{ErrorBanner, IdScope};
use crate::i18n::{I18nProvider, localizer};
use crate::route::{SCREENS, ScreenRow};
use crate::screens::ScreenFn;
use nimatron_i18n::Arg;

/// Props of [`Widget`].
#[derive(Debug, Properties, PartialEq)]
#[allow(unpredictable_function_pointer_comparisons, reason = "see WidgetView")]
pub struct WidgetProps {
    /// What the element asked for.
    pub spec: Rc<WidgetSpec>,
    /// The language to show.
    pub lang: Lang,
    /// The build's screens (`crate::screens::screen` in the whole app).
    pub screen: ScreenFn,
}

/// A live screen inside a teacher's page.
#[component]
pub fn Widget(props: &WidgetProps) -> Html {
    let url = Rc::new(props.spec.url.clone());
    // `sync_url = false`: the screen never reads or writes the location or
    // local storage, so widgets stay independent of each other and the page.
    // The home page and unknown paths are not widgets (see `spec.rs`).
    let screen = (props.screen)(&props.spec.route, url, 0, false).unwrap_or_default();
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
    let names: Vec<&str> = SCREENS.iter().map(ScreenRow::widget_name).collect();
    let message = loc.tr_args(
        "widget-unknown",
        &[
            ("name", Arg::from(props.name.to_string())),
            ("names", Arg::from(names.join(", "))),
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
