//! What a marked element asks for, as pure data: `<div data-nimatron="nim"
//! data-heaps="3,4,5" data-misere>` becomes the Nim screen with the query
//! `heaps=3,4,5&misere`, exactly as if it were the URL `#/nim?heaps=3,4,5&misere`.
//! So a widget accepts every parameter its screen's URL accepts, and the
//! screen judges the values (a bad one shows the screen's own message).

use nimatron_i18n::Lang;

use crate::route::{HashUrl, Route};

/// The attribute that marks an element as a widget; its value names the screen.
pub const MARKER: &str = "data-nimatron";

/// The attribute that picks a widget's language (else the page's `lang`).
pub const LANG_ATTR: &str = "data-lang";

/// Most data attributes read from one element (the rest are ignored).
pub const MAX_PARAMS: usize = 16;

/// One widget: which screen, with which query, in which language.
#[derive(Debug, Clone, PartialEq)]
pub struct WidgetSpec {
    /// The screen: any but the home page (the play screen's game is
    /// `data-game`, its position `data-position`).
    pub route: Route,
    /// The screen's query, as its URL would carry it.
    pub url: HashUrl,
    /// The language the element asks for with `data-lang`, if we speak it.
    pub lang: Option<Lang>,
}

/// The name a marked element gives when it names no screen that can be a
/// widget (a typo, a screen that has no widget): the widget says so.
/// `None` when the element is unmarked or names a widget.
pub fn unknown_name(attributes: &[(String, String)]) -> Option<String> {
    let kind = attributes
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(MARKER))?;
    from_attributes(attributes)
        .is_none()
        .then(|| kind.1.trim().chars().take(40).collect())
}

/// The widget an element's attributes (name, value) describe, or `None`
/// when it is not marked or names no screen that can be a widget.
pub fn from_attributes(attributes: &[(String, String)]) -> Option<WidgetSpec> {
    let kind = attributes
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(MARKER))?;
    let route = Route::from_path(kind.1.trim());
    // Every screen is a widget; the home page and unknown names are not.
    if matches!(route, Route::Home | Route::NotFound(_)) {
        return None;
    }
    let mut url = HashUrl::new(route.path());
    let mut lang = None;
    let data = attributes
        .iter()
        .map(|(name, value)| (name.to_ascii_lowercase(), value))
        .filter(|(name, _)| name.starts_with("data-"));
    for (name, value) in data {
        let key = &name["data-".len()..];
        if name == MARKER {
            continue;
        }
        if name == LANG_ATTR {
            lang = Lang::from_tag(value.trim());
            continue;
        }
        // Past the limit the rest are ignored (the marker and the language
        // are read wherever they are).
        if url.query.len() >= MAX_PARAMS {
            continue;
        }
        // A bare attribute (`data-misere`) is a flag, as a bare URL key is.
        let value = (!value.is_empty()).then(|| value.trim().to_string());
        url.query.push((key.to_string(), value));
    }
    Some(WidgetSpec { route, url, lang })
}

/// Draws a widget as a teacher's page would show it, keyed by its third
/// argument (the share panel's live preview). Props holding one compare it
/// by address: a build passes one function, and a false "changed" would
/// only draw again.
pub type WidgetView = fn(std::rc::Rc<WidgetSpec>, Lang, yew::AttrValue) -> yew::Html;
