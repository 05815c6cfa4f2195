//! The hash router, as pure functions: `#/nim?heaps=3,4,5&misere&lang=es`
//! becomes a [`HashUrl`] (a path and its query, in order) and a [`Route`]
//! (which screen). Nothing here touches the browser, and nothing panics on
//! any input: an unknown path is [`Route::NotFound`], a malformed query pair
//! is kept as text for the screen to judge.
//!
//! Each screen reads and writes its own query parameters (see
//! `screens::nim::url`); the parameters in [`GLOBAL_PARAMS`] belong to the
//! whole app and survive a screen rewriting the URL.

use nimatron_i18n::Lang;

/// Query parameters that belong to the app, not to a screen.
/// `embed` (bare or with a value) shows only the widget, for an iframe;
/// `present` is projector mode (large type, high contrast); `exam` and
/// `hints` are exam mode (`play::exam`), kept by every screen that plays.
pub const GLOBAL_PARAMS: &[&str] = &["lang", "embed", "present", "exam", "hints"];

/// Longest hash the app reads; anything past it is ignored. 10 000 heaps of
/// 20 digits fit, so a shared position is never cut.
pub const MAX_HASH_LEN: usize = 256 * 1024;

/// A parsed location hash: a path such as `/nim` and its query pairs.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct HashUrl {
    /// Always starts with `/`, lower case, no trailing `/` (except `/`).
    pub path: String,
    /// The query pairs in order; a bare key (`misere`) has no value.
    pub query: Vec<(String, Option<String>)>,
}

impl HashUrl {
    /// A URL with `path` and an empty query.
    pub fn new(path: &str) -> Self {
        HashUrl {
            path: normalize_path(path),
            query: Vec::new(),
        }
    }

    /// A URL with `path` and these `key=value` pairs, in order.
    pub fn of(path: &str, pairs: &[(&str, &str)]) -> Self {
        pairs
            .iter()
            .fold(Self::new(path), |url, &(k, v)| url.with(k, v))
    }

    /// Parses a location hash, with or without its leading `#`.
    pub fn parse(hash: &str) -> Self {
        let hash = truncate(hash, MAX_HASH_LEN);
        let hash = hash.strip_prefix('#').unwrap_or(hash);
        let (path, query) = match hash.split_once('?') {
            Some((p, q)) => (p, q),
            None => (hash, ""),
        };
        let query = query
            .split('&')
            .filter(|pair| !pair.is_empty())
            .map(|pair| match pair.split_once('=') {
                Some((k, v)) => (percent_decode(k), Some(percent_decode(v))),
                None => (percent_decode(pair), None),
            })
            .collect();
        HashUrl {
            path: normalize_path(&percent_decode(path)),
            query,
        }
    }

    /// The hash text, starting with `#`. Values are percent-encoded where
    /// needed; commas stay readable.
    pub fn to_hash(&self) -> String {
        let mut out = format!("#{}", encode(&self.path, true));
        for (i, (k, v)) in self.query.iter().enumerate() {
            out.push(if i == 0 { '?' } else { '&' });
            out.push_str(&encode(k, false));
            if let Some(v) = v {
                out.push('=');
                out.push_str(&encode(v, false));
            }
        }
        out
    }

    /// The value of the first `key=value` pair (`Some("")` for `key=`,
    /// `None` for a bare `key` or no pair).
    pub fn get(&self, key: &str) -> Option<&str> {
        self.query
            .iter()
            .find(|(k, _)| k == key)
            .and_then(|(_, v)| v.as_deref())
    }

    /// True when `key` is present as a flag: bare (`misere`) or with a
    /// value other than `0`, `false`, `no`, `off`.
    pub fn flag(&self, key: &str) -> bool {
        self.query.iter().any(|(k, v)| {
            k == key
                && !matches!(
                    v.as_deref().map(str::to_ascii_lowercase).as_deref(),
                    Some("0" | "false" | "no" | "off")
                )
        })
    }

    /// Adds `key=value` (builder style).
    pub fn with(mut self, key: &str, value: impl Into<String>) -> Self {
        self.query.push((key.to_string(), Some(value.into())));
        self
    }

    /// Adds the bare flag `key` when `on` (builder style).
    pub fn with_flag(mut self, key: &str, on: bool) -> Self {
        if on {
            self.query.push((key.to_string(), None));
        }
        self
    }

    /// Replaces every `key` pair by one `key=value` (or removes them when
    /// `value` is `None`), keeping the other pairs in place.
    pub fn set(&mut self, key: &str, value: Option<&str>) {
        let at = self.query.iter().position(|(k, _)| k == key);
        self.query.retain(|(k, _)| k != key);
        if let Some(value) = value {
            let pair = (key.to_string(), Some(value.to_string()));
            match at {
                Some(i) if i <= self.query.len() => self.query.insert(i, pair),
                _ => self.query.push(pair),
            }
        }
    }

    /// This URL with the app-wide parameters of `from` (e.g. `lang`) added
    /// where this one has none: a screen rewriting its own parameters keeps
    /// the language a link asked for.
    pub fn keeping_globals_of(mut self, from: &HashUrl) -> Self {
        for key in GLOBAL_PARAMS {
            let mine = self.query.iter().any(|(k, _)| k == key);
            if let (false, Some(pair)) = (mine, from.query.iter().find(|(k, _)| k == key)) {
                self.query.push(pair.clone());
            }
        }
        self
    }

    /// This URL without the app-wide parameters: the screen's own part.
    pub fn without_globals(&self) -> Self {
        let mut url = self.clone();
        url.query
            .retain(|(k, _)| !GLOBAL_PARAMS.contains(&k.as_str()));
        url
    }

    /// True when the URL asks for projector mode (`present`).
    pub fn presenting(&self) -> bool {
        self.flag("present")
    }

    /// True when this is the widget page (`#/widget?data-nimatron=…`, the
    /// frame `web/nimatron-widgets.js` puts in a teacher's page), not one
    /// of the app's screens.
    pub fn is_widget_page(&self) -> bool {
        self.path == WIDGET_PATH
    }

    /// True when the URL asks for the bare widget (`embed`): no header,
    /// navigation or footer, for an iframe in someone else's page.
    pub fn embedded(&self) -> bool {
        self.flag("embed")
    }

    /// The language the URL asks for with `lang=`, if it is one we speak.
    pub fn lang(&self) -> Option<Lang> {
        self.get("lang").and_then(Lang::from_tag)
    }

    /// The screen this URL shows.
    pub fn route(&self) -> Route {
        Route::from_path(&self.path)
    }

    /// Whether going from `from` to this URL opens another screen, which
    /// then starts at its top (issue 30: "Play" on a card far down the
    /// home page opened the game scrolled past its board). Another game or
    /// position on the same screen (its own forms, its links) keeps the
    /// reader where they are; a part of a page a link asks for (`rules`)
    /// is brought into view by the screen once drawn.
    pub fn opens_new_screen(&self, from: &HashUrl) -> bool {
        // Rule: another route is another screen; the home page's two
        // paths (`/`, `/home`) are one.
        self.route() != from.route()
    }
}

/// The path of the widget page (`crate::embed::frame` draws it).
pub const WIDGET_PATH: &str = "/widget";

/// Which screen a path shows. A new screen adds a variant here, a row in
/// [`SCREENS`] and an arm in `screens::screen`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    /// `/` or empty: the menu.
    Home,
    /// `/nim`: the Nim board and its analysis.
    Nim,
    /// `/bouton`: Bouton's method, step by step.
    Bouton,
    /// `/why`: Bouton's walk for any game that splits into parts
    /// (`game=`, `position=`, `misere`).
    Why,
    /// `/wythoff`: the queen grid, its cold positions and the formula.
    Wythoff,
    /// `/subtraction`: simplified Nim (one heap, take 1 to k), game 21,
    /// the game of 100.
    Subtraction,
    /// `/game-of-games`: the blog's k-variant and its Proposition 2.
    GameOfGames,
    /// `/min-nim`: the seed's table, computed in a web worker, and a game.
    MinNim,
    /// `/subtraction-sets` (once `/grundy`): any subtraction set, its
    /// Grundy strip, several heaps.
    Grundy,
    /// `/play`: any registered game (`game=`, `position=`), its board,
    /// analysis and theorem.
    Play,
    /// `/worksheet`: a printable worksheet of any game (`game=`, `count=`,
    /// `level=`, `seed=`) and its answer key.
    Worksheet,
    /// `/grundy-sequences` (once `/sequence`): a long Grundy sequence of
    /// any one-heap game (`game=`, `upto=`), computed in the worker and
    /// plotted.
    Sequence,
    /// `/misere`: the misère quotient of a take-and-break game (`game=`,
    /// `upto=`, `sum=`), computed in the worker, and a sum box.
    Misere,
    /// Any other path (kept to tell the user what was asked).
    NotFound(String),
}

impl Route {
    /// The screen for a normalised path.
    pub fn from_path(path: &str) -> Route {
        match normalize_path(path).as_str() {
            "/" | "/home" => Route::Home,
            path => match SCREENS.iter().find(|screen| screen.path() == path) {
                Some(screen) => screen.route.clone(),
                None => Route::NotFound(path.to_string()),
            },
        }
    }

    /// The canonical path of the screen.
    pub fn path(&self) -> &str {
        match (self, self.row()) {
            (_, Some(screen)) => screen.path(),
            (Route::NotFound(path), None) => path,
            _ => "/",
        }
    }

    /// The route's row in [`SCREENS`]; `None` for the home page and an
    /// unknown path, which are not screens.
    pub fn row(&self) -> Option<&'static ScreenRow> {
        SCREENS.iter().find(|screen| screen.route == *self)
    }
}

/// One screen's row in [`SCREENS`].
#[derive(Debug)]
pub struct ScreenRow {
    /// The screen.
    pub route: Route,
    /// Message id of its title in the browser tab.
    pub tab_title_id: &'static str,
    /// Where the menu's link goes: its path, with a sensible first
    /// position.
    pub href: &'static str,
    /// Message id of its name in the menu.
    pub title_id: &'static str,
    /// Message id of its one-line description in the menu.
    pub description_id: &'static str,
}

impl ScreenRow {
    /// Its canonical path: its link's, without the query.
    pub fn path(&self) -> &'static str {
        let link = self.href.trim_start_matches('#');
        link.split_once('?').map_or(link, |(path, _)| path)
    }

    /// Its name as a widget's `data-nimatron` gives it: the path without
    /// its `/` (`game-of-games`).
    pub fn widget_name(&self) -> &'static str {
        self.path().trim_start_matches('/')
    }
}

/// Every screen, in menu order: the one table the router, the tab title,
/// the header, the home menu and the widget names read. Every screen is in
/// the menu and can be a widget.
pub const SCREENS: &[ScreenRow] = &[
    ScreenRow {
        route: Route::Play,
        tab_title_id: "play-title",
        href: "#/play",
        title_id: "play-menu-title",
        description_id: "play-menu-description",
    },
    ScreenRow {
        route: Route::Nim,
        tab_title_id: "nim-title",
        href: "#/nim",
        title_id: "nim-title",
        description_id: "nim-menu-description",
    },
    ScreenRow {
        route: Route::Bouton,
        tab_title_id: "bouton-menu-title",
        href: "#/bouton?heaps=3,4,5",
        title_id: "bouton-menu-title",
        description_id: "bouton-menu-description",
    },
    ScreenRow {
        route: Route::Why,
        tab_title_id: "why-menu-title",
        href: "#/why?game=kayles&position=5,7",
        title_id: "why-menu-title",
        description_id: "why-menu-description",
    },
    ScreenRow {
        route: Route::Wythoff,
        tab_title_id: "wythoff-title",
        href: "#/wythoff?size=12",
        title_id: "wythoff-title",
        description_id: "wythoff-menu-description",
    },
    ScreenRow {
        route: Route::Subtraction,
        tab_title_id: "subtraction-title",
        href: "#/subtraction?n=19&k=3",
        title_id: "subtraction-title",
        description_id: "subtraction-menu-description",
    },
    ScreenRow {
        route: Route::GameOfGames,
        tab_title_id: "gog-title",
        href: "#/game-of-games?n=6",
        title_id: "gog-title",
        description_id: "gog-menu-description",
    },
    ScreenRow {
        route: Route::MinNim,
        tab_title_id: "min-nim-title",
        href: "#/min-nim?heaps=10,10,10&set=1,2,3",
        title_id: "min-nim-title",
        description_id: "min-nim-menu-description",
    },
    ScreenRow {
        route: Route::Grundy,
        tab_title_id: "grundy-title",
        href: "#/subtraction-sets?set=1,3,4&heaps=5,7,9",
        title_id: "grundy-title",
        description_id: "grundy-menu-description",
    },
    ScreenRow {
        route: Route::Sequence,
        tab_title_id: "seq-title",
        href: "#/grundy-sequences?game=grundy&upto=65535",
        title_id: "seq-title",
        description_id: "seq-menu-description",
    },
    ScreenRow {
        route: Route::Misere,
        tab_title_id: "misere-title",
        href: "#/misere?game=kayles",
        title_id: "misere-title",
        description_id: "misere-menu-description",
    },
    ScreenRow {
        route: Route::Worksheet,
        tab_title_id: "ws-title",
        href: "#/worksheet?game=nim&count=8&level=easy",
        title_id: "ws-menu-title",
        description_id: "ws-menu-description",
    },
];

/// The addresses screens had before they were renamed, each with its
/// address now (issue 30: `#/grundy` was titled "Subtraction sets", and
/// `#/sequence` "Grundy sequences", beside Grundy's game): every URL is
/// read with the new one, so old links, bookmarks and widgets
/// (`data-nimatron="grundy"`) keep working, and the app shows the new
/// address in the address bar ([`renamed_hash`]).
pub const RENAMED: &[(&str, &str)] = &[
    ("/grundy", "/subtraction-sets"),
    ("/sequence", "/grundy-sequences"),
];

/// `nim/`, `/NIM`, `//nim` all become `/nim`; empty becomes `/`; an old
/// address becomes the screen's address now ([`RENAMED`]).
fn normalize_path(path: &str) -> String {
    let path = plain_path(path);
    match RENAMED.iter().find(|(old, _)| *old == path) {
        Some((_, new)) => new.to_string(),
        None => path,
    }
}

/// [`normalize_path`] without the renaming.
fn plain_path(path: &str) -> String {
    let parts: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    // ASCII: every screen's path is, and Unicode case tables cost the
    // first load about 8 KB.
    format!("/{}", parts.join("/")).to_ascii_lowercase()
}

/// The same address with a renamed screen's new path, when `hash` names a
/// screen by its old one (`#/grundy?set=1,3` → `#/subtraction-sets?set=1,3`);
/// else `None`.
pub fn renamed_hash(hash: &str) -> Option<String> {
    let raw = hash.strip_prefix('#').unwrap_or(hash);
    let path = plain_path(&percent_decode(raw.split('?').next().unwrap_or_default()));
    RENAMED
        .iter()
        .any(|(old, _)| *old == path)
        .then(|| HashUrl::parse(hash).to_hash())
}

/// At most `max` bytes of `s`, cut on a character boundary.
fn truncate(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// Decodes `%XX` escapes; a malformed escape is kept as written and invalid
/// UTF-8 becomes U+FFFD, so any input decodes to something.
pub fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2]))
        {
            out.push(h * 16 + l);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// Percent-encodes what would break the hash syntax; keeps letters, digits,
/// `-._~,:+;` (and `/` in paths) readable, so a game (`take:3`,
/// `sum:nim+kayles`), a sum's position (`3,4+5`) and a game record
/// (`moves=3,4;3,1`) read as the CLI writes them (`+` is never a space here: [`HashUrl::parse`] keeps it).
fn encode(s: &str, path: bool) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        let keep = b.is_ascii_alphanumeric()
            || matches!(b, b'-' | b'.' | b'_' | b'~' | b',' | b':' | b'+' | b';')
            || (path && b == b'/');
        if keep {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}
