//! The second method, from the Wikipedia seed: each size as a sum of
//! distinct powers of two (one column per power that appears), equal
//! powers cancelling in pairs (struck out), and what is left adding up to
//! the nim-sum. The sentences are the core step `PowersOfTwo`, worded by
//! `nimatron_i18n::bouton` as the CLI prints it.

use std::rc::Rc;

use nimatron_core::explain::bouton::{BoutonExplanation, Step};
use nimatron_i18n::bouton::{power_text, step_sentences};
use yew::prelude::*;

use crate::components::use_ids;

use super::words;
use crate::components::bits_grid::{ColumnHeader, column_header};
use crate::i18n::use_i18n;

/// Props of [`PowersView`].
#[derive(Debug, Properties, PartialEq)]
pub struct PowersViewProps {
    /// The explanation.
    pub explanation: Rc<BoutonExplanation>,
}

/// The powers-of-two view.
#[component]
pub fn PowersView(props: &PowersViewProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let e = &props.explanation;
    let step = Step::PowersOfTwo {
        powers: e.powers.clone(),
        left: e.nim_sum,
    };
    let sentences = step_sentences(&i18n, e, &step);
    let cancelled = i18n.tr("bouton-powers-cancelled");
    // Highest power first, as the sums are written.
    let powers: Vec<_> = e.powers.iter().rev().collect();
    let cell = |heap: usize, p: &nimatron_core::explain::bouton::PowerCount| {
        let Some(rank) = p.heaps.iter().position(|&h| h == heap) else {
            return html! { <td class="power-cell"></td> };
        };
        // Pairs cancel in order; with an odd count the last copy is left.
        let gone = !(p.left && rank + 1 == p.heaps.len());
        let text = power_label(p.column);
        html! {
            <td class={classes!("power-cell", if gone { "is-cancelled" } else { "is-left" })}>
                if gone {
                    <s>{ text }</s><span class="visually-hidden">{ format!(" ({cancelled})") }</span>
                } else {
                    <strong>{ text }</strong>
                }
            </td>
        }
    };
    html! {
        <section class="bouton-step bouton-powers" aria-live="polite" aria-labelledby={ids.id("bouton-powers-title")}>
            <h3 id={ids.id("bouton-powers-title")}>{ i18n.tr("bouton-view-powers") }</h3>
            { for sentences.iter().map(|s| html! { <p>{ s.as_str() }</p> }) }
            <div class="bouton-scroll" role="region" tabindex="0"
                aria-label={i18n.tr("bouton-powers-caption")}>
                <table class="bouton-bits bouton-powers-table">
                    <caption>{ i18n.tr("bouton-powers-caption") }</caption>
                    <thead>
                        <tr>
                            <th scope="col" class="heap-head">{ i18n.tr("bouton-table-heap") }</th>
                            <th scope="col" class="num">{ i18n.tr("bouton-table-size") }</th>
                            { for powers.iter().map(|p| html! {
                                <th scope="col" class="bit-head" title={power_text(p.column)}>{ power_label(p.column) }</th>
                            }) }
                        </tr>
                    </thead>
                    <tbody>
                        { for e.heaps.iter().enumerate().map(|(i, &h)| html! {
                            <tr>
                                <th scope="row" class="heap-head">
                                    { i18n.tr_args("heap-n", &[("n", (i + 1).into())]) }
                                </th>
                                <td class="num">{ format!("{h} =") }</td>
                                { for powers.iter().map(|p| cell(i, p)) }
                            </tr>
                        }) }
                    </tbody>
                    <tfoot>
                        <tr class="sum-row">
                            <th scope="row">{ i18n.tr("bouton-powers-left-row") }</th>
                            <td class="num">{ format!("{} =", e.nim_sum) }</td>
                            { for powers.iter().map(|p| html! {
                                <td class="power-cell is-left">
                                    if p.left { <strong>{ power_label(p.column) }</strong> }
                                </td>
                            }) }
                        </tr>
                    </tfoot>
                </table>
            </div>
            <p class="note">{ words::heaps_text(&e.heaps) }{ " → ⊕ = " }{ e.nim_sum.to_string() }</p>
        </section>
    }
}

/// A power of two as the table writes it: `512`, or `2^10` above.
fn power_label(column: u32) -> Html {
    match column_header(column) {
        ColumnHeader::Value(v) => html! { { v } },
        ColumnHeader::Power(k) => html! { <>{ "2" }<sup>{ k.to_string() }</sup></> },
    }
}
