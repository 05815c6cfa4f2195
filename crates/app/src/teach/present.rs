//! Projector mode: `present` in any URL (an app-wide parameter, like
//! `lang`) or the frame's button, or the `p` key, turns on large type
//! (Escape, `p` again or the button turn it off),
//! high contrast and a board that fills the screen. The styles key on the
//! class `present` of `<html>` (`web/teach.css`).

use wasm_bindgen::JsCast;

use crate::route::HashUrl;

/// The URL parameter (a bare flag).
pub const PARAM: &str = "present";

/// The class on `<html>` while presenting.
pub const CLASS: &str = "present";

/// `url` with the `present` flag on or off (other pairs kept in place).
pub fn with_present(url: &HashUrl, on: bool) -> HashUrl {
    let mut out = url.clone();
    out.query.retain(|(k, _)| k != PARAM);
    out.with_flag(PARAM, on)
}

/// True when a key press toggles projector mode: `p` or `P`, no Ctrl,
/// Alt or Meta (browser shortcuts), not held down, and not while typing
/// in a field (`editing`).
pub fn is_toggle_key(key: &str, modifiers: bool, repeat: bool, editing: bool) -> bool {
    matches!(key, "p" | "P") && !modifiers && !repeat && !editing
}

/// True when a key press leaves projector mode: Escape, no Ctrl, Alt or
/// Meta, and not already used by what has the focus (`handled`: the share
/// panel closing, Wythoff's cursor or a Chomp pick cleared), so one
/// Escape undoes one thing.
pub fn is_leave_key(key: &str, modifiers: bool, handled: bool) -> bool {
    key == "Escape" && !modifiers && !handled
}

/// True when the event's target takes typing (a text field, a list, an
/// editable element), so its keys are the user's text.
pub fn typing_target(event: &web_sys::KeyboardEvent) -> bool {
    let Some(element) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    let tag = element.tag_name().to_ascii_lowercase();
    matches!(tag.as_str(), "input" | "textarea" | "select")
        || element
            .get_attribute("contenteditable")
            .is_some_and(|v| v != "false")
}

/// Sets or clears the class `present` on `<html>`.
pub fn mark(on: bool) {
    if let Some(root) = gloo::utils::document().document_element() {
        let list = root.class_list();
        let _ = if on {
            list.add_1(CLASS)
        } else {
            list.remove_1(CLASS)
        };
    }
}
