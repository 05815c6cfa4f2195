//! The Grundy sequence of one heap drawn as a strip of cells, `g(0)`,
//! `g(1)`, …: the pre-period shaded apart and each period in alternate
//! bands, so the detected period is seen repeating.

use std::rc::Rc;

use nimatron_core::games::subtraction::PeriodicSequence;
use yew::prelude::*;

use crate::i18n::use_i18n;
use crate::route::HashUrl;
use crate::screens::query::list;

/// Most cells drawn.
const MAX_CELLS: u64 = 120;
/// Fewest cells drawn.
const MIN_CELLS: u64 = 40;

/// Props of [`Strip`].
#[derive(Debug, Properties, PartialEq)]
pub struct StripProps {
    /// The sequence, with its pre-period and period.
    pub seq: Rc<PeriodicSequence>,
    /// The set, for the link to the whole sequence (`#/grundy-sequences`).
    pub set: Vec<u64>,
}

/// The strip.
#[component]
pub fn Strip(props: &StripProps) -> Html {
    let i18n = use_i18n();
    let p = props.seq.periodicity();
    let shown = (p.preperiod + 3 * p.period).clamp(MIN_CELLS, MAX_CELLS);
    let cell = |n: u64| {
        let class = if n < p.preperiod {
            "is-pre"
        } else if ((n - p.preperiod) / p.period.max(1)).is_multiple_of(2) {
            "is-band-a"
        } else {
            "is-band-b"
        };
        let g = props.seq.get(n);
        html! {
            <li class={classes!("strip-cell", class, (g == 0).then_some("is-zero"))}
                data-testid="strip-cell" data-n={n.to_string()}>
                <span class="strip-n">{ n }</span>
                <span class="strip-g">{ g }</span>
            </li>
        }
    };
    html! {
        <div class="card grundy-strip-card">
            <h2>{ i18n.tr("grundy-strip-title") }</h2>
            <p>
                { i18n.tr("grundy-preperiod") }{ " " }<strong data-testid="preperiod">{ p.preperiod }</strong>
                { " · " }
                { i18n.tr("grundy-period") }{ " " }<strong data-testid="period">{ p.period }</strong>
            </p>
            <ol class="grundy-strip" aria-label={i18n.tr_args("grundy-strip-label", &[("count", shown.into())])}>
                { for (0..shown).map(cell) }
            </ol>
            <p class="hint">{ i18n.tr("grundy-strip-legend") }</p>
            <p><a class="link-alone" data-testid="sequence-link"
                href={HashUrl::new("/grundy-sequences").with("game", format!("subtraction:{}", list(&props.set))).with("upto", "1000").to_hash()}>
                { i18n.tr("grundy-sequence-link") }</a></p>
        </div>
    }
}
