//! Quotients shipped as data: the named games' (misère Kayles', solved;
//! Dawson's Kayles', exact for heaps up to 24 where the builder stops), so
//! the page answers a misère position of theirs at once instead of
//! building the quotient on its first misère click, on the main thread
//! (Kayles' takes a seventh of a second natively; Dawson's Kayles', which
//! has to go back from heap 10 to heap 3, most of a second in the page's
//! size-optimised WebAssembly).
//!
//! Not taken on trust: the test below builds each quotient again and
//! compares every entry; `Quotient::to_rust_data` writes the file anew
//! (`shipped_*.in`) if the builder ever changes it.

use super::cells::STOP_LIMITS;
use super::monoid::Table;
use super::quotient::{Quotient, Stop};
use crate::games::subtraction::period::Periodicity;
use crate::games::take_break::{DAWSONS_KAYLES, KAYLES, TakeBreak};

#[rustfmt::skip]
#[allow(missing_docs)]
mod kayles {
    include!("shipped_kayles.in");
}

#[rustfmt::skip]
#[allow(missing_docs)]
mod dawson {
    include!("shipped_dawson.in");
}

/// One shipped quotient's data, as `shipped_*.in` writes it.
struct Data {
    order: usize,
    preperiod: u64,
    period: u64,
    limit: Option<&'static str>,
    table: &'static [u8],
    p: &'static [bool],
    phi: &'static [u8],
    changes: &'static [u64],
}

/// The [`Data`] of a `shipped_*.in` module.
macro_rules! data {
    ($m:ident) => {
        Data {
            order: $m::ORDER,
            preperiod: $m::PREPERIOD,
            period: $m::PERIOD,
            limit: $m::LIMIT,
            table: &$m::TABLE,
            p: &$m::P,
            phi: &$m::PHI,
            changes: &$m::CHANGES,
        }
    };
}

/// The shipped quotient of `rule`, if there is one.
pub fn shipped(rule: TakeBreak) -> Option<Quotient> {
    let d = if rule == TakeBreak::octal(KAYLES) {
        data!(kayles)
    } else if rule == TakeBreak::octal(DAWSONS_KAYLES) {
        data!(dawson)
    } else {
        return None;
    };
    let table = Table::from_entries(d.order, d.table.iter().map(|&x| u32::from(x)).collect());
    // Rule: a period means solved; else the limit named, else asked.
    let stop = match (d.period, d.limit) {
        (0, Some(name)) => Stop::Limit(*STOP_LIMITS.iter().find(|l| l.as_str() == name)?),
        (0, None) => Stop::Asked,
        (period, _) => Stop::Solved(Periodicity {
            preperiod: d.preperiod,
            period,
        }),
    };
    Some(Quotient::from_parts(
        rule,
        table,
        d.p.to_vec(),
        d.phi.iter().map(|&x| u32::from(x)).collect(),
        stop,
        d.changes.to_vec(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::take_break::misere::quotient;

    #[test]
    fn the_shipped_quotients_are_what_the_builder_proves() {
        for (code, file) in [(KAYLES, "kayles"), (DAWSONS_KAYLES, "dawson")] {
            let rule = TakeBreak::octal(code);
            let built = quotient(rule, 400);
            let ship = shipped(rule).expect("shipped");
            assert_eq!(
                (&ship.table, &ship.p, &ship.phi, ship.stop, &ship.changes),
                (
                    &built.table,
                    &built.p,
                    &built.phi,
                    built.stop,
                    &built.changes
                ),
                "write shipped_{file}.in again:\n{}",
                built.to_rust_data()
            );
            assert_eq!(ship.presentation, built.presentation);
            assert_eq!(ship.upto, built.upto);
        }
    }
}
