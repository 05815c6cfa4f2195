//! The share link as a QR code: the worker makes its matrix
//! (`nimatron_jobs::qr_matrix`; the page asks through `crate::jobs::use_qr`),
//! and this module draws it as an inline `<svg>` of `html!` rectangles
//! (one per horizontal run of dark modules), never from markup text.

use yew::prelude::*;

use crate::jobs::{QrState, use_qr};

/// Props of [`QrSvg`].
#[derive(Debug, Properties, PartialEq)]
pub struct QrSvgProps {
    /// The text to encode (the share link).
    pub text: AttrValue,
    /// The accessible name of the picture.
    pub label: AttrValue,
    /// Shown instead when the text is too long for a QR code.
    pub too_long: AttrValue,
    /// Shown in the code's square while the worker makes it.
    pub waiting: AttrValue,
    /// Shown instead when the code cannot be made (no worker).
    pub failed: AttrValue,
    /// The figure's caption (what to do with the code), under the code or
    /// its waiting square; none when there is no code.
    pub caption: AttrValue,
}

/// `data-testid="share-qr"`: the QR code of `text`, black on white with
/// its quiet zone, drawn crisp at any size. Until the worker answers, a
/// square of the same size says the code is coming
/// (`data-testid="share-qr-waiting"`), so nothing moves when it arrives;
/// each is followed by the figure's caption.
#[component]
pub fn QrSvg(props: &QrSvgProps) -> Html {
    let matrix = match use_qr(props.text.clone()) {
        QrState::Drawn(matrix) => matrix,
        QrState::Waiting => {
            return html! {
                <>
                    <div class="share-qr share-qr-waiting" data-testid="share-qr-waiting" role="status">
                        <span>{ props.waiting.clone() }</span>
                    </div>
                    <figcaption>{ props.caption.clone() }</figcaption>
                </>
            };
        }
        QrState::TooLong => {
            return html! { <p class="note" data-testid="share-qr-too-long">{ props.too_long.clone() }</p> };
        }
        QrState::Failed => {
            return html! { <p class="note" data-testid="share-qr-failed">{ props.failed.clone() }</p> };
        }
    };
    let side = matrix.side().to_string();
    html! {
        <>
        <svg class="share-qr" data-testid="share-qr" viewBox={format!("0 0 {side} {side}")}
            role="img" aria-label={props.label.clone()} shape-rendering="crispEdges"
            xmlns="http://www.w3.org/2000/svg">
            <title>{ props.label.clone() }</title>
            <rect x="0" y="0" width={side.clone()} height={side} fill="#ffffff" />
            { for matrix.runs().into_iter().map(|(x, y, len)| html! {
                <rect x={x.to_string()} y={y.to_string()} width={len.to_string()} height="1" fill="#000000" />
            }) }
        </svg>
        <figcaption>{ props.caption.clone() }</figcaption>
        </>
    }
}
