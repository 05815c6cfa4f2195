//! The formula panel: a table of `k`, `a_k = ⌊kφ⌋`, `b_k = a_k + k`,
//! exact for every `k` whose pair fits in 64 bits (the core's integer
//! arithmetic), a "jump to k" field, and the Beatty strip showing that
//! every positive integer is exactly one `a` or one `b`.

use nimatron_core::games::wythoff::MAX_COLD_INDEX;
use yew::prelude::*;

use crate::components::text_field::keep_typed;
use crate::components::use_ids;

use super::url::{NumberError, parse_in};
use crate::i18n::use_i18n;
use nimatron_core::games::wythoff::beatty::{Place, rows, strip};

/// Props of [`FormulaPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct FormulaPanelProps {}

/// The formula card (`data-testid`: `jump-k`, `jump-error`, `formula-row`
/// with `data-k`, `a-k`, `b-k`, `beatty-cell` with `data-n`, `data-seq`).
#[component]
pub fn FormulaPanel(_props: &FormulaPanelProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let draft = use_state(String::new);
    let parsed = parse_jump(&draft);
    // A half-typed or refused k keeps the last good table on show.
    let last_good = use_mut_ref(|| 0u64);
    if let Ok(k) = parsed {
        *last_good.borrow_mut() = k;
    }
    let start = *last_good.borrow();
    let oninput = keep_typed(&draft);
    let error = parsed.err().map(|e| match e {
        NumberError::NotANumber => i18n.tr("wythoff-jump-nan"),
        NumberError::OutOfRange => {
            i18n.tr_args("wythoff-jump-too-large", &[("max", MAX_COLD_INDEX.into())])
        }
    });
    html! {
        <section class="card wy-formula" aria-labelledby={ids.id("wy-formula-title")}>
            <h2 id={ids.id("wy-formula-title")}>{ i18n.tr("wythoff-formula-title") }</h2>
            <p>{ i18n.tr("wythoff-formula-lede") }</p>
            <div class="wy-jump">
                <label for={ids.id("wy-jump")}>{ i18n.tr("wythoff-jump-label") }</label>
                <input id={ids.id("wy-jump")} class="text-input" type="text" inputmode="numeric" data-testid="jump-k"
                    placeholder="0" value={(*draft).clone()} aria-invalid={error.is_some().to_string()} {oninput} />
                <span class="note">{ i18n.tr_args("wythoff-jump-max", &[("max", MAX_COLD_INDEX.into())]) }</span>
            </div>
            if let Some(e) = error {
                <p class="field-error" data-testid="jump-error" role="alert">{ e }</p>
            }
            // Focusable, so a keyboard can scroll a table wider than the screen.
            <div class="table-scroll" tabindex="0" role="region" aria-labelledby={ids.id("wy-formula-title")}>
                <table class="wy-table">
                    <thead><tr>
                        <th scope="col">{ "k" }</th>
                        <th scope="col">{ "aₖ = ⌊kφ⌋" }</th>
                        <th scope="col">{ "bₖ = aₖ + k" }</th>
                    </tr></thead>
                    <tbody>
                        { for rows(start).into_iter().map(|(k, a, b)| html! {
                            <tr data-testid="formula-row" data-k={k.to_string()} key={k.to_string()}>
                                <th scope="row">{ k.to_string() }</th>
                                <td data-testid="a-k">{ a.to_string() }</td>
                                <td data-testid="b-k">{ b.to_string() }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
            <h3>{ i18n.tr("wythoff-beatty-title") }</h3>
            <p class="note">{ i18n.tr("wythoff-beatty-lede") }</p>
            <ol class="wy-beatty" aria-label={i18n.tr("wythoff-beatty-title")}>
                { for strip(start).into_iter().map(|(n, p)| {
                    let (seq, label) = match p {
                        Place::A(Some(k)) => ("a", format!("a{}", subscript(k))),
                        Place::A(None) => ("a", "a".to_string()),
                        Place::B(k) => ("b", format!("b{}", subscript(k))),
                    };
                    html! {
                        <li class={classes!("wy-beatty-cell", format!("is-{seq}"))} data-testid="beatty-cell" data-n={n.to_string()} data-seq={seq}>
                            <span class="wy-beatty-n">{ n.to_string() }</span>
                            <span class="wy-beatty-label">{ label }</span>
                        </li>
                    }
                }) }
            </ol>
            <p class="note wy-beatty-key">
                <span class="wy-swatch is-a" aria-hidden="true"></span>{ i18n.tr("wythoff-beatty-a") }{ " " }
                <span class="wy-swatch is-b" aria-hidden="true"></span>{ i18n.tr("wythoff-beatty-b") }
            </p>
        </section>
    }
}

/// Reads the "jump to k" field (empty: the table's start); past
/// `MAX_COLD_INDEX` the pair would not fit in 64 bits.
pub fn parse_jump(text: &str) -> Result<u64, NumberError> {
    if text.trim().is_empty() {
        return Ok(0);
    }
    parse_in(text, 0..=MAX_COLD_INDEX)
}

/// `k` in subscript digits (short indices) or as `_k` (long ones).
fn subscript(k: u64) -> String {
    let s = k.to_string();
    if s.len() > 4 {
        return format!("_{s}");
    }
    s.chars()
        .map(|c| char::from_u32(0x2080 + c.to_digit(10).unwrap_or(0)).unwrap_or(c))
        .collect()
}
