//! A script-tag widget in its own iframe: the page
//! `index.html#/widget?data-nimatron=nim&data-heaps=3,4,5&lang=es` that
//! `web/nimatron-widgets.js` opens in place of each marked element of a
//! teacher's page.
//!
//! Why a frame (docs/EMBEDDING.md): a teacher's page on another origin,
//! served with no special headers, is the reference host. A module script
//! or a fetch from another origin needs CORS headers that a plain static
//! host never sends, while a cross-origin iframe needs none; and a frame's
//! styles cannot reach the page around it.
//!
//! The address carries the element's `data-*` attributes as they are, and
//! the language of the element's page as `lang=`. [`attributes`] gives them
//! back and [`spec::from_attributes`] reads them exactly as it would read
//! the element, so the script knows no screen and no parameter: the one
//! mapping from attributes to a screen stays in [`spec`].

use std::rc::Rc;

use nimatron_i18n::Lang;
use yew::prelude::*;

use super::height::use_report_height;
use super::spec::{self, WidgetSpec};
use super::widget::{UnknownWidget, Widget};
use crate::app::tab_title;
use crate::dom;
use crate::i18n::{LangSource, choose_lang};
use crate::route::{HashUrl, Route};
use crate::screens::ScreenFn;

/// Most attributes read from the address (as from an element).
pub const MAX_ATTRIBUTES: usize = 64;

/// The element's attributes the address carries: every `data-*` pair, in
/// order, a bare key (`data-misere`) as an empty value, as the element had it.
pub fn attributes(url: &HashUrl) -> Vec<(String, String)> {
    url.query
        .iter()
        .filter(|(key, _)| {
            key.get(..5)
                .is_some_and(|p| p.eq_ignore_ascii_case("data-"))
        })
        .take(MAX_ATTRIBUTES)
        .map(|(key, value)| (key.clone(), value.clone().unwrap_or_default()))
        .collect()
}

/// What a widget page shows.
#[derive(Debug, Clone, PartialEq)]
pub enum Shown {
    /// The widget its attributes describe.
    Widget(WidgetSpec),
    /// The message that its `data-nimatron` names no widget (empty when it
    /// names nothing at all).
    Unknown(String),
}

/// What the widget page at `url` shows, and the language it asks for: the
/// element's own `data-lang` if we speak it, else its page's (`lang=`).
pub fn shown(url: &HashUrl) -> (Shown, Option<Lang>) {
    let attributes = attributes(url);
    let page = url.lang();
    if let Some(widget) = spec::from_attributes(&attributes) {
        let lang = widget.lang.or(page);
        return (Shown::Widget(widget), lang);
    }
    let own = attributes
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(spec::LANG_ATTR))
        .and_then(|(_, tag)| Lang::from_tag(tag.trim()));
    let name = spec::unknown_name(&attributes).unwrap_or_default();
    (Shown::Unknown(name), own.or(page))
}

/// The language a widget page speaks: the one it asks for (`shown`), else
/// the reader's browser's; never a stored choice, so widgets stay
/// independent of each other and of the app.
pub fn lang(asked: Option<Lang>) -> Lang {
    let (lang, _): (Lang, LangSource) = choose_lang(asked, None, &dom::browser_languages());
    lang
}

/// Props of [`WidgetFrame`].
#[derive(Debug, Properties, PartialEq)]
#[allow(unpredictable_function_pointer_comparisons, reason = "see WidgetView")]
pub struct WidgetFrameProps {
    /// The build's screens (`crate::screens::screen` in the whole app, a
    /// small module's own in `crate::modules`).
    pub screen: ScreenFn,
}

/// The widget page: the widget alone, in the language its element asked
/// for (else the reader's browser), reporting its height to the teacher's
/// page. It never reads or writes storage or the address after the first
/// read, so widgets stay independent of each other and of the app.
#[component]
pub fn WidgetFrame(props: &WidgetFrameProps) -> Html {
    let main_ref = use_node_ref();
    use_report_height(main_ref.clone(), true);
    let shown = use_memo((), |_| {
        let (shown, asked) = shown(&HashUrl::parse(&dom::current_hash()));
        let lang = lang(asked);
        (shown, lang)
    });
    let (shown, lang) = (*shown).clone();
    let route = match &shown {
        Shown::Widget(widget) => widget.route.clone(),
        Shown::Unknown(_) => Route::Home,
    };
    use_effect_with((), move |_| {
        dom::mark_embedded(true);
        dom::set_document_lang_and_title(lang.code(), &tab_title(&route, lang));
    });
    let content = match shown {
        Shown::Widget(widget) => {
            html! { <Widget spec={Rc::new(widget)} {lang} screen={props.screen} /> }
        }
        Shown::Unknown(name) => html! { <UnknownWidget name={AttrValue::from(name)} {lang} /> },
    };
    html! {
        <main id="main" class="app-main app-main-embed app-main-widget" ref={main_ref}>{ content }</main>
    }
}
