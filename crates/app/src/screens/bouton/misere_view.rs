//! The misère switch side by side: where the normal move would leave the
//! last big heap, where misère leaves it instead, and the parity of the
//! 1-stone heaps each leaves (even: you take the last stone; odd: your
//! opponent does).

use std::rc::Rc;

use nimatron_core::explain::bouton::MisereSwitch;
use nimatron_i18n::Arg;
use yew::prelude::*;

use super::words;
use crate::i18n::use_i18n;

/// Props of [`MisereView`].
#[derive(Debug, Properties, PartialEq)]
pub struct MisereViewProps {
    /// The switch, from the core.
    pub switch: MisereSwitch,
    /// The position before the move.
    pub heaps: Rc<Vec<u64>>,
}

/// The two candidate moves of the misère switch.
#[component]
pub fn MisereView(props: &MisereViewProps) -> Html {
    let i18n = use_i18n();
    let s = &props.switch;
    let heap = Arg::from(s.heap + 1);
    let after = |target: u64| {
        let mut h = (*props.heaps).clone();
        if let Some(x) = h.get_mut(s.heap) {
            *x = target;
        }
        words::heaps_text(&h)
    };
    let parity = |n: usize| {
        i18n.tr(if n.is_multiple_of(2) {
            "bouton-even"
        } else {
            "bouton-odd"
        })
    };
    let row = |label: &str, target: u64, ones: usize, chosen: bool| {
        html! {
            <tr class={classes!(chosen.then_some("is-marked"))}>
                <th scope="row">{ i18n.tr(label) }</th>
                <td class="num">{ target.to_string() }</td>
                <td class="num">{ after(target) }</td>
                <td class="num">{ ones.to_string() }</td>
                <td>{ parity(ones) }</td>
            </tr>
        }
    };
    html! {
        <div class="bouton-scroll" role="region" tabindex="0"
            aria-label={i18n.tr_args("bouton-misere-caption", &[("heap", heap.clone())])}>
            <table class="bouton-misere">
                <caption>{ i18n.tr_args("bouton-misere-caption", &[("heap", heap.clone())]) }</caption>
                <thead>
                    <tr>
                        <td></td>
                        <th scope="col">{ i18n.tr_args("bouton-misere-col-leave", &[("heap", heap)]) }</th>
                        <th scope="col">{ i18n.tr("bouton-summary-heaps") }</th>
                        <th scope="col">{ i18n.tr("bouton-misere-col-ones") }</th>
                        <th scope="col">{ i18n.tr("bouton-misere-col-parity") }</th>
                    </tr>
                </thead>
                <tbody>
                    { row("bouton-misere-row-normal", s.normal_target, s.ones_left_normal, false) }
                    { row("bouton-misere-row-misere", s.misere_target, s.ones_left_misere, true) }
                </tbody>
            </table>
        </div>
    }
}
