//! The result card: solved at heap N or not (and the limit that stopped
//! it), |Q| and |P|, the period and preperiod, tame or wild, the
//! normal-play period beside it; then the presentation (generators,
//! relations, P-portion). Everything is the core's report
//! (`QuotientReport`, the same the command line prints); this only words it.

use std::rc::Rc;

use nimatron_core::games::take_break::misere::QuotientReport;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// Props of [`ResultCard`].
#[derive(Debug, Properties, PartialEq)]
pub struct ResultCardProps {
    /// The core's report.
    pub report: Rc<QuotientReport>,
}

/// The numbers of the quotient, and its presentation.
#[component]
pub fn ResultCard(props: &ResultCardProps) -> Html {
    let i18n = use_i18n();
    let r = &props.report;
    let solved = match (r.solved_at, r.period, r.preperiod) {
        // Rule: solved when Φ is proved periodic; the quotient then
        // decides every sum of any heaps.
        (Some(at), Some(period), Some(preperiod)) => i18n.tr_args(
            "misere-solved",
            &[
                ("at", at.into()),
                ("period", period.into()),
                ("preperiod", preperiod.into()),
            ],
        ),
        _ => i18n.tr_args("misere-not-solved", &[("upto", r.upto.into())]),
    };
    let limit = r.limit.map(|l| {
        i18n.tr_args(
            "misere-limit",
            &[
                ("heap", (r.upto + 1).into()),
                ("upto", r.upto.into()),
                ("what", i18n.tr(&format!("limit-{}", l.as_str())).into()),
            ],
        )
    });
    let opt = |v: Option<u64>| v.map_or_else(String::new, |v| v.to_string());
    let normal = match r.normal_period {
        Some(p) => i18n.tr_args(
            "misere-normal-period",
            &[
                ("period", p.period.into()),
                ("preperiod", p.preperiod.into()),
            ],
        ),
        None => i18n.tr("misere-normal-none"),
    };
    let generators: Vec<String> = r
        .generators
        .iter()
        .zip(&r.generator_heaps)
        .map(|(g, h)| {
            i18n.tr_args(
                "misere-generator",
                &[("g", g.as_str().into()), ("heap", (*h).into())],
            )
        })
        .collect();
    html! {
        <div class="card misere-card" data-testid="misere-result">
            <h2>{ i18n.tr("misere-result-title") }</h2>
            <p data-testid="misere-solved-at" data-value={opt(r.solved_at)}>{ solved }</p>
            if let Some(limit) = limit {
                <p class="misere-limit" role="status" data-testid="misere-limit">{ limit }</p>
            }
            <dl class="misere-numbers">
                <dt>{ i18n.tr("misere-order") }</dt>
                <dd data-testid="misere-order" data-value={r.order.to_string()}>{ r.order }</dd>
                <dt>{ i18n.tr("misere-p-count") }</dt>
                <dd data-testid="misere-p-count" data-value={r.p_count.to_string()}>{ r.p_count }</dd>
                <dt>{ i18n.tr("misere-period") }</dt>
                <dd data-testid="misere-period" data-value={opt(r.period)} data-preperiod={opt(r.preperiod)}>
                    { match (r.period, r.preperiod) {
                        (Some(p), Some(e)) => i18n.tr_args("misere-period-value", &[("period", p.into()), ("preperiod", e.into())]),
                        _ => i18n.tr("misere-period-none"),
                    } }
                </dd>
                <dt>{ i18n.tr("misere-tame-label") }</dt>
                <dd data-testid="misere-tame" data-value={r.tame.to_string()}>
                    { i18n.tr(if r.tame { "misere-tame" } else { "misere-wild" }) }</dd>
                <dt>{ i18n.tr("misere-normal-label") }</dt>
                <dd data-testid="misere-normal-period"
                    data-value={opt(r.normal_period.map(|p| p.period))}
                    data-preperiod={opt(r.normal_period.map(|p| p.preperiod))}>{ normal }</dd>
            </dl>
            <p class="note">{ i18n.tr(if r.tame { "misere-tame-note" } else { "misere-wild-note" }) }</p>
            <h3>{ i18n.tr("misere-presentation-title") }</h3>
            <p data-testid="misere-generators">{ i18n.tr_args("misere-generators", &[("list", generators.join(", ").into())]) }</p>
            <p>{ i18n.tr("misere-relations") }</p>
            <ul class="misere-words" data-testid="misere-relations">
                { for r.relations.iter().map(|rel| html! { <li><code>{ rel.clone() }</code></li> }) }
            </ul>
            <p>{ i18n.tr("misere-p-portion") }</p>
            <ul class="misere-words" data-testid="misere-p-portion">
                { for r.p_portion.iter().map(|w| html! { <li><code>{ w.clone() }</code></li> }) }
            </ul>
        </div>
    }
}
