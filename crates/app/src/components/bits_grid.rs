//! The heaps in binary as a real table: one row per heap, one column per
//! power of two (highest first, as binary is written), headed 1, 2, 4, …
//! or `2^k`. Optional footer rows count the 1s of each column and read the
//! nim-sum off their parities; highlights mark odd columns, the leading
//! column and chosen rows. Every binary table of the app is this one (each
//! of Bouton's steps, the Nim screen's analysis, the worksheet's answer
//! key), so the columns line up the same way everywhere.
//!
//! Wide positions (up to 64 columns) scroll sideways inside a focusable
//! region, the heap names staying put.

use std::rc::Rc;

use nimatron_core::explain::bouton::column_ones;
use nimatron_i18n::bouton::power_text;
use yew::prelude::*;

use crate::i18n::use_i18n;

/// Columns up to this one are headed by their value (1 … 512); above it by
/// `2^k`, which stays three or four characters wide up to 2^63.
pub const LAST_DECIMAL_HEADER: u32 = 9;

/// How a column is headed: its value for small columns, else `2^k`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ColumnHeader {
    /// `1`, `2`, `4`, … `512`.
    Value(String),
    /// `2^k`: the exponent (the exact value goes in a tooltip).
    Power(u32),
}

/// The header of binary column `column` (0 = the 1s column).
pub fn column_header(column: u32) -> ColumnHeader {
    if column <= LAST_DECIMAL_HEADER {
        ColumnHeader::Value(power_text(column))
    } else {
        ColumnHeader::Power(column)
    }
}

/// Bit `column` of `n` (0 past 63).
pub fn bit(n: u64, column: u32) -> bool {
    column < u64::BITS && (n >> column) & 1 == 1
}

/// What a [`BitsGrid`] shows besides the digits.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GridMarks {
    /// A footer row with the 1s counted per column.
    pub counts: bool,
    /// Highlight the columns with an odd count.
    pub odd: bool,
    /// A footer row with the nim-sum (its value).
    pub nim_sum: Option<u64>,
    /// Highlight this column (the leading 1 of the nim-sum).
    pub leading: Option<u32>,
    /// Highlight these rows (0-based heap indices).
    pub rows: Vec<usize>,
}

/// Props of [`BitsGrid`].
#[derive(Debug, Properties, PartialEq)]
pub struct BitsGridProps {
    /// The heaps, one row each.
    pub heaps: Rc<Vec<u64>>,
    /// Number of binary columns (1 to 64).
    pub width: u32,
    /// The table's caption.
    pub caption: AttrValue,
    /// Footer rows and highlights.
    #[prop_or_default]
    pub marks: GridMarks,
    /// Row names; empty means "Heap 1", "Heap 2", ….
    #[prop_or_default]
    pub labels: Vec<AttrValue>,
    /// The heads of the row names' column and of the numbers' column;
    /// `None` means "Heap" and "Size" (Nim's heaps). A table of other
    /// parts says what they are and that the numbers are Grundy values.
    #[prop_or_default]
    pub heads: Option<(AttrValue, AttrValue)>,
    /// The `data-testid` of the nim-sum row's value (the worksheet's
    /// `answer-nim-sum`).
    #[prop_or_default]
    pub sum_testid: Option<AttrValue>,
}

/// The binary table of a position.
#[component]
pub fn BitsGrid(props: &BitsGridProps) -> Html {
    let i18n = use_i18n();
    let width = props.width.clamp(1, u64::BITS);
    let marks = &props.marks;
    let ones = column_ones(&props.heaps, width);
    // Highest column first, as binary is written.
    let columns: Vec<u32> = (0..width).rev().collect();
    let col_class = |c: u32| {
        classes!(
            (marks.odd && ones[c as usize] % 2 == 1).then_some("is-odd"),
            (marks.leading == Some(c)).then_some("is-leading"),
            (c % 4 == 3 && c + 1 < width).then_some("nibble-start"),
        )
    };
    let digit = |n: u64, c: u32| {
        let one = bit(n, c);
        html! {
            <td class={classes!("bit-cell", col_class(c), one.then_some("is-one"))}>
                { if one { "1" } else { "0" } }
            </td>
        }
    };
    let header = |c: u32| match column_header(c) {
        ColumnHeader::Value(v) => html! {
            <th scope="col" class={classes!("bit-head", col_class(c))}>{ v }</th>
        },
        ColumnHeader::Power(k) => html! {
            <th scope="col" class={classes!("bit-head", col_class(c))}
                title={power_text(k)}>
                <span aria-hidden="true">{ "2" }<sup>{ k.to_string() }</sup></span>
                <span class="visually-hidden">
                    { i18n.tr_args("bouton-table-power", &[("k", u64::from(k).into())]) }
                </span>
            </th>
        },
    };
    let (row_head, value_head) = props.heads.clone().unwrap_or_else(|| {
        (
            i18n.tr("bouton-table-heap").into(),
            i18n.tr("bouton-table-size").into(),
        )
    });
    let odd_text = i18n.tr("bouton-table-odd");
    let count_row = marks.counts.then(|| {
        html! {
            <tr class="count-row">
                <th scope="row">{ i18n.tr("bouton-table-ones") }</th>
                <td class="num"></td>
                { for columns.iter().map(|&c| {
                    let odd = ones[c as usize] % 2 == 1;
                    html! {
                        <td class={classes!("bit-cell", col_class(c), odd.then_some("count-odd"))}>
                            { ones[c as usize].to_string() }
                            if odd && marks.odd {
                                <span class="visually-hidden">{ format!(" ({odd_text})") }</span>
                            }
                        </td>
                    }
                }) }
            </tr>
        }
    });
    let sum_row = marks.nim_sum.map(|s| {
        html! {
            <tr class="sum-row">
                <th scope="row">{ i18n.tr("bouton-table-nim-sum") }</th>
                <td class="num" data-testid={props.sum_testid.clone()}>{ s.to_string() }</td>
                { for columns.iter().map(|&c| digit(s, c)) }
            </tr>
        }
    });
    html! {
        <div class="bouton-scroll" role="region" tabindex="0"
            aria-label={i18n.tr("bouton-table-scroll")}>
            <table class="bouton-bits">
                <caption>{ props.caption.clone() }</caption>
                <thead>
                    <tr>
                        <th scope="col" class="heap-head">{ row_head }</th>
                        <th scope="col" class="num">{ value_head }</th>
                        { for columns.iter().map(|&c| header(c)) }
                    </tr>
                </thead>
                <tbody>
                    { for props.heaps.iter().enumerate().map(|(i, &h)| html! {
                        <tr class={classes!(marks.rows.contains(&i).then_some("is-marked"))}>
                            <th scope="row" class="heap-head">
                                { match props.labels.get(i) {
                                    Some(label) => label.to_string(),
                                    None => i18n.tr_args("heap-n", &[("n", (i + 1).into())]),
                                } }
                            </th>
                            <td class="num">{ h.to_string() }</td>
                            { for columns.iter().map(|&c| digit(h, c)) }
                        </tr>
                    }) }
                </tbody>
                if marks.counts || marks.nim_sum.is_some() {
                    <tfoot>{ for count_row }{ for sum_row }</tfoot>
                }
            </table>
        </div>
    }
}
