//! What the share panel offers, as pure text: the link to exactly what is
//! on screen, an iframe snippet (the same address with `embed`) and, for
//! the screens that can be script-tag widgets (`embed::spec`), the widget
//! snippet with the loader line `docs/EMBEDDING.md` documents. No browser
//! here: the panel passes in the page's address and hash.
//!
//! Both snippets load their script as a classic `<script defer>`, never a
//! module: a teacher's page is usually on another origin, and a module
//! from another origin needs CORS headers a plain static host never sends
//! (a classic script, like an iframe, needs none). The widget's element
//! holds words and a link of its own, shown only if the widget never
//! loads (a blocked script, an offline page).

use nimatron_i18n::Lang;

use crate::embed::spec::{LANG_ATTR, MARKER};
use crate::route::HashUrl;

/// The three texts of the share panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareTexts {
    /// The full address: the page (origin and path) and the hash.
    pub link: String,
    /// `<iframe src="…&embed" …>` and the frames helper.
    pub iframe: String,
    /// The widget element and the loader, when the screen can be a widget.
    pub widget: Option<String>,
}

/// The query keys the share never passes on: `present` is the teacher's
/// projector, not part of what is shared into an iframe or widget.
const NOT_SHARED_IN_SNIPPETS: &[&str] = &["present", "embed"];

/// The words the snippets carry, in the panel's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SnippetWords<'a> {
    /// Names the iframe for screen readers.
    pub title: &'a str,
    /// The widget element's own text, on show only while no widget
    /// replaces it: it says the widget did not load.
    pub fallback: &'a str,
    /// The link after it, to the same screen in the app.
    pub open: &'a str,
}

/// The texts for the page at `page` (`location.origin + pathname`, e.g.
/// `https://x.org/nimatron/index.html`) showing `hash` (`#/play?…`), in
/// `lang`, with `words` in it.
pub fn share_texts(page: &str, hash: &str, lang: Lang, words: &SnippetWords) -> ShareTexts {
    let url = HashUrl::parse(hash);
    let link = format!("{page}{}", url.to_hash());
    let iframe = iframe_snippet(page, &url, lang, words.title);
    let open = format!("{page}{}", snippet_url(&url).to_hash());
    let widget = widget_snippet(page, &url, lang, &open, words);
    ShareTexts {
        link,
        iframe,
        widget,
    }
}

/// The folder of the app's page: `https://x.org/a/index.html` →
/// `https://x.org/a/` (where `nimatron-widgets.js` lives beside it).
pub fn folder_of(page: &str) -> &str {
    // The scheme's `//` is not a folder: look past it.
    let start = page.find("://").map_or(0, |i| i + 3);
    match page[start..].rfind('/') {
        Some(i) => &page[..start + i + 1],
        None => page,
    }
}

/// `url` without what the snippets never pass on (`present`, `embed`).
fn snippet_url(url: &HashUrl) -> HashUrl {
    let mut out = url.clone();
    out.query
        .retain(|(k, _)| !NOT_SHARED_IN_SNIPPETS.contains(&k.as_str()));
    out
}

/// `url` for an iframe: `embed` added (once), `present` dropped, the
/// language named so the frame does not depend on the reader's browser.
fn embed_url(url: &HashUrl, lang: Lang) -> HashUrl {
    let mut out = snippet_url(url);
    out.set("lang", Some(lang.code()));
    out.with_flag("embed", true)
}

fn iframe_snippet(page: &str, url: &HashUrl, lang: Lang, title: &str) -> String {
    let src = format!("{page}{}", embed_url(url, lang).to_hash());
    let folder = folder_of(page);
    format!(
        "<script defer src=\"{}nimatron-frames.js\"></script>\n\
         <iframe data-nimatron-frame title=\"{}\" src=\"{}\" loading=\"lazy\"\n        \
         style=\"width: 100%; height: 40rem; border: 0\"></iframe>",
        escape(folder),
        escape(title),
        escape(&src)
    )
}

/// The attributes (name, value; empty value = bare) of the widget for
/// `url`: `data-nimatron`, one `data-KEY` per query pair of the screen, and
/// `data-lang`. `embed::spec::from_attributes` reads them back to `url`.
pub fn widget_attributes(url: &HashUrl, lang: Lang) -> Option<Vec<(String, String)>> {
    let name = url.route().row()?.widget_name();
    let mut attrs = vec![(MARKER.to_string(), name.to_string())];
    for (key, value) in &url.query {
        let shareable = !NOT_SHARED_IN_SNIPPETS.contains(&key.as_str()) && key != "lang";
        // Attribute names are a narrow alphabet: skip anything else.
        let plain = !key.is_empty()
            && key
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if shareable && plain {
            let key = key.to_ascii_lowercase();
            attrs.push((format!("data-{key}"), value.clone().unwrap_or_default()));
        }
    }
    attrs.push((LANG_ATTR.to_string(), lang.code().to_string()));
    Some(attrs)
}

fn widget_snippet(
    page: &str,
    url: &HashUrl,
    lang: Lang,
    link: &str,
    words: &SnippetWords,
) -> Option<String> {
    let attrs = widget_attributes(url, lang)?;
    let attrs: String = attrs
        .iter()
        .map(|(k, v)| {
            if v.is_empty() {
                format!(" {k}")
            } else {
                format!(" {k}=\"{}\"", escape(v))
            }
        })
        .collect();
    Some(format!(
        "<script defer src=\"{}nimatron-widgets.js\"></script>\n\
         <div{attrs}>{} <a href=\"{}\">{}</a></div>",
        escape(folder_of(page)),
        escape(words.fallback),
        escape(link),
        escape(words.open),
    ))
}

/// Escapes text for an HTML attribute value in double quotes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}
