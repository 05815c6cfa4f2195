//! Bouton's trick made visible, under the shared analysis (which gives the
//! outcome, the winning moves and the nim-sum as the core's fact): the
//! nim-sum in binary, the heaps written in binary one above the other with
//! the nim-sum underneath (the app's one binary table, [`BitsGrid`]: a
//! column with an odd number of ones gives a 1), and the sentence that
//! says what the nim-sum means here.

use std::rc::Rc;

use nimatron_core::Convention;
use nimatron_core::games::nim;
use yew::prelude::*;

use super::words;
use crate::components::bits_grid::{BitsGrid, GridMarks};
use crate::i18n::use_i18n;

/// Most heaps the table lists (beyond that it is not readable).
pub const MAX_TABLE_HEAPS: usize = 10;
/// Most binary digits the table shows (heaps up to 65 535).
pub const MAX_TABLE_BITS: usize = 16;

/// Props of [`BitsTable`].
#[derive(Debug, Properties, PartialEq)]
pub struct BitsTableProps {
    /// The position.
    pub heaps: Rc<Vec<u64>>,
    /// Normal or misère.
    pub convention: Convention,
}

/// What the nim-sum says about the position, under either rule.
fn strategy(heaps: &[u64], convention: Convention) -> &'static str {
    let over = heaps.iter().all(|&h| h == 0);
    match convention {
        Convention::Normal if over => "nim-game-over-normal",
        Convention::Misere if over => "nim-game-over-misere",
        Convention::Normal if nim::nim_sum(heaps) == 0 => "nim-hint-normal-zero",
        Convention::Normal => "nim-hint-normal-nonzero",
        Convention::Misere if heaps.iter().all(|&h| h <= 1) => "nim-misere-endgame",
        Convention::Misere => "nim-misere-strategy",
    }
}

/// The nim-sum in binary, the binary table for positions small enough to
/// read, and the strategy sentence.
#[component]
pub fn BitsTable(props: &BitsTableProps) -> Html {
    let i18n = use_i18n();
    let heaps: &[u64] = &props.heaps;
    let width = words::bit_width(heaps.iter().copied());
    let nim_sum = nim::nim_sum(heaps);
    let note = html! {
        <>
            <p class="nim-sum-binary" data-testid="nim-sum-binary">
                { i18n.tr("nim-sum-label") }{ ": " }
                { i18n.tr_args("nim-sum-binary", &[("bits", words::binary(nim_sum, 1).into())]) }
            </p>
            <p class="hint-text">{ i18n.tr(strategy(heaps, props.convention)) }</p>
        </>
    };
    if heaps.is_empty() || heaps.len() > MAX_TABLE_HEAPS || width > MAX_TABLE_BITS {
        return note;
    }
    html! {
        <>
        { note }
        <BitsGrid heaps={props.heaps.clone()} width={width as u32}
            caption={AttrValue::from(i18n.tr("nim-bits-caption"))}
            marks={GridMarks { odd: true, nim_sum: Some(nim_sum), ..GridMarks::default() }} />
        </>
    }
}
