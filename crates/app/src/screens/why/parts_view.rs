//! Each part of a position drawn small (issue 32's first step): a row of
//! pins or stones for a heap or row of up to [`MAX_DRAWN`], its numbers
//! otherwise (a sum's component, a large heap), with its name above and its
//! value below when known. A picture only: the sentences say the same.

use nimatron_core::Position;
use nimatron_i18n::position_text;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// Most pins drawn in one part; a larger part is written in numbers.
pub const MAX_DRAWN: u64 = 24;

/// One part to draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawnPart {
    /// Its name ("Part 2").
    pub name: String,
    /// Its position, in its game's syntax.
    pub position: Position,
    /// Its value, when shown.
    pub value: Option<u64>,
    /// Highlighted (the part to change).
    pub marked: bool,
}

/// Props of [`PartsView`].
#[derive(Debug, Properties, PartialEq)]
pub struct PartsViewProps {
    /// The parts, in order.
    pub parts: Vec<DrawnPart>,
}

/// The parts side by side.
#[component]
pub fn PartsView(props: &PartsViewProps) -> Html {
    let i18n = use_i18n();
    html! {
        <ul class="why-parts" aria-hidden="true">
            { for props.parts.iter().map(|p| {
                let numbers = p.position.numbers();
                // Rule: one heap or row of a few is drawn, pin by pin.
                let drawing = match (p.position.parts(), numbers) {
                    ([_], &[n]) if n <= MAX_DRAWN => html! {
                        <span class="why-pins">
                            { for (0..n).map(|_| html! { <span class="why-pin"></span> }) }
                        </span>
                    },
                    _ => html! { <span class="why-numbers">{ position_text(&i18n, &p.position) }</span> },
                };
                html! {
                    <li class={classes!("why-part", p.marked.then_some("is-marked"))} data-testid="why-part">
                        <span class="why-part-name">{ format!("{} ({})", p.name, position_text(&i18n, &p.position)) }</span>
                        { drawing }
                        if let Some(v) = p.value {
                            <span class="why-part-value">{ format!("G = {v}") }</span>
                        }
                    </li>
                }
            }) }
        </ul>
    }
}
