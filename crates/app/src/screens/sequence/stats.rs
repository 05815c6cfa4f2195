//! The statistics panel: the core's report on the computed values (the
//! largest value and where it first falls, the period or "no period up to
//! N", the rare mask, how many rare values and the last one).

use std::rc::Rc;

use nimatron_core::sequence::{SequencePeriod, SequenceReport};
use nimatron_i18n::proof_key;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`StatsPanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct StatsProps {
    /// The core's report.
    pub report: Rc<SequenceReport>,
}

/// The report as a definition list.
#[component]
pub fn StatsPanel(props: &StatsProps) -> Html {
    let i18n = use_i18n();
    let r = &props.report;
    let (period, period_kind, preperiod, period_len) = match r.period {
        SequencePeriod::Proven {
            preperiod,
            period,
            proof,
        } => (
            i18n.tr_args(
                "seq-stats-periodic",
                &[
                    ("preperiod", preperiod.into()),
                    ("period", period.into()),
                    ("proof", proof_key(proof).into()),
                ],
            ),
            "proven",
            preperiod.to_string(),
            period.to_string(),
        ),
        SequencePeriod::NotFound { upto } => (
            i18n.tr_args("seq-stats-no-period", &[("upto", upto.into())]),
            "none",
            String::new(),
            String::new(),
        ),
    };
    let rare = r.rare.map(|rare| {
        let mask = if rare.by_position {
            format!("0x{:x} + n", rare.mask)
        } else {
            format!("0x{:x}", rare.mask)
        };
        let count = match rare.last {
            Some(last) => i18n.tr_args(
                "seq-stats-rare-count",
                &[("count", rare.count.into()), ("last", last.into())],
            ),
            None => i18n.tr("seq-stats-rare-none"),
        };
        html! {
            <>
                <dt>{ i18n.tr("seq-stats-mask") }</dt>
                <dd data-testid="stats-mask"><code>{ mask }</code></dd>
                <dt>{ i18n.tr("seq-stats-rare") }</dt>
                <dd data-testid="stats-rare" data-count={rare.count.to_string()}
                    data-last={rare.last.map(|l| l.to_string()).unwrap_or_default()}>{ count }</dd>
            </>
        }
    });
    html! {
        <div class="card seq-stats" data-testid="sequence-stats">
            <h2>{ i18n.tr("seq-stats-title") }</h2>
            <dl>
                <dt>{ i18n.tr("seq-stats-terms") }</dt>
                <dd data-testid="stats-terms">{ i18n.tr_args("seq-number", &[("n", (r.upto + 1).into())]) }</dd>
                <dt>{ i18n.tr("seq-stats-max") }</dt>
                <dd data-testid="stats-max" data-value={r.max_value.to_string()} data-at={r.max_first_at.to_string()}>
                    { i18n.tr_args("seq-stats-max-at", &[("value", u64::from(r.max_value).into()), ("n", r.max_first_at.into())]) }</dd>
                <dt>{ i18n.tr("seq-stats-period") }</dt>
                <dd data-testid="stats-period" data-kind={period_kind} data-preperiod={preperiod} data-period={period_len}>{ period }</dd>
                { for rare }
            </dl>
            if r.rare.is_some() {
                <p class="note">{ i18n.tr("seq-stats-rare-help") }</p>
            }
        </div>
    }
}
