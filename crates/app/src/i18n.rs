//! Localisation for the components: the [`I18n`] context (the current
//! [`Localizer`] and a callback to switch language), the hook
//! [`use_i18n`] and the rule that picks the first language.
//!
//! Every word a component shows comes from `i18n.tr(..)` /
//! `i18n.tr_args(..)`; the messages live in `crates/i18n/locales`.
//!
//! On a touch screen (no mouse, no keyboard: [`is_touch_screen`]) a message
//! `ID-touch`, where a language has one, is said in place of `ID`: taps,
//! not clicks or keys. It lives in the file of `ID`, right after it, so a
//! build that carries `ID` carries its touch wording too.

use std::cell::RefCell;
use std::ops::Deref;
use std::rc::Rc;

use nimatron_i18n::{Lang, Localizer};
use yew::prelude::*;

thread_local! {
    /// One parsed Localizer per language, built on first use.
    static LOCALIZERS: RefCell<Vec<(Lang, Rc<Localizer>)>> = const { RefCell::new(Vec::new()) };
}

/// The shared [`Localizer`] of `lang` (parsed once per page). Kept only
/// once the language's words are here (`crate::words`): one made before
/// would stay empty.
pub fn localizer(lang: Lang) -> Rc<Localizer> {
    LOCALIZERS.with(|cell| {
        let mut cache = cell.borrow_mut();
        if let Some((_, loc)) = cache.iter().find(|(l, _)| *l == lang) {
            return loc.clone();
        }
        let loc = Rc::new(Localizer::new(lang));
        if nimatron_i18n::ready(lang) {
            cache.push((lang, loc.clone()));
        }
        loc
    })
}

/// What the components get from the context: the messages of the current
/// language (through `Deref` to [`Localizer`]) and a way to change it.
#[derive(Clone, Debug)]
pub struct I18n {
    loc: Rc<Localizer>,
    /// A touch screen: `ID-touch` is said in place of `ID` where a
    /// language has it (taps, not clicks or keys).
    touch: bool,
    /// Switches the whole app to another language (the user's choice).
    pub set_lang: Callback<Lang>,
}

impl I18n {
    /// A context for `lang` that ignores language switches (tests, and
    /// components rendered outside the app).
    pub fn fixed(lang: Lang) -> Self {
        I18n {
            loc: localizer(lang),
            touch: false,
            set_lang: Callback::noop(),
        }
    }

    /// The message `id`, or on a touch screen its `id-touch` variant
    /// when the language has one.
    pub fn tr(&self, id: &str) -> String {
        self.loc.tr(&self.pick(id))
    }

    /// [`I18n::tr`] with variables.
    pub fn tr_args(&self, id: &str, args: &[(&str, nimatron_i18n::Arg)]) -> String {
        self.loc.tr_args(&self.pick(id), args)
    }

    /// True on a touch screen (no instructions about keys).
    pub fn touch(&self) -> bool {
        self.touch
    }

    /// `id`, or its touch variant when it applies.
    fn pick(&self, id: &str) -> String {
        let touch = format!("{id}-touch");
        // Rule: on a touch screen the touch words win where they exist.
        if self.touch && self.loc.has(&touch) {
            touch
        } else {
            id.to_string()
        }
    }
}

/// True when the main pointer is a finger (CSS `pointer: coarse`) or
/// nothing can hover (`hover: none`): a phone or a tablet.
pub fn is_touch_screen() -> bool {
    let window = gloo::utils::window();
    ["(pointer: coarse)", "(hover: none)"].iter().any(|q| {
        window
            .match_media(q)
            .ok()
            .flatten()
            .is_some_and(|m| m.matches())
    })
}

impl PartialEq for I18n {
    fn eq(&self, other: &Self) -> bool {
        self.loc.lang() == other.loc.lang()
            && self.touch == other.touch
            && self.set_lang == other.set_lang
    }
}

impl Deref for I18n {
    type Target = Localizer;
    fn deref(&self) -> &Localizer {
        &self.loc
    }
}

/// The current language's messages; English if no provider is above.
#[hook]
pub fn use_i18n() -> I18n {
    use_context::<I18n>().unwrap_or_else(|| I18n::fixed(Lang::default()))
}

/// Props of [`I18nProvider`].
#[derive(Debug, Properties, PartialEq)]
pub struct I18nProviderProps {
    /// The language to show.
    pub lang: Lang,
    /// Called when the user picks a language.
    #[prop_or_default]
    pub on_change: Callback<Lang>,
    /// The components that read the context.
    #[prop_or_default]
    pub children: Html,
}

/// Provides the [`I18n`] context of `lang` to its children.
#[component]
pub fn I18nProvider(props: &I18nProviderProps) -> Html {
    let touch = *use_memo((), |()| is_touch_screen());
    let context = I18n {
        loc: localizer(props.lang),
        touch,
        set_lang: props.on_change.clone(),
    };
    html! {
        <ContextProvider<I18n> {context}>
            { props.children.clone() }
        </ContextProvider<I18n>>
    }
}

/// Where the current language came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LangSource {
    /// `lang=` in the URL (a teacher's link).
    Url,
    /// The choice stored on an earlier visit.
    Stored,
    /// The browser's preferred languages.
    Browser,
    /// Nothing matched: the default, English.
    Default,
    /// The user pressed a language button just now.
    User,
}

/// The first language: the URL's `lang=`, else the stored choice, else the
/// first browser language we speak, else English.
pub fn choose_lang(
    url: Option<Lang>,
    stored: Option<&str>,
    browser: &[String],
) -> (Lang, LangSource) {
    if let Some(lang) = url {
        return (lang, LangSource::Url);
    }
    if let Some(lang) = stored.and_then(Lang::from_tag) {
        return (lang, LangSource::Stored);
    }
    if let Some(lang) = browser.iter().find_map(|t| Lang::from_tag(t)) {
        return (lang, LangSource::Browser);
    }
    (Lang::default(), LangSource::Default)
}
