//! The key to the grid's colours, for the view on show. In the heatmap it
//! is a scale of Grundy values, and it says how far the table reaches.

use yew::prelude::*;

use crate::components::use_ids;

use std::rc::Rc;

use super::cells::{HeatMap, heat_colour};
use super::url::View;
use crate::i18n::use_i18n;

/// Props of [`Legend`].
#[derive(Debug, Properties, PartialEq)]
pub struct LegendProps {
    /// The view on show.
    pub view: View,
    /// Cells per side.
    pub size: u64,
    /// The Grundy values, in the heatmap view, once computed.
    pub heat: Option<Rc<HeatMap>>,
    /// The heatmap's cells computed so far, and in all.
    pub progress: Option<(u64, u64)>,
    /// Misère play.
    pub misere: bool,
}

/// One coloured square and its words.
fn swatch(class: &'static str, label: String) -> Html {
    html! {
        <li class="wy-legend-item">
            <span class={classes!("wy-swatch", class)} aria-hidden="true"></span>
            { label }
        </li>
    }
}

/// The legend (`data-testid="legend"`).
#[component]
pub fn Legend(props: &LegendProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let t = |id: &str| i18n.tr(id);
    let items = match props.view {
        View::Cold => html! {
            <>
                { swatch("is-cold", t(if props.misere { "wythoff-legend-cold-misere" } else { "wythoff-legend-cold" })) }
                { swatch("is-hot", t("wythoff-legend-hot")) }
                { swatch("is-reach", t("wythoff-legend-reach")) }
                { swatch("is-ray", t("wythoff-legend-ray")) }
                { swatch("is-hint", t("wythoff-legend-hint")) }
            </>
        },
        View::Rules => html! {
            <>
                { swatch("is-unknown", t("wythoff-legend-undecided")) }
                { swatch("is-cold", t("wythoff-legend-rule-cold")) }
                { swatch("is-hot is-painted", t("wythoff-legend-rule-hot")) }
                { swatch("is-latest", t("wythoff-legend-latest")) }
            </>
        },
        View::Heat => match (&props.heat, props.progress) {
            (None, Some((done, total))) => html! {
                <li class="wy-legend-item" data-testid="heat-progress">
                    { i18n.tr_args("wythoff-heat-computing", &[("percent", (done * 100 / total.max(1)).into())]) }
                </li>
            },
            (Some(h), _) => {
                let max = h.max.max(1);
                // An SVG gradient, not a `style=` background: a strict
                // Content-Security-Policy (style-src 'self') allows it.
                let stops = (0..=8u32).map(|i| {
                    let colour = heat_colour((max * i).div_ceil(8).max(u32::from(i > 0)), max);
                    html! { <stop offset={format!("{}%", i * 100 / 8)} stop-color={colour} /> }
                });
                html! {
                    <>
                        <li class="wy-legend-scale">
                            <svg class="wy-scale" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                                <defs><linearGradient id={ids.id("wy-heat-scale")}>{ for stops }</linearGradient></defs>
                                <rect width="100" height="10" fill={format!("url(#{})", ids.id("wy-heat-scale"))} />
                            </svg>
                            <span class="wy-scale-ends"><span>{ "0" }</span><span>{ h.max }</span></span>
                            { t("wythoff-legend-heat") }
                        </li>
                        if h.n < props.size {
                            <li class="wy-legend-item" data-testid="heat-limit">
                                <span class="wy-swatch is-unknown" aria-hidden="true"></span>
                                { i18n.tr_args("wythoff-heat-limit", &[("n", h.n.into())]) }
                            </li>
                        }
                    </>
                }
            }
            (None, None) => html! {},
        },
    };
    html! {
        <ul class="wy-legend" data-testid="legend" aria-label={t("wythoff-legend-label")}>{ items }</ul>
    }
}
