//! The values as a text file, made in the page (a Blob and an object URL;
//! nothing leaves the machine): `G(0) G(1) …` separated by spaces, the
//! same text as `nimatron sequence GAME --upto N`.

use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, Url};

/// The file's text: the values separated by spaces, and a final newline.
pub fn text(values: &[u32]) -> String {
    let mut out = String::with_capacity(values.len() * 4);
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&v.to_string());
    }
    out.push('\n');
    out
}

/// The file's name: `grundy-0-1048575.txt` (the game's text made safe).
pub fn file_name(game: &str, values: usize) -> String {
    let safe: String = game
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("{safe}-0-{}.txt", values.saturating_sub(1))
}

/// Offers `values` for download as `name`; false when the browser refused.
pub fn offer(values: &[u32], name: &str) -> bool {
    let parts = js_sys::Array::of1(&text(values).into());
    let options = BlobPropertyBag::new();
    options.set_type("text/plain");
    let Ok(blob) = Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return false;
    };
    let Ok(url) = Url::create_object_url_with_blob(&blob) else {
        return false;
    };
    let document = gloo::utils::document();
    let Some(a) = document
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<HtmlAnchorElement>().ok())
    else {
        return false;
    };
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // Freed once the browser has surely started the download.
    gloo::timers::callback::Timeout::new(60_000, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
    true
}
