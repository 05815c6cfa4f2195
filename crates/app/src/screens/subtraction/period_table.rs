//! Who wins for every heap from 0 up, laid out `k + 1` to a row, so the
//! period of Proposition 1 is seen: the P-positions stand in one column
//! (column 0 in normal play, column 1 in misère).

use nimatron_core::Convention;
use nimatron_core::games::subtraction::simplified::is_losing;
use yew::prelude::*;

use crate::components::use_ids;

use crate::i18n::use_i18n;

/// Most rows shown.
const MAX_ROWS: u64 = 8;

/// Props of [`PeriodTable`].
#[derive(Debug, Properties, PartialEq)]
pub struct PeriodTableProps {
    /// Most stones per take.
    pub k: u64,
    /// The convention.
    pub convention: Convention,
    /// The heap on the board now (marked when shown).
    pub current: u64,
}

/// The who-wins table.
#[component]
pub fn PeriodTable(props: &PeriodTableProps) -> Html {
    let ids = use_ids();
    let i18n = use_i18n();
    let m = props.k + 1;
    let rows = MAX_ROWS.min(60 / m + 1).max(2);
    let last = rows * m - 1;
    let row = |p: u64| {
        html! {
            <tr>
                { for (0..m).map(|c| {
                    let n = p * m + c;
                    let lose = is_losing(props.k, n, props.convention);
                    let letter = if lose { "P" } else { "N" };
                    html! {
                        <td class={classes!("period-cell", if lose { "is-p" } else { "is-n" },
                                (n == props.current).then_some("is-current"))}
                            data-testid="period-cell" data-n={n.to_string()}>
                            <span class="period-n">{ n }</span>
                            <span class="period-letter">{ letter }</span>
                        </td>
                    }
                }) }
            </tr>
        }
    };
    html! {
        <div class="card period-card">
            <h2>{ i18n.tr("subtraction-table-title") }</h2>
            <p class="hint" id={ids.id("period-caption")}>
                { i18n.tr_args("subtraction-table-caption", &[("last", last.into()), ("m", m.into())]) }
            </p>
            <div class="table-scroll" tabindex="0">
                <table class="period-table" data-testid="period-table" aria-describedby={ids.id("period-caption")}>
                    <tbody>{ for (0..rows).map(row) }</tbody>
                </table>
            </div>
        </div>
    }
}
