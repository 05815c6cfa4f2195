//! The multiplication table of a quotient of at most [`MAX_TABLE`]
//! elements, each element written as its word, the products in the
//! P-portion marked. The products are the core's table.

use std::rc::Rc;

use nimatron_core::games::take_break::misere::Quotient;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// Largest quotient whose table is drawn (64 × 64 cells).
pub const MAX_TABLE: usize = 64;

/// Props of [`ProductTable`].
#[derive(Debug, Properties, PartialEq)]
pub struct ProductTableProps {
    /// The quotient.
    pub quotient: Rc<Quotient>,
}

/// The table, or a line saying it is too large to draw.
#[component]
pub fn ProductTable(props: &ProductTableProps) -> Html {
    let i18n = use_i18n();
    let q = &props.quotient;
    let n = q.order();
    if n > MAX_TABLE {
        return html! {
            <div class="card"><p class="note" data-testid="misere-table-too-large">
                { i18n.tr_args("misere-table-too-large", &[("order", n.into()), ("max", MAX_TABLE.into())]) }</p></div>
        };
    }
    let word = |x: u32| q.presentation.word_of(x);
    let elems: Vec<u32> = (0..n as u32).collect();
    html! {
        <div class="card misere-table-card">
            <h2>{ i18n.tr("misere-table-title") }</h2>
            <p class="note">{ i18n.tr("misere-table-note") }</p>
            // A scrolling box a keyboard can reach and scroll.
            <div class="misere-table-scroll" role="region" tabindex="0" aria-label={i18n.tr("misere-table-title")}>
                <table class="misere-table" data-testid="misere-table" data-order={n.to_string()}>
                    <thead><tr><th scope="col">{ "×" }</th>
                        { for elems.iter().map(|&y| html! { <th scope="col"><code>{ word(y) }</code></th> }) }
                    </tr></thead>
                    <tbody>
                        { for elems.iter().map(|&x| html! {
                            <tr><th scope="row"><code>{ word(x) }</code></th>
                                { for elems.iter().map(|&y| {
                                    let z = q.table.mul(x, y);
                                    // Rule: a product in the P-portion is a P-position's word.
                                    let p = q.p[z as usize];
                                    html! { <td class={classes!(p.then_some("is-p"))} data-p={p.to_string()}><code>{ word(z) }</code></td> }
                                }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
        </div>
    }
}
