//! Quotients shipped as data: misère Kayles', so the page answers a
//! misère Kayles position at once instead of building the quotient (about
//! a second natively, several in the page's size-optimised WebAssembly)
//! on its first misère click.
//!
//! Not taken on trust: the test below builds the quotient again and
//! compares every entry; `Quotient::to_rust_data` writes the file anew
//! (`shipped_kayles.in`) if the builder ever changes it.

use super::monoid::Table;
use super::quotient::{Quotient, Stop};
use crate::games::subtraction::period::Periodicity;
use crate::games::take_break::{KAYLES, TakeBreak};

#[rustfmt::skip]
#[allow(missing_docs)]
mod kayles {
    include!("shipped_kayles.in");
}

/// The shipped quotient of `rule`, if there is one.
pub fn shipped(rule: TakeBreak) -> Option<Quotient> {
    if rule != TakeBreak::octal(KAYLES) {
        return None;
    }
    use kayles::*;
    let table = Table::from_entries(ORDER, TABLE.iter().map(|&x| u32::from(x)).collect());
    let stop = Stop::Solved(Periodicity {
        preperiod: PREPERIOD,
        period: PERIOD,
    });
    Some(Quotient::from_parts(
        rule,
        table,
        P.to_vec(),
        PHI.iter().map(|&x| u32::from(x)).collect(),
        stop,
        CHANGES.to_vec(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::take_break::misere::quotient;

    #[test]
    fn the_shipped_kayles_quotient_is_what_the_builder_proves() {
        let rule = TakeBreak::octal(KAYLES);
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
            "write shipped_kayles.in again:\n{}",
            built.to_rust_data()
        );
        assert_eq!(ship.presentation, built.presentation);
    }
}
