//! The share panel: the link to what is on screen, the iframe and widget
//! snippets (each with a Copy button), the link's QR code and a live
//! preview of the widget. It reads the address itself, and again every
//! half second while open, because screens rewrite `position=` in place
//! (without a `hashchange`) as the game goes on.

use std::rc::Rc;

use gloo::timers::callback::Interval;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

use super::qr::QrSvg;
use super::share::{ShareTexts, SnippetWords, share_texts, widget_attributes};
use crate::dom;
use crate::embed::spec::WidgetView;
use crate::embed::spec::from_attributes;
use crate::i18n::use_i18n;
use crate::route::HashUrl;

/// How often the open panel re-reads the address, in milliseconds.
const REFRESH_MS: u32 = 500;

/// `location.origin + location.pathname`.
fn page_address() -> String {
    let location = gloo::utils::window().location();
    format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// Props of [`SharePanel`].
#[derive(Debug, Properties, PartialEq)]
#[allow(unpredictable_function_pointer_comparisons, reason = "see WidgetView")]
pub struct SharePanelProps {
    /// Closes the panel (the Close button, Escape).
    pub on_close: Callback<()>,
    /// Draws the live preview of a widget (the app's `Screens::widget`:
    /// the home page's own module has none, and no widget to preview).
    #[prop_or_default]
    pub preview: Option<WidgetView>,
}

/// Draws the share panel ([`SharePanel`]) with its Close callback and its
/// preview. A build passes [`share_panel`] in its `Screens`, or none: the
/// home page's module leaves the panel out (16 KB of its first load's
/// gzip) and hands over to the whole app, which opens it. Props holding
/// one compare it by address, as `WidgetView`.
pub type SharePanelView = fn(Callback<()>, Option<WidgetView>) -> Html;

/// The share panel, as a build's `Screens::share`.
pub fn share_panel(on_close: Callback<()>, preview: Option<WidgetView>) -> Html {
    html! { <SharePanel {on_close} {preview} /> }
}

/// `data-testid="share-panel"`: everything a teacher needs to pass on
/// exactly what is on screen.
#[component]
pub fn SharePanel(props: &SharePanelProps) -> Html {
    let i18n = use_i18n();
    let hash = use_state(dom::current_hash);
    {
        let hash = hash.clone();
        use_effect_with((), move |_| {
            let timer = Interval::new(REFRESH_MS, move || {
                let now = dom::current_hash();
                if *hash != now {
                    hash.set(now);
                }
            });
            move || drop(timer)
        });
    }
    use_effect_with((), |_| dom::focus("#share-title"));
    let lang = i18n.lang();
    let (title, fallback, open) = (
        i18n.tr("teach-iframe-title"),
        i18n.tr("teach-widget-fallback"),
        i18n.tr("teach-widget-fallback-open"),
    );
    let words = SnippetWords {
        title: &title,
        fallback: &fallback,
        open: &open,
    };
    let texts: ShareTexts = share_texts(&page_address(), &hash, lang, &words);
    let url = HashUrl::parse(&hash);
    let preview = widget_attributes(&url, lang)
        .and_then(|attrs| from_attributes(&attrs))
        .map(Rc::new);

    let on_close = {
        let cb = props.on_close.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let on_key = {
        let cb = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                cb.emit(());
            }
        })
    };

    html! {
        <section id="share-panel" class="share-panel" aria-labelledby="share-title"
            data-testid="share-panel" onkeydown={on_key}>
            <div class="share-head">
                <h2 id="share-title" tabindex="-1">{ i18n.tr("teach-share-title") }</h2>
                <button type="button" class="button button-small" data-testid="share-close" onclick={on_close}>
                    { i18n.tr("teach-share-close") }
                </button>
            </div>
            <p class="note">{ i18n.tr("teach-share-intro") }</p>
            <div class="share-body">
                <div class="share-texts">
                    <ShareText id="share-link" label={i18n.tr("teach-share-link")} text={texts.link.clone()} />
                    <ShareText id="share-iframe" label={i18n.tr("teach-share-iframe")} text={texts.iframe.clone()} />
                    {
                        match &texts.widget {
                            Some(w) => html! {
                                <ShareText id="share-widget" label={i18n.tr("teach-share-widget")} text={w.clone()} />
                            },
                            None => html! {
                                <p class="note" data-testid="share-no-widget">{ i18n.tr("teach-share-no-widget") }</p>
                            },
                        }
                    }
                </div>
                <div class="share-side">
                    <figure class="share-qr-figure">
                        <QrSvg text={texts.link.clone()} label={i18n.tr("teach-share-qr-label")}
                            too_long={i18n.tr("teach-share-qr-too-long")}
                            waiting={i18n.tr("teach-share-qr-waiting")}
                            failed={i18n.tr("teach-share-qr-failed")}
                            caption={i18n.tr("teach-share-qr-caption")} />
                    </figure>
                </div>
            </div>
            {
                match preview.zip(props.preview) {
                    Some((spec, draw)) => html! {
                        <div class="share-preview" data-testid="share-preview">
                            <h3>{ i18n.tr("teach-share-preview") }</h3>
                            <div class="share-preview-box">
                                // A new key per address: the preview starts again
                                // from the position now on screen.
                                { draw(spec, lang, AttrValue::from(hash.to_string())) }
                            </div>
                        </div>
                    },
                    None => html! {},
                }
            }
        </section>
    }
}

/// Props of [`ShareText`].
#[derive(Debug, Properties, PartialEq)]
pub struct ShareTextProps {
    /// The text's test id and element id (`share-link`, …).
    pub id: AttrValue,
    /// Its label.
    pub label: AttrValue,
    /// The text.
    pub text: AttrValue,
    /// Prefix of its element ids (a screen's own, where two may share a
    /// page).
    #[prop_or_default]
    pub prefix: AttrValue,
}

/// What a Copy button last did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Copied {
    Not,
    Yes,
    Refused,
}

/// One text to copy: its label, the text (`data-testid={id}`), a Copy
/// button and what it did (the share panel's texts, a game's record).
#[component]
pub fn ShareText(props: &ShareTextProps) -> Html {
    let i18n = use_i18n();
    let copied = use_state(|| Copied::Not);
    let code = use_node_ref();
    {
        // New text: the old confirmation no longer holds.
        let copied = copied.clone();
        use_effect_with(props.text.clone(), move |_| copied.set(Copied::Not));
    }
    let onclick = {
        let copied = copied.clone();
        let code = code.clone();
        let text = props.text.clone();
        Callback::from(move |_: MouseEvent| copy(&text, code.clone(), copied.clone()))
    };
    let status = match *copied {
        Copied::Not => String::new(),
        Copied::Yes => i18n.tr("teach-copied"),
        Copied::Refused => i18n.tr("teach-copy-refused"),
    };
    let label_id = format!("{}{}-label", props.prefix, props.id);
    html! {
        <div class="share-text">
            <div class="share-text-head">
                <h3 id={label_id.clone()}>{ props.label.clone() }</h3>
                <button type="button" class="button button-small" data-testid={format!("{}-copy", props.id)}
                    aria-label={i18n.tr_args("teach-copy-named", &[("what", props.label.to_string().into())])} {onclick}>
                    { i18n.tr("teach-copy") }
                </button>
                <span class="share-copied" role="status" data-testid={format!("{}-status", props.id)}>{ status }</span>
            </div>
            <pre class="share-code" aria-labelledby={label_id}><code ref={code} data-testid={props.id.clone()}>{ props.text.clone() }</code></pre>
        </div>
    }
}

/// Copies `text` with `navigator.clipboard.writeText`; when there is no
/// clipboard or it refuses, selects the text instead (for Ctrl+C) and says so.
fn copy(text: &str, code: NodeRef, copied: UseStateHandle<Copied>) {
    let refused = {
        let copied = copied.clone();
        move || {
            select(&code);
            copied.set(Copied::Refused);
        }
    };
    let navigator = gloo::utils::window().navigator();
    let has_clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .is_ok_and(|c| !c.is_undefined() && !c.is_null());
    if !has_clipboard {
        refused();
        return;
    }
    let promise = navigator.clipboard().write_text(text);
    let ok: Closure<dyn FnMut(JsValue)> = Closure::once(move |_: JsValue| copied.set(Copied::Yes));
    let err: Closure<dyn FnMut(JsValue)> = Closure::once(move |_: JsValue| refused());
    let _ = promise.then2(&ok, &err);
    // The promise calls one of them later; both must outlive this call
    // (a few bytes per click of Copy).
    ok.forget();
    err.forget();
}

/// Selects the whole text behind `code`.
fn select(code: &NodeRef) {
    let Some(node) = code.get() else { return };
    if let Ok(Some(selection)) = gloo::utils::window().get_selection() {
        let _ = selection.select_all_children(&node);
    }
}
