//! The examples from the seeds, one button each: Wikipedia's 3, 4, 5; the
//! blog's "perfectly paired" 3, 5, 9, 6, 9 (a P-position) and its two-heap
//! mirror 7, 9; and Wikipedia's misère game from 3, 4, 5.

use nimatron_core::Convention;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// One example.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset {
    /// Message id of its label.
    pub label_id: &'static str,
    /// The heaps.
    pub heaps: &'static [u64],
    /// The convention.
    pub convention: Convention,
}

/// The examples, in the order shown.
pub const PRESETS: &[Preset] = &[
    Preset {
        label_id: "bouton-preset-345",
        heaps: &[3, 4, 5],
        convention: Convention::Normal,
    },
    Preset {
        label_id: "bouton-preset-35969",
        heaps: &[3, 5, 9, 6, 9],
        convention: Convention::Normal,
    },
    Preset {
        label_id: "bouton-preset-79",
        heaps: &[7, 9],
        convention: Convention::Normal,
    },
    Preset {
        label_id: "bouton-preset-misere",
        heaps: &[3, 4, 5],
        convention: Convention::Misere,
    },
];

/// Props of [`Presets`].
#[derive(Debug, Properties, PartialEq)]
pub struct PresetsProps {
    /// The position on show (its button is marked pressed).
    pub heaps: Vec<u64>,
    /// Its convention.
    pub convention: Convention,
    /// A preset was picked.
    pub on_pick: Callback<Preset>,
}

/// The example buttons.
#[component]
pub fn Presets(props: &PresetsProps) -> Html {
    let i18n = use_i18n();
    html! {
        <div class="bouton-presets" role="group" aria-label={i18n.tr("bouton-presets-label")}>
            <span class="field-label" aria-hidden="true">{ i18n.tr("bouton-presets-label") }</span>
            { for PRESETS.iter().map(|p| {
                let on = props.heaps == p.heaps && props.convention == p.convention;
                let pick = props.on_pick.clone();
                let p = *p;
                html! {
                    <button type="button" class="button button-small"
                        data-testid="bouton-preset"
                        aria-pressed={if on { "true" } else { "false" }}
                        onclick={Callback::from(move |_| pick.emit(p))}>
                        { i18n.tr(p.label_id) }
                    </button>
                }
            }) }
        </div>
    }
}
