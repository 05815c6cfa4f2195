//! Φ heap by heap: the word each heap is worth in the quotient, with the
//! heaps where the presentation changed marked (the core's report lists
//! them).

use std::rc::Rc;

use nimatron_core::games::take_break::misere::QuotientReport;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`PhiList`].
#[derive(Debug, Properties, PartialEq)]
pub struct PhiListProps {
    /// The core's report.
    pub report: Rc<QuotientReport>,
}

/// Φ(0), Φ(1), … as a grid of heap and word.
#[component]
pub fn PhiList(props: &PhiListProps) -> Html {
    let i18n = use_i18n();
    let r = &props.report;
    html! {
        <div class="card misere-phi-card">
            <h2>{ i18n.tr("misere-phi-title") }</h2>
            <p class="note">{ i18n.tr("misere-phi-note") }</p>
            <ol class="misere-phi" data-testid="misere-phi" start="0">
                { for r.pretending.iter().enumerate().map(|(h, w)| {
                    let changed = r.changes.contains(&(h as u64));
                    html! {
                        <li class={classes!("misere-phi-heap", changed.then_some("is-change"))}
                            data-heap={h.to_string()} data-word={w.clone()} data-change={changed.to_string()}
                            title={changed.then(|| i18n.tr_args("misere-phi-changed", &[("heap", (h as u64).into())]))}>
                            <span class="misere-phi-n">{ h }</span>
                            <code>{ w.clone() }</code>
                        </li>
                    }
                }) }
            </ol>
            <p class="note">{ i18n.tr("misere-phi-legend") }</p>
        </div>
    }
}
