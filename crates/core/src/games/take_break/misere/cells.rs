//! A quotient as a flat list of `u32` cells, and back: how a quotient
//! computed in the page's worker crosses to the page (every job's result
//! is such a list, [`crate::job`]).
//!
//! Why not the report: the page needs the quotient itself (its table, P
//! and `Φ`) to answer the sums a person types, and the report is made
//! from it again on the page ([`super::QuotientReport::with_normal`]),
//! with the normal-play period the worker computed beside it.
//!
//! Layout: `[upto, order, stop, a, b, normal?, normal preperiod, normal
//! period, changes]` then `order²` table entries, `order` P flags,
//! `upto + 1` images of `Φ` and the heaps where the presentation changed.
//! `stop` is 0 (asked heap), 1 (solved: `a` preperiod, `b` period) or 2
//! (a limit: `a` its index in [`STOP_LIMITS`]).

use super::monoid::Table;
use super::quotient::{QUOTIENT_HEAP, QUOTIENT_ORDER, QUOTIENT_WORK, Quotient, Stop};
use super::report::PeriodPair;
use crate::games::subtraction::period::Periodicity;
use crate::games::take_break::TakeBreak;
use crate::limits::Limit;

/// The limits a quotient can stop at, by their index in the cells.
pub const STOP_LIMITS: [Limit; 3] = [QUOTIENT_HEAP, QUOTIENT_ORDER, QUOTIENT_WORK];

const HEADER: usize = 9;

fn small(x: u64) -> u32 {
    u32::try_from(x).unwrap_or(u32::MAX)
}

/// `q` and the normal-play period of its game as cells.
pub fn to_cells(q: &Quotient, normal: Option<PeriodPair>) -> Vec<u32> {
    let n = q.order() as u32;
    let (stop, a, b) = match q.stop {
        Stop::Asked => (0, 0, 0),
        Stop::Solved(p) => (1, small(p.preperiod), small(p.period)),
        Stop::Limit(l) => (
            2,
            STOP_LIMITS.iter().position(|&x| x == l).unwrap_or(0) as u32,
            0,
        ),
    };
    let (has, np, nper) = normal.map_or((0, 0, 0), |p| (1, small(p.preperiod), small(p.period)));
    let mut out = vec![
        small(q.upto),
        n,
        stop,
        a,
        b,
        has,
        np,
        nper,
        q.changes.len() as u32,
    ];
    out.extend(
        (0..n)
            .flat_map(|x| (0..n).map(move |y| (x, y)))
            .map(|(x, y)| q.table.mul(x, y)),
    );
    out.extend(q.p.iter().map(|&b| u32::from(b)));
    out.extend(q.phi.iter().copied());
    out.extend(q.changes.iter().map(|&h| small(h)));
    out
}

/// The quotient of `rule` and the normal-play period read back from
/// [`to_cells`]' cells; `None` when they are not such cells (cut, an entry
/// outside the monoid), so nothing malformed reaches a table lookup.
pub fn from_cells(rule: TakeBreak, cells: &[u32]) -> Option<(Quotient, Option<PeriodPair>)> {
    let head = cells.get(..HEADER)?;
    let (upto, n, changes) = (head[0] as usize, head[1] as usize, head[8] as usize);
    if n == 0 {
        return None;
    }
    let len = HEADER
        .checked_add(n.checked_mul(n)?)?
        .checked_add(n)?
        .checked_add(upto.checked_add(1)?)?
        .checked_add(changes)?;
    if cells.len() != len {
        return None;
    }
    let mut at = HEADER;
    let mut take = |k: usize| {
        let s = &cells[at..at + k];
        at += k;
        s
    };
    let table = take(n * n).to_vec();
    let p: Vec<bool> = take(n).iter().map(|&x| x == 1).collect();
    let phi = take(upto + 1).to_vec();
    let changes: Vec<u64> = take(changes).iter().map(|&h| u64::from(h)).collect();
    // Invariant of a table: every entry inside it, 0 the identity.
    let inside = |x: &u32| (*x as usize) < n;
    if !table.iter().all(inside) || !phi.iter().all(inside) || (0..n).any(|x| table[x] != x as u32)
    {
        return None;
    }
    let stop = match head[2] {
        0 => Stop::Asked,
        1 if head[4] > 0 => Stop::Solved(Periodicity {
            preperiod: u64::from(head[3]),
            period: u64::from(head[4]),
        }),
        2 => Stop::Limit(*STOP_LIMITS.get(head[3] as usize)?),
        _ => return None,
    };
    let normal = (head[5] == 1).then(|| PeriodPair {
        preperiod: u64::from(head[6]),
        period: u64::from(head[7]),
    });
    let q = Quotient::from_parts(rule, Table::from_entries(n, table), p, phi, stop, changes);
    Some((q, normal))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::take_break::misere::quotient;

    #[test]
    fn a_quotient_crosses_as_cells_unchanged() {
        for (code, upto) in [("0.77", 200), ("0.137", 30), ("4.7", 12)] {
            let rule = TakeBreak::parse(code).unwrap_or_else(|e| panic!("{e:?}"));
            let q = quotient(rule, upto);
            let normal = Some(PeriodPair {
                preperiod: 71,
                period: 12,
            });
            let cells = to_cells(&q, normal);
            let (back, n) = from_cells(rule, &cells).unwrap_or_else(|| panic!("{code}"));
            assert_eq!(n, normal);
            assert_eq!(
                (back.upto, back.stop, &back.phi, &back.p),
                (q.upto, q.stop, &q.phi, &q.p)
            );
            assert_eq!((&back.table, &back.changes), (&q.table, &q.changes));
            assert_eq!(back.presentation, q.presentation);
            // Cut or spoiled cells are refused, never read past.
            assert!(from_cells(rule, &cells[..cells.len() - 1]).is_none());
            let mut bad = cells.clone();
            bad[HEADER] = 9999;
            assert!(from_cells(rule, &bad).is_none());
        }
        assert!(from_cells(TakeBreak::GrundyGame, &[]).is_none());
    }
}
